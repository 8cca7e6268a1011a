import type { Rng } from '../../pipeline/fixtures/random.ts';
import { LOCATOR_REGION } from '../../pipeline/fixtures/region-spellings.ts';
import type { Comuna } from '../../pipeline/schema/comuna.ts';
import { csvLine } from './csv.ts';
import type { Position } from './geo.ts';
import { commaDecimal, dropDecimalPoint, formatDegrees, toUtm } from './geo.ts';
import { PLACES, streetAddress } from './people.ts';
import type { Reference } from './reference.ts';
import { comunaAsTyped, comunaWeight } from './reference.ts';
import { insertDuplicates, pickDuplicateSources, spreadDefects, times } from './spread.ts';

export const CLEAN_POINT_HEADER = ['comuna', 'region', 'name', 'addres', 'image', 'lat', 'lng'] as const;

/** Rows per region, roughly by population (north to south). */
const ROWS_PER_REGION: readonly (readonly [string, number])[] = [
  ['CL-AP', 6],
  ['CL-TA', 8],
  ['CL-AN', 12],
  ['CL-AT', 8],
  ['CL-CO', 18],
  ['CL-VS', 40],
  ['CL-RM', 95],
  ['CL-LI', 18],
  ['CL-ML', 20],
  ['CL-NB', 10],
  ['CL-BI', 30],
  ['CL-AR', 18],
  ['CL-LR', 8],
  ['CL-LL', 16],
  ['CL-AI', 4],
  ['CL-MA', 5],
];

type CleanDefect = 'decimal-lat' | 'decimal-lng' | 'decimal-both' | 'decimal-pascua' | 'comma' | 'swapped' | 'utm-18' | 'utm-19' | 'empty-lat' | 'text' | 'sea';

interface Draft {
  comuna: Comuna;
  cells: { comuna: string; region: string; name: string; addres: string; image: string };
  position: Position;
  decimals: number;
}

function isIsland(comuna: Comuna): boolean {
  return comuna.name === 'Isla de Pascua' || comuna.name === 'Juan Fernández';
}

function chooseComunas(reference: Reference, rng: Rng): Comuna[] {
  const chosen: Comuna[] = [];
  for (const [code, count] of ROWS_PER_REGION) {
    const pool = reference.comunasByRegion.get(code) ?? [];
    const forced = code === 'CL-VS' ? pool.filter(isIsland) : [];
    const pascua = forced.find((comuna) => comuna.name === 'Isla de Pascua');
    if (pascua) forced.push(pascua);
    const mainland = pool.filter((comuna) => !isIsland(comuna)).map((comuna) => [comuna, comunaWeight(comuna)] as const);
    const picks = [...forced];
    while (picks.length < count) picks.push(rng.weighted(mainland));
    chosen.push(...rng.shuffle(picks));
  }
  return chosen;
}

function draftRow(comuna: Comuna, emptyAddress: boolean, rng: Rng): Draft {
  const name = rng.chance(0.5) ? `Punto Limpio ${comuna.name}` : `Punto Limpio ${comuna.name} ${rng.pick(PLACES)}`;
  return {
    comuna,
    cells: {
      comuna: comunaAsTyped(comuna.name, rng),
      region: LOCATOR_REGION[comuna.region] ?? comuna.region,
      name,
      addres: emptyAddress ? '' : streetAddress(rng),
      image: rng.weighted([
        ['punto-limpio.svg', 6],
        ['punto-verde.svg', 2.5],
        ['contenedor.svg', 1.5],
      ] as const),
    },
    position: { lat: comuna.lat + rng.between(-0.02, 0.02), lng: comuna.lng + rng.between(-0.02, 0.02) },
    decimals: rng.chance(0.5) ? 6 : 7,
  };
}

/** The lat/lng cells of a row, with its defect applied. */
function coordinateCells(draft: Draft, defect: CleanDefect | undefined, rng: Rng): [string, string] {
  const { position, decimals } = draft;
  const lat = formatDegrees(position.lat, decimals);
  const lng = formatDegrees(position.lng, decimals);
  switch (defect) {
    case undefined:
      return [lat, lng];
    case 'decimal-lat':
      return [dropDecimalPoint(formatDegrees(position.lat, 7)), lng];
    case 'decimal-lng':
    case 'decimal-pascua':
      return [lat, dropDecimalPoint(formatDegrees(position.lng, 7))];
    case 'decimal-both':
      return [dropDecimalPoint(formatDegrees(position.lat, 7)), dropDecimalPoint(formatDegrees(position.lng, 7))];
    case 'comma': {
      const places = rng.int(4, 6);
      return rng.chance(0.6) ? [commaDecimal(position.lat, places), commaDecimal(position.lng, places)] : [commaDecimal(position.lat, places), lng];
    }
    case 'swapped':
      return [lng, lat];
    case 'utm-18':
    case 'utm-19': {
      const utm = toUtm(position);
      return [String(utm.northing), String(utm.easting)];
    }
    case 'empty-lat':
      return ['', lng];
    case 'text':
      return ['sin dato', 'sin dato'];
    case 'sea':
      // A typo of ten degrees in the longitude puts the point in the open Pacific.
      return [lat, formatDegrees(position.lng - 10, decimals)];
  }
}

export interface CleanPointsResult {
  lines: string[];
  counts: Record<string, number>;
}

export function buildCleanPoints(reference: Reference, rng: Rng): CleanPointsResult {
  const comunas = chooseComunas(reference, rng);
  const emptyAddresses = spreadDefects(comunas.length, times(16, 'empty-address'), rng);
  const drafts = comunas.map((comuna, i) => draftRow(comuna, emptyAddresses.has(i), rng));
  const at = (i: number): Draft => drafts[i] as Draft;
  const mainland = (i: number): boolean => !isIsland(at(i).comuna);
  const defects = spreadDefects<CleanDefect>(
    drafts.length,
    [
      ...times(1, 'decimal-pascua', (i) => at(i).comuna.name === 'Isla de Pascua'),
      ...times(5, 'decimal-lat'),
      ...times(4, 'decimal-lng'),
      ...times(2, 'decimal-both'),
      ...times(5, 'comma', mainland),
      ...times(3, 'swapped', mainland),
      // Well inside their strips, so the sample never hinges on a point right at 72°W.
      ...times(1, 'utm-18', (i) => mainland(i) && at(i).position.lng < -72.3),
      ...times(1, 'utm-19', (i) => mainland(i) && at(i).position.lng > -71.7),
      ...times(2, 'empty-lat'),
      ...times(1, 'text'),
      ...times(1, 'sea', (i) => at(i).comuna.region === 'CL-CO'),
    ],
    rng,
  );

  const lines = drafts.map((draft, i) => {
    const [lat, lng] = coordinateCells(draft, defects.get(i), rng);
    const { comuna, region, name, addres, image } = draft.cells;
    return csvLine([comuna, region, name, addres, image, lat, lng]);
  });

  const sources = pickDuplicateSources(drafts.length, 2, new Set(defects.keys()), rng);
  const withDuplicates = insertDuplicates(lines, sources, rng);

  const kinds = [...defects.values()];
  const count = (...wanted: CleanDefect[]): number => kinds.filter((kind) => wanted.includes(kind)).length;
  return {
    lines: withDuplicates,
    counts: {
      filas: withDuplicates.length,
      'decimal perdido': count('decimal-lat', 'decimal-lng', 'decimal-both', 'decimal-pascua'),
      'coma decimal': count('comma'),
      'lat/lng invertidas': count('swapped'),
      UTM: count('utm-18', 'utm-19'),
      'lat vacía': count('empty-lat'),
      texto: count('text'),
      'fuera de Chile': count('sea'),
      duplicadas: sources.length,
      'dirección vacía': emptyAddresses.size,
    },
  };
}
