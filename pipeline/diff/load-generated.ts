import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { InputError } from '../io/input-error.ts';
import { CorrectionSummarySchema } from '../schema/report.ts';
import { DiffCleanPointSchema, DiffFindingSchema, DiffPointSchema, type GeneratedData } from './compare.ts';

const run = promisify(execFile);

/** The files of a build the diff reads, and how it reads each. */
const FILES = {
  clean: { name: 'clean-points.json', schema: z.array(DiffCleanPointSchema) },
  collection: { name: 'collection-points.json', schema: z.array(DiffPointSchema) },
  report: { name: 'report.json', schema: z.object({ findings: z.array(DiffFindingSchema), corrections: CorrectionSummarySchema.optional() }) },
} as const;

/** Parses one build file, naming it and the first field that does not fit when it does not. */
function parseFile<T>(label: string, text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InputError('no es JSON válido', label);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new InputError(`no tiene la forma que el diff espera (${issue?.message ?? 'forma desconocida'})`, label, null, issue?.path.join('.') || null);
}

async function loadWith(read: (name: string) => Promise<string>, label: (name: string) => string): Promise<GeneratedData> {
  const [clean, collection, report] = await Promise.all([read(FILES.clean.name), read(FILES.collection.name), read(FILES.report.name)]);
  const { findings, corrections = { applied: 0, rejected: 0, stale: 0, omitted: 0 } } = parseFile(label(FILES.report.name), report, FILES.report.schema);
  return {
    clean: parseFile(label(FILES.clean.name), clean, FILES.clean.schema),
    collection: parseFile(label(FILES.collection.name), collection, FILES.collection.schema),
    findings,
    corrections,
  };
}

/** The records and findings of a build folder, e.g. `generated/`. */
export function loadGeneratedDir(dir: string, label = dir): Promise<GeneratedData> {
  return loadWith(
    (name) =>
      readFile(join(dir, name), 'utf8').catch(() => {
        throw new InputError('no existe; ¿es la carpeta de salida de una build?', `${label}/${name}`);
      }),
    (name) => `${label}/${name}`,
  );
}

/** The records and findings committed at a git revision, in `folder` (relative to `cwd`, by default the current folder). */
export async function loadGeneratedAt(ref: string, folder: string, cwd = process.cwd()): Promise<GeneratedData> {
  await run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd }).catch(() => {
    throw new InputError('no es una carpeta ni una revisión de git de este repositorio', ref);
  });
  return loadWith(
    async (name) => {
      const path = `${ref}:./${folder}/${name}`;
      try {
        return (await run('git', ['show', path], { cwd, maxBuffer: 1024 * 1024 * 1024, encoding: 'utf8' })).stdout;
      } catch {
        throw new InputError(`git no encuentra ${folder}/${name} en la revisión "${ref}"`, path);
      }
    },
    (name) => `${ref}:${folder}/${name}`,
  );
}

/** True when `base` names a folder (else it is read as a git revision). */
export async function isFolder(base: string): Promise<boolean> {
  return stat(base).then(
    (s) => s.isDirectory(),
    () => false,
  );
}
