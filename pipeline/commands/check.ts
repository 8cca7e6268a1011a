import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { buildInto } from '../run.ts';
import { type CommandIO, EXIT, linesOf, reportFailure } from './output.ts';

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))])),
  );
  return nested.flat().sort();
}

/** `pipeline check`: exit 1 when `out` is not byte for byte what `build` would write from `raw`. */
export async function checkCommand(options: { raw: string; out: string }, io: CommandIO): Promise<number> {
  const { log, warn } = linesOf(io);
  const temp = await mkdtemp(join(tmpdir(), 'pipeline-check-'));
  try {
    const { files } = await buildInto(resolve(options.raw), temp);
    const stale: string[] = [];
    for (const file of files) {
      const [fresh, current] = await Promise.all([readFile(join(temp, file)), readFile(join(resolve(options.out), file)).catch(() => null)]);
      if (current === null || !fresh.equals(current)) stale.push(file);
    }
    const known = new Set(files);
    // report.html is what `report --html` writes there; anything else build does not write is stale.
    const extra = (await listFiles(resolve(options.out))).filter((file) => file !== 'report.html' && !basename(file).startsWith('.') && !known.has(file));
    if (stale.length === 0 && extra.length === 0) {
      log(`${options.out}/ está al día (${files.length} archivos).`);
      return EXIT.ok;
    }
    for (const file of stale) warn(`desactualizado: ${options.out}/${file}`);
    for (const file of extra) warn(`sobra: ${options.out}/${file} (build no lo escribe)`);
    warn('Ejecute `npm run pipeline -- build` y confirme los cambios de generated/.');
    return EXIT.input;
  } catch (error) {
    return reportFailure(error, io);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
