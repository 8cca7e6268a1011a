/**
 * Small full-body animals (a sitting dog, a sitting cat, a running dog) for the park scenes and
 * the footer. Body parts take the inherited `fill` (coat) and `color` (light patches), and darker
 * parts are a translucent black layer over the coat, so one definition serves every coat colour.
 */
import { circle, ellipse, n, path, place } from './svg.ts';

export interface CoatColors {
  coat: string;
  light: string;
}

const EYE = '#1f2937';
const SHADE = 'fill="#000" opacity=".28"';

const FLOPPY = ellipse(-21, -70, 8, 17, '', 'transform="rotate(20 -21 -70)"') + ellipse(21, -70, 8, 17, '', 'transform="rotate(-20 21 -70)"');

/** A sitting dog about 100 units tall with its paws on (0, 0). */
const DOG =
  path('M18-12c22-2 26-22 20-38c8 6 10 26-2 36c-6 6-14 6-18 2z', '') +
  ellipse(0, -30, 27, 32, '') +
  '<rect x="-15" y="-22" width="11" height="22" rx="5"/><rect x="4" y="-22" width="11" height="22" rx="5"/>' +
  circle(0, -74, 24, '') +
  `<g fill="currentColor">${ellipse(0, -30, 13, 22, '')}${ellipse(-9.5, -2, 7, 4, '')}${ellipse(9.5, -2, 7, 4, '')}${ellipse(0, -64, 13, 10, '')}</g>` +
  FLOPPY +
  `<g ${SHADE}>${FLOPPY}</g>` +
  `<g fill="${EYE}">${ellipse(0, -69, 5.5, 4, '')}${circle(-9, -80, 3.2, '')}${circle(9, -80, 3.2, '')}</g>` +
  `<path d="M-5-60q5 4 10 0" stroke="${EYE}" stroke-width="2" fill="none"/>` +
  ellipse(0, -56, 4, 5, '#f472b6');

/** A sitting cat about 100 units tall with its paws on (0, 0). */
const CAT =
  path('M18-4c26 2 30-20 24-36c-4-10 4-20 12-22c-6 6-8 12-4 22c8 22 0 42-30 42z', '') +
  path('M-24 0q-6-40 10-52h28q16 12 10 52zM-20-82l-4-24l18 12zM20-82l4-24l-18 12z', '') +
  ellipse(0, -74, 25, 22, '') +
  `<g fill="currentColor">${ellipse(0, -22, 10, 18, '')}${ellipse(-9, -2, 7, 4, '')}${ellipse(9, -2, 7, 4, '')}</g>` +
  path('M-17-86l-2-13l10 7zM17-86l2-13l-10 7zM-3.5-68h7l-3.5 4z', '#f9a8d4') +
  `<g fill="${EYE}">${ellipse(-9, -77, 3.5, 5, '')}${ellipse(9, -77, 3.5, 5, '')}</g>` +
  `<path d="M0-64q-3 4-6 2M0-64q3 4 6 2M-10-67h-16M-10-64l-15 4M10-67h16M10-64l15 4" stroke="#6b7280" stroke-width="1.5" fill="none"/>`;

/** Definitions to put in `<defs>`: `#dog` and `#cat`. */
export function animalDefs(): string {
  return `<g id="dog">${DOG}</g><g id="cat">${CAT}</g>`;
}

/** A copy of a defined animal with its paws on (x, y); `flip` mirrors it. */
export function placedAnimal(id: 'dog' | 'cat', x: number, y: number, s: number, c: CoatColors, flip = false): string {
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${s})" fill="${c.coat}" color="${c.light}"/>`;
}

/** A stand-alone sitting dog (no `<defs>` needed). */
export function sittingDog(x: number, y: number, s: number, c: CoatColors): string {
  return place(x, y, s, `<g fill="${c.coat}" color="${c.light}">${DOG}</g>`);
}

/** A stand-alone sitting cat (no `<defs>` needed). */
export function sittingCat(x: number, y: number, s: number, c: CoatColors): string {
  return place(x, y, s, `<g fill="${c.coat}" color="${c.light}">${CAT}</g>`);
}

/** A dog running to the right, about 90 units long, feet on (x, y). */
export function runningDog(x: number, y: number, s: number, c: CoatColors): string {
  return place(
    x,
    y,
    s,
    `<path d="M-40-40q-14-10-10-24M-30-20l-10 20M-18-20l4 20M18-20l-6 20M28-22l10 20" stroke="${c.coat}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `<g fill="${c.coat}">${ellipse(0, -34, 40, 18, '')}${circle(38, -58, 17, '')}</g>` +
      ellipse(50, -52, 11, 8, c.light) +
      `<g fill="${EYE}">${circle(59, -55, 3.5, '')}${circle(42, -63, 2.6, '')}</g>` +
      ellipse(30, -56, 6, 13, '#000', 'opacity=".3" transform="rotate(25 30 -56)"') +
      `<path d="M54-45q3 8-2 10" stroke="#f472b6" stroke-width="4" stroke-linecap="round"/>`,
  );
}

/** Coat colour sets used for the park and footer animals. */
export const COATS = {
  golden: { coat: '#f59e0b', light: '#fde68a' },
  brown: { coat: '#92400e', light: '#fcd9b6' },
  grey: { coat: '#9ca3af', light: '#f3f4f6' },
  black: { coat: '#374151', light: '#d1d5db' },
  orange: { coat: '#fb923c', light: '#ffedd5' },
  cream: { coat: '#e7c48f', light: '#ffffff' },
} as const satisfies Record<string, CoatColors>;
