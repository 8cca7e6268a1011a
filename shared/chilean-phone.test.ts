import { describe, expect, it } from 'vitest';
import { readNumber } from './chilean-phone.ts';

const e164 = (text: string) => {
  const read = readNumber(text);
  return read?.kind === 'sure' ? read.phone.e164 : null;
};

describe('one Chilean number, however a family writes it', () => {
  it.each([
    '+56 9 8765 4321',
    '+56987654321',
    '56987654321',
    '56 9 8765 4321',
    '0056987654321',
    '+56-9-8765-4321',
    '+56 (9) 8765 4321',
    '987654321',
    '9 8765 4321',
    '9.8765.4321',
    '(9) 8765-4321',
    '(09) 8765 4321',
    '09-8765-4321',
    '098765 4321',
    'cel. 9 8765 4321',
  ])('%j is +56987654321', (text) => {
    expect(e164(text)).toBe('+56987654321');
  });

  it('reads fixed lines in their old and new forms', () => {
    expect(e164('(2) 2371993')).toBe('+56222371993');
    expect(e164('22 237 1993')).toBe('+56222371993');
    expect(e164('(045) 882846')).toBe('+56452882846');
    expect(e164('+56 45 288 2846 anexo 12')).toBe('+56452882846');
  });

  it('gives the international display, with the extension apart from the number', () => {
    expect(readNumber('098765 4321')).toEqual({
      kind: 'sure',
      phone: { e164: '+56987654321', display: '+56 9 8765 4321' },
      why: 'prefijo móvil antiguo 09: desde 2012 los móviles llevan un 9 delante',
    });
    expect(readNumber('2 2345 6789 ext. 5')).toMatchObject({ phone: { e164: '+56223456789', display: '+56 2 2345 6789 anexo 5' } });
  });

  it('eight digits with nothing to say whether a 9 or an area code is missing are only likely', () => {
    expect(readNumber('8765 4321')).toMatchObject({ kind: 'likely', readings: [{ phone: { e164: '+56987654321' } }] });
  });

  it.each([
    ['', 'empty'],
    ['hola', 'no digits'],
    ['8765 432', 'a digit missing'],
    ['9 8765 43210', 'a digit too many'],
    ['+56 9 1234 5678', 'a range the numbering plan does not assign'],
    ['+51 987 654 321', "another country's number"],
    ['9 8765 4321 / 2 2345 6789', 'two numbers'],
  ])('%j is no number (%s)', (text) => {
    expect(readNumber(text)).toBeNull();
  });
});
