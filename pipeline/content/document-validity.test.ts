import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCommand } from '../commands/build.ts';
import { makeRawDir } from '../fixtures/raw.ts';
import { endedDocuments, noticeVersionAhead } from './document-validity.ts';

let dir: string;
let raw: string;
beforeEach(async () => {
  ({ dir, raw } = await makeRawDir('documents-'));
  await writeFile(
    join(raw, 'clean-points.csv'),
    'comuna,region,name,addres,image,lat,lng\nÑuñoa,RM,Punto Limpio Ñuñoa,Av. Grecia 3801,punto-limpio.svg,-33.4569,-70.5976\n',
  );
  await writeFile(
    join(raw, 'collection-points.csv'),
    'id,type,region,comuna,name,addres,coordinates,lat,lng,dias,horarios,operacion,empresa,puntoExtra,supervisor,contacto,correo\n7,Punto Limpio,RM,Ñuñoa,Punto Limpio,Punto Limpio,"-33.4569, -70.5976",-33.4569,-70.5976,,,,,NO,,,\n',
  );
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** `pipeline build` in this process on `today`, with what it prints. */
async function build(today: string, out = join(dir, 'out')) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await buildCommand({ raw, out, quiet: true, today }, { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text) });
  return { code, stderr: stderr.join('') };
}

describe('documents with a validity', () => {
  it('pipeline build warns on the terminal about each document whose last day has passed, naming the file, line and field', async () => {
    const { code, stderr } = await build('2024-12-01');
    expect(code).toBe(0);
    const lines = stderr.split('\n').filter((line) => line.includes('dejó de estar vigente'));
    // The three 2023 contests have ended; the 2024 birthday rules apply until 31 December.
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^aviso: content\/legal\.json:\d+ documents\.0: «Arena Teletón 2023» \(legal\/arena-teleton-2023\.pdf\) dejó de estar vigente el 30-11-2023; el sitio ya no lo muestra como vigente/,
    );
    expect((await build('2025-01-01')).stderr).toContain('«Cumpleaños 2024» (legal/cumpleanos-2024.pdf) dejó de estar vigente el 31-12-2024');
  });

  it('says nothing of a document that still applies, nor of one with no last day, and its last day is still a day it applies', async () => {
    const path = join(raw, 'content', 'legal.json');
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.replaceAll(/"validUntil": "\d{4}-\d{2}-\d{2}"/g, '"validUntil": "2027-03-31"'));
    expect(await endedDocuments(raw, ['content/legal.json', 'content/site.json', 'content/pets.json'], '2027-03-31')).toEqual([]);
    expect(await endedDocuments(raw, ['content/legal.json'], '2027-04-01')).toHaveLength(4);
  });

  it('warns of a privacy notice whose version is a day still to come: it must be the day it was published', async () => {
    const version = (JSON.parse(await readFile(join(raw, 'content', 'privacy.json'), 'utf8')) as { version: string }).version;
    expect(await noticeVersionAhead(raw, version)).toBeNull();
    const [year, month, day] = version.split('-').map(Number) as [number, number, number];
    const before = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
    expect(await noticeVersionAhead(raw, before)).toMatch(
      new RegExp(`^aviso: content/privacy\\.json:3 version: ${version} es una fecha futura; debe ser el día en que se publicó el aviso`),
    );
    expect((await build(before)).stderr).toContain(`version: ${version} es una fecha futura`);
  });

  it('writes the same generated/ whatever the day: the warning is never a finding', async () => {
    await build('2023-01-01', join(dir, 'antes'));
    await build('2030-01-01', join(dir, 'despues'));
    for (const file of ['report.json', 'content/legal.json', 'content/birthday.json']) {
      expect(await readFile(join(dir, 'despues', file), 'utf8'), file).toBe(await readFile(join(dir, 'antes', file), 'utf8'));
    }
  });
});
