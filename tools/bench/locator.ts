import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '../../site/e2e/helpers/chromium.ts';
import { searchRegions } from '../../site/points/regions.server.ts';

/** Per-keystroke timings of one implementation, in milliseconds. */
export interface KeystrokeStats {
  /** Median time from keystroke to list rendered (search + React commit + layout). */
  medianMs: number;
  /** 95th percentile of the same. */
  p95Ms: number;
  /** Median time of the search alone (no rendering). */
  searchMedianMs: number;
  /** One-off set-up before the first keystroke (building the folded index; 0 for the peer). */
  setupMs: number;
}

/** The locator against its peer at one list size. */
export interface LocatorBenchResult {
  /** Points in the list. */
  points: number;
  /** Timed keystrokes per implementation. */
  keystrokes: number;
  /** `createIndex` from site/points/search.ts (accent- and case-folding, the 16 regions' names) + `PointList` (one page of items, `LIST_PAGE`). */
  locator: KeystrokeStats;
  /** Peer: `Array.prototype.filter` with `toLowerCase().includes` on the raw strings (no accent folding) + the same `PointList`. */
  peer: KeystrokeStats;
  /** locator ÷ peer: above 1 means the locator is slower. */
  ratio: { median: number; p95: number; searchMedian: number };
}

/**
 * What `benchLocator` returns: the browser it ran in, the queries typed one character at a
 * time, one result per list size, and notes (e.g. the timer's resolution).
 */
export interface LocatorBench {
  browser: string;
  queries: string[];
  results: LocatorBenchResult[];
  notes: string[];
}

/** What families type: a comuna with accents, a two-word comuna, a street. */
const QUERIES = ['Ñuñoa', 'puente alto', 'av. grecia'];
const ROUNDS = 7;

// The page under test: the real search and list modules, bundled by esbuild. It
// fabricates `n` points from the real clean points (same strings, numbered) and times each
// keystroke: search, then a synchronous React render of the list, then a forced layout.
const PAGE_SOURCE = `
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createIndex } from './site/points/search.ts';
import { LIST_PAGE, rank } from './site/points/list.ts';
import { PointList } from './site/pages/index/PointList.tsx';

const ICON = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2240%22 height=%2250%22/%3E';
const root = createRoot(document.getElementById('root'));
const noop = () => {};
let points = [];
let regions = [];

function render(results) {
  flushSync(() => root.render(createElement(PointList, { items: rank(results, null), limit: LIST_PAGE, activeId: null, onChoose: noop, onMore: noop })));
  return document.body.offsetHeight;
}

const peer = {
  search(query) {
    const q = query.toLowerCase();
    return points.filter((p) => p.comuna.toLowerCase().includes(q) || p.name.toLowerCase().includes(q) || (p.address ?? '').toLowerCase().includes(q) || p.region.toLowerCase().includes(q));
  },
};

window.bench = {
  setup(seeds, n, names) {
    regions = names;
    points = Array.from({ length: n }, (_, i) => {
      const s = seeds[i % seeds.length];
      return { ...s, id: s.id + '-' + i, name: i < seeds.length ? s.name : s.name + ' ' + (i + 1), iconUrl: ICON };
    });
    render([]);
  },
  run(kind, queries) {
    let setupMs = 0;
    let impl = peer;
    if (kind === 'locator') {
      const t = performance.now();
      const index = createIndex(points, regions);
      index.prepare();
      impl = index;
      setupMs = performance.now() - t;
    }
    const total = [];
    const search = [];
    for (const query of queries) {
      render(impl.search(''));
      for (let i = 1; i <= query.length; i++) {
        const typed = query.slice(0, i);
        const t0 = performance.now();
        const results = impl.search(typed);
        const t1 = performance.now();
        render(results);
        total.push(performance.now() - t0);
        search.push(t1 - t0);
      }
    }
    return { total, search, setupMs };
  },
};
`;

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return (sorted[lower] as number) + ((sorted[upper] as number) - (sorted[lower] as number)) * (position - lower);
}

function stats(total: number[], search: number[], setup: number[]): KeystrokeStats {
  return { medianMs: quantile(total, 0.5), p95Ms: quantile(total, 0.95), searchMedianMs: quantile(search, 0.5), setupMs: quantile(setup, 0.5) };
}

async function bundlePage(): Promise<string> {
  const result = await build({
    stdin: { contents: PAGE_SOURCE, resolveDir: resolve('.'), loader: 'tsx', sourcefile: 'locator-bench.tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    // The list's CSS is not part of what is timed.
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.VITE_COUNTER_URL': '""' },
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild no produjo el paquete del benchmark');
  return output.text;
}

/**
 * Times the locator's filtering per keystroke in headless Chromium for lists of `sizes`
 * points (default 10,000 and 100,000), against a plain `filter` + `toLowerCase().includes`
 * peer measured in the same browser, same page and same list rendering. Each query is typed
 * one character at a time, `ROUNDS` times, alternating the two implementations.
 */
export async function benchLocator(sizes: readonly number[] = [10_000, 100_000]): Promise<LocatorBench> {
  const seeds = (JSON.parse(await readFile(resolve('generated/clean-points.json'), 'utf8')) as Record<string, unknown>[]).map((p) => ({
    id: p.id,
    name: p.name,
    address: p.address,
    comuna: p.comuna,
    region: p.region,
    regionCode: p.regionCode,
    lat: p.lat,
    lng: p.lng,
  }));
  const regions = searchRegions(JSON.parse(await readFile(resolve('generated/regions.json'), 'utf8')));
  const script = await bundlePage();
  const browser = await chromium.launch({
    ...(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {}),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.setContent('<!doctype html><html lang="es-CL"><body><div id="root"></div></body></html>');
    await page.addScriptTag({ content: script, type: 'module' });
    await page.waitForFunction(() => 'bench' in window);
    const resolution = await page.evaluate(() => {
      let smallest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 200; i++) {
        const a = performance.now();
        let b = performance.now();
        while (b === a) b = performance.now();
        smallest = Math.min(smallest, b - a);
      }
      return smallest;
    });
    const results: LocatorBenchResult[] = [];
    for (const n of sizes) {
      await page.evaluate(([s, count, r]) => (window as unknown as { bench: { setup(s: unknown, n: number, r: unknown): void } }).bench.setup(s, count, r), [
        seeds,
        n,
        regions,
      ] as const);
      const samples = {
        locator: { total: [] as number[], search: [] as number[], setup: [] as number[] },
        peer: { total: [] as number[], search: [] as number[], setup: [] as number[] },
      };
      for (let round = 0; round <= ROUNDS; round++) {
        for (const kind of round % 2 === 0 ? (['locator', 'peer'] as const) : (['peer', 'locator'] as const)) {
          const run = await page.evaluate(
            ([k, q]) =>
              (window as unknown as { bench: { run(k: string, q: string[]): { total: number[]; search: number[]; setupMs: number } } }).bench.run(k, q),
            [kind, QUERIES] as const,
          );
          if (round === 0) continue; // warm-up: JIT and first render
          samples[kind].total.push(...run.total);
          samples[kind].search.push(...run.search);
          samples[kind].setup.push(run.setupMs);
        }
      }
      const locator = stats(samples.locator.total, samples.locator.search, samples.locator.setup);
      const peer = stats(samples.peer.total, samples.peer.search, samples.peer.setup);
      results.push({
        points: n,
        keystrokes: samples.locator.total.length,
        locator,
        peer,
        ratio: { median: locator.medianMs / peer.medianMs, p95: locator.p95Ms / peer.p95Ms, searchMedian: locator.searchMedianMs / peer.searchMedianMs },
      });
    }
    const notes = [`performance.now() resolution in this page: ${resolution.toFixed(3)} ms.`];
    notes.push('The peer does not fold accents: "nunoa" finds nothing with it; the queries keep their accents so both lists are the same size.');
    return { browser: `Chromium ${browser.version()}`, queries: [...QUERIES], results, notes };
  } finally {
    await browser.close();
  }
}

// `tsx tools/bench/locator.ts [sizes]` prints the result as JSON.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv[2]?.split(',').map(Number);
  console.log(JSON.stringify(await benchLocator(sizes), null, 2));
}
