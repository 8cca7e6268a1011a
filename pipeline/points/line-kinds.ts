/**
 * Lines of an export that read as rows but are not points: a title, a total, a source or a note
 * between or below the data; a row that describes the columns; a row with nothing that makes a
 * point (no name, no position, no region). Spreadsheet programs show them as rows; the pipeline
 * never publishes them, and says so for each line.
 */
import { cleanCell, foldKey } from '../cells/clean-cell.ts';
import { headerKey } from '../io/header.ts';
import type { Reference } from '../reference/places.ts';
import { type FieldFinding, finding } from '../schema/finding.ts';
import { COLUMN_NAMES, cellReads } from './columns.ts';

/** Columns whose cells show what a row is: a point's region, position, icon, extra flag, e-mail, id. */
const TYPED = ['region', 'lat', 'lng', 'coordinates', 'image', 'puntoExtra', 'correo'] as const;

/** How a line that is not data begins: a total, a source, a note, a date of update. */
const NOT_DATA =
  /^(?:total(?:es)?|sub ?total(?:es)?|suma|cantidad|numero de|n de|fuente|fuentes|nota|notas|observacion(?:es)?|actualizad[oa]|actualizacion|elaborad[oa]|preparad[oa]|generad[oa]|fecha|datos al|informacion al|registros)\b/;

/** The folded names each column goes by, for telling a row that describes the columns. */
const NAME_KEYS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(COLUMN_NAMES).map(([column, names]) => [column, [column, ...names].map((name) => foldKey(name)).filter((key) => key.length >= 3)]),
);

/** Whether a cell mentions its own column's name as a word (`Latitud en grados decimales` under `lat`). */
function mentionsColumn(column: string, text: string): boolean {
  const folded = ` ${foldKey(text)} `;
  return (NAME_KEYS.get(column) ?? [headerKey(column)]).some((name) => folded.includes(` ${name} `));
}

/**
 * Why a row is not a point, as the finding that says so, or null when it is one. `beforeAnyPoint`:
 * no point of the file has been read yet (a row right under the header that reads as nothing is
 * the header's description).
 */
export function notAPoint(values: Readonly<Record<string, string>>, cells: readonly string[], ref: Reference, beforeAnyPoint: boolean): FieldFinding | null {
  const filled = cells.filter((cell) => cleanCell(cell) !== null);
  const has = (column: string) => column in values && cleanCell(values[column] ?? '') !== null;
  const reads = (column: string) => has(column) && cellReads(column, values[column] ?? '', ref);
  const named = has('name');
  const placed = (reads('lat') && reads('lng')) || reads('coordinates');
  const raw = filled.join(' | ');
  if (!named && !placed) {
    if (NOT_DATA.test(foldKey(filled[0] ?? ''))) return finding('line-not-data', { field: 'fila', raw, what: 'Línea de totales, fuente o notas' });
    if (filled.length === 1) return finding('line-not-data', { field: 'fila', raw, what: 'Línea con un solo texto (un título o una nota)' });
  }
  const present = TYPED.filter(has);
  const failing = present.filter((column) => !reads(column)).length;
  if (failing === present.length && failing >= 2) {
    const mentions = Object.entries(values).filter(([column, text]) => cleanCell(text) !== null && mentionsColumn(column, text)).length;
    if (beforeAnyPoint || mentions >= 2) return finding('line-description', { field: 'fila', raw });
  }
  if (!named && !placed && !reads('region')) return finding('line-not-a-point', { field: 'fila', raw });
  return null;
}
