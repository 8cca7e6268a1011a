import { describe, expect, it } from 'vitest';
import { parseAngle } from './angles.ts';

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
