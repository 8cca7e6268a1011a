import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compareGenerated, type GeneratedData } from '../diff/compare.ts';
import { diffMarkdown, diffText } from '../diff/format.ts';
import { isFolder, loadGeneratedAt, loadGeneratedDir } from '../diff/load-generated.ts';
import { buildInto } from '../run.ts';
import { type CommandIO, EXIT, linesOf, reportFailure } from './output.ts';

export interface DiffOptions {
  raw: string;
  out: string;
  base?: string;
  json?: boolean;
  markdown?: boolean;
}

/** The published data to compare with, and how to name it: a folder, a git revision's `out/`, or `out/` as it is outside git. */
async function loadBase(options: DiffOptions): Promise<[GeneratedData, string]> {
  if (options.base !== undefined && (await isFolder(options.base))) return [await loadGeneratedDir(resolve(options.base), options.base), `${options.base}/`];
  const ref = options.base ?? 'HEAD';
  const committed = await loadGeneratedAt(ref, options.out).catch((error: unknown) => {
    if (options.base !== undefined) throw error;
    return null;
  });
  if (committed === null) return [await loadGeneratedDir(resolve(options.out), options.out), `${options.out}/`];
  return [committed, `${ref} (${options.out}/)`];
}

/** `pipeline diff`: what a build of `raw` would change in the published data (points, contacts, hours, findings). */
export async function diffCommand(options: DiffOptions, io: CommandIO): Promise<number> {
  const { log } = linesOf(io);
  const temp = await mkdtemp(join(tmpdir(), 'pipeline-diff-'));
  try {
    const [base, label] = await loadBase(options);
    await buildInto(resolve(options.raw), temp);
    const diff = compareGenerated(base, await loadGeneratedDir(temp, `${options.raw} →`));
    if (options.json) log(JSON.stringify({ base: label, ...diff }, null, 2));
    else if (options.markdown) io.stdout(diffMarkdown(diff, label));
    else log(diffText(diff, label));
    return EXIT.ok;
  } catch (error) {
    return reportFailure(error, io);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
