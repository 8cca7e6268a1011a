import { describe, expect, it } from 'vitest';
import {
  appliedFailures,
  exemptionsFor,
  failedCategories,
  failingAudits,
  LIGHTHOUSE_ROUTES,
  type LighthouseBench,
  lighthouseJson,
  lighthouseMarkdown,
  medianIndex,
  routesFromEnv,
  targetsFor,
} from './lighthouse-report.ts';

type Lhr = Parameters<typeof failingAudits>[0];

function lhr(
  categories: Record<string, { id: string; weight: number }[]>,
  audits: Record<string, { score: number | null; title?: string; displayValue?: string }>,
): Lhr {
  return {
    categories: Object.fromEntries(Object.entries(categories).map(([id, auditRefs]) => [id, { id, title: id, score: 1, auditRefs }])),
    audits: Object.fromEntries(
      Object.entries(audits).map(([id, a]) => [
        id,
        { id, title: a.title ?? id, description: '', score: a.score, scoreDisplayMode: 'binary', ...(a.displayValue ? { displayValue: a.displayValue } : {}) },
      ]),
    ),
  } as unknown as Lhr;
}

describe('targets', () => {
  it('asks 100 everywhere under simulated throttling but 99 on hydrated pages, 97 on map routes and 95 for SEO', () => {
    expect(targetsFor({ label: 'x', path: '/rodolfa' })).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 95 });
    expect(targetsFor({ label: 'x', path: '/cumple', react: true }).performance).toBe(99);
    expect(targetsFor({ label: 'x', path: '/teleton25', map: true, react: true }).performance).toBe(97);
  });

  it('asks 100, FCP ≤ 1.0 s and LCP ≤ 1.5 s of every route under applied throttling', () => {
    expect(appliedFailures({ performance: 100, fcpMs: 800, lcpMs: 1500 })).toEqual([]);
    expect(appliedFailures({ performance: 99, fcpMs: 1001, lcpMs: 2460 })).toEqual(['performance', 'FCP', 'LCP']);
    expect(appliedFailures({ performance: null, fcpMs: null, lcpMs: null })).toEqual(['performance', 'FCP', 'LCP']);
  });

  it('measures one route per template with applied throttling, and marks the hydrated routes', () => {
    expect(LIGHTHOUSE_ROUTES.filter((r) => r.sameTemplate).map((r) => r.path)).toEqual(['/teleton25']);
    expect(LIGHTHOUSE_ROUTES.filter((r) => r.react && !r.map).map((r) => r.path)).toEqual([
      '/juegos',
      '/cumple',
      '/newsletter',
      '/dia-del-nino',
      '/taller-de-ciencias',
      '/mascotas',
    ]);
  });

  it('covers one URL per route type, the map routes and the 404', () => {
    const paths = LIGHTHOUSE_ROUTES.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/teleton25', '/puntos-de-reciclaje', '/cumple', '/newsletter', '/mascotas']));
    expect(LIGHTHOUSE_ROUTES.filter((r) => r.map).map((r) => r.path)).toEqual(['/', '/teleton25', '/puntos-de-reciclaje']);
    expect(LIGHTHOUSE_ROUTES.filter((r) => r.notFound)).toHaveLength(1);
  });

  it('fails categories below target, a missing score, and never an exempt one', () => {
    const targets = targetsFor({ label: 'x', path: '/nada', notFound: true });
    const scores = { performance: 99, accessibility: 100, 'best-practices': null, seo: 40 };
    expect(failedCategories(scores, targets)).toEqual(['performance', 'best-practices', 'seo']);
    expect(failedCategories(scores, targets, { seo: 'noindex' })).toEqual(['performance', 'best-practices']);
  });
});

describe('not-found exemptions', () => {
  const url = 'http://localhost:3300/ruta-que-no-existe';
  const notFound = { label: 'not found', path: '/ruta-que-no-existe', notFound: true };
  const withConsole = (items: unknown[], extraLost = false) =>
    ({
      finalDisplayedUrl: url,
      categories: {
        'best-practices': {
          auditRefs: [
            { id: 'errors-in-console', weight: 1 },
            { id: 'image-aspect-ratio', weight: 1 },
          ],
        },
      },
      audits: {
        'errors-in-console': { id: 'errors-in-console', score: items.length ? 0 : 1, details: { items } },
        'image-aspect-ratio': { id: 'image-aspect-ratio', score: extraLost ? 0 : 1 },
      },
    }) as unknown as Parameters<typeof exemptionsFor>[1];
  const own404 = { source: 'network', description: 'Failed to load resource: the server responded with a status of 404 (Not Found)', sourceLocation: { url } };

  it('exempts SEO on the not-found page only', () => {
    expect(exemptionsFor({ label: 'x', path: '/cumple' }, withConsole([own404]))).toEqual({});
    expect(Object.keys(exemptionsFor(notFound, withConsole([])))).toEqual(['seo']);
  });

  it("exempts best practices when the one fault is the page's own 404 status in the console", () => {
    expect(Object.keys(exemptionsFor(notFound, withConsole([own404])))).toEqual(['seo', 'best-practices']);
  });

  it('keeps best practices when anything else went wrong', () => {
    const other = { source: 'network', description: 'Failed to load resource: 404', sourceLocation: { url: 'http://localhost:3300/favicon.ico' } };
    expect(Object.keys(exemptionsFor(notFound, withConsole([own404, other])))).toEqual(['seo']);
    expect(Object.keys(exemptionsFor(notFound, withConsole([own404], true)))).toEqual(['seo']);
  });
});

describe('a page noindex on purpose', () => {
  const thanks = { label: 'thank-you', path: '/mascotas-gracias', noindex: true };
  const withSeo = (lost: string[]) =>
    ({
      finalDisplayedUrl: 'http://localhost:3300/mascotas-gracias',
      categories: { seo: { auditRefs: ['is-crawlable', 'document-title', 'meta-description'].map((id) => ({ id, weight: 1 })) } },
      audits: Object.fromEntries(['is-crawlable', 'document-title', 'meta-description'].map((id) => [id, { id, score: lost.includes(id) ? 0 : 1 }])),
    }) as unknown as Parameters<typeof exemptionsFor>[1];

  it('has its SEO score exempt when the noindex is all it lost', () => {
    expect(Object.keys(exemptionsFor(thanks, withSeo(['is-crawlable'])))).toEqual(['seo']);
  });

  it('keeps its SEO target when it lost anything else, or nothing', () => {
    expect(exemptionsFor(thanks, withSeo(['is-crawlable', 'meta-description']))).toEqual({});
    expect(exemptionsFor(thanks, withSeo([]))).toEqual({});
  });

  it('is the thank-you page, and no indexable page', () => {
    expect(LIGHTHOUSE_ROUTES.filter((route) => route.noindex).map((route) => route.path)).toEqual(['/mascotas-gracias']);
  });
});

describe('median run', () => {
  it('picks the run with the median score, the lower middle for an even count', () => {
    expect(medianIndex([90, 100, 95])).toBe(2);
    expect(medianIndex([97])).toBe(0);
    expect(medianIndex([99, 90, 100, 95])).toBe(3);
    expect(medianIndex([null, 80, 90])).toBe(1);
  });
});

describe('failing audits', () => {
  it('lists weighted audits below 1, and performance metrics below 0.9 with their value', () => {
    const result = lhr(
      {
        performance: [
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'some-insight', weight: 0 },
        ],
        accessibility: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
        ],
        'best-practices': [{ id: 'errors-in-console', weight: 1 }],
        seo: [{ id: 'is-crawlable', weight: 4 }],
      },
      {
        'first-contentful-paint': { score: 0.81, title: 'First Contentful Paint', displayValue: '2.1 s' },
        'total-blocking-time': { score: 0.95 },
        'some-insight': { score: 0 },
        'color-contrast': { score: 0, title: 'Contrast' },
        'image-alt': { score: null },
        'errors-in-console': { score: 1 },
        'is-crawlable': { score: 0 },
      },
    );
    expect(failingAudits(result)).toEqual([
      { id: 'first-contentful-paint', category: 'performance', title: 'First Contentful Paint', score: 0.81, displayValue: '2.1 s' },
      { id: 'color-contrast', category: 'accessibility', title: 'Contrast', score: 0 },
      { id: 'is-crawlable', category: 'seo', title: 'is-crawlable', score: 0 },
    ]);
  });
});

describe('LH_ROUTES', () => {
  it('keeps the known routes named and adds unknown paths', () => {
    expect(routesFromEnv(undefined)).toBe(LIGHTHOUSE_ROUTES);
    const routes = routesFromEnv('/teleton25, /taller');
    expect(routes.map((r) => [r.path, r.map ?? false])).toEqual([
      ['/teleton25', true],
      ['/taller', false],
    ]);
  });
});

describe('report', () => {
  const bench: LighthouseBench = {
    lighthouseVersion: '13.5.0',
    browser: 'HeadlessChrome/156.0.0.0',
    runs: 3,
    appliedRuns: 3,
    benchmarkIndex: [1500, 1600],
    settle: { threshold: 2, loadAtStart: 6, loadAtEnd: 1.9, waitedSeconds: 40, quiet: true },
    loadBefore: [1, 2, 3],
    loadAfter: [1.5, 2, 3],
    seconds: 120,
    rows: [
      {
        label: 'birthday',
        path: '/cumple',
        scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
        performanceRuns: [96, 97, 99],
        targets: targetsFor({ label: 'birthday', path: '/cumple', react: true }),
        exempt: {},
        failed: ['performance'],
        failing: [
          { id: 'total-blocking-time', category: 'performance', title: 'Total Blocking Time', score: 0.6, displayValue: '400 ms' },
          { id: 'color-contrast', category: 'accessibility', title: 'Contrast', score: 0 },
        ],
        warnings: [],
        fcpMs: 1450,
        lcpMs: 2100,
        tbtMs: 120,
        fcpTargetMs: null,
        scriptKb: 95.2,
        applied: { performanceRuns: [97, 98, 99], performance: 98, fcpMs: 760, lcpMs: 2460, tbtMs: 150, failed: ['performance', 'LCP'] },
      },
      {
        label: 'not found (404)',
        path: '/nada',
        scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 62 },
        performanceRuns: [100],
        targets: targetsFor({ label: 'x', path: '/nada', notFound: true }),
        exempt: { seo: 'noindex' },
        failed: [],
        failing: [{ id: 'is-crawlable', category: 'seo', title: 'Page is blocked from indexing', score: 0 }],
        warnings: [],
        fcpMs: 800,
        lcpMs: 800,
        tbtMs: 0,
        fcpTargetMs: 1000,
        scriptKb: 0,
        applied: { performanceRuns: [100, 100, 100], performance: 100, fcpMs: 700, lcpMs: 700, tbtMs: 0, failed: [] },
      },
    ],
  };

  it('prints a table with the runs, exemptions and a note per failing route', () => {
    const text = lighthouseMarkdown(bench);
    expect(text).toContain('FAIL on 1 of 2 routes');
    expect(text).toContain(
      '| `/cumple` | birthday | **97** (< 99) [96, 97, 99] | 1.45 s | 2.10 s | **98** [97, 98, 99] | 0.76 s | **2.46 s** | 150 ms | 95.2 | 100 | 100 | 100 | FAIL (performance, applied performance, applied LCP) |',
    );
    expect(text).toContain('| 0.80 s | 0.80 s | 100 [100, 100, 100] | 0.70 s | 0.70 s | 0 ms | 0.0 | 100 | 100 | 62 (exempt: noindex) | PASS |');
    expect(text).toContain('Note: `/cumple` — Total Blocking Time (400 ms) [`total-blocking-time`].');
    expect(text).not.toContain('Note: `/nada`');
  });

  it('puts another build measured in the same run beside this one, route by route', () => {
    const before = bench.rows.map((r) => ({ ...r, scores: { ...r.scores, performance: 98 }, fcpMs: 1600, scriptKb: 96 }));
    const text = lighthouseMarkdown({ ...bench, baseline: { label: 'antes', rows: before } });
    expect(text).toContain('### Side by side with antes, in the same run');
    expect(text).toContain('| `/cumple` | 98 → 97 | 1.60 s → 1.45 s | 96.0 → 95.2 |');
    expect(lighthouseMarkdown(bench)).not.toContain('Side by side');
  });

  it('says in the conditions how long the bench waited for a quiet machine, and nothing when it did not wait', () => {
    expect(lighthouseMarkdown(bench)).toContain('Conditions: waited 40 s for the 1-minute load average to fall below 2 (6.00 → 1.90); 120 s in all;');
    expect(lighthouseMarkdown({ ...bench, settle: null })).toContain('Conditions: 120 s in all;');
  });

  it('keeps the failing audit ids per route in the JSON', () => {
    const json = lighthouseJson(bench);
    expect(json.pass).toBe(false);
    expect(json.rows.map((r) => [r.path, r.pass, r.failingAudits])).toEqual([
      ['/cumple', false, ['total-blocking-time', 'color-contrast']],
      ['/nada', true, ['is-crawlable']],
    ]);
  });
});
