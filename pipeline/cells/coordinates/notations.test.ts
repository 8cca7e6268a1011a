import { describe, expect, it } from 'vitest';
import { COORDINATE_LABELS, parseMapLink, parseUtmText, plainDegreePair, splitAnglePair, splitDegreeText } from './notations.ts';

describe('parseMapLink', () => {
  it.each([
    ['https://www.google.com/maps?q=-33.4489,-70.6693', ['-33.4489', '-70.6693']],
    ['https://maps.google.com/?q=-33.4489%2C-70.6693', ['-33.4489', '-70.6693']],
    ['https://www.google.com/maps/search/?api=1&query=-33.4489,-70.6693', ['-33.4489', '-70.6693']],
    ['https://www.google.com/maps/@-33.4489,-70.6693,17z', ['-33.4489', '-70.6693']],
    ['https://www.google.cl/maps/place/Punto+Limpio/@-33.4489,-70.6693,15z/data=!3m1!4b1', ['-33.4489', '-70.6693']],
    // The place's own pin wins over the view's centre.
    ['https://www.google.cl/maps/place/Punto/@-33.44,-70.66,15z/data=!3m1!4b1!4m5!3m4!1s0x0:0x0!8m2!3d-33.4489!4d-70.6693', ['-33.4489', '-70.6693']],
    ['https://www.google.com/maps/dir//-33.4489,-70.6693', ['-33.4489', '-70.6693']],
    ['https://www.openstreetmap.org/?mlat=-33.4489&mlon=-70.6693#map=17/-33.4489/-70.6693', ['-33.4489', '-70.6693']],
    ['https://www.openstreetmap.org/#map=17/-33.4489/-70.6693', ['-33.4489', '-70.6693']],
  ])('%s → %j', (link, pair) => {
    expect(parseMapLink(link)).toEqual({ pair });
  });

  it.each(['https://maps.app.goo.gl/AbCdEf123', 'https://goo.gl/maps/xyz', 'https://www.google.com/maps/place/Punto+Limpio'])(
    '%s cannot be read offline',
    (link) => {
      expect(parseMapLink(link)).toEqual({ short: true });
    },
  );

  it.each(['-33.4489, -70.6693', 'ver https://x.cl', 'Av. Grecia 123'])('%j is not a link', (text) => {
    expect(parseMapLink(text)).toBeNull();
  });
});

describe('splitAnglePair', () => {
  it.each([
    [`33°26'45"S 70°39'40"O`, `33°26'45"S`, `70°39'40"O`],
    [`33°26'45"S, 70°39'40"W`, `33°26'45"S`, `70°39'40"W`],
    ['S 33 26 45, O 70 39 40', 'S 33 26 45', 'O 70 39 40'],
    ['33.4489 S / 70.6693 W', '33.4489 S', '70.6693 W'],
    [`-33°26'45" -70°39'40"`, `-33°26'45"`, `-70°39'40"`],
  ])('%j → %j and %j', (text, a, b) => {
    expect(splitAnglePair(text)).toEqual([a, b]);
  });

  it.each(['-33.4489, -70.6693', 'sin dato', `33°26'45"S`])('%j is not a pair of angles', (text) => {
    expect(splitAnglePair(text)).toBeNull();
  });
});

describe('parseMapLink: every form it reads', () => {
  it.each([
    // Spaces around the link, and http as well as https.
    [' https://maps.google.com/?q=-33.4489,-70.6693 ', ['-33.4489', '-70.6693']],
    ['http://maps.google.com/?q=-33.4489,-70.6693', ['-33.4489', '-70.6693']],
    // OpenStreetMap's marker wins over its view, which may be elsewhere.
    ['https://www.openstreetmap.org/?mlat=-33.4489&mlon=-70.6693#map=12/-33.40/-70.60', ['-33.4489', '-70.6693']],
    ['https://www.openstreetmap.org/#map=16.25/-33.4489/-70.6693', ['-33.4489', '-70.6693']],
    // Numbers without signs are read as written (the position checks catch the wrong hemisphere).
    ['https://www.openstreetmap.org/?mlat=33.4489&mlon=70.6693', ['33.4489', '70.6693']],
    ['https://www.openstreetmap.org/#map=17/33.4489/70.6693', ['33.4489', '70.6693']],
    ['https://www.google.com/maps/dir//33.4489,70.6693', ['33.4489', '70.6693']],
    ['https://www.google.com/maps/@33.4489,70.6693,17z', ['33.4489', '70.6693']],
  ])('%j → %j', (link, pair) => {
    expect(parseMapLink(link)).toEqual({ pair });
  });

  it('is not a link when text comes before it', () => {
    expect(parseMapLink('Ubicación:https://maps.google.com/?q=-33.4489,-70.6693')).toBeNull();
  });
});

describe('splitAnglePair: every way of cutting the cell', () => {
  it.each([
    [`33°26'45"S;70°39'40"O`, `33°26'45"S`, `70°39'40"O`],
    ['33.4489 S/70.6693 W', '33.4489 S', '70.6693 W'],
    ['33.4489 S | 70.6693 W', '33.4489 S', '70.6693 W'],
    [`-33°26'45", -70°39'40"`, `-33°26'45"`, `-70°39'40"`],
    [`-33°26'45" , -70°39'40"`, `-33°26'45"`, `-70°39'40"`],
    ['33.4489S 70.6693W', '33.4489S', '70.6693W'],
    ['S 33 26 45 O 70 39 40', 'S 33 26 45', 'O 70 39 40'],
    ['S. 33 26 45 O. 70 39 40', 'S. 33 26 45', 'O. 70 39 40'],
    ['S33.4489 W70.6693', 'S33.4489', 'W70.6693'],
    ['Sur 33 26 45 Oeste 70 39 40', 'SUR 33 26 45', 'OESTE 70 39 40'],
    [`33°26'45" 70°39'40"`, `33°26'45"`, `70°39'40"`],
  ])('%j → %j and %j', (text, a, b) => {
    expect(splitAnglePair(text)).toEqual([a, b]);
  });

  it.each([`33°26'45"S sin dato`, '33.4489 S / 70.6693 W / 12'])('%j: both halves must be angles, and only two', (text) => {
    expect(splitAnglePair(text)).toBeNull();
  });
});

describe('parseUtmText: labels, datums and separators', () => {
  const SANTIAGO = { easting: 346000, northing: 6297000 };

  it.each([...COORDINATE_LABELS])('the word %s may label the numbers', (word) => {
    expect(parseUtmText(`346000 ${word.toLowerCase()} 6297000`)).toEqual({ zone: null, band: null, ...SANTIAGO });
  });

  it('takes its labels as the folded text writes words: runs of capital letters A–Z, nothing else could match', () => {
    expect(COORDINATE_LABELS.size).toBeGreaterThan(0);
    for (const word of COORDINATE_LABELS) expect(word).toMatch(/^[A-Z]+$/);
  });

  it.each([
    'WGS84 19H 346000 6297000',
    'WGS 84 19H 346000 6297000',
    'WGS - 84 19H 346000 6297000',
    'SIRGAS 19H 346000 6297000',
    'SIRGAS-Chile 19H 346000 6297000',
    'Sirgas Chile 19H 346000 6297000',
    'SIRGASCHILE 19H 346000 6297000',
  ])('the datum name in %j is set aside from the numbers and returned', (text) => {
    expect(parseUtmText(text)).toEqual({ zone: 19, band: 'H', ...SANTIAGO, datum: text.startsWith('W') ? 'WGS84' : 'SIRGAS' });
  });

  it.each([
    ['PSAD56 19H 346000 6297000', 'PSAD56'],
    ['PSAD 56 19S 346000 6297000', 'PSAD56'],
    ['psad-56 huso 19 E 346000 N 6297000', 'PSAD56'],
    ['19 346000 6297000 SAD69', 'SAD69'],
    ['SAD 69 / 346.000 / 6.297.000', 'SAD69'],
    ['SAD-69 19S 346000 6297000', 'SAD69'],
  ])('%j names %s', (text, datum) => {
    expect(parseUtmText(text)?.datum).toBe(datum);
    expect(parseUtmText(text)).toMatchObject(SANTIAGO);
  });

  it('a text naming two datums is not read', () => {
    expect(parseUtmText('PSAD56 WGS84 19H 346000 6297000')).toBeNull();
  });

  it('reads labels written against the numbers', () => {
    expect(parseUtmText('E346000N6297000')).toEqual({ zone: null, band: null, ...SANTIAGO });
  });

  it('reads decimals after thousands groups written with spaces', () => {
    expect(parseUtmText('346 000,25 6 297 000,75')).toEqual({ zone: null, band: null, easting: 346000.25, northing: 6297000.75 });
  });

  it.each([
    ['Huso : 19 346000 6297000', null],
    ['HUSO:19 346000 6297000', null],
    // A letter right after the zone is its band, even E (only a spaced E, N, X or Y labels a number).
    ['19E 346000 6297000', 'E'],
  ])('%j has zone 19, band %s', (text, band) => {
    expect(parseUtmText(text)).toEqual({ zone: 19, band, ...SANTIAGO });
  });

  it('splits a token holding two numbers only when it is the only number', () => {
    expect(parseUtmText('346000,6297000')).toEqual({ zone: null, band: null, ...SANTIAGO });
    expect(parseUtmText('346000,6297000 12')).toBeNull();
  });
});

describe('splitDegreeText: one token with two numbers', () => {
  it.each([
    ['-33,4489,70,6693', '-33,4489', '70,6693'],
    ['-33.4489,70.6693', '-33.4489', '70.6693'],
  ])('%j → %j and %j', (text, a, b) => {
    expect(splitDegreeText(text)).toEqual([a, b]);
  });
});

describe('coordinate text: edges', () => {
  const SANTIAGO = { easting: 346000, northing: 6297000 };

  it.each([
    ['1H 346000 6297000', 1, 'H'],
    ['60H 346000 6297000', 60, 'H'],
    // I is not a band letter.
    ['19I 346000 6297000', 19, null],
  ])('%j → zone %d band %s', (text, zone, band) => {
    expect(parseUtmText(text)).toEqual({ zone, band, ...SANTIAGO });
  });

  it.each(['0 346000 6297000', '61 346000 6297000'])('%j has no zone 0 or 61 and a third number', (text) => {
    expect(parseUtmText(text)).toBeNull();
  });

  it.each(['-33,4489,70,6693,5', '12,33,4489,70,6693'])('%j is one token that is not two numbers', (text) => {
    expect(splitDegreeText(text)).toBeNull();
  });

  it('splits an unsigned token of two comma numbers', () => {
    expect(splitDegreeText('33,4489,70,6693')).toEqual(['33,4489', '70,6693']);
  });

  it.each([
    ['-33.4489, -70.6693', ['-33.4489', '-70.6693']],
    ['33.4489,70.6693', ['33.4489', '70.6693']],
    ['-33.4489 , -70.6693', ['-33.4489', '-70.6693']],
    ['-33.4489, -70.6693x', null],
  ])('plainDegreePair(%j) → %j', (text, pair) => {
    expect(plainDegreePair(text)).toEqual(pair);
  });

  it.each([
    ['https://www.google.cl/maps/place/P/data=!3d33.4489!4d70.6693', ['33.4489', '70.6693']],
    ['https://maps.google.com/?q=33.4489,70.6693', ['33.4489', '70.6693']],
  ])('reads %j without signs', (link, pair) => {
    expect(parseMapLink(link)).toEqual({ pair });
  });

  it('cuts at a comma with a space before it only', () => {
    expect(splitAnglePair(`-33°26'45" ,-70°39'40"`)).toEqual([`-33°26'45"`, `-70°39'40"`]);
  });

  it.each([`sin dato / 70°39'40"O`, 'LAT S 33 26 45 O 70 39 40'])('%j is not a pair of angles', (text) => {
    expect(splitAnglePair(text)).toBeNull();
  });
});
