import { appendFile, cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeRawDir } from '../fixtures/raw.ts';
import { createAtomicSink } from '../io/write.ts';
import { runPipeline } from '../run.ts';
import type { CleanPoint } from '../schema/clean-point.ts';
import type { CollectionPoint } from '../schema/collection-point.ts';
import type { Report } from '../schema/report.ts';

/**
 * The corrections round trip on the committed fixtures: export A with corrections.csv gives the
 * corrected records; export B (the next month's file, where some cells changed and a row is gone)
 * reports those corrections as stale instead of applying them; a correction to a position at sea
 * is refused in both. (runs/fixtures.test.ts also holds both outputs byte for byte.)
 */
const INPUT = resolve('pipeline/fixtures/input');
const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Built {
  raw: string;
  collection: CollectionPoint[];
  clean: CleanPoint[];
  report: Report;
}

async function build(name: string, extraCorrections = ''): Promise<Built> {
  const { dir, raw } = await makeRawDir('corrections-');
  temps.push(dir);
  for (const file of await readdir(join(INPUT, name))) await cp(join(INPUT, name, file), join(raw, file));
  if (extraCorrections !== '') await appendFile(join(raw, 'corrections.csv'), extraCorrections);
  const sink = createAtomicSink(join(dir, 'out'));
  await runPipeline(raw, { sink });
  await sink.commit();
  const read = async (file: string) => JSON.parse(await readFile(join(dir, 'out', file), 'utf8'));
  return { raw, collection: await read('collection-points.json'), clean: await read('clean-points.json'), report: await read('report.json') };
}

const byId = (built: Built, id: string) => built.collection.find((point) => point.id === id);
const findings = (built: Built, code: string) => built.report.findings.filter((finding) => finding.code === code);

describe('corrections round trip', async () => {
  const a = await build('corrections-a');
  const b = await build('corrections-b');

  it('export A: each matching correction is applied with its reason as evidence', () => {
    expect(byId(a, '101')?.phones).toEqual([{ e164: '+56987654321', display: '+56 9 8765 4321' }]);
    expect(byId(a, '101')?.findings.map((f) => f.code)).toEqual(['correction-applied']);
    expect(byId(a, '102')).toMatchObject({ lat: -38.7401, lng: -72.595 });
    expect(byId(a, '105')?.emails).toEqual(['ana.soto@gmail.com']);
    expect(byId(a, '106')?.name).toBe('Punto Limpio Labranza');
    expect(a.clean[0]).toMatchObject({ id: 'cp-22c65858', address: 'Av. Caupolicán 0150' });
    expect(findings(a, 'correction-applied').map((f) => f.message)).toContain(
      'Corrección manual (corrections.csv:2): "8765 4321" → "+56 9 8765 4321"; motivo: móvil confirmado por teléfono con el operador',
    );
    expect(a.report.corrections).toEqual({ applied: 6, rejected: 2, stale: 1, omitted: 1 });
  });

  it('a correction to a position at sea is an error and is not published', () => {
    for (const built of [a, b]) {
      expect(byId(built, '103')).toMatchObject({ lat: null, lng: null });
      expect(findings(built, 'correction-rejected').map((f) => [f.line, f.field, f.severity])).toEqual([
        [4, 'lat', 'error'],
        [4, 'lng', 'error'],
      ]);
      expect(findings(built, 'correction-rejected')[0]?.message).toMatch(/^La corrección de corrections.csv:5 \("-38.9500"\) no se aplica: .*en el mar/);
    }
  });

  it('omitir leaves the row out, with its reason', () => {
    expect(byId(a, '104')).toBeUndefined();
    expect(findings(a, 'row-omitted')).toMatchObject([
      { file: 'collection-points.csv', line: 5, message: expect.stringContaining('punto de prueba del sistema del operador') },
    ]);
  });

  it('an unknown id is reported at its line of corrections.csv', () => {
    expect(findings(a, 'correction-stale')).toMatchObject([{ file: 'corrections.csv', line: 11, field: 'id', raw: '999' }]);
  });

  it('export B: cells that changed make their corrections stale, never applied to the new value', () => {
    expect(byId(b, '101')?.findings).toEqual([]);
    expect(byId(b, '102')).toMatchObject({ lat: null, lng: null });
    expect(findings(b, 'correction-stale').map((f) => [f.line, f.field])).toEqual([
      [2, 'contacto'],
      [3, 'lat'],
      [4, 'lng'],
      [7, 'id'],
      [11, 'id'],
    ]);
    expect(findings(b, 'correction-stale')[3]?.message).toContain('La línea omitir no se aplica: collection-points.csv no tiene un registro con id "104"');
    expect(byId(b, '105')?.emails).toEqual(['ana.soto@gmail.com']);
    expect(b.report.corrections).toEqual({ applied: 3, rejected: 2, stale: 5, omitted: 0 });
  });

  it("a verify finding's suggested line, given a reason, is a correction that applies", async () => {
    const [verify] = findings(a, 'phone-verify');
    expect(verify?.correction).toEqual(['collection-points,107,contacto,"(45) 2 21 1234, 9123 4567","(45) 2 21 1234, +56 9 9123 4567",']);
    const fixed = await build('corrections-a', `${verify?.correction?.[0]}móvil confirmado\n`);
    expect(byId(fixed, '107')?.phones.map((phone) => phone.e164)).toContain('+56991234567');
    expect(findings(fixed, 'phone-verify')).toEqual([]);
  });
});

describe('a near-duplicate left out with the line the report gives', async () => {
  const before = await build('defects');
  const [cluster] = findings(before, 'duplicate-near').filter((finding) => finding.file === 'clean-points.csv');

  it('the line pasted with a reason leaves that row out, and the cluster is gone', async () => {
    const surplus = cluster?.correction?.[1] as string;
    expect(cluster?.considered).toEqual(['línea 9', 'línea 10']);
    expect(surplus).toMatch(/^clean-points,cp-[0-9a-f]+,omitir,,,$/);
    const { dir, raw } = await makeRawDir('corrections-');
    temps.push(dir);
    for (const file of await readdir(join(INPUT, 'defects'))) await cp(join(INPUT, 'defects', file), join(raw, file));
    await writeFile(join(raw, 'corrections.csv'), `archivo,id,campo,valor_en_export,valor_corregido,motivo\n${surplus}el mismo punto escrito dos veces\n`);
    const sink = createAtomicSink(join(dir, 'out'));
    await runPipeline(raw, { sink });
    await sink.commit();
    const report = JSON.parse(await readFile(join(dir, 'out', 'report.json'), 'utf8')) as Report;
    const clean = JSON.parse(await readFile(join(dir, 'out', 'clean-points.json'), 'utf8')) as CleanPoint[];
    const omittedId = surplus.split(',')[1];
    expect(clean.map((point) => point.id)).not.toContain(omittedId);
    expect(clean).toHaveLength(before.clean.length - 1);
    expect(report.findings.filter((finding) => finding.code === 'duplicate-near' && finding.file === 'clean-points.csv')).toEqual([]);
    expect(report.findings.filter((finding) => finding.code === 'row-omitted').map((finding) => [finding.line, finding.message])).toEqual([
      [10, expect.stringContaining('el mismo punto escrito dos veces')],
    ]);
    expect(report.corrections).toEqual({ applied: 0, rejected: 0, stale: 0, omitted: 1 });
  });
});
