import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { InputError } from '../io/input-error.ts';
import { chileOutline } from '../reference/basemap.ts';
import { renderReportHtml } from '../report/report-html.ts';
import { CleanPointSchema } from '../schema/clean-point.ts';
import { CollectionPointSchema } from '../schema/collection-point.ts';
import { ReportSchema } from '../schema/report.ts';
import { type CommandIO, EXIT, linesOf, reportFailure } from './output.ts';

/** `pipeline report --html`: the data-quality report of a generated folder as one self-contained HTML page. */
export async function htmlReportCommand(options: { out: string; file?: string }, io: CommandIO): Promise<number> {
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
    linesOf(io).log(`Reporte escrito en ${relative(process.cwd(), target)}`);
    return EXIT.ok;
  } catch (error) {
    return reportFailure(error, io);
  }
}
