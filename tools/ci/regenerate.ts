import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compareGenerated, type DataDiff, type DiffFinding, type GeneratedData } from '../../pipeline/diff/compare.ts';
import { correctionsLine, datasetTitle, diffMarkdown, findingsTitle, markdownCell } from '../../pipeline/diff/format.ts';
import { loadGeneratedAt, loadGeneratedDir } from '../../pipeline/diff/load-generated.ts';
import { FINDING_CODES } from '../../pipeline/findings/finding-codes.ts';
import { formatFinding } from '../../pipeline/report/finding-log.ts';
import { buildInto } from '../../pipeline/run.ts';
import { spawnPipeline } from '../../pipeline/spawn.ts';
import { annotation, appendSummary, BOT, type CiEvent, git, gitText, readEvent, remoteHead, setOutputs } from './github-actions.ts';

/**
 * The CI workflow's data job (`npx tsx tools/ci/regenerate.ts`, in the checked-out branch):
 * writes generated/ from raw-data/ with the pipeline, then
 * (a) generated/ was already that: nothing to do;
 * (b) it was stale and the change under check edited none of the stale files by hand (it changed
 *     raw-data/ or the pipeline): commits the regenerated generated/ as one commit and pushes it
 *     to the branch;
 * (c) it was stale in files the change committed other than the pipeline writes them from the
 *     same commit's raw-data/ (an edit by hand): an error, never overwritten;
 * (d) a pull request from a fork, which cannot be pushed to: says how to regenerate, and the
 *     tests run on the regenerated workspace.
 * It writes the job summary (the pipeline's diff against the change's base, the findings that ask
 * for a person) and the outputs `sha` (the commit later jobs test and publish) and `rebuild`.
 */

/** The folder the pipeline writes, as the repository names it. */
const GENERATED = 'generated';

/** The one command that regenerates generated/, as the maintainers run it. */
export const BUILD_COMMAND = 'npm run pipeline -- build';

/** How many findings the summary lists; the rest are counted. */
export const LISTED_FINDINGS = 50;

export type Decision = { kind: 'fresh' } | { kind: 'commit'; stale: string[] } | { kind: 'hand-edit'; files: string[] } | { kind: 'fork'; stale: string[] };

/**
 * What to do with a regenerated generated/: `stale` are the files the pipeline wrote differently
 * from the commit (added, changed or removed); `handEdited` those of them that the change under
 * check committed other than the pipeline writes them from the same commit's raw-data/ (see
 * {@link regenerate}). A stale file nobody edited by hand (the change was to raw-data/ or to the
 * pipeline) is regenerated; one edited by hand is never overwritten.
 */
export function decide({ stale, handEdited, fork }: { stale: readonly string[]; handEdited: ReadonlySet<string>; fork: boolean }): Decision {
  if (stale.length === 0) return { kind: 'fresh' };
  const edited = stale.filter((file) => handEdited.has(file));
  if (edited.length > 0) return { kind: 'hand-edit', files: edited };
  return fork ? { kind: 'fork', stale: [...stale] } : { kind: 'commit', stale: [...stale] };
}

/** Where a regenerated generated/ can be pushed: the branch the run is on, or nowhere (a fork's pull request). */
export function pushTarget(event: CiEvent): { branch: string } | { fork: true } {
  const pr = event.pullRequest;
  if (pr) return pr.headRepository === event.repository ? { branch: pr.headRef } : { fork: true };
  return { branch: event.refName };
}

/**
 * The commit the change under check starts from, as the event names it: a pull request's base, a
 * push's previous head; null when the event names none (a new branch, whose `before` is all zeros;
 * a scheduled or manual run), and then the change is what the branch adds to the default branch.
 */
export function baseCandidate(event: CiEvent): string | null {
  if (event.pullRequest) return event.pullRequest.baseSha;
  if (event.name === 'push' && event.before && !/^0+$/.test(event.before)) return event.before;
  return null;
}

/**
 * For each file of generated/ the change edited, the last commit that did, from a newest-first
 * `git log --format=%x1e%H %ae --name-only`; a file whose last edit is the workflow's own
 * regeneration commit is left out (it is the pipeline's output by construction).
 */
export function lastEdits(log: string, botEmail: string = BOT.email): Map<string, string> {
  const last = new Map<string, string>();
  const seen = new Set<string>();
  for (const record of log.split('\x1e').slice(1)) {
    const [header = '', ...names] = record.split('\n');
    const [commit = '', email = ''] = header.trim().split(' ');
    for (const name of names.map((each) => each.trim()).filter(Boolean)) {
      if (seen.has(name)) continue;
      seen.add(name);
      if (email !== botEmail) last.set(name, commit);
    }
  }
  return last;
}

const short = (sha: string): string => sha.slice(0, 7);
const inFolder = (file: string): string => file.replace(new RegExp(`^${GENERATED}/`), '');
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Up to `max` names, then how many more. */
function someOf(names: readonly string[], max: number): string {
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? `${shown} y ${names.length - max} más` : shown;
}

/** Files of generated/ the diff already speaks of: the datasets it compares and the report of findings. */
function coveredByDiff(diff: DataDiff): Set<string> {
  return new Set([...diff.datasets.map((dataset) => `${GENERATED}/${dataset.output}`), `${GENERATED}/report.json`]);
}

/**
 * The regeneration commit's message: the subject names each dataset and the counts that changed
 * (and the findings'), else the other files; the body gives every count and the other files.
 */
export function commitMessage(diff: DataDiff, stale: readonly string[], source: string): string {
  const parts: string[] = [];
  for (const dataset of diff.datasets) {
    const counts = [
      [dataset.added.length, 'nuevo', 'nuevos'],
      [dataset.removed.length, 'eliminado', 'eliminados'],
      [dataset.changed.length, 'cambiado', 'cambiados'],
    ] as const;
    const changed = counts.filter(([n]) => n > 0).map(([n, one, many]) => count(n, one, many));
    if (changed.length > 0) parts.push(`${dataset.output} ${changed.join(', ')}`);
  }
  const { added, resolved } = diff.findings;
  if (added.length + resolved.length > 0) {
    parts.push(`hallazgos ${[count(added.length, 'nuevo', 'nuevos'), count(resolved.length, 'resuelto', 'resueltos')].join(', ')}`);
  }
  const covered = coveredByDiff(diff);
  const others = stale.filter((file) => !covered.has(file)).map(inFolder);
  if (parts.length === 0) parts.push(someOf(others, 2));
  const body = [
    `El pipeline escribió generated/ desde raw-data/ de ${short(source)}; el cambio no lo había actualizado.`,
    '',
    ...diff.datasets.map(datasetTitle),
    findingsTitle(diff.findings),
    ...[correctionsLine(diff.corrections)].filter((line) => line !== null),
    ...(others.length > 0 ? [`Otros archivos: ${someOf(others, 20)}`] : []),
  ];
  return `generated/ regenerado: ${parts.join('; ')}\n\n${body.join('\n')}\n`;
}

/** The findings that ask for a person: every `error`, and every `verify` (a repair nothing confirmed, not applied). */
export function findingsToReview(findings: readonly DiffFinding[]): DiffFinding[] {
  const kindOf = (code: string) => (Object.hasOwn(FINDING_CODES, code) ? FINDING_CODES[code as keyof typeof FINDING_CODES].kind : null);
  return findings.filter((finding) => finding.severity === 'error' || kindOf(finding.code) === 'verify');
}

/** The summary's list of findings to review, as `file:line field: message`, the first `max` of them and a count of the rest. */
export function findingsMarkdown(findings: readonly DiffFinding[], max = LISTED_FINDINGS): string {
  const review = findingsToReview(findings);
  const title = `## Hallazgos por revisar (severidad error o tipo verify): ${review.length}`;
  if (review.length === 0) return `${title}\n`;
  const lines = review.slice(0, max).map((finding) => `- ${markdownCell(formatFinding(finding))}`);
  if (review.length > max) lines.push(`- … y ${review.length - max} más: \`${BUILD_COMMAND} --verbose\` los lista todos.`);
  return `${title}\n\nCada uno dejó el valor vacío o como está escrito: corrija la celda en la planilla o escriba la decisión en raw-data/corrections.csv (README, «Updating the data», paso 4).\n\n${lines.join('\n')}\n`;
}

/** `text` in a Markdown code block whose fence no run of backticks in it can close. */
function codeBlock(text: string): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text.trimEnd()}\n${fence}`;
}

/** What became of generated/ in this run. */
export type Outcome =
  | { kind: 'fresh'; sha: string }
  | { kind: 'committed'; sha: string; branch: string; subject: string }
  | { kind: 'hand-edit'; files: string[] }
  | { kind: 'fork'; stale: string[] }
  | { kind: 'push-rejected'; branch: string; subject: string }
  | { kind: 'push-failed'; branch: string; message: string }
  | { kind: 'input-error'; message: string };

/** Whether the job goes on (the tests and the publication) after this outcome. */
export const succeeded = (outcome: Outcome): boolean => outcome.kind === 'fresh' || outcome.kind === 'committed' || outcome.kind === 'fork';

/** The outcome in a sentence or two for the maintainers, in Markdown: the top of the job summary. */
export function outcomeMarkdown(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'fresh':
      return `**generated/ al día:** es lo que el pipeline escribe desde raw-data/ de \`${short(outcome.sha)}\`. Las pruebas y, en la rama principal, la publicación usan ese commit.`;
    case 'committed':
      return `**generated/ regenerado:** el cambio no lo había actualizado; el pipeline lo escribió desde raw-data/ y quedó confirmado en la rama \`${outcome.branch}\` como \`${short(outcome.sha)}\` («${markdownCell(outcome.subject)}»). Las pruebas y, en la rama principal, la publicación usan ese commit.`;
    case 'hand-edit':
      return [
        '**Error: generated/ no es lo que el pipeline escribe desde raw-data/ de este mismo commit**, en archivos que este cambio editó (¿a mano?):',
        '',
        ...outcome.files.map((file) => `- \`${file}\``),
        '',
        `generated/ se escribe solo desde raw-data/: haga el cambio en raw-data/ (el contenido en raw-data/content/, los medios en raw-data/media/), ejecute \`${BUILD_COMMAND}\` y confirme raw-data/ y generated/ juntos. Esta revisión no lo corrige sola para no borrar un cambio hecho a propósito.`,
      ].join('\n');
    case 'fork':
      return [
        `**generated/ desactualizado en un pull request desde un fork:** esta revisión no puede confirmar nada en la rama de un fork. Para dejarlo al día en el pull request, ejecute \`${BUILD_COMMAND}\` y confirme generated/; si no, la revisión de la rama principal lo regenerará y confirmará después del merge. Las pruebas de esta revisión corren con generated/ regenerado.`,
        '',
        `Archivos que cambian: ${someOf(
          outcome.stale.map((file) => `\`${file}\``),
          20,
        )}.`,
      ].join('\n');
    case 'push-rejected':
      return `**Error: la rama \`${outcome.branch}\` avanzó mientras corría esta revisión** (llegó otro commit): no se subió el commit que regenera generated/ («${markdownCell(outcome.subject)}»). La revisión del commit más nuevo regenerará generated/; si no corre, ejecute de nuevo este flujo (Actions → ci → Run workflow).`;
    case 'push-failed':
      return `**Error: no se pudo subir a la rama \`${outcome.branch}\` el commit que regenera generated/.** ¿Está protegida contra los pushes del flujo, o el trabajo no tiene \`contents: write\`? (docs/publishing.md). Git dijo:\n\n${codeBlock(outcome.message)}`;
    case 'input-error':
      // The pipeline's own message first: it names the file, line and field to fix.
      return `${codeBlock(outcome.message)}\n\n**El pipeline se detuvo en un error de entrada** (su mensaje, arriba): corrija en raw-data/ lo que nombra y confirme de nuevo. generated/ no se modificó; nada se prueba ni se publica.`;
  }
}

/** The outcome in one line, for the run's log and its annotation. */
export function outcomeLine(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'fresh':
      return 'generated/ al día.';
    case 'committed':
      return `generated/ regenerado y confirmado en ${outcome.branch}: ${outcome.sha}.`;
    case 'hand-edit':
      return `generated/ difiere de lo que el pipeline escribe desde raw-data/ de este commit (¿editado a mano?): ${outcome.files.join(', ')}. Ejecute \`${BUILD_COMMAND}\` y confirme generated/.`;
    case 'fork':
      return `generated/ desactualizado en un pull request desde un fork: ejecute \`${BUILD_COMMAND}\` y confirme generated/ (o la rama principal lo regenerará después del merge).`;
    case 'push-rejected':
      return `La rama ${outcome.branch} avanzó mientras corría esta revisión: no se subió generated/ regenerado.`;
    case 'push-failed':
      return `No se pudo subir generated/ regenerado a ${outcome.branch}: ${outcome.message.trim()}`;
    case 'input-error':
      return `El pipeline se detuvo en un error de entrada: ${outcome.message.trim()}`;
  }
}

export interface RegenerateResult {
  outcome: Outcome;
  /** The commit later jobs check out: the one pushed, or the one checked. */
  sha: string;
  /** True when the tests must regenerate generated/ themselves (a fork's pull request: nothing was committed). */
  rebuild: boolean;
  /** The job summary, in Markdown. */
  summary: string;
}

/** The commit the change under check starts from: the event's base (or the default branch), as the merge base with HEAD; HEAD itself when there is none. */
async function resolveBase(event: CiEvent, cwd: string, head: string): Promise<string> {
  const defaultBranch = event.defaultBranch ?? (await remoteHead(cwd).catch(() => null))?.branch;
  for (const candidate of [baseCandidate(event), defaultBranch ? `origin/${defaultBranch}` : null]) {
    if (candidate === null) continue;
    const base = await git(cwd, ['merge-base', candidate, head]);
    if (base.code === 0) return base.stdout.trim();
  }
  return head;
}

/** The diff of the regenerated data against the base's generated/, as the summary shows it; a base that cannot be read is said, not fatal. */
async function baseDiffMarkdown(base: string, fresh: GeneratedData, cwd: string): Promise<string> {
  try {
    return diffMarkdown(compareGenerated(await loadGeneratedAt(base, GENERATED, cwd), fresh), `${short(base)} (${GENERATED}/)`);
  } catch (error) {
    return `## Cambios en los datos\n\nNo se pudo comparar con \`${short(base)}\`: ${markdownCell(error instanceof Error ? error.message : String(error))}\n`;
  }
}

/**
 * Of `files` (paths in generated/) as `commit` has them, those that are not what the pipeline
 * writes from that commit's raw-data/: built from a worktree of the commit, compared byte for
 * byte. A commit whose raw-data/ the pipeline cannot read has no file the pipeline wrote.
 */
async function notWrittenByPipeline(cwd: string, commit: string, files: readonly string[]): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'ci-hand-edit-'));
  const tree = join(dir, 'tree');
  try {
    await gitText(cwd, ['worktree', 'add', '--quiet', '--detach', tree, commit]);
    const built = await buildInto(join(tree, 'raw-data'), join(dir, 'out')).then(
      () => true,
      () => false,
    );
    const differ: string[] = [];
    for (const file of files) {
      const [committed, written] = await Promise.all([
        readFile(join(tree, file)).catch(() => null),
        readFile(join(dir, 'out', inFolder(file))).catch(() => null),
      ]);
      const same = built && (committed === null ? written === null : written !== null && committed.equals(written));
      if (!same) differ.push(file);
    }
    return differ;
  } finally {
    await git(cwd, ['worktree', 'remove', '--force', tree]);
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The stale files the change edited by hand: for each, the last commit of the change that edited
 * it (not the workflow's) is rebuilt from its own raw-data/, and the file counts as a hand edit
 * when it is not what that build wrote. A maintainer who ran the pipeline in one commit and only
 * replaced an export in the next is not taken for a hand edit.
 */
async function handEditedFiles(cwd: string, stale: readonly string[], log: string): Promise<Set<string>> {
  const edits = lastEdits(log);
  const byCommit = new Map<string, string[]>();
  for (const file of stale) {
    const commit = edits.get(file);
    if (commit !== undefined) byCommit.set(commit, [...(byCommit.get(commit) ?? []), file]);
  }
  const found = new Set<string>();
  for (const [commit, files] of byCommit) for (const file of await notWrittenByPipeline(cwd, commit, files)) found.add(file);
  return found;
}

/** Commits the staged generated/ as the workflow's bot and pushes it to `branch`. */
async function commitAndPush(cwd: string, message: string, branch: string): Promise<Outcome> {
  const subject = message.split('\n')[0] ?? '';
  await gitText(cwd, ['-c', `user.name=${BOT.name}`, '-c', `user.email=${BOT.email}`, 'commit', '--quiet', '--no-verify', '-m', message]);
  const sha = await gitText(cwd, ['rev-parse', 'HEAD']);
  const push = await git(cwd, ['push', '--porcelain', 'origin', `HEAD:refs/heads/${branch}`]);
  if (push.code === 0) return { kind: 'committed', sha, branch, subject };
  const said = `${push.stdout}\n${push.stderr}`;
  // A branch that moved on is `[rejected] … (fetch first)` or `(non-fast-forward)`; a hook or a
  // protected branch that refuses the push is `[remote rejected]`, another failure.
  if (/(^|\s)\[rejected\]|non-fast-forward|fetch first/.test(said)) return { kind: 'push-rejected', branch, subject };
  return { kind: 'push-failed', branch, message: said.trim() };
}

/** Regenerates generated/ in the checkout at `cwd` for the run of `event` and does what {@link decide} says. */
export async function regenerate(event: CiEvent, cwd: string): Promise<RegenerateResult> {
  const head = await gitText(cwd, ['rev-parse', 'HEAD']);
  const target = pushTarget(event);
  const build = await spawnPipeline(['build', '--quiet'], cwd);
  if (build.code !== 0) {
    const outcome: Outcome = { kind: 'input-error', message: build.stderr.trim() || build.stdout.trim() || `código ${build.code}` };
    return { outcome, sha: head, rebuild: false, summary: `${outcomeMarkdown(outcome)}\n` };
  }
  const base = await resolveBase(event, cwd, head);
  const quiet = ['-c', 'core.quotePath=false'];
  await gitText(cwd, ['add', '--all', '--', GENERATED]);
  const stale = (await gitText(cwd, [...quiet, 'diff', '--cached', '--name-only', '--no-renames', '--', GENERATED])).split('\n').filter(Boolean);
  const log = await gitText(cwd, [...quiet, 'log', '--no-renames', '--format=%x1e%H %ae', '--name-only', `${base}..${head}`, '--', GENERATED]);
  const decision = decide({ stale, handEdited: await handEditedFiles(cwd, stale, log), fork: 'fork' in target });

  const fresh = await loadGeneratedDir(join(cwd, GENERATED), GENERATED);
  let outcome: Outcome;
  if (decision.kind === 'fresh') outcome = { kind: 'fresh', sha: head };
  else if (decision.kind === 'hand-edit') outcome = decision;
  else if (decision.kind === 'fork' || !('branch' in target)) outcome = { kind: 'fork', stale };
  else {
    const diff = compareGenerated(await loadGeneratedAt(head, GENERATED, cwd), fresh);
    outcome = await commitAndPush(cwd, commitMessage(diff, stale, head), target.branch);
  }
  const sha = outcome.kind === 'committed' ? outcome.sha : head;
  const summary = [`# Datos (generated/)`, outcomeMarkdown(outcome), await baseDiffMarkdown(base, fresh, cwd), findingsMarkdown(fresh.findings)].join('\n\n');
  return { outcome, sha, rebuild: outcome.kind === 'fork', summary };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await regenerate(await readEvent(), process.cwd());
  await appendSummary(result.summary);
  await setOutputs({ sha: result.sha, rebuild: String(result.rebuild) });
  const ok = succeeded(result.outcome);
  if (ok) process.stdout.write(`${outcomeLine(result.outcome)}\n`);
  else process.stderr.write(annotation('error', outcomeLine(result.outcome)));
  process.exitCode = ok ? 0 : 1;
}
