import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The offline base map: Natural Earth country shapes from the `world-atlas` package, Chile
 * at 1:10m (its fjords and islands matter) and its neighbours at 1:50m for context, rounded
 * to 0.001° (about 100 m). The site's default map style draws it, so the map works with no
 * key and no network.
 */
const NEIGHBOURS = ['Argentina', 'Bolivia', 'Peru', 'Paraguay', 'Uruguay', 'Brazil', 'Falkland Is.'];

const PRECISION = 1000;

function round(position: Position): Position {
  return [Math.round((position[0] ?? 0) * PRECISION) / PRECISION, Math.round((position[1] ?? 0) * PRECISION) / PRECISION];
}

/** Rounds a ring and drops the points rounding made identical; rings that collapse are dropped. */
function roundRing(ring: Position[]): Position[] | null {
  const out: Position[] = [];
  for (const position of ring) {
    const next = round(position);
    const last = out[out.length - 1];
    if (!last || last[0] !== next[0] || last[1] !== next[1]) out.push(next);
  }
  return out.length >= 4 ? out : null;
}

function roundPolygon(rings: Position[][]): Position[][] | null {
  const outer = rings[0] ? roundRing(rings[0]) : null;
  if (!outer) return null;
  return [
    outer,
    ...rings
      .slice(1)
      .map(roundRing)
      .filter((ring): ring is Position[] => ring !== null),
  ];
}

function simplify(geometry: Polygon | MultiPolygon): MultiPolygon {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return { type: 'MultiPolygon', coordinates: polygons.map(roundPolygon).filter((p): p is Position[][] => p !== null) };
}

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/**
 * The named countries of one world-atlas file as GeoJSON. Only those are decoded from the
 * topology (decoding all of the 1:10m file would take about 90 MB), and the parsed file is
 * not kept in the module cache.
 */
function countries(file: string, names: readonly string[]): Feature<Polygon | MultiPolygon, { name: string }>[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as Countries;
  const wanted = topology.objects.countries.geometries.filter((geometry) => names.includes((geometry.properties as { name?: string } | undefined)?.name ?? ''));
  const collection = feature(topology, { ...topology.objects.countries, geometries: wanted }) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  return collection.features;
}

export interface BasemapProperties {
  /** Country name in Natural Earth, e.g. `Chile`. */
  name: string;
  /** True for Chile (drawn highlighted). */
  chile: boolean;
}

let chile10m: Feature<Polygon | MultiPolygon, { name: string }> | null = null;

/**
 * Chile at 1:10m (islands and fjords included), decoded once per run: the base map draws it and
 * the coordinates step checks positions against it.
 */
export function chileAt10m(): Feature<Polygon | MultiPolygon, { name: string }> {
  chile10m ??= countries('countries-10m.json', ['Chile']).find((f) => f.properties.name === 'Chile') ?? null;
  if (!chile10m) throw new Error('world-atlas no trae Chile');
  return chile10m;
}

/** Builds the base map GeoJSON; deterministic. */
export function buildBasemap(): FeatureCollection<MultiPolygon, BasemapProperties> {
  const chile = chileAt10m();
  const neighbours = countries('countries-50m.json', NEIGHBOURS)
    .filter((f) => NEIGHBOURS.includes(f.properties.name))
    .sort((a, b) => (a.properties.name < b.properties.name ? -1 : 1));
  return {
    type: 'FeatureCollection',
    features: [...neighbours, chile].map((f) => ({
      type: 'Feature',
      properties: { name: f.properties.name, chile: f.properties.name === 'Chile' },
      geometry: simplify(f.geometry),
    })),
  };
}

/** Chile alone at 1:50m, for small drawings such as the data report's map. */
export function chileOutline(): MultiPolygon {
  const chile = countries('countries-50m.json', ['Chile']).find((f) => f.properties.name === 'Chile');
  if (!chile) throw new Error('world-atlas no trae Chile');
  return simplify(chile.geometry);
}
