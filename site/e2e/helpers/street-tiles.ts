import type { ServerResponse } from 'node:http';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';

/** The streets' colour in the test style: the browser test counts pixels of it on the map. */
export const STREET_RGB = [230, 126, 34] as const;
const STREET_HEX = `#${STREET_RGB.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
export const STREET_ATTRIBUTION = '© Colaboradores de OpenStreetMap';

/**
 * A street grid around `centre`: lines every 0.002° (about 200 m) within 0.03° of it, with a
 * wider avenue through the centre, and a park. Enough for a map at zoom 15 to show streets
 * around a marker, made here instead of downloaded.
 */
function streetGrid(centre: { lat: number; lng: number }): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = [];
  const span = 0.03;
  for (let offset = -span; offset <= span + 1e-9; offset += 0.002) {
    const kind = Math.abs(offset) < 1e-9 ? 'avenida' : 'calle';
    features.push(
      {
        type: 'Feature',
        properties: { kind },
        geometry: {
          type: 'LineString',
          coordinates: [
            [centre.lng - span, centre.lat + offset],
            [centre.lng + span, centre.lat + offset],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { kind },
        geometry: {
          type: 'LineString',
          coordinates: [
            [centre.lng + offset, centre.lat - span],
            [centre.lng + offset, centre.lat + span],
          ],
        },
      },
    );
  }
  const park = (dLng: number, dLat: number): GeoJSON.Position => [centre.lng + dLng, centre.lat + dLat];
  features.push({
    type: 'Feature',
    properties: { kind: 'parque' },
    geometry: {
      type: 'Polygon',
      coordinates: [[park(0.0025, 0.0005), park(0.0055, 0.0005), park(0.0055, 0.0035), park(0.0025, 0.0035), park(0.0025, 0.0005)]],
    },
  });
  return { type: 'FeatureCollection', features };
}

/** A small MapLibre style: a paper background, a park and the streets of the vector source. */
function style(origin: string) {
  return {
    version: 8,
    name: 'Calles de prueba',
    sources: {
      calles: {
        type: 'vector',
        tiles: [`${origin}/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: 14,
        attribution: STREET_ATTRIBUTION,
      },
    },
    layers: [
      { id: 'fondo', type: 'background', paint: { 'background-color': '#f4f1ea' } },
      {
        id: 'parques',
        type: 'fill',
        source: 'calles',
        'source-layer': 'calles',
        filter: ['==', ['get', 'kind'], 'parque'],
        paint: { 'fill-color': '#c8e6c0' },
      },
      {
        id: 'calles',
        type: 'line',
        source: 'calles',
        'source-layer': 'calles',
        filter: ['!=', ['get', 'kind'], 'parque'],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': STREET_HEX,
          'line-width': ['interpolate', ['linear'], ['zoom'], 10, 1, 15, ['case', ['==', ['get', 'kind'], 'avenida'], 14, 8]],
        },
      },
    ],
  };
}

/**
 * Answers the style and its vector tiles (encoded on request with geojson-vt and vt-pbf) as a tile
 * host does: CORS allowed, tiles without data empty. Returns false for any other path.
 */
export function streetTiles(centre: { lat: number; lng: number }, origin: string): (path: string, res: ServerResponse) => boolean {
  const index = new GeoJSONVT(streetGrid(centre), { maxZoom: 14, indexMaxZoom: 5, tolerance: 1 });
  return (path, res) => {
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (path === '/style.json') {
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(style(origin)));
      return true;
    }
    const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(path);
    if (!tile) return false;
    const found = index.getTile(Number(tile[1]), Number(tile[2]), Number(tile[3]));
    const body = found ? Buffer.from(fromGeojsonVt({ calles: found }, { version: 2, extent: 4096 })) : Buffer.alloc(0);
    res.writeHead(200, { ...headers, 'Content-Type': 'application/x-protobuf' }).end(body);
    return true;
  };
}
