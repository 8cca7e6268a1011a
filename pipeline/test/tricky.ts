/**
 * Tricky-but-valid rows with known truth, as people really write them in spreadsheets: degrees
 * and minutes, map links, lost decimal points with thousands separators, UTM with zone labels,
 * old region names, other spellings of comunas, old phone formats, e-mail lists with names and
 * notes. Each row says what a careful reader would take from it; the trial test (trial.test.ts)
 * runs the pipeline over them and counts exact recoveries, flags and wrong values.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { latLngToUtm } from '../cells/coordinates/geo.ts';
import { chileLandMask } from '../cells/coordinates/land.ts';
import { type Comuna, ComunaSchema } from '../schema/comuna.ts';
import { createRng, type Rng } from './random.ts';

export interface Truth {
  lat: number | null;
  lng: number | null;
  regionCode: string;
  comuna: string;
  phones: string[];
  emails: string[];
}

export interface TrickyRow {
  family: string;
  cells: Record<'region' | 'comuna' | 'coordinates' | 'lat' | 'lng' | 'contacto' | 'correo', string>;
  truth: Truth;
  /** The field a careful reader cannot be sure of: it must be flagged, not recovered. */
  unsure?: 'contacto' | 'correo';
}

const comunas: Comuna[] = (
  parse(readFileSync(new URL('../../raw-data/reference/comunas.csv', import.meta.url), 'utf8'), { columns: true }) as Record<string, string>[]
).map((row) => ComunaSchema.parse(row));

/** How exports spell the regions, by code. */
const REGION_CELL: Readonly<Record<string, string>> = {
  'CL-AP': 'Arica y Parinacota',
  'CL-TA': 'Tarapacá',
  'CL-AN': 'Antofagasta',
  'CL-AT': 'Atacama',
  'CL-CO': 'Coquimbo',
  'CL-VS': 'Valparaíso',
  'CL-RM': 'RM',
  'CL-LI': "O'Higgins",
  'CL-ML': 'Maule',
  'CL-NB': 'Ñuble',
  'CL-BI': 'Biobío',
  'CL-AR': 'La Araucanía',
  'CL-LR': 'Los Ríos',
  'CL-LL': 'Los Lagos',
  'CL-AI': 'Aysén',
  'CL-MA': 'Magallanes',
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A point of the comuna, on land, with 5 decimals: most a few hundred metres from its seat (the
 * main town), some up to about 25 km away, as points on a town's outskirts or in a rural comuna are.
 */
function placeNear(rng: Rng, comuna: Comuna): { lat: number; lng: number } | null {
  const spread = rng.chance(0.3) ? 0.2 : 0.003;
  for (let attempt = 0; attempt < 20; attempt++) {
    const lat = round(comuna.lat + rng.between(-spread, spread), 5);
    const lng = round(comuna.lng + rng.between(-spread, spread), 5);
    if (chileLandMask().has(lat, lng)) return { lat, lng };
  }
  return null;
}

/** Degrees, minutes and seconds (seconds with `decimals` places) of |value|, and the value they stand for. */
function dms(value: number, decimals: number): { d: number; m: number; s: number; exact: number } {
  const abs = Math.abs(value);
  let d = Math.floor(abs);
  let m = Math.floor((abs - d) * 60);
  let s = round((abs - d - m / 60) * 3600, decimals);
  if (s >= 60) {
    s = 0;
    m++;
  }
  if (m >= 60) {
    m = 0;
    d++;
  }
  return { d, m, s, exact: Math.sign(value) * (d + m / 60 + s / 3600) };
}

const comma = (n: number | string) => String(n).replace('.', ',');
const two = (n: number) => String(n).padStart(2, '0');

type Maker = (
  rng: Rng,
  comuna: Comuna,
  at: { lat: number; lng: number },
) => Omit<TrickyRow, 'cells' | 'truth'> & {
  cells: Partial<TrickyRow['cells']>;
  truth?: Partial<Truth>;
};

const MAKERS: readonly Maker[] = [
  (rng, _c, at) => {
    const lat = dms(at.lat, 1);
    const lng = dms(at.lng, 1);
    const form = rng.int(0, 3);
    const write = (v: { d: number; m: number; s: number }, h: string) =>
      [`${v.d}°${v.m}'${comma(v.s)}"${h}`, `${v.d}º ${v.m}′ ${v.s}″ ${h}`, `${h} ${v.d} ${v.m} ${comma(v.s)}`, `${v.d}°${two(v.m)}'${v.s}'' ${h}`][
        form
      ] as string;
    return { family: 'gms', cells: { lat: write(lat, 'S'), lng: write(lng, rng.pick(['O', 'W'])) }, truth: { lat: lat.exact, lng: lng.exact } };
  },
  (_rng, _c, at) => {
    const lat = dms(at.lat, 0);
    const lng = dms(at.lng, 0);
    return {
      family: 'gms con puntos',
      cells: { lat: `${lat.d}.${two(lat.m)}.${two(lat.s)} S`, lng: `${lng.d}.${two(lng.m)}.${two(lng.s)} O` },
      truth: { lat: lat.exact, lng: lng.exact },
    };
  },
  (_rng, _c, at) => {
    const lat = dms(at.lat, 0);
    const lng = dms(at.lng, 0);
    return {
      family: 'gms con puntos y signo',
      cells: { lat: `-${lat.d}.${two(lat.m)}.${two(lat.s)}`, lng: `-${lng.d}.${two(lng.m)}.${two(lng.s)}` },
      truth: { lat: lat.exact, lng: lng.exact },
    };
  },
  (_rng, _c, at) => {
    const lat = dms(at.lat, 0);
    const lng = dms(at.lng, 0);
    return {
      family: 'gms en un texto',
      cells: { coordinates: `${lat.d}°${lat.m}'${lat.s}"S ${lng.d}°${lng.m}'${lng.s}"O` },
      truth: { lat: lat.exact, lng: lng.exact },
    };
  },
  (_rng, _c, at) => {
    const minutes = (v: number) => round((Math.abs(v) - Math.floor(Math.abs(v))) * 60, 4);
    const lat = -(Math.floor(Math.abs(at.lat)) + minutes(at.lat) / 60);
    const lng = -(Math.floor(Math.abs(at.lng)) + minutes(at.lng) / 60);
    return {
      family: 'grados y minutos',
      cells: { lat: `${Math.floor(Math.abs(at.lat))}° ${comma(minutes(at.lat))}' S`, lng: `${Math.floor(Math.abs(at.lng))}° ${comma(minutes(at.lng))}' W` },
      truth: { lat, lng },
    };
  },
  (rng, _c, at) => ({ family: 'hemisferio', cells: { lat: `${Math.abs(at.lat)} S`, lng: rng.pick([`O ${Math.abs(at.lng)}`, `${Math.abs(at.lng)}W`]) } }),
  (rng, _c, at) => {
    const links = [
      `https://www.google.com/maps?q=${at.lat},${at.lng}`,
      `https://www.google.com/maps/@${at.lat},${at.lng},17z`,
      `https://www.google.cl/maps/place/Punto+Limpio/@${at.lat},${at.lng},15z/data=!3m1!4b1`,
      `https://maps.google.com/?q=${at.lat}%2C${at.lng}`,
      `https://www.openstreetmap.org/?mlat=${at.lat}&mlon=${at.lng}#map=17/${at.lat}/${at.lng}`,
    ];
    return { family: 'enlace de mapa', cells: { coordinates: rng.pick(links) } };
  },
  (rng, _c, at) => ({
    family: 'par en una columna',
    cells: rng.chance(0.5) ? { lat: `${at.lat}, ${at.lng}` } : { lat: `${comma(at.lat)}; ${comma(at.lng)}`, lng: '' },
  }),
  (_rng, _c, at) => ({ family: 'notación científica', cells: { lat: `${(at.lat / 10).toFixed(6)}E+01`, lng: `${comma((at.lng / 10).toFixed(6))}E+01` } }),
  (rng, _c, at) => {
    const digits = (v: number) => `-${Math.abs(v).toFixed(6).replace('.', '')}`;
    const group = (text: string, separator: string) => text.replace(/^(-\d{2})(\d{3})(\d{3})$/, `$1${separator}$2${separator}$3`);
    const separator = rng.pick(['.', ' ', '\u00A0']);
    const lat = digits(at.lat);
    const lng = digits(at.lng);
    return {
      family: 'decimal perdido con miles',
      cells: { lat: group(lat.slice(0, 9), separator), lng: group(lng.slice(0, 9), separator) },
      truth: { lat: round(at.lat, 6), lng: round(at.lng, 6) },
    };
  },
  (_rng, _c, at) => ({
    family: 'decimal perdido',
    cells: { lat: `-${Math.abs(at.lat).toFixed(5).replace('.', '')}`, lng: `-${Math.abs(at.lng).toFixed(5).replace('.', '')}` },
  }),
  (_rng, _c, at) => ({ family: 'intercambiadas', cells: { lat: String(at.lng), lng: String(at.lat) } }),
  (_rng, _c, at) => ({ family: 'sin signo', cells: { lat: String(Math.abs(at.lat)), lng: String(Math.abs(at.lng)) } }),
  (rng, _c, at) => {
    const zone = Math.floor((at.lng + 180) / 6) + 1;
    const { easting, northing } = latLngToUtm(zone, at.lat, at.lng);
    const e = Math.round(easting);
    const n = Math.round(northing);
    const thousands = (v: number) => v.toLocaleString('es-CL');
    const text = rng.pick([
      `Huso ${zone} Sur E ${e} N ${n}`,
      `Zona ${zone}S ${e} ${n}`,
      `${zone}H ${thousands(e)} ${thousands(n)}`,
      `UTM ${zone} S; E: ${e}; N: ${n}`,
    ]);
    return { family: 'UTM con zona', cells: { coordinates: text }, truth: { lat: null, lng: null }, utm: { zone, e, n } } as ReturnType<Maker> & {
      utm: { zone: number; e: number; n: number };
    };
  },
  (_rng, _c, at) => {
    const zone = Math.floor((at.lng + 180) / 6) + 1;
    const { easting, northing } = latLngToUtm(zone, at.lat, at.lng);
    return {
      family: 'UTM sin zona',
      cells: { lat: String(Math.round(northing)), lng: String(Math.round(easting)) },
      truth: { lat: null, lng: null },
      utm: { zone, e: Math.round(easting), n: Math.round(northing) },
    } as ReturnType<Maker> & {
      utm: { zone: number; e: number; n: number };
    };
  },
];

/** Old region names with a comuna of the region later carved out of them. */
const OLD_REGIONS: readonly [string, string, string][] = [
  ['VIII Región', 'Chillán', 'CL-NB'],
  ['Región del Biobío', 'San Carlos', 'CL-NB'],
  ['X Región', 'Valdivia', 'CL-LR'],
  ['Los Lagos', 'La Unión', 'CL-LR'],
  ['I Región', 'Arica', 'CL-AP'],
  ['Tarapacá', 'Putre', 'CL-AP'],
];

/** Other spellings of a region, and of comunas. */
const REGION_SPELLINGS: readonly [string, string][] = [
  ["Región del Libertador General Bernardo O'Higgins", 'CL-LI'],
  ["Región del Libertador Gral. Bernardo O'Higgins", 'CL-LI'],
  ['V Región', 'CL-VS'],
  ['Quinta Región', 'CL-VS'],
  ['XIII', 'CL-RM'],
  ['Región 13', 'CL-RM'],
  ['CL-BI', 'CL-BI'],
  ['Región de La Araucanía', 'CL-AR'],
  ['IX Región', 'CL-AR'],
  ['14', 'CL-LR'],
];
const COMUNA_SPELLINGS: readonly [string, string][] = [
  ['Santiago Centro', 'Santiago'],
  ['Llay-Llay', 'Llaillay'],
  ['Coihaique', 'Coyhaique'],
  ['Con Con', 'Concón'],
  ['Til Til', 'Tiltil'],
  ['Hanga Roa', 'Isla de Pascua'],
  ['Puerto Natales', 'Natales'],
];

/** Phone cells: what a careful reader takes (E.164), or null when it cannot be sure. */
const PHONES: readonly [string, string[] | null][] = [
  ['09 8765 4321', ['+56987654321']],
  ['(09) 9123 4567', ['+56991234567']],
  ['987654321 223456789', ['+56987654321', '+56223456789']],
  ['+56 9 8765 4321 2 2345 6789', ['+56987654321', '+56223456789']],
  ['sin teléfono', []],
  ['No tiene', []],
  ['s/n', []],
  ['-', []],
  ['(2) 234 5678', ['+56222345678']],
  ['8765 4321', null],
];

/** E-mail cells: the addresses a careful reader takes, or null when it cannot be sure. */
const EMAILS: readonly [string, string[] | null][] = [
  ['ana@giro.cl - luis@giro.cl', ['ana@giro.cl', 'luis@giro.cl']],
  ['ana@giro.cl\nluis@giro.cl', ['ana@giro.cl', 'luis@giro.cl']],
  ['ana@giro.cl (jefa de turno)', ['ana@giro.cl']],
  ['ana\u200B@giro.cl', ['ana@giro.cl']],
  ['"Ana Soto" ana@giro.cl', ['ana@giro.cl']],
  ['Ana Soto <ana@giro.cl>', ['ana@giro.cl']],
  ['ana/pedro@giro.cl', ['ana@giro.cl', 'pedro@giro.cl']],
  ['ana,soto@giro.cl', null],
  ['ana perez@giro.cl', null],
];

/** `count` tricky rows, the same ones for the same seed. */
export function trickyRows(seed: number, count: number): TrickyRow[] {
  const rng = createRng(seed);
  const rows: TrickyRow[] = [];
  const byName = new Map(comunas.map((comuna) => [comuna.name, comuna]));
  while (rows.length < count) {
    const kind = rng.weighted([
      ['position', 15],
      ['old region', 1],
      ['region spelling', 1],
      ['comuna spelling', 1],
      ['phone', 2],
      ['email', 2],
    ] as const);
    let comuna = rng.pick(comunas);
    let regionCell = REGION_CELL[comuna.region] ?? comuna.region;
    let comunaCell: string | null = null;
    let family = kind as string;
    let unsure: TrickyRow['unsure'] | null = null;
    if (kind === 'old region') {
      const [region, name] = rng.pick(OLD_REGIONS);
      comuna = byName.get(name) as Comuna;
      regionCell = region;
      family = 'región antigua';
    } else if (kind === 'region spelling') {
      const [cell, code] = rng.pick(REGION_SPELLINGS);
      comuna = rng.pick(comunas.filter((c) => c.region === code));
      regionCell = cell;
      family = 'región escrita de otra forma';
    } else if (kind === 'comuna spelling') {
      const [cell, name] = rng.pick(COMUNA_SPELLINGS);
      comuna = byName.get(name) as Comuna;
      regionCell = REGION_CELL[comuna.region] ?? '';
      comunaCell = cell;
      family = 'comuna escrita de otra forma';
    }
    const at = placeNear(rng, comuna);
    if (!at) continue;
    const cells: TrickyRow['cells'] = {
      region: regionCell,
      comuna: comunaCell ?? comuna.name,
      coordinates: '',
      lat: String(at.lat),
      lng: String(at.lng),
      contacto: '',
      correo: '',
    };
    const truth: Truth = { lat: at.lat, lng: at.lng, regionCode: comuna.region, comuna: comuna.name, phones: [], emails: [] };
    if (kind === 'position') {
      const made = rng.pick(MAKERS)(rng, comuna, at) as ReturnType<Maker> & { utm?: { zone: number } };
      family = made.family;
      Object.assign(cells, { lat: '', lng: '' }, made.cells);
      Object.assign(truth, made.truth ?? {});
      if (made.utm) Object.assign(truth, { lat: at.lat, lng: at.lng, utm: true });
    } else if (kind === 'phone') {
      const [cell, phones] = rng.pick(PHONES);
      cells.contacto = cell;
      truth.phones = phones ?? [];
      if (phones === null) unsure = 'contacto';
      family = `teléfono ${cell}`;
    } else if (kind === 'email') {
      const [cell, emails] = rng.pick(EMAILS);
      cells.correo = cell;
      truth.emails = emails ?? [];
      if (emails === null) unsure = 'correo';
      family = `correo ${cell.replace(/\n/g, '⏎').replace(/\u200B/g, '␣')}`;
    }
    rows.push(unsure ? { family, cells, truth, unsure } : { family, cells, truth });
  }
  return rows;
}
