import type { Result } from 'lighthouse';
import { describeQuietWait, type QuietWait } from './quiet.ts';

/**
 * Targets, scores and the report of the Lighthouse bench (tools/bench/lighthouse.ts runs it);
 * no browser here, so the logic is unit-tested on its own.
 */

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export const CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface LighthouseRoute {
  /** What the route stands for in the table. */
  label: string;
  path: string;
  /** The route shows the map (MapLibre and the locator): performance target 97 instead of 100, and no FCP target, under simulated throttling. */
  map?: boolean;
  /** The page hydrates React (its `renderMode` is SSR): performance target 99 and no FCP target under simulated throttling (see {@link SIMULATED_REASON}). */
  react?: boolean;
  /** Another route of the same template is measured with applied throttling; this one only with simulated. */
  sameTemplate?: boolean;
  /** A not-found page: noindex on purpose, so the SEO score is not a target. */
  notFound?: boolean;
  /** A page kept out of search engines on purpose (the thank-you page): its SEO score may lose `is-crawlable`, and nothing else. */
  noindex?: boolean;
}

/** One URL per route type (see site/e2e/helpers/route-cases.ts for every route). */
export const LIGHTHOUSE_ROUTES: readonly LighthouseRoute[] = [
  { label: 'telethon (map)', path: '/', map: true, react: true },
  { label: 'telethon (map)', path: '/teleton25', map: true, react: true, sameTemplate: true },
  { label: 'collection-point directory', path: '/puntos-de-reciclaje', map: true, react: true },
  { label: 'academy', path: '/academia-solar' },
  { label: 'course chooser', path: '/cursos' },
  { label: 'games list', path: '/juegos', react: true },
  { label: 'games and stories', path: '/luna-de-juegos' },
  { label: 'character story', path: '/rodolfa' },
  { label: 'birthday', path: '/cumple', react: true },
  { label: 'newsletter form', path: '/newsletter', react: true },
  { label: "children's day form", path: '/dia-del-nino', react: true },
  { label: 'legal', path: '/bases-legales' },
  { label: 'privacy', path: '/privacidad' },
  { label: 'festival', path: '/kidzapalooza' },
  { label: 'workshops list', path: '/taller' },
  { label: 'workshop', path: '/taller-de-ciencias', react: true },
  { label: 'pet event', path: '/mascotas', react: true },
  { label: 'dog list', path: '/listamascotas' },
  { label: 'dog page', path: '/listamascotas/kuyen' },
  { label: 'thank-you', path: '/mascotas-gracias', noindex: true },
  { label: 'not found (404)', path: '/ruta-que-no-existe', notFound: true },
];

export type Targets = Record<Category, number>;

/** First Contentful Paint target, in milliseconds: every route under applied throttling, the routes without React under simulated throttling. */
export const FCP_TARGET_MS = 1000;

/** Largest Contentful Paint target under applied throttling, in milliseconds, every route. */
export const LCP_TARGET_MS = 1500;

/**
 * Why the hydrated routes have lower targets under simulated throttling, and only there:
 * Lighthouse's simulation replays the page's requests on a model of a slow network, and on the
 * local server the module scripts finish before the first paint, so the model counts them as
 * blocking it. Applied throttling (the browser's own network throttling and CPU slowdown, a real
 * paint) shows what a phone sees; its targets are the same for every route.
 */
export const SIMULATED_REASON =
  "under simulated throttling, Lighthouse's model counts the module scripts that finished before the first paint on the local server as blocking it: 99 on the hydrated pages and 97 on the map routes (MapLibre), no FCP target on either; applied throttling measures the real paint, with 100, FCP ≤ 1.0 s and LCP ≤ 1.5 s on every route";

/** The targets of a route under simulated throttling, scores 0–100. */
export function targetsFor(route: LighthouseRoute): Targets {
  return {
    performance: route.map ? 97 : route.react ? 99 : 100,
    accessibility: 100,
    'best-practices': 100,
    seo: 95,
  };
}

/** What one route gave under applied throttling: the median run by performance score. */
export interface AppliedRun {
  /** Performance score of every run, in run order. */
  performanceRuns: (number | null)[];
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** What did not meet its target: `performance`, `FCP`, `LCP`. */
  failed: string[];
}

/** The misses of an applied run against its targets (performance 100, FCP ≤ 1.0 s, LCP ≤ 1.5 s). */
export function appliedFailures(run: Pick<AppliedRun, 'performance' | 'fcpMs' | 'lcpMs'>): string[] {
  return [
    ...(run.performance === null || run.performance < 100 ? ['performance'] : []),
    ...(run.fcpMs === null || run.fcpMs > FCP_TARGET_MS ? ['FCP'] : []),
    ...(run.lcpMs === null || run.lcpMs > LCP_TARGET_MS ? ['LCP'] : []),
  ];
}

/** Why a category's score does not count on a route, by category. */
export type Exemptions = Partial<Record<Category, string>>;

type ConsoleItem = { source?: string; description?: string; sourceLocation?: { url?: string } };

/** The audits of a category that count towards its score and were not passed in full. */
function lostAudits(lhr: Pick<Result, 'audits' | 'categories'>, category: Category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1);
}

/**
 * The categories a page cannot pass by design. A not-found page: SEO, because the page is
 * noindex and answers 404; best practices only when its one lost audit is the browser logging
 * the document's own 404 status ("Failed to load resource") and nothing else. A page noindex on
 * purpose: SEO, only when the one audit it lost is `is-crawlable` (the noindex itself).
 */
export function exemptionsFor(route: LighthouseRoute, lhr: Pick<Result, 'audits' | 'categories' | 'finalDisplayedUrl'>): Exemptions {
  if (route.noindex) {
    const lost = lostAudits(lhr, 'seo');
    return lost.length === 1 && lost[0]?.id === 'is-crawlable' ? { seo: 'noindex on purpose, and is-crawlable the only audit lost' } : {};
  }
  if (!route.notFound) return {};
  const exempt: Exemptions = { seo: 'noindex and status 404 on purpose' };
  const lost = lostAudits(lhr, 'best-practices');
  const items = ((lhr.audits['errors-in-console']?.details as { items?: ConsoleItem[] } | undefined)?.items ?? []) as ConsoleItem[];
  const ownStatus = (item: ConsoleItem) =>
    item.source === 'network' && item.sourceLocation?.url === lhr.finalDisplayedUrl && /\b404\b/.test(item.description ?? '');
  if (lost.length === 1 && lost[0]?.id === 'errors-in-console' && items.length > 0 && items.every(ownStatus)) {
    exempt['best-practices'] = "the only console error is the browser logging the page's own 404 status";
  }
  return exempt;
}

export interface FailingAudit {
  id: string;
  category: Category;
  title: string;
  /** 0–1; null for audits without a score. */
  score: number | null;
  displayValue?: string;
}

export interface LighthouseRow {
  label: string;
  path: string;
  /** Scores 0–100 of the median run; null when a category could not be scored. */
  scores: Record<Category, number | null>;
  /** Performance score of every run, in run order. */
  performanceRuns: (number | null)[];
  targets: Targets;
  /** Categories whose score does not count here, with the reason. */
  exempt: Exemptions;
  /** Categories below their target (exempt ones never). */
  failed: Category[];
  /** Audits of the median run that count toward a score and did not pass. */
  failing: FailingAudit[];
  /** Warnings Lighthouse attached to the median run (e.g. the page did not settle). */
  warnings: string[];
  /** First Contentful Paint of the median run, ms (simulated phone). */
  fcpMs: number | null;
  /** Largest Contentful Paint of the median run, ms (simulated phone). */
  lcpMs: number | null;
  /** Total Blocking Time of the median run, ms (simulated phone). */
  tbtMs: number | null;
  /** The same route under applied throttling; absent when another route of its template stands for it. */
  applied?: AppliedRun;
  /** The FCP target of the route (FCP_TARGET_MS), or null for a map route. */
  fcpTargetMs: number | null;
  /** JavaScript the median run transferred, KB. */
  scriptKb: number | null;
}

/** A row's FCP above its target. */
export const fcpFailed = (row: Pick<LighthouseRow, 'fcpMs' | 'fcpTargetMs'>) => row.fcpTargetMs !== null && (row.fcpMs === null || row.fcpMs > row.fcpTargetMs);

/** A row's applied-throttling run missed a target. */
const appliedFailed = (row: Pick<LighthouseRow, 'applied'>) => (row.applied?.failed.length ?? 0) > 0;

/** A row that meets every target: its categories, its simulated FCP, and its applied run. */
export const rowPasses = (row: LighthouseRow) => row.failed.length === 0 && !fcpFailed(row) && !appliedFailed(row);

const metric = (lhr: Pick<Result, 'audits'>, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? Math.round(value) : null;
};

/** The paint metrics and the transferred JavaScript of a run (Lighthouse's metrics and `resource-summary`). */
export function pageWeight(lhr: Pick<Result, 'audits'>): { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; scriptKb: number | null } {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const script = items.find((item) => item.resourceType === 'script')?.transferSize;
  return {
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    scriptKb: typeof script === 'number' ? Math.round(script / 102.4) / 10 : null,
  };
}

export interface LighthouseBench {
  lighthouseVersion: string;
  browser: string;
  runs: number;
  /** Runs per route under applied throttling (0: not measured). */
  appliedRuns: number;
  /** Lighthouse's estimate of this machine's speed (1,000+ is a typical desktop). */
  benchmarkIndex: number[];
  /** How the wait for a quiet machine before the first run went; null when the bench did not wait. */
  settle: QuietWait | null;
  /** Load averages (1, 5, 15 min) before and after the runs. */
  loadBefore: number[];
  loadAfter: number[];
  seconds: number;
  rows: LighthouseRow[];
  /** The same routes on another build (LH_BASELINE), measured in the same run, run for run in turn with `rows`. */
  baseline?: { label: string; rows: LighthouseRow[] };
}

export const score100 = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null);

/** Categories whose score is below the route's target (a missing score counts as failed). */
export function failedCategories(scores: Record<Category, number | null>, targets: Targets, exempt: Exemptions = {}): Category[] {
  return CATEGORIES.filter((category) => {
    if (exempt[category] !== undefined) return false;
    const target = targets[category];
    const score = scores[category];
    return score === null || score < target;
  });
}

/** The index of the run with the median value (the lower middle for an even count); nulls sort first. */
export function medianIndex(values: readonly (number | null)[]): number {
  const order = values.map((value, index) => ({ value: value ?? -1, index })).sort((a, b) => a.value - b.value || a.index - b.index);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
}

/**
 * The audits that cost points: in each category, the scored audits with a weight that did not
 * pass. Performance metrics count as failing below 0.9 (Lighthouse's "good" threshold), with
 * their measured value; every other audit fails below 1.
 */
export function failingAudits(lhr: Pick<Result, 'categories' | 'audits'>): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    const refs = lhr.categories[category]?.auditRefs ?? [];
    for (const ref of refs) {
      if (ref.weight <= 0) continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      const threshold = category === 'performance' ? 0.9 : 1;
      if (audit.score >= threshold) continue;
      const item: FailingAudit = { id: ref.id, category, title: audit.title, score: audit.score };
      if (audit.displayValue) item.displayValue = audit.displayValue;
      out.push(item);
    }
  }
  return out;
}

/** The routes named in LH_ROUTES (comma-separated paths), or every route when it is unset. */
export function routesFromEnv(value: string | undefined): readonly LighthouseRoute[] {
  if (!value) return LIGHTHOUSE_ROUTES;
  const paths = value.split(',').map((path) => path.trim());
  const known = LIGHTHOUSE_ROUTES.filter((route) => paths.includes(route.path));
  const extra = paths.filter((path) => path && !known.some((route) => route.path === path)).map((path) => ({ label: 'other', path }));
  return [...known, ...extra];
}

const CATEGORY_NAMES: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

function cell(row: LighthouseRow, category: Category): string {
  const score = row.scores[category];
  const target = row.targets[category];
  const shown = score === null ? '—' : String(score);
  if (row.exempt[category] !== undefined) return `${shown} (exempt: ${row.exempt[category]})`;
  return row.failed.includes(category) ? `**${shown}** (< ${target})` : shown;
}

/** The markdown section of the bench report: one row per URL, then the audits to fix per failing route. */
export function lighthouseMarkdown(bench: LighthouseBench): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  const failing = bench.rows.filter((r) => !rowPasses(r));
  const index = bench.benchmarkIndex;
  const lines = [
    `## Lighthouse ${bench.lighthouseVersion} (mobile preset) in ${bench.browser} — ${failing.length === 0 ? 'PASS' : `FAIL on ${failing.length} of ${bench.rows.length} routes`}`,
    '',
    "Emulated phone against the local server, measured two ways in the same run. **Simulated**: Lighthouse's default, a model of slow 4G and 4× CPU slowdown replayed over the page's requests. " +
      `**Applied** (\`throttlingMethod: devtools\`): the browser's own network throttling with Lighthouse's mobile request latency and bandwidth and the 4× CPU slowdown, so a real network and a real paint, on one route per template. ` +
      `Median of ${bench.runs} simulated run${bench.runs === 1 ? '' : 's'}${bench.appliedRuns > 0 ? ` and ${bench.appliedRuns} applied run${bench.appliedRuns === 1 ? '' : 's'}` : ''} per URL by performance score (every run's performance score in brackets). ` +
      `Targets, applied: performance 100, FCP ≤ ${(FCP_TARGET_MS / 1000).toFixed(1)} s and LCP ≤ ${(LCP_TARGET_MS / 1000).toFixed(1)} s on every route. Simulated: 100 and FCP ≤ ${(FCP_TARGET_MS / 1000).toFixed(1)} s on the pages without React, 99 on the hydrated ones and 97 on the map routes, with no FCP target on either (${SIMULATED_REASON}). Accessibility 100, best practices 100, SEO ≥ 95. The not-found page is noindex and answers 404 on purpose: its SEO score is exempt, and so is best practices when the only fault is the browser logging that 404. The thank-you page is noindex on purpose: its SEO score is exempt when \`is-crawlable\` is the only audit it lost. JS: the JavaScript the median simulated run transferred.`,
    '',
    row([
      'route',
      'type',
      'simulated: performance',
      'FCP',
      'LCP',
      'applied: performance',
      'FCP',
      'LCP',
      'TBT',
      'JS KB',
      'accessibility',
      'best practices',
      'SEO',
      'result',
    ]),
    row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
    ...bench.rows.map((r) =>
      row([
        `\`${r.path}\``,
        r.label,
        `${cell(r, 'performance')} [${r.performanceRuns.map((s) => s ?? '—').join(', ')}]`,
        fcpCell(r),
        seconds(r.lcpMs),
        ...appliedCells(r),
        r.scriptKb === null ? '—' : r.scriptKb.toFixed(1),
        cell(r, 'accessibility'),
        cell(r, 'best-practices'),
        cell(r, 'seo'),
        resultCell(r),
      ]),
    ),
    '',
    `Conditions: ${bench.settle ? `${describeQuietWait(bench.settle)}; ` : ''}${bench.seconds.toFixed(0)} s in all; load average (1/5/15 min) ${load(bench.loadBefore)} before, ${load(bench.loadAfter)} after; ` +
      `Lighthouse benchmark index ${index.length ? `${Math.min(...index)}–${Math.max(...index)}` : 'unknown'} (a quiet desktop scores about 1,000–2,000; lower means a slower or busier machine and worse simulated performance).`,
  ];
  for (const r of failing) {
    const audits = r.failing.filter((audit) => r.failed.includes(audit.category));
    const list = audits.map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [\`${audit.id}\`]`);
    lines.push('', `Note: \`${r.path}\` — ${list.length ? list.join('; ') : 'no single audit failed; the score is the sum of small losses'}.`);
  }
  for (const r of bench.rows) for (const warning of r.warnings) lines.push('', `Warning (\`${r.path}\`): ${warning}`);
  if (bench.baseline) lines.push('', ...sideBySide(bench.rows, bench.baseline));
  return lines.join('\n');
}

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);

function fcpCell(r: LighthouseRow): string {
  return fcpFailed(r) ? `**${seconds(r.fcpMs)}** (> ${seconds(r.fcpTargetMs)})` : seconds(r.fcpMs);
}

/** The applied run's four cells: performance [runs], FCP, LCP and TBT, a missed target in bold. */
function appliedCells(r: LighthouseRow): string[] {
  const run = r.applied;
  if (!run) return ['(same template)', '', '', ''];
  const bold = (text: string, missed: boolean) => (missed ? `**${text}**` : text);
  return [
    `${bold(String(run.performance ?? '—'), run.failed.includes('performance'))} [${run.performanceRuns.map((s) => s ?? '—').join(', ')}]`,
    bold(seconds(run.fcpMs), run.failed.includes('FCP')),
    bold(seconds(run.lcpMs), run.failed.includes('LCP')),
    run.tbtMs === null ? '—' : `${run.tbtMs} ms`,
  ];
}

function resultCell(r: LighthouseRow): string {
  const failed = [...r.failed.map((c) => CATEGORY_NAMES[c]), ...(fcpFailed(r) ? ['FCP'] : []), ...(r.applied?.failed ?? []).map((what) => `applied ${what}`)];
  return failed.length === 0 ? 'PASS' : `FAIL (${failed.join(', ')})`;
}

/** The routes measured on both builds, one line each: performance, FCP and JavaScript before and now. */
function sideBySide(rows: readonly LighthouseRow[], baseline: { label: string; rows: readonly LighthouseRow[] }): string[] {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const kb = (value: number | null) => (value === null ? '—' : value.toFixed(1));
  const lines = [
    `### Side by side with ${baseline.label}, in the same run`,
    '',
    row(['route', `performance (${baseline.label} → now)`, 'FCP', 'JS KB']),
    row(['---', '---:', '---:', '---:']),
  ];
  for (const now of rows) {
    const before = baseline.rows.find((r) => r.path === now.path);
    if (!before) continue;
    lines.push(
      row([
        `\`${now.path}\``,
        `${before.scores.performance ?? '—'} → ${now.scores.performance ?? '—'}`,
        `${seconds(before.fcpMs)} → ${seconds(now.fcpMs)}`,
        `${kb(before.scriptKb)} → ${kb(now.scriptKb)}`,
      ]),
    );
  }
  return lines;
}

/** What the JSON report keeps: scores, targets and the ids of the audits that did not pass. */
export function lighthouseJson(bench: LighthouseBench) {
  return {
    lighthouseVersion: bench.lighthouseVersion,
    browser: bench.browser,
    runs: bench.runs,
    appliedRuns: bench.appliedRuns,
    seconds: bench.seconds,
    benchmarkIndex: bench.benchmarkIndex,
    settle: bench.settle,
    loadBefore: bench.loadBefore,
    loadAfter: bench.loadAfter,
    pass: bench.rows.every(rowPasses),
    rows: bench.rows.map((r) => ({
      path: r.path,
      label: r.label,
      scores: r.scores,
      performanceRuns: r.performanceRuns,
      targets: r.targets,
      pass: rowPasses(r),
      failed: r.failed,
      failingAudits: r.failing.map((audit) => audit.id),
      failing: r.failing,
      warnings: r.warnings,
      fcpMs: r.fcpMs,
      lcpMs: r.lcpMs,
      tbtMs: r.tbtMs,
      scriptKb: r.scriptKb,
      ...(r.applied ? { applied: r.applied } : {}),
    })),
    ...(bench.baseline
      ? {
          baseline: {
            label: bench.baseline.label,
            rows: bench.baseline.rows.map((r) => ({
              path: r.path,
              scores: r.scores,
              performanceRuns: r.performanceRuns,
              fcpMs: r.fcpMs,
              scriptKb: r.scriptKb,
            })),
          },
        }
      : {}),
  };
}
