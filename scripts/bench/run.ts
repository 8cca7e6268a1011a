import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { benchBytes } from './bytes.ts';
import { benchLocator } from './locator.ts';
import { benchPipeline } from './pipeline.ts';

/**
 * `npm run bench`: speed and memory figures, as ratios against a peer measured in the same
 * run (absolute times vary too much on shared machines), and first-load bytes per route.
 * Writes bench-results/report.md and .json.
 *   BENCH=pipeline,bytes,locator  which benches to run (default: all)
 *   BENCH_ROWS=100000,1000000   sizes for the pipeline bench
 *   SITE_OUT_DIR                built site to measure (default dist; run `npm run build` first)
 */
const selected = new Set((process.env.BENCH ?? 'pipeline,bytes,locator').split(','));
const sizes = (process.env.BENCH_ROWS ?? '100000,1000000').split(',').map(Number);
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

const sections: string[] = [];
const json: Record<string, unknown> = {};

if (selected.has('pipeline')) {
  const { results, notes } = await benchPipeline(sizes);
  json.pipeline = { results, notes };
  const lines = [
    '## Pipeline: collection-points build vs Miller `mlr --icsv --ojson cat`',
    '',
    row(['rows', 'CSV MB', 'pipeline s', 'pipeline peak MB', 'mlr s', 'mlr peak MB', 'time ratio (pipeline / mlr)', 'pipeline µs per row']),
    row(['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...results.map((r) =>
      row([
        r.rows.toLocaleString('en-US'),
        fmt(r.megabytes),
        fmt(r.pipeline.seconds, 2),
        fmt(r.pipeline.peakMb, 0),
        r.miller ? fmt(r.miller.seconds, 2) : '—',
        r.miller ? fmt(r.miller.peakMb, 0) : '—',
        r.miller ? `${fmt(r.pipeline.seconds / r.miller.seconds, 2)}×` : '—',
        fmt((r.pipeline.seconds / r.rows) * 1e6, 1),
      ]),
    ),
  ];
  const first = results[0];
  const last = results[results.length - 1];
  if (first && last && last !== first) {
    const growth = last.pipeline.seconds / first.pipeline.seconds;
    const factor = last.rows / first.rows;
    lines.push('', `Scaling ${first.rows.toLocaleString('en-US')} → ${last.rows.toLocaleString('en-US')} rows: time grew ${fmt(growth, 2)}× for ${fmt(factor, 0)}× the rows (${fmt(growth / factor, 2)} of linear).`);
  }
  lines.push(...notes.map((note) => `\nNote: ${note}`));
  sections.push(lines.join('\n'));
}

if (selected.has('bytes')) {
  const root = resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client');
  const rows = await benchBytes(root);
  json.bytes = rows;
  const kb = (n: number) => fmt(n / 1024, 1);
  sections.push(
    [
      '## First-load bytes per route (gzip)',
      '',
      'Budget: JS + CSS ≤ 120 KB on routes without a map (the map code loads later, on demand).',
      '',
      row(['route', 'JS KB', 'CSS KB', 'HTML KB', 'JS + CSS KB']),
      row(['---', '---:', '---:', '---:', '---:']),
      ...rows.map((r) => row([r.route, kb(r.js), kb(r.css), kb(r.html), kb(r.js + r.css)])),
    ].join('\n'),
  );
}

if (selected.has('locator')) {
  const bench = await benchLocator();
  json.locator = bench;
  const ms = (n: number) => fmt(n, 1);
  sections.push(
    [
      `## Locator: filtering per keystroke in ${bench.browser}`,
      '',
      'Search and render (at most 300 items) per keystroke; peer: a plain `filter` with `toLowerCase().includes` over the raw strings (no accent folding). Target ≤ 16 ms at 100,000 points.',
      '',
      row(['points', 'locator median ms', 'locator p95 ms', 'peer median ms', 'ratio (median)', 'search-only ratio', 'index set-up ms']),
      row(['---:', '---:', '---:', '---:', '---:', '---:', '---:']),
      ...bench.results.map((r) =>
        row([
          r.points.toLocaleString('en-US'),
          ms(r.locator.medianMs),
          ms(r.locator.p95Ms),
          ms(r.peer.medianMs),
          `${fmt(r.ratio.median, 2)}×`,
          `${fmt(r.ratio.searchMedian, 2)}×`,
          ms(r.locator.setupMs),
        ]),
      ),
      ...bench.notes.map((note) => `\nNote: ${note}`),
    ].join('\n'),
  );
}

const text = sections.join('\n\n');
console.log(text);
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/report.md', `${text}\n`);
await writeFile('bench-results/report.json', `${JSON.stringify(json, null, 2)}\n`);
