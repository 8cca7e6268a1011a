import { describe, expect, it } from 'vitest';
import { parseMapLink, splitAnglePair } from './text.ts';

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

  it.each(['https://maps.app.goo.gl/AbCdEf123', 'https://goo.gl/maps/xyz', 'https://www.google.com/maps/place/Punto+Limpio'])('%s cannot be read offline', (link) => {
    expect(parseMapLink(link)).toEqual({ short: true });
  });

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
