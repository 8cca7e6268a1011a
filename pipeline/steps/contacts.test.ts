import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmailSchema, PhoneSchema } from '../schema/contact.ts';
import { FieldFindingSchema } from '../schema/finding.ts';
import type { FieldFinding } from '../schema/finding.ts';
import { contactCells, parseEmails, parsePhones, splitList, splitSupervisors } from './contacts.ts';

function finding(
  field: string,
  code: string,
  severity: FieldFinding['severity'],
  raw: string | null,
  fixed: string | null,
  message: string,
): FieldFinding {
  return { field, code, severity, raw, fixed, message };
}

describe('splitList', () => {
  it.each([
    ['a / b', ['a', 'b']],
    ['a;b', ['a', 'b']],
    ['a, b ,c', ['a', 'b', 'c']],
    ['a y b', ['a', 'b']],
    ['a Y b', ['a', 'b']],
    ['playa / yate', ['playa', 'yate']],
    [' / a //; ', ['a']],
    ['912345678 / #N/A', ['912345678', '#N/A']],
    ['#DIV/0!', ['#DIV/0!']],
    ['', []],
  ])('%j → %j', (input, expected) => {
    expect(splitList(input)).toEqual(expected);
  });
});

describe('parsePhones', () => {
  it.each([
    ['987654321', '+56987654321', '+56 9 8765 4321'],
    ['912345678', '+56912345678', '+56 9 1234 5678'],
    ['+56 9 8765 4321', '+56987654321', '+56 9 8765 4321'],
    ['56987654321', '+56987654321', '+56 9 8765 4321'],
    ['+569-87654321', '+56987654321', '+56 9 8765 4321'],
    ['9.8765.4321', '+56987654321', '+56 9 8765 4321'],
    ['2 2345 6789', '+56223456789', '+56 2 2345 6789'],
    ['22 345 6789', '+56223456789', '+56 2 2345 6789'],
    ['+56 2 2345 6789', '+56223456789', '+56 2 2345 6789'],
    ['(2) 2345 6789', '+56223456789', '+56 2 2345 6789'],
    ['41 221 3456', '+56412213456', '+56 41 221 3456'],
    ['(41) 221 3456', '+56412213456', '+56 41 221 3456'],
    ['41-2213456', '+56412213456', '+56 41 221 3456'],
    ['600 600 1234', '+566006001234', '+56 600 600 1234'],
    ['Fono: 22 345 6789', '+56223456789', '+56 2 2345 6789'],
    ['9 8765 4321 anexo 12', '+56987654321', '+56 9 8765 4321 anexo 12'],
    ['22 345 6789 int. 123', '+56223456789', '+56 2 2345 6789 anexo 123'],
    ['9 8765 4321 interno 5', '+56987654321', '+56 9 8765 4321 anexo 5'],
  ])('%j is one valid phone', (input, e164, display) => {
    expect(parsePhones(input)).toEqual({ phones: [{ e164, display }], findings: [] });
  });

  it.each(['', '   ', '-', '--', 's/i', 'n/a', 'S/N'])('%j is an empty cell', (input) => {
    expect(parsePhones(input)).toEqual({ phones: [], findings: [] });
  });

  it.each(['#ERROR!', '#N/A', '#REF!', '#VALUE!', '#NAME?', '#DIV/0!', ' #error! '])('%j is an error cell', (input) => {
    const cell = input.trim();
    const message = `Celda con error de planilla: "${cell}"`;
    expect(parsePhones(input, 'telefono')).toEqual({
      phones: [],
      findings: [finding('telefono', 'phone-error-cell', 'error', cell, null, message)],
    });
  });

  it.each(['123', '22345678', '+56 9 8765 432', '09 8765 4321', 'abc', '1234567890123'])('%j is invalid', (input) => {
    expect(parsePhones(input)).toEqual({
      phones: [],
      findings: [finding('contacto', 'phone-invalid', 'error', input, null, `Teléfono no válido: "${input}"`)],
    });
  });

  it.each([
    ['+56 9 8765 4321 / 22 345 6789', ['+56987654321', '+56223456789']],
    ['987654321 y 912345678', ['+56987654321', '+56912345678']],
    ['987654321; 912345678, 41 221 3456', ['+56987654321', '+56912345678', '+56412213456']],
    ['987654321 - 912345678', ['+56987654321', '+56912345678']],
  ])('%j is split into several phones', (input, numbers) => {
    const { phones, findings } = parsePhones(input);
    expect(phones.map((phone) => phone.e164)).toEqual(numbers);
    expect(findings).toEqual([
      finding('contacto', 'phone-split', 'info', input, numbers.join(', '), `Varios teléfonos en una celda: "${input}"`),
    ]);
  });

  it('keeps identical numbers once, without a split note', () => {
    expect(parsePhones('987654321 / +56 9 8765 4321 / 56987654321')).toEqual({
      phones: [{ e164: '+56987654321', display: '+56 9 8765 4321' }],
      findings: [],
    });
  });

  it('keeps the valid part of a cell and reports the bad ones', () => {
    const { phones, findings } = parsePhones('987654321 / 123 / #N/A');
    expect(phones).toEqual([{ e164: '+56987654321', display: '+56 9 8765 4321' }]);
    expect(findings.map((f) => [f.code, f.severity, f.raw])).toEqual([
      ['phone-invalid', 'error', '123'],
      ['phone-error-cell', 'error', '#N/A'],
    ]);
  });

  it('produces phones and findings that satisfy the schemas', () => {
    const { phones, findings } = parsePhones('+56 9 8765 4321 / 22 345 6789 / 41 221 3456 anexo 2 / 123');
    expect(phones).toHaveLength(3);
    expect(z.array(PhoneSchema).parse(phones)).toEqual(phones);
    expect(z.array(FieldFindingSchema).parse(findings)).toEqual(findings);
  });
});

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
    'operaciones@giro.cl',
    'puntoverde2024@outlook.es',
    'medio.ambiente@munistgo.cl',
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

  it('lower-cases the domain only', () => {
    expect(parseEmails('PUNTOLIMPIO@MUNI.CL').emails).toEqual(['PUNTOLIMPIO@muni.cl']);
  });

  it.each(['', '  ', '-', 'n/a', 's/i'])('%j is an empty cell', (input) => {
    expect(parseEmails(input)).toEqual({ emails: [], findings: [] });
  });

  it.each(['#ERROR!', '#N/A', '#REF!', '#VALUE!', '#NAME?', '#DIV/0!'])('%j is an error cell', (input) => {
    expect(parseEmails(input)).toEqual({
      emails: [],
      findings: [finding('correo', 'email-error-cell', 'error', input, null, `Celda con error de planilla: "${input}"`)],
    });
  });

  it.each([
    'juan.perez@gmail',
    'maria.gonzalez.gmail.com',
    'pedro@@giro.cl',
    'ana perez@hotmail.com',
    'contacto@resimple',
    'x@y.c',
    'info@192.168.0.1',
    'josé@muni.cl',
    'ventas@muni.c0m',
    'mailto:',
  ])('%j is malformed', (input) => {
    expect(parseEmails(input, 'email')).toEqual({
      emails: [],
      findings: [finding('email', 'email-invalid', 'error', input, null, `Correo no válido: "${input}"`)],
    });
  });

  it.each([
    ['mailto:juan@muni.cl', 'juan@muni.cl'],
    ['<juan@muni.cl>', 'juan@muni.cl'],
    ['"juan@muni.cl"', 'juan@muni.cl'],
    ['juan@muni.cl.', 'juan@muni.cl'],
    ['Juan Pérez <Juan@MUNI.cl>', 'Juan@muni.cl'],
    ['<mailto:juan@muni.cl>.', 'juan@muni.cl'],
  ])('%j is normalised to %j', (input, fixed) => {
    expect(parseEmails(input)).toEqual({
      emails: [fixed],
      findings: [
        {
          field: 'correo',
          code: 'email-normalised',
          severity: 'warning',
          raw: input,
          fixed,
          message: `Correo corregido: "${input}" → "${fixed}"`,
        },
      ],
    });
  });

  it.each([
    ['a@b.cl; c@d.cl', ['a@b.cl', 'c@d.cl']],
    ['a@b.cl / c@d.cl', ['a@b.cl', 'c@d.cl']],
    ['a@b.cl, c@d.cl y e@f.cl', ['a@b.cl', 'c@d.cl', 'e@f.cl']],
    ['a@b.cl c@d.cl', ['a@b.cl', 'c@d.cl']],
  ])('%j is split into several addresses', (input, emails) => {
    expect(parseEmails(input)).toEqual({
      emails,
      findings: [finding('correo', 'email-split', 'info', input, emails.join(', '), `Varios correos en una celda: "${input}"`)],
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
    const { emails, findings } = parseEmails(`${valid.join('; ')}; mailto:x@y.cl; x@y.c`);
    expect(emails).toHaveLength(valid.length + 1);
    expect(z.array(EmailSchema).parse(emails)).toEqual(emails);
    expect(z.array(FieldFindingSchema).parse(findings)).toEqual(findings);
  });
});

describe('splitSupervisors', () => {
  it.each([
    ['Juan Pérez', ['Juan Pérez']],
    ['Juan Pérez / María González', ['Juan Pérez', 'María González']],
    ['  Juan   Pérez  /María  González/ ', ['Juan Pérez', 'María González']],
    ['Juan y María / Pedro', ['Juan y María', 'Pedro']],
    ['Pérez, Juan / -', ['Pérez, Juan']],
    ['-', []],
    ['', []],
    ['#N/A', []],
  ])('%j → %j', (input, expected) => {
    expect(splitSupervisors(input)).toEqual(expected);
  });
});

describe('contactCells (cached per cell text)', () => {
  const cells = ['+56 9 8765 4321 / 22 345 6789', '#ERROR!', 'ventas@GIRO.cl; malo@', 'Ana Pérez / Luis Soto', ''];

  it.each(cells)('%j gives what the uncached readers give, the same object each time, frozen', (cell) => {
    expect(contactCells.phones(cell)).toEqual(parsePhones(cell));
    expect(contactCells.emails(cell)).toEqual(parseEmails(cell));
    expect(contactCells.supervisors(cell)).toEqual(splitSupervisors(cell));
    const phones = contactCells.phones(cell);
    expect(contactCells.phones(cell)).toBe(phones);
    expect(Object.isFrozen(phones) && Object.isFrozen(phones.phones) && Object.isFrozen(phones.findings)).toBe(true);
    expect(phones.findings.every((f) => Object.isFrozen(f))).toBe(true);
    expect(() => (contactCells.emails(cell).emails as string[]).push('x@y.cl')).toThrow(TypeError);
  });
});
