import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FieldFindingSchema } from '../../findings/finding.ts';
import { expectedFinding } from '../../fixtures/findings.ts';
import { EmailSchema } from '../../schema/contact.ts';
import { parseEmails } from './email-addresses.ts';

const codes = (input: string) => {
  const { emails, findings } = parseEmails(input);
  return { emails, codes: findings.map((f) => f.code) };
};

describe('parseEmails', () => {
  const valid = [
    'contacto@resimple.cl',
    'nombre.apellido+tag@sub.municipalidad.cl',
    'a_b-c@resimple.cl',
    'juan.perez@gmail.com',
    'maria_gonzalez@hotmail.com',
    'PUNTOLIMPIO@MUNI.CL',
    'Reciclaje.Vitacura@vitacura.cl',
    'o.higgins@gore-ohiggins.cl',
    'info@teleton.cl',
    'puntoverde2024@outlook.es',
    'j.soto@empresa.com.ar',
    "d'angelo@yahoo.com",
    'x@y.co',
    'ventas@reciclaje-chile.org',
  ];

  it.each(valid)('keeps the valid address %j', (address) => {
    const at = address.lastIndexOf('@');
    const expected = address.slice(0, at + 1) + address.slice(at + 1).toLowerCase();
    expect(parseEmails(address)).toEqual({ emails: [expected], findings: [] });
  });

  it('keeps every valid address of a long list', () => {
    expect(parseEmails(valid.join(' / ')).emails).toHaveLength(valid.length);
  });

  it.each(['', '  ', '-', 'n/a', 's/i', 'sin correo', 'No tiene'])('%j is an empty cell', (input) => {
    expect(parseEmails(input)).toEqual({ emails: [], findings: [] });
  });

  it.each(['#ERROR!', '#N/A', '#REF!', '#VALUE!', '#NAME?', '#DIV/0!'])('%j is an error cell', (input) => {
    expect(parseEmails(input)).toEqual({
      emails: [],
      findings: [expectedFinding('email-error-cell', { field: 'correo', raw: input, message: `Celda con error de planilla: "${input}"` })],
    });
  });

  it.each([
    'juan.perez@gmail',
    'maria.gonzalez.gmail.com',
    'pedro@@giro.cl',
    'contacto@resimple',
    'x@y.c',
    'info@192.168.0.1',
    'josé@muni.cl',
    'ventas@muni.c0m',
    'mailto:',
  ])('%j is malformed', (input) => {
    expect(parseEmails(input, 'email')).toEqual({
      emails: [],
      findings: [expectedFinding('email-invalid', { field: 'email', raw: input, message: `Correo no válido: "${input}"` })],
    });
  });

  describe('never a different mailbox', () => {
    it('a comma inside an address is a finding, not two addresses', () => {
      const { emails, findings } = parseEmails('ana,soto@giro.cl');
      expect(emails).toEqual([]);
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ code: 'email-invalid', raw: 'ana,soto@giro.cl' });
      expect(findings[0]?.message).toContain('coma dentro de la dirección');
    });

    it('a comma inside one address leaves the others of the cell', () => {
      expect(codes('pedro@giro.cl; ana,soto@giro.cl')).toEqual({ emails: ['pedro@giro.cl'], codes: ['email-invalid'] });
    });

    it.each(['ana perez@hotmail.com', 'Contacto ana@giro.cl', 'ana .perez@giro.cl'])('%j (words before an address, no quotes) is a finding', (input) => {
      expect(codes(input)).toEqual({ emails: [], codes: ['email-invalid'] });
    });

    it('a comma with a space after it separates a list', () => {
      expect(codes('ana, soto@giro.cl')).toEqual({ emails: ['soto@giro.cl'], codes: ['email-invalid'] });
    });
  });

  it.each([
    ['mailto:juan@muni.cl', 'juan@muni.cl'],
    ['"juan@muni.cl"', 'juan@muni.cl'],
    ['juan@muni.cl.', 'juan@muni.cl'],
  ])('%j is normalised to %j', (input, fixed) => {
    expect(parseEmails(input)).toEqual({
      emails: [fixed],
      findings: [expectedFinding('email-normalised', { field: 'correo', raw: input, fixed, message: `Correo corregido: "${input}" → "${fixed}"` })],
    });
  });

  it.each([
    ['Juan Pérez <Juan@MUNI.cl>', ['Juan@muni.cl'], ['Juan Pérez']],
    ['"Ana Soto" ana@giro.cl', ['ana@giro.cl'], ['Ana Soto']],
    ['"Ana Soto" <ana@giro.cl>, "Luis" luis@giro.cl', ['ana@giro.cl', 'luis@giro.cl'], ['Ana Soto', 'Luis']],
    ['ana@giro.cl (jefa de turno)', ['ana@giro.cl'], ['(jefa de turno)']],
    ['ana@giro.cl [solo lunes] / luis@giro.cl', ['ana@giro.cl', 'luis@giro.cl'], ['[solo lunes]']],
  ])('%j: the display name or note is taken out with a note', (input, emails, removed) => {
    const result = parseEmails(input);
    expect(result.emails).toEqual(emails);
    expect(result.findings.filter((f) => f.code === 'email-text-removed').map((f) => f.raw)).toEqual(removed);
    expect(result.findings.every((f) => f.severity !== 'error')).toBe(true);
  });

  it('invisible characters are removed with a finding', () => {
    const { emails, findings } = parseEmails('ana\u200B@giro.cl\uFEFF');
    expect(emails).toEqual(['ana@giro.cl']);
    expect(findings.map((f) => f.code)).toEqual(['email-normalised']);
  });

  it.each([
    ['ana/pedro@giro.cl', ['ana@giro.cl', 'pedro@giro.cl']],
    ['ana/pedro/luis@GIRO.cl', ['ana@giro.cl', 'pedro@giro.cl', 'luis@giro.cl']],
  ])('%j, names sharing a domain, is written out', (input, emails) => {
    const { emails: found, findings } = parseEmails(input);
    expect(found).toEqual(emails);
    expect(findings.map((f) => f.code)).toEqual(['email-shorthand', 'email-split']);
  });

  it('a shorthand whose names are not addresses is a finding', () => {
    expect(codes('ana maría/pedro@giro.cl').emails).toEqual([]);
  });

  it.each([
    ['a@b.cl; c@d.cl', ['a@b.cl', 'c@d.cl']],
    ['a@b.cl / c@d.cl', ['a@b.cl', 'c@d.cl']],
    ['a@b.cl, c@d.cl y e@f.cl', ['a@b.cl', 'c@d.cl', 'e@f.cl']],
    ['a@b.cl c@d.cl', ['a@b.cl', 'c@d.cl']],
    ['a@b.cl - c@d.cl', ['a@b.cl', 'c@d.cl']],
    ['a@b.cl\nc@d.cl', ['a@b.cl', 'c@d.cl']],
    ['a@b.cl,c@d.cl', ['a@b.cl', 'c@d.cl']],
  ])('%j is split into several addresses', (input, emails) => {
    const cell = input.replace(/\s+/g, ' ');
    expect(parseEmails(input)).toEqual({
      emails,
      findings: [expectedFinding('email-split', { field: 'correo', raw: cell, fixed: emails.join(', '), message: `Varios correos en una celda: "${cell}"` })],
    });
  });

  it('dedupes case-insensitively, keeping the first spelling', () => {
    expect(parseEmails('Juan@Muni.cl / juan@muni.cl')).toEqual({ emails: ['Juan@muni.cl'], findings: [] });
  });

  it('keeps valid addresses next to malformed ones', () => {
    const { emails, findings } = parseEmails('a@b.cl / juan.perez@gmail / c@d.cl');
    expect(emails).toEqual(['a@b.cl', 'c@d.cl']);
    expect(findings.map((f) => [f.code, f.severity, f.raw, f.fixed])).toEqual([
      ['email-invalid', 'error', 'juan.perez@gmail', null],
      ['email-split', 'info', 'a@b.cl / juan.perez@gmail / c@d.cl', 'a@b.cl, c@d.cl'],
    ]);
  });

  it('produces addresses and findings that satisfy the schemas', () => {
    const { emails, findings } = parseEmails(`${valid.join('; ')}; mailto:x@y.cl; x@y.c; ana/luis@giro.cl`);
    expect(emails).toHaveLength(valid.length + 3);
    expect(z.array(EmailSchema).parse(emails)).toEqual(emails);
    expect(z.array(FieldFindingSchema).parse(findings)).toEqual(findings);
  });
});

describe('parseEmails: error values and stray text in a list', () => {
  it.each([
    ['a@b.cl / #N/A', '#N/A'],
    ['a@b.cl; #ERROR!', '#ERROR!'],
    ['#DIV/0! / a@b.cl', '#DIV/0!'],
  ])('%j keeps the address and names the error value %j', (input, error) => {
    expect(parseEmails(input)).toEqual({
      emails: ['a@b.cl'],
      findings: [expectedFinding('email-error-cell', { field: 'correo', raw: error, message: `Celda con error de planilla: "${error}"` })],
    });
  });

  it.each([
    ['ana@giro.cl (jefa de turno).', ['ana@giro.cl']],
    ['ana@giro.cl; (jefa de turno).', ['ana@giro.cl']],
    ['ana@giro.cl(jefa)luis@giro.cl', ['ana@giro.cl', 'luis@giro.cl']],
    ['ana@giro.cl  luis@giro.cl', ['ana@giro.cl', 'luis@giro.cl']],
    ['ana@giro.cl;luis@giro.cl', ['ana@giro.cl', 'luis@giro.cl']],
  ])('%j → %j with no error', (input, emails) => {
    const result = parseEmails(input);
    expect(result.emails).toEqual(emails);
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('keeps a word after an address that is not one as a finding, not dropped', () => {
    expect(codes('ana@giro.cl .luis@giro.cl')).toEqual({ emails: ['ana@giro.cl'], codes: ['email-invalid'] });
    expect(codes('ana@giro.cl luis@giro.cl.')).toEqual({ emails: ['ana@giro.cl', 'luis@giro.cl'], codes: ['email-normalised', 'email-split'] });
  });

  it('says why words beside an address are not taken', () => {
    expect(parseEmails('ana perez@hotmail.com').findings[0]?.message).toBe(
      'Correo no válido: "ana perez@hotmail.com": tiene palabras junto a la dirección; escriba el nombre entre comillas o solo el correo',
    );
  });

  it('does not read a quoted note after an address as a display name', () => {
    expect(codes('ana@giro.cl "turno mañana"')).toEqual({ emails: [], codes: ['email-invalid'] });
  });
});

describe('parseEmails: display names and notes, as reported', () => {
  it.each([
    ['a@b.cl; Juan Soto <j@x.cl>', 'Juan Soto', 'j@x.cl'],
    ['Ana < ana@giro.cl >', 'Ana', 'ana@giro.cl'],
    ['Juan<ana@giro.cl>', 'Juan', 'ana@giro.cl'],
    ['"Ana Soto"ana@giro.cl', 'Ana Soto', 'ana@giro.cl'],
    [`María D'Angelo <maria@giro.cl>`, `María D'Angelo`, 'maria@giro.cl'],
  ])('%j: %j is taken out, %j kept', (input, name, address) => {
    const { emails, findings } = parseEmails(input);
    expect(emails).toContain(address);
    expect(findings.filter((f) => f.code === 'email-text-removed')).toEqual([
      expectedFinding('email-text-removed', { field: 'correo', raw: name, message: `Texto junto al correo quitado: "${name}"` }),
    ]);
  });

  it('has nothing to report for brackets alone', () => {
    expect(parseEmails('<ana@giro.cl>')).toEqual({ emails: ['ana@giro.cl'], findings: [] });
  });

  it('reports the cell before and after invisible characters are taken out', () => {
    expect(parseEmails('ana\u200B@giro.cl\u00A0luis@giro.cl').findings[0]).toEqual(
      expectedFinding('email-normalised', {
        field: 'correo',
        raw: 'ana\u200B@giro.cl luis@giro.cl',
        fixed: 'ana@giro.cl luis@giro.cl',
        message: 'Caracteres invisibles quitados del correo',
      }),
    );
    expect(parseEmails('ana@giro.cl\u00A0luis@giro.cl').emails).toEqual(['ana@giro.cl', 'luis@giro.cl']);
  });
});

describe('parseEmails: what is never an address', () => {
  it.each(['ana@muni.xn--p1ai', 'ana@mailto:giro.cl', 'ana!/pedro@giro.cl', '!ana/pedro@giro.cl', `${'a'.repeat(65)}/pedro@giro.cl`])(
    '%j is a finding',
    (input) => {
      expect(codes(input)).toEqual({ emails: [], codes: ['email-invalid'] });
    },
  );

  it('writes out a shorthand whose names have dots, and says what it became', () => {
    expect(parseEmails('ana.maria/pedro@giro.cl').findings[0]).toEqual(
      expectedFinding('email-shorthand', {
        field: 'correo',
        raw: 'ana.maria/pedro@giro.cl',
        fixed: 'ana.maria@giro.cl, pedro@giro.cl',
        message: '"ana.maria/pedro@giro.cl" son 2 correos del mismo dominio: ana.maria@giro.cl, pedro@giro.cl',
      }),
    );
  });

  it('names the shorthand it could not write out', () => {
    expect(parseEmails('ana maría/pedro@giro.cl').findings.map((f) => [f.code, f.raw])).toEqual([['email-invalid', 'ana maría/pedro@giro.cl']]);
  });
});
