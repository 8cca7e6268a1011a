import { pathToFileURL } from 'node:url';
import { annotation, appendSummary, remoteHead, setOutputs } from './github-actions.ts';

/**
 * The publish job's first question (`npx tsx tools/ci/still-latest.ts <sha>`): is the commit this
 * run tested still the head of the default branch? Publications wait for one another in one
 * concurrency group, so a run that reaches it after a newer one has published would put older
 * content back: it says so and publishes nothing, and the job stays green (nothing failed). Sets
 * the output `latest` to `true` or `false`.
 */

/** The answer, and what to tell the maintainers when the commit is no longer the head. */
export function stillLatest(sha: string, head: { branch: string; sha: string }): { latest: boolean; message: string } {
  if (head.sha === sha) return { latest: true, message: `${sha.slice(0, 7)} es la cabeza de ${head.branch}: se publica.` };
  return {
    latest: false,
    message: `${sha.slice(0, 7)} ya no es la cabeza de ${head.branch} (ahora ${head.sha.slice(0, 7)}): no se publica, para no reemplazar contenido más nuevo; la revisión de ${head.sha.slice(0, 7)} publica.`,
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sha = process.argv[2]?.trim() ?? '';
  if (!/^[0-9a-f]{40,64}$/.test(sha)) {
    process.stderr.write(`uso: still-latest.ts <sha del commit probado> (se recibió "${sha}")\n`);
    process.exit(2);
  }
  const answer = stillLatest(sha, await remoteHead(process.cwd()));
  await setOutputs({ latest: String(answer.latest) });
  await appendSummary(`# Publicación\n\n${answer.message}\n`);
  process.stdout.write(answer.latest ? `${answer.message}\n` : annotation('notice', answer.message));
}
