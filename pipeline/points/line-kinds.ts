/**
 * Lines of an export that read as rows but are not points: a title, a total, a source or a note
 * between or below the data; a row that describes the columns; a row with neither of what makes a
 * point (a name, a position). Spreadsheet programs show them as rows; the pipeline
 * never publishes them, and says so for each line.
 */
import { cleanCell, foldKey } from '../cells/clean-cell.ts';
import type { Reference } from '../cells/places/places.ts';
import { type FieldFinding, finding } from '../findings/finding.ts';
import { COLUMN_NAMES, cellReads } from './columns.ts';

/** Columns whose cells show what a row is: a point's region, position, icon, extra flag, e-mail, id. */
const TYPED = ['region', 'lat', 'lng', 'coordinates', 'image', 'puntoExtra', 'correo'] as const;

/** How a line that is not data begins: a total, a source, a note, a date of update. */
const NOT_DATA =
  /^(?:total(?:es)?|sub ?total(?:es)?|suma|cantidad|numero de|n de|fuente|fuentes|nota|notas|observacion(?:es)?|actualizad[oa]|actualizacion|elaborad[oa]|preparad[oa]|generad[oa]|fecha|datos al|informacion al|registros)\b/;

/** Every folded name a column goes by (three letters or more), for telling a row that describes the columns. */
const COLUMN_WORDS: readonly string[] = [
  ...new Set(
    Object.entries(COLUMN_NAMES)
      .flatMap(([column, names]) => [column, ...names])
      .map((name) => foldKey(name))
      .filter((key) => key.length >= 3),
  ),
];

/** Whether a cell names a column as a word (`Latitud en grados decimales`, `Texto de la región`). */
function namesAColumn(text: string): boolean {
  const folded = ` ${foldKey(text)} `;
  return COLUMN_WORDS.some((name) => folded.includes(` ${name} `));
}

/**
 * Why a row is not a point, as the finding that says so, or null when it is one. `beforeAnyPoint`:
 * no point of the file has been read yet (a row right under the header that reads as nothing is
 * the header's description).
 */
export function notAPoint(values: Readonly<Record<string, string>>, cells: readonly string[], ref: Reference, beforeAnyPoint: boolean): FieldFinding | null {
  const has = (column: string) => column in values && cleanCell(values[column] ?? '') !== null;
  const reads = (column: string) => has(column) && cellReads(column, values[column] ?? '', ref);
  // A name has a letter: `2026` or `-` in the name column names nothing.
  const named = has('name') && /\p{L}/u.test(values.name ?? '');
  const placed = (reads('lat') && reads('lng')) || reads('coordinates');
  // What nearly every row is, decided at once.
  if (named && placed) return null;
  const filled = cells.filter((cell) => cleanCell(cell) !== null);
  const raw = filled.join(' | ');
  // `Total;;;23 puntos`, `Fuente: …`: a label first, no position, and no more than a count or a note beside it.
  if (!placed && NOT_DATA.test(foldKey(filled[0] ?? '')) && (!named || filled.length <= 3)) {
    return finding('line-not-data', { field: 'fila', raw, what: 'Línea de totales, fuente o notas' });
  }
  if (!named && !placed && filled.length === 1) return finding('line-not-data', { field: 'fila', raw, what: 'Línea con un solo texto (un título o una nota)' });
  // A row that describes or groups the columns: nothing in it reads as a point's region,
  // position, icon or e-mail, and half its cells or more name columns (`Latitud en grados`,
  // `Coordenadas`); or, right under the header, every such cell there fails.
  const present = TYPED.filter(has);
  const reading = present.filter(reads).length;
  if (!placed && reading === 0) {
    const mentions = filled.filter(namesAColumn).length;
    if ((mentions > 0 && mentions * 2 >= filled.length) || (beforeAnyPoint && present.length >= 2)) return finding('line-description', { field: 'fila', raw });
  }
  if (!named && !placed) return finding('line-not-a-point', { field: 'fila', raw });
  return null;
}
