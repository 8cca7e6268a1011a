import { mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { InputError } from './errors.ts';
import { build } from './build.ts';
import { z } from 'zod';
import { CleanPointSchema } from './schema/clean-point.ts';
import { CollectionPointSchema } from './schema/collection-point.ts';
import { ReportSchema } from './schema/report.ts';
import { chileOutline } from './steps/basemap.ts';
import { renderReportHtml } from './steps/report-html.ts';
import { formatFinding, formatFindingWithCorrections, summaryTable } from './steps/report.ts';
import { compareGenerated, type GeneratedData } from './diff/compare.ts';
import { diffMarkdown, diffText } from './diff/format.ts';
import { isFolder, loadGeneratedAt, loadGeneratedDir } from './diff/load.ts';

/** Exit codes: 0 written (findings are data warnings), 1 unusable input or --strict with errors, 2 usage. */
const EXIT = { ok: 0, input: 1, usage: 2 } as const;

interface BuildOptions {
  raw: string;
  out: string;
  strict?: boolean;
  json?: boolean;
  quiet?: boolean;
  verbose?: boolean;
}

const log = (text: string) => process.stdout.write(`${text}\n`);
const warn = (text: string) => process.stderr.write(`${text}\n`);
const progress = (file: string, rows: number) => warn(`${file}: ${rows.toLocaleString('es-CL')} filas…`);

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))])),
  );
  return nested.flat().sort();
}

/**
 * Ends the run on an error: an input problem as `file:line field: message`; anything else in one
 * line (set PIPELINE_DEBUG=1 for the stack). Exit 1 either way, and no stack trace by default.
 */
function fail(error: unknown): never {
  if (error instanceof InputError) {
    for (const line of error.lines()) warn(`error: ${line}`);
  } else {
    const text = error instanceof Error ? error.message : String(error);
    warn(`error: ${text.split('\n')[0]}`);
    if (process.env.PIPELINE_DEBUG && error instanceof Error && error.stack) warn(error.stack);
  }
  process.exit(EXIT.input);
}

const program = new Command()
  .name('pipeline')
  .description('Limpia y valida los datos de raw-data/ y escribe JSON tipado en generated/.')
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

program
  .command('build')
  .description('Lee raw-data/, limpia y valida, y escribe generated/ y el reporte')
  .option('--raw <dir>', 'carpeta de entrada', 'raw-data')
  .option('--out <dir>', 'carpeta de salida', 'generated')
  .option('--strict', 'termina con código 1 si hay hallazgos de severidad error')
  .option('--json', 'imprime el resumen como JSON')
  .addOption(new Option('--quiet', 'no imprime el resumen').conflicts('verbose'))
  .option('--verbose', 'lista cada hallazgo como archivo:línea campo: mensaje')
  .action(async (options: BuildOptions) => {
    const strict = options.strict === true;
    const quiet = options.quiet === true || options.json === true;
    const { report, files, errors: shown } = await build(resolve(options.raw), resolve(options.out), {
      strict,
      ...(quiet ? {} : { progress }),
      ...(options.verbose ? { onFinding: (finding) => log(formatFindingWithCorrections(finding)) } : {}),
    }).catch(fail);
    const errors = report.counts.bySeverity.error ?? 0;
    if (strict && errors > 0) {
      if (!options.verbose) for (const finding of shown) warn(formatFinding(finding));
      if (errors > shown.length) warn(`… y ${errors - shown.length} más (--verbose las lista todas)`);
      warn(`--strict: hay ${errors} hallazgos de severidad error; ${options.out}/ no se modificó`);
      process.exitCode = EXIT.input;
      return;
    }
    if (options.json) {
      log(JSON.stringify({ inputs: report.inputs, corrections: report.corrections, counts: report.counts, written: files }, null, 2));
    } else if (!options.quiet) {
      log(summaryTable(report));
      const media = files.filter((file) => file.startsWith('media/'));
      const data = files.filter((file) => !file.startsWith('media/'));
      log(`Escrito en ${options.out}/: ${data.join(', ')} y ${media.length} archivos de medios`);
    }
  });

program
  .command('check')
  .description('Termina con código 1 si generated/ no coincide con lo que escribiría build')
  .option('--raw <dir>', 'carpeta de entrada', 'raw-data')
  .option('--out <dir>', 'carpeta a comparar', 'generated')
  .action(async (options: { raw: string; out: string }) => {
    const temp = await mkdtemp(join(tmpdir(), 'pipeline-check-'));
    try {
      const { files } = await build(resolve(options.raw), temp).catch(fail);
      const stale: string[] = [];
      for (const file of files) {
        const [fresh, current] = await Promise.all([
          readFile(join(temp, file)),
          readFile(join(resolve(options.out), file)).catch(() => null),
        ]);
        if (current === null || !fresh.equals(current)) stale.push(file);
      }
      const known = new Set(files);
      // report.html is what `report --html` writes there; anything else build does not write is stale.
      const extra = (await listFiles(resolve(options.out))).filter((file) => file !== 'report.html' && !basename(file).startsWith('.') && !known.has(file));
      if (stale.length > 0 || extra.length > 0) {
        for (const file of stale) warn(`desactualizado: ${options.out}/${file}`);
        for (const file of extra) warn(`sobra: ${options.out}/${file} (build no lo escribe)`);
        warn('Ejecute `npm run pipeline -- build` y confirme los cambios de generated/.');
        process.exitCode = EXIT.input;
      } else {
        log(`${options.out}/ está al día (${files.length} archivos).`);
      }
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });

program
  .command('diff')
  .description('Muestra qué cambiaría en los datos publicados: puntos nuevos, eliminados, movidos o renombrados, contactos, horarios y hallazgos')
  .option('--raw <dir>', 'carpeta de entrada', 'raw-data')
  .option('--out <dir>', 'carpeta generada con la que se compara', 'generated')
  .option('--base <dir|rev>', 'una carpeta, o una revisión de git cuya <out>/ se lee (por omisión HEAD; sin git, la carpeta <out>/)')
  .addOption(new Option('--json', 'imprime el diff como JSON').conflicts('markdown'))
  .option('--markdown', 'imprime el diff en Markdown (p. ej. para el resumen de CI)')
  .action(async (options: { raw: string; out: string; base?: string; json?: boolean; markdown?: boolean }) => {
    const temp = await mkdtemp(join(tmpdir(), 'pipeline-diff-'));
    try {
      const loadBase = async (): Promise<[GeneratedData, string]> => {
        if (options.base !== undefined && (await isFolder(options.base))) return [await loadGeneratedDir(resolve(options.base), options.base), `${options.base}/`];
        const ref = options.base ?? 'HEAD';
        const committed = await loadGeneratedAt(ref, options.out).catch((error: unknown) => {
          if (options.base !== undefined) throw error;
          return null;
        });
        // Outside a git clone, the folder as it is.
        if (committed === null) return [await loadGeneratedDir(resolve(options.out), options.out), `${options.out}/`];
        return [committed, `${ref} (${options.out}/)`];
      };
      const [base, label] = await loadBase();
      await build(resolve(options.raw), temp);
      const diff = compareGenerated(base, await loadGeneratedDir(temp, `${options.raw} →`));
      if (options.json) log(JSON.stringify({ base: label, ...diff }, null, 2));
      else if (options.markdown) process.stdout.write(diffMarkdown(diff, label));
      else log(diffText(diff, label));
    } catch (error) {
      fail(error);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });

program
  .command('report')
  .description('Escribe el reporte de calidad de datos en HTML a partir de generated/')
  .requiredOption('--html', 'formato HTML autocontenido')
  .option('--out <dir>', 'carpeta generada a leer', 'generated')
  .option('--file <path>', 'archivo de salida (por omisión <out>/report.html)')
  .action(async (options: { out: string; file?: string }) => {
    const outDir = resolve(options.out);
    const target = resolve(options.file ?? join(outDir, 'report.html'));
    const read = async <T>(name: string, schema: { parse(data: unknown): T }): Promise<T> => {
      const text = await readFile(join(outDir, name), 'utf8').catch(() => {
        throw new InputError('no existe; ejecute primero `npm run pipeline -- build`', `${options.out}/${name}`);
      });
      return schema.parse(JSON.parse(text));
    };
    try {
      const report = await read('report.json', ReportSchema);
      const clean = await read('clean-points.json', z.array(CleanPointSchema));
      const collection = await read('collection-points.json', z.array(CollectionPointSchema));
      const html = renderReportHtml(report, [...clean, ...collection], chileOutline());
      const temp = `${target}.tmp-${process.pid}`;
      await writeFile(temp, html);
      await rename(temp, target);
      log(`Reporte escrito en ${relative(process.cwd(), target)}`);
    } catch (error) {
      fail(error);
    }
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exit(error.exitCode === 0 ? EXIT.ok : EXIT.usage);
  }
  fail(error);
}
