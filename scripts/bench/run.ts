import { mkdir, writeFile } from 'node:fs/promises';
import { benchPipeline } from './pipeline.ts';

/**
 * `npm run bench`: speed and memory, reported as ratios against a peer measured in the
 * same run (absolute times vary too much on shared machines). Writes bench-results/.
 *   BENCH_ROWS=100000,1000000  sizes for the pipeline bench
 */
const sizes = (process.env.BENCH_ROWS ?? '100000,1000000').split(',').map(Number);

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const { results, notes } = await benchPipeline(sizes);
const lines = [
  '## Pipeline: collection-points build vs Miller `mlr --icsv --ojson cat`',
  '',
  '| rows | CSV MB | pipeline s | pipeline peak MB | mlr s | mlr peak MB | time ratio (pipeline / mlr) | pipeline µs per row |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map((r) =>
    [
      r.rows.toLocaleString('en-US'),
      fmt(r.megabytes),
      fmt(r.pipeline.seconds, 2),
      fmt(r.pipeline.peakMb, 0),
      r.miller ? fmt(r.miller.seconds, 2) : '—',
      r.miller ? fmt(r.miller.peakMb, 0) : '—',
      r.miller ? `${fmt(r.pipeline.seconds / r.miller.seconds, 2)}×` : '—',
      fmt((r.pipeline.seconds / r.rows) * 1e6, 1),
    ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
  ),
];
const first = results[0];
const last = results[results.length - 1];
if (first && last && last !== first) {
  const scaling = (last.pipeline.seconds / first.pipeline.seconds) / (last.rows / first.rows);
  lines.push('', `Scaling ${first.rows.toLocaleString('en-US')} → ${last.rows.toLocaleString('en-US')} rows: time grew ${fmt(last.pipeline.seconds / first.pipeline.seconds, 2)}× for ${fmt(last.rows / first.rows, 0)}× the rows (${fmt(scaling, 2)} of linear).`);
}
lines.push(...notes.map((note) => `\nNote: ${note}`));
const text = lines.join('\n');
console.log(text);
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/pipeline.md', `${text}\n`);
await writeFile('bench-results/pipeline.json', `${JSON.stringify({ results, notes }, null, 2)}\n`);
