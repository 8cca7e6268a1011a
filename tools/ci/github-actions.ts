import { appendFile, readFile } from 'node:fs/promises';
import { z } from 'zod';
import { type SpawnedRun, spawnCollect } from '../../pipeline/spawn.ts';

/**
 * What the CI scripts read of GitHub Actions and write back to it, through its documented files
 * and variables only: the event (`GITHUB_EVENT_NAME`, the payload at `GITHUB_EVENT_PATH`, the
 * `GITHUB_REPOSITORY`, `GITHUB_REF_NAME` and `GITHUB_HEAD_REF` variables), the step's outputs
 * (`GITHUB_OUTPUT`) and the job summary (`GITHUB_STEP_SUMMARY`). Run by hand, where those files
 * are not set, outputs and summary go to the terminal instead.
 */

/** The identity of commits the workflow makes with its own token (GitHub's documented bot account). */
export const BOT = { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' } as const;

/** The parts of an event's payload the scripts use; everything else is ignored. */
const PayloadSchema = z.object({
  /** A push: the branch's head before it (all zeros for a new branch). */
  before: z.string().optional(),
  pull_request: z
    .object({
      base: z.object({ sha: z.string() }),
      // head.repo is null when the fork was deleted: then it is no branch of this repository either.
      head: z.object({ sha: z.string(), ref: z.string(), repo: z.object({ full_name: z.string() }).nullish() }),
    })
    .optional(),
  repository: z.object({ default_branch: z.string().optional() }).optional(),
});

/** The event a run is for, as the scripts need it. */
export interface CiEvent {
  /** `push`, `pull_request`, `schedule`, `workflow_dispatch`… */
  name: string;
  /** This repository, `owner/name`. */
  repository: string;
  /** The branch the run is on (for a pull request, GitHub's merge ref's name: not used). */
  refName: string;
  /** A push: the branch's head before it. */
  before?: string;
  pullRequest?: { baseSha: string; headSha: string; headRef: string; headRepository: string | null };
  defaultBranch?: string;
}

/** The event from the environment GitHub Actions sets; a payload file that is missing or unreadable counts as empty. */
export async function readEvent(env: NodeJS.ProcessEnv = process.env): Promise<CiEvent> {
  const text = env.GITHUB_EVENT_PATH ? await readFile(env.GITHUB_EVENT_PATH, 'utf8').catch(() => '{}') : '{}';
  const payload = PayloadSchema.parse(JSON.parse(text));
  const pr = payload.pull_request;
  return {
    name: env.GITHUB_EVENT_NAME ?? '',
    repository: env.GITHUB_REPOSITORY ?? '',
    refName: env.GITHUB_REF_NAME ?? '',
    ...(payload.before ? { before: payload.before } : {}),
    ...(pr ? { pullRequest: { baseSha: pr.base.sha, headSha: pr.head.sha, headRef: pr.head.ref, headRepository: pr.head.repo?.full_name ?? null } } : {}),
    ...(payload.repository?.default_branch ? { defaultBranch: payload.repository.default_branch } : {}),
  };
}

/** Sets the step's outputs (`name=value` lines in `GITHUB_OUTPUT`); without that file, prints them. */
export async function setOutputs(outputs: Record<string, string>, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const lines = Object.entries(outputs).map(([name, value]) => {
    if (/[\r\n]/.test(value)) throw new Error(`output ${name} spans lines`);
    return `${name}=${value}\n`;
  });
  if (env.GITHUB_OUTPUT) await appendFile(env.GITHUB_OUTPUT, lines.join(''));
  else process.stdout.write(lines.map((line) => `salida: ${line}`).join(''));
}

/** Adds Markdown to the job summary (`GITHUB_STEP_SUMMARY`); without that file, prints it. */
export async function appendSummary(markdown: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const text = markdown.endsWith('\n') ? markdown : `${markdown}\n`;
  if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, text);
  else process.stdout.write(text);
}

/** A one-line annotation on the run's page (`::error::` / `::notice::`); newlines encoded as the workflow commands want. */
export function annotation(level: 'error' | 'notice', message: string): string {
  const encoded = message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return `::${level}::${encoded}\n`;
}

/** Runs `git <args…>` in `cwd`. */
export function git(cwd: string, args: readonly string[]): Promise<SpawnedRun> {
  return spawnCollect('git', args, cwd);
}

/** Runs `git <args…>` in `cwd` and returns its output, trimmed; a failure throws with git's message. */
export async function gitText(cwd: string, args: readonly string[]): Promise<string> {
  const run = await git(cwd, args);
  if (run.code !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim() || `código ${run.code}`}`);
  return run.stdout.trim();
}

/** The remote's default branch and its head, from `git ls-remote --symref <remote> HEAD`; null when the remote does not say. */
export function parseRemoteHead(lsRemote: string): { branch: string; sha: string } | null {
  const branch = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(lsRemote)?.[1];
  const sha = /^([0-9a-f]{40,64})\tHEAD$/m.exec(lsRemote)?.[1];
  return branch && sha ? { branch, sha } : null;
}

/** The default branch of `origin` and the commit at its head, asked of the remote itself. */
export async function remoteHead(cwd: string): Promise<{ branch: string; sha: string }> {
  const text = await gitText(cwd, ['ls-remote', '--symref', 'origin', 'HEAD']);
  const head = parseRemoteHead(text);
  if (!head) throw new Error(`git ls-remote --symref origin HEAD no dice cuál es la rama principal: ${text}`);
  return head;
}
