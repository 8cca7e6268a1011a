import { describe, expect, it } from 'vitest';
import { cleanCell, foldKey, isPlaceholder, isSpreadsheetError } from './clean-cell.ts';

describe('foldKey', () => {
  it.each([
    ["  O'HIGGINS ", 'ohiggins'],
    ['Ñuñoa', 'nunoa'],
    ['BIOBIO', 'biobio'],
    ['Bío-Bío', 'bio bio'],
    ['LA  ARAUCANÍA', 'la araucania'],
    ['Aysén', 'aysen'],
  ])('%s → %s', (input, expected) => {
    expect(foldKey(input)).toBe(expected);
  });
});

describe('cleanCell', () => {
  it('trims and collapses spaces, empty becomes null', () => {
    expect(cleanCell('  Av.   Grecia  ')).toBe('Av. Grecia');
    expect(cleanCell('   ')).toBeNull();
  });

  it('never returns spaces around the words, however many lead or trail', () => {
    expect(cleanCell('  abc')).toBe('abc');
    expect(cleanCell('\t abc')).toBe('abc');
    expect(cleanCell('  a  b')).toBe('a b');
    expect(cleanCell('abc  ')).toBe('abc');
    expect(cleanCell('a\u00a0 b')).toBe('a b');
  });

  it('gives what trimming and collapsing every kind of space gives, on any text', () => {
    const pieces = ['a', 'Ñ', '1', '.', ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2009', '\u3000', '\ufeff', '\u0085', ''];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 5000; i++) {
      let text = '';
      for (let n = random(8); n > 0; n--) text += pieces[random(pieces.length)];
      const slow = text.replace(/\s+/g, ' ').trim();
      expect(cleanCell(text), JSON.stringify(text)).toBe(slow === '' ? null : slow);
    }
  });
});

describe('isSpreadsheetError', () => {
  it('recognises error cells in any case', () => {
    expect(isSpreadsheetError('#ERROR!')).toBe(true);
    expect(isSpreadsheetError(' #n/a ')).toBe(true);
    expect(isSpreadsheetError('912345678')).toBe(false);
  });
});

describe('isPlaceholder', () => {
  // Every spelling maintainers use for "no data" in a contact column, as typed in the exports.
  it.each([
    'S/I',
    'S / I',
    'N/A',
    'S/N',
    's/d',
    'NA',
    'Sin información',
    'sin info',
    'Sin dato',
    'sin datos',
    'No tiene',
    'NO APLICA',
    'no informa',
    'No hay',
    'Ninguno',
    'Sin teléfono',
    'sin fono',
    'Sin número',
    'sin correo',
    'Sin email',
    'sin mail',
    'sin e-mail',
  ])('%s means no data', (cell) => {
    expect(isPlaceholder(cell)).toBe(true);
  });

  it.each(['', '   ', '-', '—', '...', '_ _'])('%j (empty, dashes or dots) means no data', (cell) => {
    expect(isPlaceholder(cell)).toBe(true);
  });

  it.each(['+56 2 2345 6789', 'contacto@municipio.cl', 'sin', 'no', 'Sin horario fijo', 'n'])('%s is data', (cell) => {
    expect(isPlaceholder(cell)).toBe(false);
  });
});
