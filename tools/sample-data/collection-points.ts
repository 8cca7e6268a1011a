import type { Rng } from '../../pipeline/fixtures/random.ts';
import { DIRECTORY_REGION } from '../../pipeline/fixtures/region-spellings.ts';
import { COLLECTION_POINT_COLUMNS } from '../../pipeline/schema/collection-point.ts';
import type { Comuna } from '../../pipeline/schema/comuna.ts';
import type { MailSpecial, PhoneSpecial } from './contacts.ts';
import { contactCells } from './contacts.ts';
import { csvLine } from './csv.ts';
import type { DirectoryCoordDefect } from './directory-coords.ts';
import { directoryCoordCells, UTM_ZONE_OF } from './directory-coords.ts';
import type { Position } from './geo.ts';
import { PLACES } from './people.ts';
import type { Reference } from './reference.ts';
import { comunaAsTyped, comunaWeight } from './reference.ts';
import { insertDuplicates, pickDuplicateSources, spreadDefects, times } from './spread.ts';

export const COLLECTION_POINT_HEADER = COLLECTION_POINT_COLUMNS;

const LAST_ID = 432;
const SKIPPED_IDS = 4;

/** Rows per region; with the skipped ids they add up to LAST_ID. */
const ROWS_PER_REGION: readonly (readonly [string, number])[] = [
  ['CL-RM', 140],
  ['CL-VS', 50],
  ['CL-BI', 40],
  ['CL-LL', 30],
  ['CL-LI', 25],
  ['CL-ML', 25],
  ['CL-AR', 22],
  ['CL-CO', 20],
  ['CL-NB', 14],
  ['CL-LR', 14],
  ['CL-AN', 14],
  ['CL-AT', 8],
  ['CL-TA', 8],
  ['CL-AP', 6],
  ['CL-AI', 6],
  ['CL-MA', 6],
];

const TELETON_CITIES = new Set([
  'Arica',
  'Iquique',
  'Antofagasta',
  'Calama',
  'Copiapó',
  'Coquimbo',
  'Valparaíso',
  'Santiago',
  'Talca',
  'Concepción',
  'Temuco',
  'Valdivia',
  'Puerto Montt',
  'Coyhaique',
  'Punta Arenas',
]);

const TYPES: readonly (readonly [string, number])[] = [
  ['Punto Limpio', 25],
  ['Punto Verde', 30],
  ['Municipal', 8],
  ['Privado', 6],
  ['PET1', 4],
  ['PET 1', 4],
  ['PUNTO VERDE INTERIOR', 5],
  ['punto verde', 5],
  ['Plaza de Armas', 3],
  ['Estadio', 2],
  ['Quiero Mi Barrio', 2],
  ['Supermercado Líder', 1],
  ['Colegio San José', 1],
  ['Supermercado Unimarc', 0.7],
  ['Liceo Bicentenario', 0.7],
];

const DIAS: readonly (readonly [string, number])[] = [
  ['Lunes a Sábado', 55],
  ['Lunes a Viernes', 15],
  ['Todos los días', 8],
  ['Martes a Domingo', 5],
  ['Lunes, Miércoles y Viernes', 4],
  ['Sábado y Domingo', 3],
  ['-', 5],
  ['', 5],
];

const HORARIOS: readonly (readonly [string, number])[] = [
  ['9:30 a 17:30', 55],
  ['08:00 - 18:00', 12],
  ['24 horas', 6],
  ['9:00 a 13:00 y 15:00 a 18:00', 8],
  ['10:00 a 14:00 hrs', 6],
  ['-', 5],
  ['', 5],
];

const NEIGHBOURHOODS = ['Villa Los Héroes', 'Villa Esperanza', 'Población Santa Julia', 'Villa Las Rosas', 'Villa Padre Hurtado'];

const FREE_HORARIOS = ['Según calendario municipal', 'Consultar en la municipalidad', 'Horario de invierno, consultar'];

interface Draft {
  comuna: Comuna;
  type: string;
  name: string;
  position: Position;
  decimals: number;
  withText: boolean;
}

function pointName(type: string, comuna: string, rng: Rng): string {
  const place = rng.pick(PLACES);
  switch (type) {
    case 'Punto Limpio':
      return rng.chance(0.5) ? `Punto Limpio ${comuna}` : `Punto Limpio ${place}`;
    case 'Punto Verde':
    case 'punto verde':
      return rng.chance(0.3) ? `Punto Verde ${comuna}` : `Punto Verde ${place}`;
    case 'PUNTO VERDE INTERIOR':
      return rng.pick([`Punto Verde Municipalidad de ${comuna}`, `Punto Verde Biblioteca ${comuna}`, `Punto Verde Cesfam ${place}`]);
    case 'Centro Teletón':
      return `Instituto Teletón ${comuna}`;
    case 'Municipal':
      return rng.chance(0.5) ? `Punto Limpio Municipal ${comuna}` : `Centro de Reciclaje Municipal ${comuna}`;
    case 'Privado':
      return rng.chance(0.5) ? `Centro de Acopio ${place}` : `Reciclaje ${place}`;
    case 'PET1':
    case 'PET 1':
      return `Contenedor PET 1 ${place}`;
    case 'Plaza de Armas':
      return `Plaza de Armas de ${comuna}`;
    case 'Estadio':
      return `Estadio Municipal de ${comuna}`;
    case 'Quiero Mi Barrio':
      return `Quiero Mi Barrio ${rng.pick(NEIGHBOURHOODS)}`;
    default:
      return `${type} ${comuna}`;
  }
}

function operador(comuna: string, regionCode: string, rng: Rng): string {
  const south = ['CL-AR', 'CL-LR', 'CL-LL', 'CL-AI', 'CL-MA', 'CL-BI'].includes(regionCode);
  const north = ['CL-AP', 'CL-TA', 'CL-AN', 'CL-AT'].includes(regionCode);
  return rng.weighted([
    [`Municipalidad de ${comuna}`, 35],
    ['Reciclajes del Sur Ltda.', south ? 14 : 2],
    ['Servicios Ambientales Norte Grande Ltda.', north ? 14 : 0],
    ['Recicladora Andina SpA', 10],
    ['Gestión Ambiental Pacífico Ltda.', 8],
    ['EcoValle SpA', 6],
    [`Cooperativa de Recicladores de Base ${comuna}`, 6],
    ['', 20],
  ] as const);
}

/** Region blocks of 5–30 rows in shuffled order, the way rows were typed in over time. */
function orderedComunas(reference: Reference, rng: Rng): Comuna[] {
  const blocks: Comuna[][] = [];
  for (const [code, count] of ROWS_PER_REGION) {
    const pool = (reference.comunasByRegion.get(code) ?? []).map((comuna) => [comuna, comunaWeight(comuna)] as const);
    const picks = Array.from({ length: count }, () => rng.weighted(pool));
    for (let start = 0; start < picks.length; ) {
      const size = rng.int(5, 30);
      blocks.push(picks.slice(start, start + size));
      start += size;
    }
  }
  return rng.shuffle(blocks).flat();
}

/** Ids in order with a few gaps, then a handful of rows entered late and some neighbours swapped. */
function nearlySortedIds(rowCount: number, rng: Rng): string[] {
  const skipped = new Set<number>();
  while (skipped.size < LAST_ID - rowCount) skipped.add(rng.int(2, LAST_ID - 1));
  const ids = Array.from({ length: LAST_ID }, (_, i) => i + 1)
    .filter((id) => !skipped.has(id))
    .map(String);
  for (let k = 0; k < 5; k++) {
    const from = rng.int(0, ids.length - 50);
    const [id] = ids.splice(from, 1);
    ids.splice(from + rng.int(5, 45), 0, id as string);
  }
  for (let k = 0; k < 4; k++) {
    const i = rng.int(0, ids.length - 2);
    [ids[i], ids[i + 1]] = [ids[i + 1] as string, ids[i] as string];
  }
  return ids;
}

export interface CollectionPointsResult {
  lines: string[];
  counts: Record<string, number>;
}

export function buildCollectionPoints(reference: Reference, rng: Rng): CollectionPointsResult {
  const comunas = orderedComunas(reference, rng);
  if (comunas.length !== LAST_ID - SKIPPED_IDS) throw new Error(`filas por región no suman ${LAST_ID - SKIPPED_IDS}`);
  const ids = nearlySortedIds(comunas.length, rng);

  const drafts: Draft[] = comunas.map((comuna) => {
    const type = TELETON_CITIES.has(comuna.name) && rng.chance(0.1) ? 'Centro Teletón' : rng.weighted(TYPES);
    return {
      comuna,
      type,
      name: pointName(type, comuna.name, rng),
      position: { lat: comuna.lat + rng.between(-0.02, 0.02), lng: comuna.lng + rng.between(-0.02, 0.02) },
      decimals: rng.weighted([
        [6, 70],
        [5, 15],
        [7, 15],
      ] as const),
      withText: rng.chance(0.88),
    };
  });
  const at = (i: number): Draft => drafts[i] as Draft;
  const mainland = (i: number): boolean => !['Isla de Pascua', 'Juan Fernández'].includes(at(i).comuna.name);
  // UTM rows sit well inside their strip (zone 18 west of 72.3°W, zone 19 east of 71.7°W).
  const zone =
    (z: 18 | 19) =>
    (i: number): boolean =>
      mainland(i) && (z === 18 ? at(i).position.lng < -72.3 : at(i).position.lng > -71.7);

  const coordDefects = spreadDefects<DirectoryCoordDefect>(
    drafts.length,
    [
      ...times(5, 'decimal-lat'),
      ...times(5, 'decimal-lng'),
      ...times(4, 'comma'),
      ...times(2, 'swapped'),
      ...times(2, 'utm-columns-19', zone(19)),
      ...times(1, 'utm-columns-18', zone(18)),
      ...times(1, 'utm-lng-only-19', zone(19)),
      ...times(1, 'utm-text-zone-19', zone(19)),
      ...times(1, 'utm-text-zone-18', zone(18)),
      ...times(1, 'utm-text-pair-19', zone(19)),
      ...times(1, 'utm-text-en-18', zone(18)),
      ...times(3, 'disagree'),
      ...times(2, 'no-position'),
    ],
    rng,
  );
  const phoneSpecials = spreadDefects<PhoneSpecial>(
    drafts.length,
    [...times(8, 'error'), ...times(2, 'na'), ...times(5, 'empty'), ...times(1, 'no-phone'), ...times(1, 'short'), ...times(26, 'two')],
    rng,
  );
  const mailSpecials = spreadDefects<MailSpecial>(drafts.length, [...times(10, 'malformed'), ...times(21, 'two'), ...times(15, 'empty')], rng);
  const malformed = [...mailSpecials]
    .filter(([, kind]) => kind === 'malformed')
    .map(([i]) => i)
    .sort((a, b) => a - b);
  const freeHours = [...spreadDefects(drafts.length, times(3, 'free'), rng).keys()].sort((a, b) => a - b);

  const tally = { twoSupervisors: 0, emptyCoordinates: 0 };
  const lines = drafts.map((draft, i) => {
    const comuna = draft.comuna.name;
    const empresa =
      draft.type === 'Centro Teletón'
        ? 'Centro Teletón'
        : rng.weighted([
            ['ReSimple', 45],
            ['GIRO', 25],
            ['Centro Teletón', 2],
            ['', 26],
          ] as const);
    const operacion = operador(comuna, draft.comuna.region, rng);
    const coords = directoryCoordCells(draft.position, draft.decimals, draft.withText, coordDefects.get(i), rng);
    const contacts = contactCells(
      rng,
      { regionCode: draft.comuna.region, comuna, empresa, operacion },
      phoneSpecials.get(i),
      mailSpecials.get(i),
      malformed.indexOf(i),
    );
    tally.twoSupervisors += Number(contacts.twoSupervisors);
    tally.emptyCoordinates += Number(coords.coordinates === '');
    const freeIndex = freeHours.indexOf(i);
    const horarios = freeIndex >= 0 ? (FREE_HORARIOS[freeIndex] as string) : rng.weighted(HORARIOS);
    return csvLine([
      ids[i] as string,
      draft.type,
      DIRECTORY_REGION[draft.comuna.region] ?? draft.comuna.region,
      rng.chance(0.9) ? comuna : comunaAsTyped(comuna, rng),
      draft.name,
      draft.name,
      coords.coordinates,
      coords.lat,
      coords.lng,
      rng.weighted(DIAS),
      horarios,
      operacion,
      empresa,
      'NO',
      contacts.supervisor,
      contacts.contacto,
      contacts.correo,
    ]);
  });

  const busy = new Set([...coordDefects.keys(), ...phoneSpecials.keys(), ...mailSpecials.keys()]);
  const sources = pickDuplicateSources(drafts.length, 3, busy, rng);
  const withDuplicates = insertDuplicates(lines, sources, rng);

  const kinds = [...coordDefects.values()];
  const count = (test: (kind: DirectoryCoordDefect) => boolean): number => kinds.filter(test).length;
  const phones = [...phoneSpecials.values()];
  const mails = [...mailSpecials.values()];
  return {
    lines: withDuplicates,
    counts: {
      filas: withDuplicates.length,
      'ids omitidos': SKIPPED_IDS,
      'decimal perdido': count((kind) => kind.startsWith('decimal')),
      'coma decimal': count((kind) => kind === 'comma'),
      'lat/lng invertidas': count((kind) => kind === 'swapped'),
      UTM: count((kind) => kind.startsWith('utm')),
      'UTM zona 18': count((kind) => UTM_ZONE_OF[kind] === 18),
      'UTM zona 19': count((kind) => UTM_ZONE_OF[kind] === 19),
      'coordenadas discrepantes': count((kind) => kind === 'disagree'),
      'sin posición': count((kind) => kind === 'no-position'),
      duplicadas: sources.length,
      'coordinates vacío': tally.emptyCoordinates,
      '#ERROR!': phones.filter((kind) => kind === 'error').length,
      '#N/A': phones.filter((kind) => kind === 'na').length,
      'teléfono ilegible': phones.filter((kind) => kind === 'no-phone' || kind === 'short').length,
      'contacto vacío': phones.filter((kind) => kind === 'empty').length,
      'dos teléfonos': phones.filter((kind) => kind === 'two').length,
      'correo mal formado': malformed.length,
      'dos correos': mails.filter((kind) => kind === 'two').length,
      'correo vacío': mails.filter((kind) => kind === 'empty').length,
      'dos supervisores': tally.twoSupervisors,
      'horario texto libre': freeHours.length,
    },
  };
}
