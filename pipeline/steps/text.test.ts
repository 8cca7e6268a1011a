import { describe, expect, it } from 'vitest';
import { cleanCell, foldKey, isSpreadsheetError } from './text.ts';

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
});

describe('isSpreadsheetError', () => {
  it('recognises error cells in any case', () => {
    expect(isSpreadsheetError('#ERROR!')).toBe(true);
    expect(isSpreadsheetError(' #n/a ')).toBe(true);
    expect(isSpreadsheetError('912345678')).toBe(false);
  });
});
