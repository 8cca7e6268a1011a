import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RutSchema } from '../schema/content/common.ts';
import { CONTENT } from './content-files.ts';
import { placeholderFindings } from './placeholders.ts';

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

describe('placeholderFindings', () => {
  it('reports every pending value at its line, a provisional one with the value the site shows meanwhile', async () => {
    dir = await mkdtemp(join(tmpdir(), 'placeholders-'));
    await mkdir(join(dir, 'content'));
    const text = [
      '{',
      '  "responsible": {',
      '    "rut": { "pending": "el RUT" },',
      '    "email": {',
      '      "pending": "que alguien lea el buzón",',
      '      "provisional": "privacidad@ejemplo.cl"',
      '    }',
      '  },',
      '  "documents": [{ "id": "a", "file": "legal/a.pdf" }, { "id": "b", "pending": "las bases" }],',
      '  "text": "pending"',
      '}',
    ].join('\n');
    await writeFile(join(dir, 'content', 'x.json'), text);
    const found = await placeholderFindings(dir, ['content/x.json']);
    expect(found.map(({ file, line, field, code, severity, raw }) => ({ file, line, field, code, severity, raw }))).toEqual([
      { file: 'content/x.json', line: 3, field: 'responsible.rut', code: 'content-placeholder', severity: 'warning', raw: null },
      { file: 'content/x.json', line: 5, field: 'responsible.email', code: 'content-placeholder', severity: 'warning', raw: 'privacidad@ejemplo.cl' },
      { file: 'content/x.json', line: 9, field: 'documents.1', code: 'content-placeholder', severity: 'warning', raw: null },
    ]);
    expect(found[0]?.message).toBe('Por completar: el RUT. El sitio lo muestra como pendiente hasta que se escriba el valor en lugar de {"pending": …}');
    expect(found[1]?.message).toMatch(/^Por confirmar: que alguien lea el buzón\. Mientras tanto el sitio publica "privacidad@ejemplo\.cl"/);
  });

  it("the sample content's: the legal name, the RUT, its representative and data-protection officer, the privacy mailbox, phone and post, the transfer's safeguards and the birthday contest's current rules", async () => {
    const found = await placeholderFindings(
      'raw-data',
      CONTENT.map((content) => content.file),
    );
    expect(found.map((item) => `${item.file} ${item.field}`).sort()).toEqual(
      [
        'content/birthday.json legal',
        'content/legal.json documents.4',
        'content/privacy.json responsible.email',
        'content/privacy.json responsible.legalName',
        'content/privacy.json responsible.rut',
        'content/privacy.json responsible.representative',
        'content/privacy.json responsible.dataProtectionOfficer',
        'content/privacy.json requests.phone',
        'content/privacy.json requests.post',
        'content/privacy.json transfers.US.safeguards',
      ].sort(),
    );
  });
});

describe('RutSchema', () => {
  it('takes a RUT as printed whose check digit is right, K included', () => {
    for (const rut of ['76.086.428-5', '11.111.111-1', '12.345.678-5', '7.654.321-6', '10.000.013-K']) expect(RutSchema.safeParse(rut).success, rut).toBe(true);
  });

  it('refuses a wrong check digit, another notation and a lowercase k', () => {
    expect(RutSchema.safeParse('76.086.428-4').error?.issues[0]?.message).toBe('el dígito verificador no corresponde al número');
    for (const rut of ['76086428-5', '76.086.4285', '10.000.013-k', '']) expect(RutSchema.safeParse(rut).success, rut).toBe(false);
  });
});
