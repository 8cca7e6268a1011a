import type { MultiPolygon, Polygon, Position } from 'geojson';
import { chileAt10m } from '../../reference/basemap.ts';

/** Raster cell size in degrees: about 2.2 km of latitude. */
const CELL = 0.02;
/** The raster's extent: mainland Chile, its islands out to Isla de Pascua, and a margin. */
const MIN_LNG = -110;
const MAX_LNG = -66;
const MIN_LAT = -56.6;
const MAX_LAT = -17.2;
/**
 * Cells around the land that still count as land: the 1:10m coastline is generalised by about
 * a kilometre, and points in ports and on piers sit at the water's edge. With the cells the
 * coastline passes through, the margin is 2–4 km.
 */
const MARGIN_CELLS = 1;

/**
 * Chile's land (Natural Earth 1:10m, from world-atlas) as a raster of cells about 2 km across,
 * widened by a coastal margin, so "is this position on land?" is one array lookup. Cells that
 * a coastline or an island's edge passes through count as land, so islands smaller than a cell
 * are kept.
 */
export class LandMask {
  private readonly cols = Math.round((MAX_LNG - MIN_LNG) / CELL);
  private readonly rows = Math.round((MAX_LAT - MIN_LAT) / CELL);
  private readonly cells = new Uint8Array(this.cols * this.rows);

  constructor(geometry: Polygon | MultiPolygon) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const rings = polygons.flat();
    this.fill(rings);
    for (const ring of rings) this.trace(ring);
    this.widen(MARGIN_CELLS);
  }

  /** True when the position is on land or within the coastal margin. */
  has(lat: number, lng: number): boolean {
    const col = Math.floor((lng - MIN_LNG) / CELL);
    const row = Math.floor((lat - MIN_LAT) / CELL);
    if (col < 0 || row < 0 || col >= this.cols || row >= this.rows) return false;
    return this.cells[row * this.cols + col] === 1;
  }

  /** Even-odd scanline fill at each row's centre line. */
  private fill(rings: readonly Position[][]): void {
    const crossings: number[][] = Array.from({ length: this.rows }, () => []);
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i++) {
        const [x1 = 0, y1 = 0] = ring[i - 1] ?? [];
        const [x2 = 0, y2 = 0] = ring[i] ?? [];
        if (y1 === y2) continue;
        const low = Math.min(y1, y2);
        const high = Math.max(y1, y2);
        const first = Math.max(0, Math.ceil((low - MIN_LAT) / CELL - 0.5));
        const last = Math.min(this.rows - 1, Math.floor((high - MIN_LAT) / CELL - 0.5));
        for (let row = first; row <= last; row++) {
          const y = MIN_LAT + (row + 0.5) * CELL;
          if (y < low || y >= high) continue;
          crossings[row]?.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
        }
      }
    }
    crossings.forEach((xs, row) => {
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const from = Math.max(0, Math.ceil(((xs[k] ?? 0) - MIN_LNG) / CELL - 0.5));
        const to = Math.min(this.cols - 1, Math.floor(((xs[k + 1] ?? 0) - MIN_LNG) / CELL - 0.5));
        for (let col = from; col <= to; col++) this.cells[row * this.cols + col] = 1;
      }
    });
  }

  /** Marks every cell an edge passes through (in steps of a quarter cell). */
  private trace(ring: readonly Position[]): void {
    for (let i = 1; i < ring.length; i++) {
      const [x1 = 0, y1 = 0] = ring[i - 1] ?? [];
      const [x2 = 0, y2 = 0] = ring[i] ?? [];
      const steps = Math.max(1, Math.ceil(Math.hypot(x2 - x1, y2 - y1) / (CELL / 4)));
      for (let s = 0; s <= steps; s++) this.mark(y1 + ((y2 - y1) * s) / steps, x1 + ((x2 - x1) * s) / steps);
    }
  }

  private mark(lat: number, lng: number): void {
    const col = Math.floor((lng - MIN_LNG) / CELL);
    const row = Math.floor((lat - MIN_LAT) / CELL);
    if (col >= 0 && row >= 0 && col < this.cols && row < this.rows) this.cells[row * this.cols + col] = 1;
  }

  /** Grows the land by `cells` in every direction. */
  private widen(cells: number): void {
    const source = this.cells.slice();
    for (let row = 0; row < this.rows; row++) {
      for (let col = 0; col < this.cols; col++) {
        if (source[row * this.cols + col] !== 1) continue;
        for (let dr = -cells; dr <= cells; dr++) {
          const r = row + dr;
          if (r < 0 || r >= this.rows) continue;
          for (let dc = -cells; dc <= cells; dc++) {
            const c = col + dc;
            if (c >= 0 && c < this.cols) this.cells[r * this.cols + c] = 1;
          }
        }
      }
    }
  }
}

let chileLand: LandMask | null = null;

/** Chile's land mask, built on first use (about a quarter of a second). */
export function chileLandMask(): LandMask {
  chileLand ??= new LandMask(chileAt10m().geometry);
  return chileLand;
}
