/**
 * What the pipeline knows of the exports' columns beyond their documented names: the other names
 * a header may give them, which of them hold free text (where a stray delimiter may split a
 * cell), and what a cell of each looks like when it is in the right column. The reader uses the
 * first two to find the header and join split cells back; the third to tell which way of joining
 * reads, and which lines are not points at all (line-kinds.ts).
 */
import { cleanCell, foldKey, isPlaceholder, isSpreadsheetError } from '../cells/clean-cell.ts';
import { contactCells } from '../cells/contacts.ts';
import { parseAngle } from '../cells/coordinates/angles.ts';
import { parseDatum, parseMapLink, parseUtmText, plainDegreePair, splitAnglePair, splitDegreeText } from '../cells/coordinates/notations.ts';
import { parseDecimal, parseUtmNumber } from '../cells/coordinates/numbers.ts';
import { normaliseExtra } from '../cells/normalise.ts';
import { findRegion, type Reference } from '../cells/places/places.ts';

/**
 * Other names of each column in a header, as spreadsheets in Chile write them (compared folded:
 * case, accents, spaces and punctuation do not count). A name is listed for one column only.
 */
export const COLUMN_NAMES = {
  comuna: ['comunas', 'nombre comuna', 'nombre de la comuna', 'commune', 'municipio'],
  region: ['región', 'nombre region', 'nombre de la región', 'region name'],
  name: ['nombre', 'nombre del punto', 'nombre punto', 'nombre del punto limpio', 'nombre punto limpio', 'nombre del lugar'],
  addres: ['address', 'dirección', 'direccion del punto', 'domicilio', 'calle'],
  image: ['imagen', 'icono', 'ícono', 'icon', 'marcador'],
  lat: ['latitud', 'latitude', 'lat.'],
  lng: ['longitud', 'longitude', 'lon', 'long', 'lng.'],
  id: ['código', 'codigo', 'cod', 'id punto', 'identificador'],
  type: ['tipo', 'tipo de punto', 'tipo punto'],
  coordinates: ['coordenadas', 'coordenada', 'coords', 'coordinate'],
  dias: ['días', 'día', 'dias de atención', 'días de funcionamiento'],
  horarios: ['horario', 'horario de atención', 'horarios de atención'],
  operacion: ['operación', 'operador', 'operado por'],
  empresa: ['compañía', 'company'],
  puntoExtra: ['punto extra', 'es punto extra', 'extra'],
  supervisor: ['supervisora', 'supervisores', 'encargado', 'encargada', 'responsable'],
  contacto: ['teléfono', 'telefono', 'teléfonos', 'fono', 'celular', 'phone'],
  correo: ['email', 'e-mail', 'mail', 'correo electrónico', 'correos'],
  datum: ['sistema de referencia'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Columns of text typed by a person, where a delimiter the export did not quote may split a cell
 * (`Soto, Ana`, `Lunes, Miércoles y Viernes`, `-33.44, -70.66` in `coordinates`).
 */
export const FREE_TEXT_COLUMNS = [
  'name',
  'addres',
  'type',
  'coordinates',
  'operacion',
  'empresa',
  'supervisor',
  'dias',
  'horarios',
  'contacto',
  'correo',
] as const;

const IMAGE_FILE = /^[^\s/\\]+\.(?:svg|png|jpe?g|gif|webp)$/i;

/** A single latitude or longitude in any notation the position reader knows. */
const readsAsAxis = (text: string) => parseDecimal(text) !== null || parseAngle(text) !== null || parseUtmNumber(text) !== null || parseUtmText(text) !== null;

/** Both numbers of a position in one cell, in any notation the position reader knows. */
const readsAsPair = (text: string) =>
  plainDegreePair(text) !== null ||
  splitDegreeText(text) !== null ||
  parseUtmText(text) !== null ||
  parseMapLink(text) !== null ||
  splitAnglePair(text) !== null;

/** A day of the week, or words that say which days (folded). */
const DAY_WORDS =
  /\b(?:lu|lun|lunes|ma|mar|martes|mi|mie|miercoles|ju|jue|jueves|vi|vie|viernes|sa|sab|sabado|sabados|do|dom|domingo|domingos|todos|dia|dias|diario|diariamente|feriados?|semana|habiles?|consultar|segun)\b/;
/** Words that join day names: `Lunes a Viernes`, `Todos los días`, `Sábado y Domingo`. */
const DAY_JOINERS = new Set(['a', 'y', 'e', 'o', 'de', 'al', 'el', 'los', 'las']);
const WEEKDAY = /\b(?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)\b/;
/** An hour of the day: `9:00`, `09.30`, `18 hrs`, `24 horas`. */
const HOUR = /\d{1,2}(?:[:.]\d{2}|\s*(?:hrs?|horas?)\b)/;

/** What the column's own reader says is an error (an unreadable phone or e-mail): the cell does not read. */
const readerAccepts = (read: (text: string) => { findings: readonly { severity: string }[] }) => (text: string) =>
  !read(text).findings.some((found) => found.severity === 'error');

/**
 * What only one column's cells look like: a value of this shape in another column is a cell that
 * was pushed out of its own (the signatures of the strongly typed columns).
 */
const SIGNATURES: readonly (readonly [string, (text: string) => boolean])[] = [
  ['puntoExtra', (text) => /^(?:si|no)$/.test(foldKey(text))],
  ['correo', (text) => text.includes('@')],
  ['image', (text) => IMAGE_FILE.test(text)],
  ['lat', (text) => /^[+-]?\d{1,3}[.,]\d{3,}$/.test(text)],
  ['contacto', (text) => /\d{8,}/.test(text.replace(/[\s().+/-]/g, ''))],
  ['horarios', (text) => HOUR.test(text)],
  [
    'dias',
    (text) =>
      !/\d/.test(text) &&
      DAY_WORDS.test(foldKey(text)) &&
      foldKey(text)
        .split(' ')
        .every((word) => DAY_WORDS.test(word) || DAY_JOINERS.has(word)),
  ],
];

/** Signatures a free-text cell of each column may not bear: names and addresses only the strongest. */
const FOREIGN: Readonly<Record<string, readonly string[]>> = {
  name: ['puntoExtra', 'correo', 'image', 'lat'],
  addres: ['puntoExtra', 'correo', 'image', 'lat'],
  type: ['puntoExtra', 'correo', 'image', 'lat', 'contacto', 'horarios', 'dias'],
  operacion: ['puntoExtra', 'correo', 'image', 'lat', 'contacto', 'horarios', 'dias'],
  empresa: ['puntoExtra', 'correo', 'image', 'lat', 'contacto', 'horarios', 'dias'],
  supervisor: ['puntoExtra', 'correo', 'image', 'lat', 'contacto', 'horarios', 'dias'],
  dias: ['puntoExtra', 'correo', 'image', 'lat', 'contacto', 'horarios'],
  horarios: ['puntoExtra', 'correo', 'image', 'lat', 'contacto', 'dias'],
  comuna: ['puntoExtra', 'correo', 'image', 'lat', 'contacto', 'horarios', 'dias'],
};

/** Whether a free-text cell bears another column's signature (`NO` in `supervisor`, `9:00 a 13:00` in `empresa`). */
function foreign(column: string, text: string): boolean {
  const others = FOREIGN[column];
  return others !== undefined && SIGNATURES.some(([owner, test]) => others.includes(owner) && test(text));
}

/** How a cell of each column looks in the right column: what a shifted cell would not be. */
const SHAPES: Readonly<Record<string, (text: string, ref: Reference) => boolean>> = {
  region: (text, ref) => findRegion(text, ref) !== null,
  comuna: (text) => !/[\d@]/.test(text),
  id: (text) => /^[^\s@,;]{1,40}$/.test(text),
  type: (text) => /\p{L}/u.test(text),
  coordinates: (text) => readsAsPair(text),
  lat: readsAsAxis,
  lng: readsAsAxis,
  image: (text) => IMAGE_FILE.test(text),
  dias: (text) => DAY_WORDS.test(foldKey(text)),
  horarios: (text) => /\d/.test(text) || !WEEKDAY.test(foldKey(text)),
  puntoExtra: (text) => normaliseExtra(text).findings.length === 0,
  supervisor: (text) => (text.match(/\d/g)?.length ?? 0) < 5,
  contacto: (text) => !text.includes('@') && readerAccepts(contactCells.phones)(text),
  correo: (text) => text.includes('@') && readerAccepts(contactCells.emails)(text),
  datum: (text) => parseDatum(text) !== undefined,
};

/**
 * Whether a cell reads as its column expects. An empty cell, a placeholder (`-`, `s/n`, `sin
 * dato`) or a spreadsheet error (`#N/A`) reads in any column: they say nothing against it.
 */
export function cellReads(column: string, raw: string, ref: Reference): boolean {
  const text = cleanCell(raw);
  if (text === null) return true;
  const shape = SHAPES[column];
  // The cell's own shape first: nearly every cell has it, and a placeholder is the rare case.
  if (!foreign(column, text) && (shape === undefined || shape(text, ref))) return true;
  return isPlaceholder(text) || isSpreadsheetError(text);
}
