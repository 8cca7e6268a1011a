import { describe, expect, it } from 'vitest';
import { contactCells, splitSupervisors } from './contacts.ts';
import { parseEmails } from './emails/email-addresses.ts';
import { parsePhones } from './phones/phone-list.ts';

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
