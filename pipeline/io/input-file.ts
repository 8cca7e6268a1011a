import { readdir } from 'node:fs/promises';
import { InputFormatSchema } from '../schema/report.ts';
import { InputError } from './input-error.ts';

/**
 * The one file in `dir` named `stem` with an extension the pipeline reads (InputFormatSchema: `collection-points.xlsx`),
 * by its name as written; `stem.csv` when there is none (the reader then says it is missing). Two
 * such files are an input error naming both: the pipeline cannot know which one is current.
 */
export async function inputFile(dir: string, stem: string): Promise<string> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const found = names
    .filter((name) => {
      const dot = name.lastIndexOf('.');
      return dot > 0 && name.slice(0, dot) === stem && InputFormatSchema.safeParse(name.slice(dot + 1).toLowerCase()).success;
    })
    .sort();
  if (found.length > 1) {
    throw new InputError(
      `hay ${found.length} archivos para los mismos datos: ${found.join(', ')}. El pipeline lee uno solo: deje el que mantiene al día (el libro, si lo edita en su programa de planillas) y borre ${found.length === 2 ? 'el otro' : 'los otros'}`,
      found.join(', '),
    );
  }
  return found[0] ?? `${stem}.csv`;
}
