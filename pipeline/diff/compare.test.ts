import { spawnSync } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRawDir } from '../fixtures/raw.ts';
import { buildInto } from '../run.ts';
import { PIPELINE_ARGS } from '../spawn.ts';
import { compareGenerated, type DataDiff, isEmptyDiff, type PointChange } from './compare.ts';
import { diffMarkdown, diffText } from './format.ts';
import { loadGeneratedDir } from './load-generated.ts';

/**
 * A committed pair of exports, pipeline/fixtures/diff/base/ and head/, with one of each kind of
 * change; the expected terminal and Markdown output are committed beside them
 * (UPDATE_FIXTURES=1 rewrites them after an intended change).
 */
const FIXTURE = resolve('pipeline/fixtures/diff');
const temps: string[] = [];

async function buildFixture(side: 'base' | 'head'): Promise<string> {
  const { dir, raw } = await makeRawDir(`diff-${side}-`);
  temps.push(dir);
  for (const file of ['clean-points.csv', 'collection-points.csv']) await cp(join(FIXTURE, side, file), join(raw, file));
  await buildInto(raw, join(dir, 'out'));
  return join(dir, 'out');
}

let baseDir: string;
let headDir: string;
let diff: DataDiff;

beforeAll(async () => {
  [baseDir, headDir] = await Promise.all([buildFixture('base'), buildFixture('head')]);
  diff = compareGenerated(await loadGeneratedDir(baseDir), await loadGeneratedDir(headDir));
}, 180_000);

afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

const changesOf = (output: string, name: string): PointChange[] =>
  diff.datasets.find((dataset) => dataset.output === output)?.changed.find((entry) => entry.name === name)?.changes ?? [];

describe('pipeline diff on a committed pair of exports', () => {
  it('names the points added and removed, with the line of their row', () => {
    const [clean, collection] = diff.datasets;
    expect(clean?.added.map((ref) => [ref.name, ref.line])).toEqual([['Punto Limpio Arica Azapa', 2]]);
    expect(clean?.removed.map((ref) => [ref.name, ref.line])).toEqual([['Punto Limpio Arica Parque Inés de Suárez', 5]]);
    expect(collection?.added.map((ref) => ref.id)).toEqual(['8']);
    expect(collection?.removed.map((ref) => ref.id)).toEqual(['6']);
  });

  it('a point moved more than 100 m, with the distance; one whose position was lost', () => {
    expect(changesOf('clean-points.json', 'Punto Limpio Putre')).toEqual([
      { kind: 'moved', meters: 556, from: [-18.193246, -69.556147], to: [-18.198246, -69.556147] },
    ]);
    expect(changesOf('clean-points.json', 'Punto Limpio Arica')).toEqual([{ kind: 'position-lost', from: [-18.4727594, -70.299405] }]);
  });

  it('a renamed clean point is one point renamed, though its id changed with its name', () => {
    expect(changesOf('clean-points.json', 'Punto Limpio Arica Población Santa Julia Norte')).toEqual([
      { kind: 'renamed', from: 'Punto Limpio Arica Población Santa Julia', to: 'Punto Limpio Arica Población Santa Julia Norte' },
    ]);
  });

  it('phones, e-mails, hours, address and operator changes of a collection point', () => {
    expect(changesOf('collection-points.json', 'Punto Limpio Sector Norte')).toEqual([{ kind: 'phones', added: ['+56632465349'], removed: ['+56632465348'] }]);
    expect(changesOf('collection-points.json', 'Punto Limpio Parque Central')).toEqual([
      { kind: 'emails', added: ['carolina.garcia@giro.cl'], removed: ['carolinagarcia73@giro.cl'] },
    ]);
    expect(changesOf('collection-points.json', 'Reciclaje Plaza Bicentenario')).toEqual([
      { kind: 'hours', from: 'Lunes a Viernes 9:00 a 13:00 y 15:00 a 18:00', to: 'Lunes a Sábado 9:00 a 14:00' },
    ]);
    expect(changesOf('collection-points.json', 'Punto Verde Villa Esperanza')).toEqual([
      { kind: 'address', from: 'Punto Verde Villa Esperanza', to: 'Av. Esperanza 120' },
      { kind: 'operator', from: 'Cooperativa de Recicladores de Base Valdivia / ReSimple', to: 'Recicladores Unidos / ReSimple' },
    ]);
  });

  it('findings new and resolved, whatever lines they moved to', () => {
    const codes = (findings: DataDiff['findings']['added']) => findings.map((f) => `${f.file}:${f.line} ${f.field} ${f.code}`).sort();
    expect(codes(diff.findings.resolved)).toEqual(
      [
        'collection-points.csv:7 horarios schedule-incomplete',
        'collection-points.csv:8 contacto phone-error-cell',
        'collection-points.csv:8 correo email-invalid',
      ].sort(),
    );
    expect(codes(diff.findings.added)).toEqual(['clean-points.csv:6 lat,lng coordinates-missing', 'collection-points.csv:8 correo email-invalid'].sort());
    // The lost decimal of Chinchorro is restored in both exports: not new, not resolved.
    expect([...diff.findings.added, ...diff.findings.resolved].some((f) => f.code === 'decimal-restored')).toBe(false);
  });

  it('the same data kept as a workbook instead of its CSV export: no finding new or resolved, no point added or removed', async () => {
    const base = await loadGeneratedDir(baseDir);
    const asWorkbook = (file: string) => file.replace(/\.csv$/, '.xlsx');
    const head = {
      ...base,
      findings: base.findings.map((f) => ({ ...f, file: asWorkbook(f.file) })),
      collection: base.collection.map((p) => ({ ...p, source: { ...p.source, file: asWorkbook(p.source.file) } })),
      clean: base.clean.map((p) => ({ ...p, source: { ...p.source, file: asWorkbook(p.source.file) } })),
    };
    expect(isEmptyDiff(compareGenerated(base, head))).toBe(true);
  });

  it('prints the committed terminal table and Markdown', async () => {
    const text = `${diffText(diff, 'base/')}\n`;
    const markdown = diffMarkdown(diff, 'base/');
    if (process.env.UPDATE_FIXTURES) {
      await writeFile(join(FIXTURE, 'expected.txt'), text);
      await writeFile(join(FIXTURE, 'expected.md'), markdown);
    }
    expect(text).toBe(await readFile(join(FIXTURE, 'expected.txt'), 'utf8'));
    expect(markdown).toBe(await readFile(join(FIXTURE, 'expected.md'), 'utf8'));
  });

  it('two identical builds: nothing to report', async () => {
    const same = compareGenerated(await loadGeneratedDir(baseDir), await loadGeneratedDir(baseDir));
    expect(isEmptyDiff(same)).toBe(true);
    expect(diffText(same, 'base/')).toBe('Sin cambios en los datos respecto de base/.');
    expect(diffMarkdown(same, 'base/')).toContain('Sin cambios en los datos');
  });
});

describe('npm run pipeline -- diff', () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, [...PIPELINE_ARGS, 'diff', ...args], { encoding: 'utf8', timeout: 60_000 });

  it('--base DIR --json: the exports of a raw folder against a build folder', async () => {
    const { raw } = await makeRawDir('diff-cli-');
    temps.push(join(raw, '..'));
    for (const file of ['clean-points.csv', 'collection-points.csv']) await cp(join(FIXTURE, 'head', file), join(raw, file));
    const result = cli('--raw', raw, '--base', baseDir, '--json');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const json = JSON.parse(result.stdout) as DataDiff & { base: string };
    expect(json.base).toBe(`${baseDir}/`);
    expect(json.datasets.map((dataset) => dataset.changed.length)).toEqual([3, 5]);
  });

  it('--markdown, by default against the generated/ committed at HEAD', async () => {
    const { dir: repo, raw } = await makeRawDir('diff-git-');
    temps.push(repo);
    for (const file of ['clean-points.csv', 'collection-points.csv']) await cp(join(FIXTURE, 'head', file), join(raw, file));
    await cp(baseDir, join(repo, 'generated'), { recursive: true });
    const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, encoding: 'utf8' });
    git('init', '--quiet');
    git('add', 'generated');
    git('commit', '--quiet', '-m', 'base');
    const result = spawnSync(process.execPath, [...PIPELINE_ARGS, 'diff', '--raw', 'raw', '--markdown'], { cwd: repo, encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(diffMarkdown(diff, 'HEAD (generated/)'));
  });

  it('a base that is neither a folder nor a revision: a clear error, exit 1', () => {
    const result = cli('--base', 'no-such-revision-or-folder');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('error: no-such-revision-or-folder: no es una carpeta ni una revisión de git de este repositorio\n');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
