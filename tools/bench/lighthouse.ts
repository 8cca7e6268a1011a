import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startServer } from '../../server/app.ts';
import {
  type AppliedRun,
  appliedFailures,
  CATEGORIES,
  type Category,
  exemptionsFor,
  FCP_TARGET_MS,
  failedCategories,
  failingAudits,
  LIGHTHOUSE_ROUTES,
  type LighthouseBench,
  type LighthouseRoute,
  type LighthouseRow,
  medianIndex,
  pageWeight,
  score100,
  targetsFor,
} from './lighthouse-report.ts';
import { describeQuietWait, waitForQuiet } from './quiet.ts';

export { LIGHTHOUSE_ROUTES, lighthouseJson, lighthouseMarkdown, routesFromEnv } from './lighthouse-report.ts';

/**
 * Lighthouse (mobile preset: emulated phone, slow 4G and 4× CPU slowdown) on one URL per route
 * type of the built site, served by the same local server `npm start` runs, in Debian's
 * Chromium, two ways: simulated throttling (Lighthouse's default model) and applied throttling
 * (`throttlingMethod: 'devtools'`: the browser throttles the network and the CPU for real, with
 * the same mobile settings), the latter on one route per template. Each URL runs several times
 * (LH_RUNS and LH_APPLIED_RUNS in `npm run bench`); the run with the median performance score is
 * the one reported. CHROME_PATH overrides the browser (default /usr/bin/chromium); nothing is
 * ever downloaded.
 */

/** Runs per URL unless told: Lighthouse's notes on variability find the median of five runs about half as variable as one run. */
export const DEFAULT_LIGHTHOUSE_RUNS = 5;

/** Applied-throttling runs per route unless told: each waits out a real slow network, so fewer. */
export const DEFAULT_APPLIED_RUNS = 3;

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'];

const slugOf = (path: string) => path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'index';

export interface LighthouseOptions {
  /** Folder of the built site (dist/client). */
  root: string;
  /**
   * Folder of another build to measure in the same run (LH_BASELINE, e.g. the previous commit's
   * dist/client): every run of a route on it is followed by one on `root`, so both meet the same
   * machine.
   */
  baseline?: { label: string; root: string };
  runs?: number;
  /** Runs per route under applied throttling (0: none). */
  appliedRuns?: number;
  port?: number;
  routes?: readonly LighthouseRoute[];
  /** Longest wait, in seconds, for the machine to be quiet before the first run (tools/bench/quiet.ts); 0 or absent does not wait. */
  settleSeconds?: number;
  /** Folder to write the median run's full report of each URL (`<route>.json`); none when absent. */
  saveDir?: string;
  log?: (line: string) => void;
}

export async function benchLighthouse(options: LighthouseOptions): Promise<LighthouseBench> {
  const runs = Math.max(1, options.runs ?? DEFAULT_LIGHTHOUSE_RUNS);
  const appliedRuns = Math.max(0, options.appliedRuns ?? DEFAULT_APPLIED_RUNS);
  const routes = options.routes ?? LIGHTHOUSE_ROUTES;
  const log = options.log ?? ((line: string) => console.error(line));
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const settle = options.settleSeconds ? await waitForQuiet({ limitSeconds: options.settleSeconds }) : null;
  if (settle) log(`lighthouse: ${describeQuietWait(settle)}`);
  const started = Date.now();
  const loadBefore = loadavg();

  const scratch = await mkdtemp(join(tmpdir(), 'lighthouse-bench-'));
  const serve = async (root: string, name: string, port = 0) =>
    startServer(
      { root: resolve(root), counterFile: resolve('server/data/teleton-contador.json'), inboxDir: join(scratch, `inbox-${name}`) },
      port,
      '127.0.0.1',
    );
  const sites = [{ name: 'now', ...(await serve(options.root, 'now', options.port ?? 0)) }];
  if (options.baseline) sites.unshift({ name: 'baseline', ...(await serve(options.baseline.root, 'baseline')) });
  const rowsBySite = new Map<string, LighthouseRow[]>(sites.map((site) => [site.name, []]));
  const benchmarkIndex: number[] = [];
  let lighthouseVersion = '';
  let browser = '';
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    const userDataDir = join(scratch, 'profile');
    await mkdir(userDataDir);
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent', userDataDir });
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
    if (options.saveDir) await mkdir(options.saveDir, { recursive: true });
    // The not-found page answers 404 on purpose; Lighthouse stops on error statuses unless told.
    const audit = (port: number, route: (typeof routes)[number], applied = false) => {
      const how: Flags = applied ? { ...flags, throttlingMethod: 'devtools', onlyCategories: ['performance'] } : flags;
      return lighthouse(`http://localhost:${port}${route.path}`, route.notFound ? { ...how, ignoreStatusCode: true } : how);
    };
    /** The median applied run of a route on a site (its performance score decides), or undefined when it is not measured. */
    const appliedRun = async (port: number, route: (typeof routes)[number]): Promise<AppliedRun | undefined> => {
      if (appliedRuns === 0 || route.sameTemplate) return undefined;
      const lhrs: Result[] = [];
      for (let run = 0; run < appliedRuns; run++) {
        const lhr = (await audit(port, route, true))?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse (applied) falló en ${route.path}: ${lhr?.runtimeError?.message ?? 'sin resultado'}`);
        lhrs.push(lhr);
      }
      const performanceRuns = lhrs.map((lhr) => score100(lhr.categories.performance?.score));
      const median = lhrs[medianIndex(performanceRuns)] as Result;
      const { fcpMs, lcpMs, tbtMs } = pageWeight(median);
      const measured = { performanceRuns, performance: score100(median.categories.performance?.score), fcpMs, lcpMs, tbtMs };
      return { ...measured, failed: appliedFailures(measured) };
    };
    // The first run after the browser starts pays for a cold process and cold disk caches (the
    // first route spread widest, 79-97, when measured first): one run of it is thrown away.
    const first = routes[0];
    if (first) for (const site of sites) await audit(site.port, first);
    for (const route of routes) {
      const results = new Map<string, Result[]>(sites.map((site) => [site.name, []]));
      for (let run = 0; run < runs; run++) {
        for (const site of sites) {
          const result = await audit(site.port, route);
          if (!result) throw new Error(`Lighthouse no devolvió resultado para ${route.path}`);
          const { lhr } = result;
          if (lhr.runtimeError) throw new Error(`Lighthouse falló en ${route.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          results.get(site.name)?.push(lhr);
          lighthouseVersion = lhr.lighthouseVersion;
          browser = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent;
          if (typeof lhr.environment.benchmarkIndex === 'number') benchmarkIndex.push(Math.round(lhr.environment.benchmarkIndex));
        }
      }
      for (const site of sites) {
        const siteResults = results.get(site.name) ?? [];
        const performanceRuns = siteResults.map((lhr) => score100(lhr.categories.performance?.score));
        const lhr = siteResults[medianIndex(performanceRuns)];
        if (!lhr) throw new Error(`Sin resultados para ${route.path}`);
        const scores = Object.fromEntries(CATEGORIES.map((category) => [category, score100(lhr.categories[category]?.score)])) as Record<
          Category,
          number | null
        >;
        const targets = targetsFor(route);
        const exempt = exemptionsFor(route, lhr);
        const applied = await appliedRun(site.port, route);
        const row: LighthouseRow = {
          label: route.label,
          path: route.path,
          scores,
          performanceRuns,
          targets,
          exempt,
          failed: failedCategories(scores, targets, exempt),
          failing: failingAudits(lhr),
          // A 404 page always draws Lighthouse's "status code 404" warning: expected here.
          warnings: route.notFound ? lhr.runWarnings.filter((warning) => !/Status code: 404/.test(warning)) : lhr.runWarnings,
          ...pageWeight(lhr),
          fcpTargetMs: route.map || route.react ? null : FCP_TARGET_MS,
          ...(applied ? { applied } : {}),
        };
        rowsBySite.get(site.name)?.push(row);
        log(
          `lighthouse ${site.name} ${route.path}: ${CATEGORIES.map((c) => `${c} ${scores[c] ?? '—'}`).join(', ')}, FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, JS ${row.scriptKb} KB (performance runs ${performanceRuns.join(', ')})` +
            (applied
              ? `; applied: performance ${applied.performance} [${applied.performanceRuns.join(', ')}], FCP ${applied.fcpMs} ms, LCP ${applied.lcpMs} ms, TBT ${applied.tbtMs} ms`
              : ''),
        );
        if (options.saveDir && site.name === 'now') await writeFile(join(options.saveDir, `${slugOf(route.path)}.json`), JSON.stringify(lhr));
      }
    }
  } finally {
    chrome?.kill();
    for (const site of sites) {
      const closed = new Promise<void>((done) => site.server.close(() => done()));
      site.server.closeAllConnections();
      await closed;
    }
    await rm(scratch, { recursive: true, force: true });
  }
  const rows = rowsBySite.get('now') ?? [];
  const baselineRows = rowsBySite.get('baseline');
  return {
    lighthouseVersion,
    browser,
    runs,
    appliedRuns,
    benchmarkIndex,
    settle,
    loadBefore,
    loadAfter: loadavg(),
    seconds: (Date.now() - started) / 1000,
    rows,
    ...(options.baseline && baselineRows ? { baseline: { label: options.baseline.label, rows: baselineRows } } : {}),
  };
}
