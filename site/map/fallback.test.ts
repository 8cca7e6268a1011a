import { describe, expect, it } from 'vitest';
import { chooseMapStyle, DEFAULT_STYLE_URL, mapStyleOrigins } from '../config/map-style.ts';
import { STYLE_DEADLINE_MS, TILE_DEADLINE_MS, watchStyle } from './fallback.ts';

/** Timers driven by hand: `advance(ms)` runs what is due. */
function manualClock() {
  let now = 0;
  const due: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  return {
    timers: {
      set: (run: () => void, ms: number) => {
        due.push({ at: now + ms, run, id: next });
        return next++;
      },
      clear: (id: unknown) => {
        const i = due.findIndex((d) => d.id === id);
        if (i >= 0) due.splice(i, 1);
      },
    },
    advance(ms: number) {
      now += ms;
      for (const d of due.filter((d) => d.at <= now)) {
        due.splice(due.indexOf(d), 1);
        d.run();
      }
    },
  };
}

describe('map style setting', () => {
  it('defaults to the keyless street style, "offline" forces the offline map, any URL overrides', () => {
    expect(chooseMapStyle(undefined)).toEqual({ kind: 'remote', url: DEFAULT_STYLE_URL });
    expect(chooseMapStyle('  ')).toEqual({ kind: 'remote', url: DEFAULT_STYLE_URL });
    expect(chooseMapStyle('offline')).toEqual({ kind: 'offline' });
    expect(chooseMapStyle('OFFLINE')).toEqual({ kind: 'offline' });
    expect(chooseMapStyle('https://tiles.example.cl/style.json')).toEqual({ kind: 'remote', url: 'https://tiles.example.cl/style.json' });
    expect(DEFAULT_STYLE_URL).toMatch(/^https:\/\/tiles\.openfreemap\.org\/styles\//);
  });

  it('names the hosts the CSP must allow', () => {
    expect(mapStyleOrigins(chooseMapStyle(undefined))).toEqual(['https://tiles.openfreemap.org']);
    expect(mapStyleOrigins(chooseMapStyle('offline'))).toEqual([]);
    expect(mapStyleOrigins(chooseMapStyle('/estilos/mapa.json'))).toEqual([]);
    expect(mapStyleOrigins(chooseMapStyle('http://127.0.0.1:4000/style.json'))).toEqual(['http://127.0.0.1:4000']);
  });
});

describe('falling back to the offline map', () => {
  it('keeps the street style once the style and one of its tiles have loaded', () => {
    const clock = manualClock();
    const reasons: string[] = [];
    const watch = watchStyle((r) => reasons.push(r), clock.timers);
    clock.advance(500);
    watch.tileLoaded();
    clock.advance(500);
    watch.styleLoaded();
    expect(watch.outcome).toBe('worked');
    // Later failures are MapLibre's business.
    watch.failed();
    clock.advance(10_000);
    expect(reasons).toEqual([]);
  });

  it('falls back at once on a failure, and only once', () => {
    const clock = manualClock();
    const reasons: string[] = [];
    const watch = watchStyle((r) => reasons.push(r), clock.timers);
    watch.styleLoaded();
    watch.failed();
    watch.failed();
    clock.advance(10_000);
    expect(reasons).toEqual(['error']);
  });

  it('falls back within 3 seconds when the style does not arrive', () => {
    expect(STYLE_DEADLINE_MS).toBeLessThanOrEqual(3000);
    const clock = manualClock();
    const reasons: string[] = [];
    const watch = watchStyle((r) => reasons.push(r), clock.timers);
    clock.advance(STYLE_DEADLINE_MS - 1);
    expect(reasons).toEqual([]);
    clock.advance(1);
    expect(reasons).toEqual(['deadline']);
    expect(watch.outcome).toBe('deadline');
  });

  it("gives the first tile a longer window of its own, from the style's arrival", () => {
    // The points are drawn once the style is in; a slow first tile only delays the streets.
    expect(TILE_DEADLINE_MS).toBeGreaterThanOrEqual(4 * STYLE_DEADLINE_MS);
    const clock = manualClock();
    const reasons: string[] = [];
    const watch = watchStyle((r) => reasons.push(r), clock.timers);
    clock.advance(2000);
    watch.styleLoaded();
    // Past the style's deadline, but the style came: the tile still has time.
    clock.advance(TILE_DEADLINE_MS - 1);
    expect(reasons).toEqual([]);
    clock.advance(1);
    expect(reasons).toEqual(['deadline']);
  });

  it('keeps the street style when its tile arrives in that window', () => {
    const clock = manualClock();
    const reasons: string[] = [];
    const watch = watchStyle((r) => reasons.push(r), clock.timers);
    clock.advance(2000);
    watch.styleLoaded();
    clock.advance(2000);
    watch.tileLoaded();
    expect(watch.outcome).toBe('worked');
    clock.advance(10_000);
    expect(reasons).toEqual([]);
  });

  it('leaves no deadline once the network answered a tile, however long the drawing takes', () => {
    const clock = manualClock();
    const reasons: string[] = [];
    const watch = watchStyle((r) => reasons.push(r), clock.timers);
    clock.advance(1000);
    watch.styleAnswered();
    clock.advance(TILE_DEADLINE_MS - 1);
    watch.tileAnswered();
    clock.advance(60_000);
    expect(reasons).toEqual([]);
    expect(watch.outcome).toBe('pending');
    watch.styleLoaded();
    watch.tileLoaded();
    expect(watch.outcome).toBe('worked');
    // A failure after an answer but before the first tile is drawn still falls back.
    const other = watchStyle((r) => reasons.push(r), clock.timers);
    other.tileAnswered();
    other.failed();
    expect(reasons).toEqual(['error']);
  });

  it('does nothing once stopped', () => {
    const clock = manualClock();
    const reasons: string[] = [];
    const watch = watchStyle((r) => reasons.push(r), clock.timers);
    watch.stop();
    clock.advance(10_000);
    watch.failed();
    expect(reasons).toEqual([]);
  });
});
