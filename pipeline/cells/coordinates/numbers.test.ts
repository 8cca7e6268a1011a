import { describe, expect, it } from 'vitest';
import {
  EASTING_MAX,
  EASTING_MIN,
  formatLatLng,
  NORTHING_MAX,
  NORTHING_MIN,
  normalizeNumberText,
  parseDecimal,
  parseUtmNumber,
  restoreDecimal,
  roundDegrees,
  utmPair,
} from './numbers.ts';

describe('normalizeNumberText', () => {
  it.each(['\u2012', '\u2013', '\u2014', '\u2212', '\uFE63', '\uFF0D'])('reads U+%s as a minus sign', (minus) => {
    expect(normalizeNumberText(`${minus}33.5`)).toBe('-33.5');
    expect(parseDecimal(`${minus}33.5`)?.value).toBe(-33.5);
  });

  it.each([
    ['+ 70.6', '+70.6'],
    ['-   33.5', '-33.5'],
    ['-33.4489 °', '-33.4489'],
    ['  -33.4489°  ', '-33.4489'],
  ])('%j → %j', (text, expected) => {
    expect(normalizeNumberText(text)).toBe(expected);
  });

  it('drops a degree mark only at the end', () => {
    expect(normalizeNumberText('33°26')).toBe('33°26');
    expect(parseDecimal('33°26')).toBeNull();
  });
});

describe('parseDecimal: separators', () => {
  it.each([
    ['.5', 0.5, false],
    ['-,5', -0.5, true],
    ['5,', 5, false],
    ['+33,25', 33.25, true],
  ])('%j → %d (comma decimal %s)', (text, value, commaDecimal) => {
    expect(parseDecimal(text)).toMatchObject({ value, commaDecimal, pointLost: false });
  });

  it.each([
    ['-33 448 912', '-33448912'],
    ['-33\u00A0448\u00A0912', '-33448912'],
    ['-33\u202F448\u202F912', '-33448912'],
    ['70.648.000', '70648000'],
  ])('%j has thousands groups: its decimal point was lost', (text, digits) => {
    expect(parseDecimal(text)).toEqual({ value: Number(digits), commaDecimal: false, pointLost: true, digits });
  });

  it.each(['-33.44.89', '-33 44 89', '1234.567.890', '-33.448,912', '33.ab', '-33.448.912.5', 'a-33.448.912'])('%j is not a number', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('keeps the digits of a plain number without its sign or point', () => {
    expect(parseDecimal('+33.4489')).toEqual({ value: 33.4489, commaDecimal: false, pointLost: false, digits: '334489' });
    expect(parseDecimal('-33.4489')?.digits).toBe('-334489');
  });
});

describe('restoreDecimal: what it refuses', () => {
  it.each([
    ['-334489', 1.5],
    ['-334489', -1],
    ['000', 1],
  ])('%j with %d integer digits → null', (text, digits) => {
    expect(restoreDecimal(text, digits)).toBeNull();
  });

  it('drops leading zeros before counting the integer digits', () => {
    expect(restoreDecimal('05', 1)).toBeNull();
    expect(restoreDecimal('005', 1)).toBeNull();
    expect(restoreDecimal('0512', 1)).toBe(5.12);
  });
});

describe('parseUtmNumber: groups only when they give metres', () => {
  it.each([
    ['6\u202F297\u202F000', 6297000],
    ['346 000,5', 346000.5],
    ['6,297,000.5', 6297000.5],
    // Not UTM-sized as thousands: the separator is a decimal point.
    ['12.345', 12.345],
    ['12,345', 12.345],
    ['346000\u2212', null],
    ['346+000', null],
    // The bounds of a UTM-sized value.
    ['100.000', 100000],
    ['10.000.000', 10000000],
    ['6.297.000,25', 6297000.25],
    ['346,000', 346000],
    ['346 000,25', 346000.25],
    // Thousands groups must be whole.
    ['346.000.5', null],
    ['346,000,5', null],
    ['346 000 5', null],
    ['1346,000', 1346],
  ])('%j → %s', (text, expected) => {
    expect(parseUtmNumber(text)).toBe(expected);
  });
});

describe('utmPair', () => {
  it('accepts the bounds themselves, in either order', () => {
    expect(utmPair(EASTING_MIN, NORTHING_MIN)).toEqual({ easting: EASTING_MIN, northing: NORTHING_MIN });
    expect(utmPair(NORTHING_MAX, EASTING_MAX)).toEqual({ easting: EASTING_MAX, northing: NORTHING_MAX });
  });

  it.each([
    [EASTING_MIN - 1, 6297000],
    [EASTING_MAX + 1, 6297000],
    [346000, NORTHING_MIN - 1],
    [346000, NORTHING_MAX + 1],
  ])('%d, %d is not a pair', (a, b) => {
    expect(utmPair(a, b)).toBeNull();
  });
});

describe('roundDegrees and formatLatLng', () => {
  it('rounds to 7 decimals and never gives -0', () => {
    expect(roundDegrees(-33.44891234)).toBe(-33.4489123);
    expect(roundDegrees(-33.44891236)).toBe(-33.4489124);
    expect(roundDegrees(-0.00000001)).toBe(0);
  });

  it('writes exactly the decimals asked for, or rounded ones without trailing zeros', () => {
    expect(formatLatLng(-33.4, -70.6, 4)).toBe('-33.4000, -70.6000');
    expect(formatLatLng(-33.44891236, -70.66930001)).toBe('-33.4489124, -70.6693');
  });
});
