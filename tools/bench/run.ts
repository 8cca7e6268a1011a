import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { benchBytes } from './bytes.ts';
import { benchLighthouse, DEFAULT_APPLIED_RUNS, DEFAULT_LIGHTHOUSE_RUNS, lighthouseJson, lighthouseMarkdown, routesFromEnv } from './lighthouse.ts';
import { benchLocator } from './locator.ts';
import { benchPipeline, benchShapes, benchStartup } from './pipeline.ts';
import { benchReliability } from './reliability.ts';
import { benchServer } from './server.ts';
import { benchWorkbook } from './workbook.ts';

/**
 * `npm run bench`: speed and memory figures, as ratios against a peer measured in the same
 * run (absolute times vary too much on shared machines), and first-load bytes per route.
 * Writes bench-results/report.md and .json.
 *   BENCH=pipeline,shapes,workbook,startup,bytes  which benches to run (default: all)
 *   WORKBOOK_ROWS=10000, WORKBOOK_ROUNDS=3  rows and interleaved rounds of the workbook bench
 *   SHAPE_ROUNDS=3              interleaved rounds of the costly-shapes bench (medians reported)
 *   BENCH_ROWS=100000,1000000   sizes for the pipeline bench
 *   BENCH_ROUNDS=1              interleaved rounds of the pipeline bench (medians reported)
 *   SITE_OUT_DIR                built site to measure (default dist; run `npm run build` first)
 *   LH_RUNS=5                   Lighthouse runs per URL under simulated throttling (the median is reported)
 *   LH_APPLIED_RUNS=3           runs per template under applied throttling (0: none)
 *   LH_SETTLE=180               longest wait (s) for the load average to fall below the core count first
 *   LH_PORT=0                   port of the Lighthouse bench's own server (0: a free one)
 *   LH_ROUTES=/,/cumple         only these paths (default: one URL per route type)
 *   LH_BASELINE=dir[:label]     another build (its dist/client) measured run for run beside this one
 *   RELIABILITY_SUBMISSIONS=100 intended submissions per form (reliability bench)
 *   RELIABILITY_PORT=3400       port of the reliability bench's own server
 *   RELIABILITY_FORMS=cumple,course  only these forms (default: all five)
 *   SERVER_SECONDS=8, SERVER_ROUNDS=3  length of each load run and interleaved rounds (server bench)
 */
const selected = new Set((process.env.BENCH ?? 'pipeline,shapes,workbook,startup,bytes,locator,reliability,server,lighthouse').split(','));
const sizes = (process.env.BENCH_ROWS ?? '100000,1000000').split(',').map(Number);
const rounds = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? '1')) || 1);
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

const sections: string[] = [];
const json: Record<string, unknown> = {};

if (selected.has('pipeline')) {
  const { results, notes } = await benchPipeline(sizes, rounds);
  json.pipeline = { results, notes };
  const lines = [
    '## Pipeline: collection-points build vs Miller `mlr --icsv --ojson cat`',
    '',
    `\`npm run pipeline -- build\` as maintainers run it (one thread, heap capped at 192 MB), beside the pipeline's own CSV reader and JSON writer alone, with no cleaning (tools/bench/read-write.ts). ${rounds > 1 ? `${rounds} interleaved rounds: each time is the median round's, each peak the highest; each round's pipeline / mlr ratio in brackets.` : 'One round.'}`,
    '',
    row([
      'rows',
      'CSV MB',
      'pipeline s',
      'peak MB',
      'mlr s',
      'mlr peak MB',
      'ratio (pipeline / mlr)',
      'reader + writer alone s',
      'ratio (reader + writer / mlr)',
    ]),
    row(['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...results.map((r) =>
      row([
        r.rows.toLocaleString('en-US'),
        fmt(r.megabytes),
        fmt(r.pipeline.seconds, 2),
        fmt(r.pipeline.peakMb, 0),
        r.miller ? fmt(r.miller.seconds, 2) : '—',
        r.miller ? fmt(r.miller.peakMb, 0) : '—',
        r.miller ? `${fmt(r.pipeline.seconds / r.miller.seconds, 2)}×${r.ratios.length > 1 ? ` [${r.ratios.map((x) => fmt(x, 2)).join(', ')}]` : ''}` : '—',
        fmt(r.readWrite.seconds, 2),
        r.miller ? `${fmt(r.readWrite.seconds / r.miller.seconds, 2)}×` : '—',
      ]),
    ),
  ];
  const first = results[0];
  const last = results[results.length - 1];
  if (first && last && last !== first) {
    const growth = last.pipeline.seconds / first.pipeline.seconds;
    const factor = last.rows / first.rows;
    lines.push(
      '',
      `Scaling ${first.rows.toLocaleString('en-US')} → ${last.rows.toLocaleString('en-US')} rows: time grew ${fmt(growth, 2)}× for ${fmt(factor, 0)}× the rows (${fmt(growth / factor, 2)} of linear).`,
    );
  }
  lines.push(...notes.map((note) => `\nNote: ${note}`));
  sections.push(lines.join('\n'));
}

if (selected.has('shapes')) {
  const results = await benchShapes(Math.max(1, Math.floor(Number(process.env.SHAPE_ROUNDS ?? '3')) || 1));
  json.shapes = results;
  sections.push(
    [
      '## Pipeline: exports that once cost more than their size',
      '',
      `\`npm run pipeline -- build\` (heap capped at 192 MB) on each shape beside the same rows without it, interleaved; medians of ${results[0]?.rounds ?? 0} rounds, highest peaks, each round's ratio in brackets. Target: at most 2× the plain file's time, and an exit code (0 written, 1 refused with a message), never a crash.`,
      '',
      row(['shape', 'file', 'MB (plain)', 'shape s', 'plain s', 'ratio', 'shape peak MB', 'plain peak MB', 'exit codes']),
      row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
      ...results.map((r) =>
        row([
          r.shape,
          r.file,
          `${fmt(r.megabytes, 2)} (${fmt(r.plainMegabytes, 2)})`,
          fmt(r.shaped.seconds, 2),
          fmt(r.plain.seconds, 2),
          `${fmt(r.shaped.seconds / r.plain.seconds, 2)}× [${r.ratios.map((x) => fmt(x, 2)).join(', ')}]`,
          fmt(r.shaped.peakMb, 0),
          fmt(r.plain.peakMb, 0),
          r.exitCodes.join(', '),
        ]),
      ),
    ].join('\n'),
  );
}

if (selected.has('workbook')) {
  const bench = await benchWorkbook(Number(process.env.WORKBOOK_ROWS ?? '10000'), Math.max(1, Number(process.env.WORKBOOK_ROUNDS ?? '3')));
  json.workbook = bench;
  const seconds = (m: { seconds: number }) => fmt(m.seconds, 2);
  sections.push(
    [
      '## Pipeline: a workbook beside the same rows as CSV',
      '',
      `\`npm run pipeline -- build\` (heap capped at 192 MB) on a collection-points \`.xlsx\` of ${bench.rows.toLocaleString('en-US')} rows (ids and coordinates as numbers) and on the same rows as CSV, interleaved; medians of ${bench.rounds} rounds, highest peaks, each round's ratio in brackets. Target: the workbook in at most 5 s and within the heap (exit 0). A workbook of ${bench.largeRows.toLocaleString('en-US')} rows is read or refused with a message naming the limit (exit 1), never a crash.`,
      '',
      row(['input', 'MB', 'seconds', 'peak MB', 'exit code']),
      row(['---', '---:', '---:', '---:', '---:']),
      row([
        `workbook, ${bench.rows.toLocaleString('en-US')} rows`,
        fmt(bench.workbookMegabytes, 2),
        seconds(bench.workbook),
        fmt(bench.workbook.peakMb, 0),
        String(bench.workbook.exitCode),
      ]),
      row([`CSV, same rows`, fmt(bench.csvMegabytes, 2), seconds(bench.csv), fmt(bench.csv.peakMb, 0), String(bench.csv.exitCode)]),
      row([`workbook, ${bench.largeRows.toLocaleString('en-US')} rows`, '', seconds(bench.large), fmt(bench.large.peakMb, 0), String(bench.large.exitCode)]),
      '',
      `Workbook / CSV: ${fmt(bench.workbook.seconds / bench.csv.seconds, 2)}× [${bench.ratios.map((x) => fmt(x, 2)).join(', ')}].`,
    ].join('\n'),
  );
}

if (selected.has('startup')) {
  const bench = await benchStartup();
  json.startup = bench;
  const ms = (m: { seconds: number }) => fmt(m.seconds * 1000, 0);
  sections.push(
    [
      '## Pipeline start-up: `npm run pipeline -- --help`',
      '',
      `Every caller runs the CLI the same way (Node with tsx's loader on pipeline/cli.ts, pipeline/spawn.ts). Peers in the same run: Node with no code, and the same CLI bundled once by esbuild (what a build step before each run would save). Medians of ${bench.runs} interleaved runs after a warm-up. Target: under a second, well below a build of the sample data.`,
      '',
      row(['command', 'median ms', 'peak MB', 'ratio to Node']),
      row(['---', '---:', '---:', '---:']),
      row(['pipeline (tsx)', ms(bench.pipeline), fmt(bench.pipeline.peakMb, 0), `${fmt(bench.pipeline.seconds / bench.node.seconds, 1)}×`]),
      row(['same CLI, esbuild bundle', ms(bench.bundled), fmt(bench.bundled.peakMb, 0), `${fmt(bench.bundled.seconds / bench.node.seconds, 1)}×`]),
      row(['node -e ""', ms(bench.node), fmt(bench.node.peakMb, 0), '1.0×']),
    ].join('\n'),
  );
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
      row(['route', 'JS KB', 'CSS KB', 'HTML KB', 'JS + CSS KB', 'modules']),
      row(['---', '---:', '---:', '---:', '---:', '---:']),
      ...rows.map((r) => row([r.route, kb(r.js), kb(r.css), kb(r.html), kb(r.js + r.css), String(r.modules)])),
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
      'Search and render (one page of the list, as the locator shows it) per keystroke; peer: a plain `filter` with `toLowerCase().includes` over the raw strings (no accent folding). Target ≤ 16 ms at 100,000 points.',
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

if (selected.has('reliability')) {
  const bench = await benchReliability({
    root: resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client'),
    port: Number(process.env.RELIABILITY_PORT ?? 3400),
    submissions: Number(process.env.RELIABILITY_SUBMISSIONS ?? 100),
    failRate: 0.2,
    ...(process.env.RELIABILITY_FORMS ? { forms: process.env.RELIABILITY_FORMS.split(',') } : {}),
  });
  json.reliability = bench;
  const verdict = bench.pass ? 'PASS' : 'FAIL';
  sections.push(
    [
      `## Form reliability: ${bench.submissions} submissions per form, ${Math.round(bench.failRate * 100)} % of inbox answers failing (${bench.browser}) — ${verdict}`,
      '',
      'The real pages in Chromium; on the Spanish failure message the visitor sends again. Target: every intended submission stored exactly once, every answer kept after a failure.',
      '',
      row([
        'form',
        'intended',
        'attempts',
        'injected failures',
        'failure messages',
        'stored',
        'duplicates',
        'missing',
        'unexpected',
        'data lost after failure',
        'page/answer mismatches',
        's',
        'result',
      ]),
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
      ...bench.forms.map((f) =>
        row([
          f.form,
          String(f.intended),
          String(f.attempts),
          String(f.injectedFailures),
          String(f.failureMessages),
          String(f.stored),
          String(f.duplicates),
          String(f.missing),
          String(f.unexpected),
          String(f.keptDataViolations),
          String(f.uiMismatches),
          fmt(f.seconds, 0),
          f.pass ? 'PASS' : 'FAIL',
        ]),
      ),
      ...bench.forms.flatMap((f) => f.problems.map((p) => `\nProblem (${f.form}): ${p}`)),
      ...bench.notes.map((note) => `\nNote: ${note}`),
    ].join('\n'),
  );
}

if (selected.has('server')) {
  const bench = await benchServer({
    root: resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client'),
    seconds: Number(process.env.SERVER_SECONDS ?? 8),
    rounds: Math.max(1, Math.floor(Number(process.env.SERVER_ROUNDS ?? 3)) || 1),
  });
  json.server = bench;
  const kb = (n: number) => fmt(n / 1024, 1);
  sections.push(
    [
      `## Local server vs http-server: ${bench.connections} connections, ${bench.rounds} interleaved rounds of ${bench.seconds} s (medians)`,
      '',
      "autocannon against `npm start`'s server and http-server (`-s`; `-b -g` serves the same precompressed copies) on the same built site, each in its own process. Target: ours / peer ≥ 1.0× requests/s on the static rows.",
      '',
      row([
        'request',
        'ours req/s',
        'ours p99 ms',
        'ours KB/response (with headers)',
        'peer',
        'peer req/s',
        'peer p99 ms',
        'peer KB/response',
        'ratio req/s (ours / peer)',
      ]),
      row(['---', '---:', '---:', '---:', '---', '---:', '---:', '---:', '---:']),
      ...bench.rows.map((r) =>
        row([
          r.label,
          fmt(r.ours.requestsPerSecond, 0),
          fmt(r.ours.p99Ms, 0),
          kb(r.ours.bytesPerResponse),
          r.peerLabel ?? '—',
          r.peer ? fmt(r.peer.requestsPerSecond, 0) : '—',
          r.peer ? fmt(r.peer.p99Ms, 0) : '—',
          r.peer ? kb(r.peer.bytesPerResponse) : '—',
          r.peer
            ? `${fmt(r.ours.requestsPerSecond / r.peer.requestsPerSecond, 2)}×${r.ratios.length > 1 ? ` [${r.ratios.map((x) => fmt(x, 2)).join(', ')}]` : ''}`
            : '—',
        ]),
      ),
      ...bench.notes.map((note) => `\nNote: ${note}`),
    ].join('\n'),
  );
}

if (selected.has('lighthouse')) {
  const bench = await benchLighthouse({
    root: resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client'),
    runs: Number(process.env.LH_RUNS ?? DEFAULT_LIGHTHOUSE_RUNS),
    appliedRuns: Number(process.env.LH_APPLIED_RUNS ?? DEFAULT_APPLIED_RUNS),
    settleSeconds: Number(process.env.LH_SETTLE ?? 180),
    port: Number(process.env.LH_PORT ?? 0),
    routes: routesFromEnv(process.env.LH_ROUTES),
    saveDir: 'bench-results/lighthouse',
    ...(process.env.LH_BASELINE ? { baseline: baselineFromEnv(process.env.LH_BASELINE) } : {}),
  });
  json.lighthouse = lighthouseJson(bench);
  sections.push(lighthouseMarkdown(bench));
}

/** `LH_BASELINE=.bench/base/dist/client:before` → the folder and what the table calls it. */
function baselineFromEnv(value: string): { root: string; label: string } {
  const [root = value, label = 'baseline'] = value.split(':');
  return { root: resolve(root), label };
}

const text = sections.join('\n\n');
console.log(text);
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/report.md', `${text}\n`);
await writeFile('bench-results/report.json', `${JSON.stringify(json, null, 2)}\n`);
