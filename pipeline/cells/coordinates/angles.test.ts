import { describe, expect, it } from 'vitest';
import { normaliseAngleText, parseAngle } from './angles.ts';

const DMS = 33 + 26 / 60 + 45 / 3600;

describe('parseAngle', () => {
  it.each([
    [`33°26'45"S`, -DMS, 'gms'],
    [`33° 26' 45" S`, -DMS, 'gms'],
    ['33º 26′ 45″ S', -DMS, 'gms'],
    [`33°26'45''S`, -DMS, 'gms'],
    [`S 33°26'45"`, -DMS, 'gms'],
    ['S 33 26 45', -DMS, 'gms'],
    ['33 26 45 S', -DMS, 'gms'],
    ['33.26.45 S', -DMS, 'gms'],
    ['33.26.45', DMS, 'gms'],
    ['-33.26.45', -DMS, 'gms'],
    [`-33°26'45"`, -DMS, 'gms'],
    [`33°26'45,5"S`, -(DMS + 0.5 / 3600), 'gms'],
    ['33.26.45,5 S', -(DMS + 0.5 / 3600), 'gms'],
    [`70°39'40"O`, -(70 + 39 / 60 + 40 / 3600), 'gms'],
    [`70°39'40"W`, -(70 + 39 / 60 + 40 / 3600), 'gms'],
    [`70°39'40" Oeste`, -(70 + 39 / 60 + 40 / 3600), 'gms'],
    [`33°26,75'S`, -(33 + 26.75 / 60), 'gm'],
    ['33 26.75 S', -(33 + 26.75 / 60), 'gm'],
    ['33.4489 S', -33.4489, 'hemisferio'],
    ['S33,4489', -33.4489, 'hemisferio'],
    ['O 70.6693', -70.6693, 'hemisferio'],
    ['70.6693W', -70.6693, 'hemisferio'],
    ['-3.34489E+01', -33.4489, 'científica'],
    ['-3,34489E1', -33.4489, 'científica'],
  ])('%j → %d (%s)', (text, value, notation) => {
    const angle = parseAngle(text);
    expect(angle?.notation).toBe(notation);
    expect(angle?.value).toBeCloseTo(value, 9);
  });

  it('says whether the sign was written', () => {
    expect(parseAngle('33 26 45')?.signed).toBe(false);
    expect(parseAngle('33 26 45 S')?.signed).toBe(true);
    expect(parseAngle('-33 26 45')?.signed).toBe(true);
    expect(parseAngle('3.34489E+01')?.signed).toBe(false);
  });

  it.each([
    // Plain decimals are the number reader's (it may restore a lost decimal point; angles never do).
    '-33.4489',
    '-33,4489',
    '-334489123',
    // Thousands groups are a lost decimal point, not minutes and seconds.
    '-33.448.912',
    // Minutes or seconds of 60 or more are not an angle.
    '33.44.89',
    '33.61.10 S',
    `33°61'10"S`,
    '33 26 75',
    // A sign against its hemisphere, two hemispheres, words that are not hemispheres.
    '-33.4489 N',
    'S 33.4489 S',
    'LAT 33.4489',
    'sin dato',
    '',
  ])('%j is not an angle', (text) => {
    expect(parseAngle(text)).toBeNull();
  });
});

describe('normaliseAngleText', () => {
  it.each(['º', '˚', 'ᵒ'])('reads %s as a degree mark', (mark) => {
    expect(normaliseAngleText(`33${mark}`)).toBe('33°');
  });

  it.each(['′', '’', '´', '‘', '`'])('reads %s as a minute mark', (mark) => {
    expect(normaliseAngleText(`26${mark}`)).toBe("26'");
  });

  it.each(['″', '“', '”', "''"])('reads %s as a second mark', (mark) => {
    expect(normaliseAngleText(`45${mark}`)).toBe('45"');
  });

  it.each(['\u2012', '\u2013', '\u2014', '\u2212', '\uFE63', '\uFF0D'])('reads U+%s as a minus sign', (minus) => {
    expect(normaliseAngleText(`${minus}33`)).toBe('-33');
  });

  it.each(['\u00A0', '\u2007', '\u202F', '\t', '  '])('reads %j as one space', (space) => {
    expect(normaliseAngleText(`33${space}26`)).toBe('33 26');
  });

  it('upper-cases and drops accents', () => {
    expect(normaliseAngleText(' 33 sur ')).toBe('33 SUR');
    expect(normaliseAngleText('70 Oéste')).toBe('70 OESTE');
  });
});

describe('parseAngle: every hemisphere word and form', () => {
  it.each([
    ['S', -1],
    ['SUR', -1],
    ['South', -1],
    ['N', 1],
    ['Norte', 1],
    ['North', 1],
    ['W', -1],
    ['O', -1],
    ['Oeste', -1],
    ['West', -1],
    ['E', 1],
    ['Este', 1],
    ['East', 1],
  ])('33.5 %s has sign %d', (word, sign) => {
    expect(parseAngle(`33.5 ${word}`)).toEqual({ value: sign * 33.5, signed: true, notation: 'hemisferio' });
    expect(parseAngle(`${word} 33.5`)?.value).toBe(sign * 33.5);
  });

  it.each([
    ['S. 33 26 45', -DMS, 'gms'],
    ['33 26 45 S.', -DMS, 'gms'],
    ['S 33 26', -(33 + 26 / 60), 'gm'],
    ['33 26 45.5 S', -(DMS + 0.5 / 3600), 'gms'],
    ['33.26.45.5 S', -(DMS + 0.5 / 3600), 'gms'],
    [`33° 26' S`, -(33 + 26 / 60), 'gm'],
    ['33.5° S', -33.5, 'hemisferio'],
    ['33 S', -33, 'hemisferio'],
    ['-33.4489 S', -33.4489, 'hemisferio'],
    ['+33.4489 N', 33.4489, 'hemisferio'],
    ['3.3E-1', 0.33, 'científica'],
    ['3E1', 30, 'científica'],
    ['-33.4489E0', -33.4489, 'científica'],
    ['33 26 45,25 S', -(DMS + 0.25 / 3600), 'gms'],
    ['33.26.45,25 S', -(DMS + 0.25 / 3600), 'gms'],
    ['- 33 26 45', -DMS, 'gms'],
    ['+33 26 45', DMS, 'gms'],
    ['-3.34489e+01', -33.4489, 'científica'],
  ])('%j → %d (%s)', (text, value, notation) => {
    const angle = parseAngle(text);
    expect(angle?.notation).toBe(notation);
    expect(angle?.value).toBeCloseTo(value, 9);
  });

  it('says a written plus sign is a sign', () => {
    expect(parseAngle('+3.34489E+01')).toEqual({ value: 33.4489, signed: true, notation: 'científica' });
    expect(parseAngle(`+33°26'45"`)?.signed).toBe(true);
  });

  it.each([
    '33.44°',
    '33.26.60',
    '33.60.10',
    '33 60 10',
    '33 26 60',
    '1234.5 S',
    '+33.4489 S',
    '3.3E999',
    `33°26'45"X`,
    // Every part of the cell belongs to the angle: nothing before or after it, no word inside it.
    '33 26 45 12 S',
    '1234 26 45 S',
    '33.26.456 S',
    '1233.26.45 S',
    'S 3.3E1',
    '3.3E1 S',
    '33 S 26',
  ])('%j is not an angle', (text) => {
    expect(parseAngle(text)).toBeNull();
  });
});
