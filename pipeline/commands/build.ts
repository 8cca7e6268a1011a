import { resolve } from 'node:path';
import { CONTENT } from '../content/content-files.ts';
import { endedDocuments, formatEnded, noticeVersionAhead } from '../content/document-validity.ts';
import { formatFinding, formatFindingWithCorrections, summaryTable } from '../report/finding-log.ts';
import { buildInto } from '../run.ts';
import type { BuildSummary } from '../schema/build-summary.ts';
import { chileToday } from '../schema/content/document.ts';
import { type CommandIO, EXIT, linesOf, problemsOf, reportFailure } from './output.ts';

export interface BuildOptions {
  raw: string;
  out: string;
  strict?: boolean;
  json?: boolean;
  quiet?: boolean;
  verbose?: boolean;
  /** Today in Chile, `YYYY-MM-DD`, for the documents' validity (tests set it). */
  today?: string;
}

/**
 * `pipeline build`: reads raw-data/, cleans and validates, and writes generated/ and the report,
 * all or nothing. Prints a summary table (or, with --json, the summary or the problems as
 * JSON: `BuildSummarySchema`).
 */
export async function buildCommand(options: BuildOptions, io: CommandIO): Promise<number> {
  const { log, warn } = linesOf(io);
  const strict = options.strict === true;
  const quiet = options.quiet === true || options.json === true;
  let result: Awaited<ReturnType<typeof buildInto>>;
  try {
    result = await buildInto(resolve(options.raw), resolve(options.out), {
      strict,
      ...(quiet ? {} : { progress: (file: string, rows: number) => warn(`${file}: ${rows.toLocaleString('es-CL')} filas…`) }),
      ...(options.verbose ? { onFinding: (finding) => log(formatFindingWithCorrections(finding)) } : {}),
    });
  } catch (error) {
    if (options.json) log(JSON.stringify({ problems: problemsOf(error) } satisfies BuildSummary, null, 2));
    return reportFailure(error, io);
  }
  const { report, files, errors: shown } = result;
  const errors = report.counts.bySeverity.error ?? 0;
  if (strict && errors > 0) {
    if (!options.verbose) for (const finding of shown) warn(formatFinding(finding));
    if (errors > shown.length) warn(`… y ${errors - shown.length} más (--verbose las lista todas)`);
    warn(`--strict: hay ${errors} hallazgos de severidad error; ${options.out}/ no se modificó`);
    return EXIT.input;
  }
  if (options.json) {
    const summary: BuildSummary = { inputs: report.inputs, corrections: report.corrections, counts: report.counts, written: files };
    log(JSON.stringify(summary, null, 2));
  } else if (!options.quiet) {
    log(summaryTable(report));
    const media = files.filter((file) => file.startsWith('media/'));
    const data = files.filter((file) => !file.startsWith('media/'));
    log(`Escrito en ${options.out}/: ${data.join(', ')} y ${media.length} archivos de medios`);
  }
  // A document's validity and the notice's publication day are facts of the calendar, not of the
  // input: said here, on the terminal, and never written into the output, which stays the same for
  // the same input whatever the day.
  const today = options.today ?? chileToday();
  const raw = resolve(options.raw);
  for (const document of await endedDocuments(
    raw,
    CONTENT.map((content) => content.file),
    today,
  ))
    warn(formatEnded(document));
  const ahead = await noticeVersionAhead(raw, today);
  if (ahead !== null) warn(ahead);
  return EXIT.ok;
}
