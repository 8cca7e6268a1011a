/** One drawing per workshop, about 120 units across and centred on (0, 0), placed and scaled by the caller. */
import type { CourseKey } from './data.ts';
import { person, star } from './shapes.ts';
import { circle, ellipse, path, place, rect } from './svg.ts';

const note = (x: number, y: number, fill: string): string =>
  place(x, y, 1, circle(0, 0, 7, fill) + rect(5, -30, 3.5, 30, fill) + path('M5-30q14 4 14 16q-4-8-14-8z', fill));

const ICONS: Readonly<Record<CourseKey, () => string>> = {
  // An Erlenmeyer flask with a bubbling liquid and an atom.
  science: () =>
    path('M-14-54h28v10h-4v28l34 52a10 10 0 0 1-9 16h-78a10 10 0 0 1-9-16l34-52v-28h-4z', '#f0f9ff', 'stroke="#1e3a8a" stroke-width="5" stroke-linejoin="round"') +
    path('M-24 14h48l16 26a6 6 0 0 1-5 9h-70a6 6 0 0 1-5-9z', '#22d3ee') +
    `<g fill="#f0f9ff">${circle(-8, 30, 5, '')}${circle(10, 24, 4, '')}${circle(2, 38, 3, '')}</g>` +
    `<g fill="#a5f3fc">${circle(4, -62, 6, '')}${circle(-6, -76, 4, '')}${circle(8, -88, 3, '')}</g>` +
    `<g fill="none" stroke="#7c3aed" stroke-width="3">${ellipse(46, -40, 20, 8, '')}${ellipse(46, -40, 20, 8, '', 'transform="rotate(60 46 -40)"')}${ellipse(46, -40, 20, 8, '', 'transform="rotate(-60 46 -40)"')}</g>` +
    circle(46, -40, 4, '#7c3aed'),
  // A spaceship made from a plastic bottle, with fins, a window and flames.
  crafts: () =>
    path('M-14 44q14 40 28 0z', '#f97316') +
    path('M-8 44q8 24 16 0z', '#facc15') +
    path('M-20-6l-20 34v18l20-12zM20-6l20 34v18l-20-12z', '#dc2626') +
    `<rect x="-22" y="-40" width="44" height="88" rx="14" fill="#bae6fd" stroke="#1e3a8a" stroke-width="4"/>` +
    path('M-22-34q22-50 44 0z', '#dc2626', 'stroke="#1e3a8a" stroke-width="4" stroke-linejoin="round"') +
    rect(-22, 14, 44, 14, '#ffffff', 'opacity=".8"') +
    circle(0, -8, 11, '#1e3a8a') +
    circle(0, -8, 6, '#7dd3fc') +
    star(-48, -50, 10, 4, '#f59e0b') +
    star(46, -66, 8, 3.5, '#f59e0b') +
    star(52, 2, 6, 2.5, '#f59e0b'),
  // A child dancing between music notes.
  tiktok: () =>
    ellipse(0, 60, 40, 8, '#f9a8d4') +
    person(0, -50, 1.08, { skin: '#c68642', hair: '#1f2937', shirt: '#db2777', pants: '#312e81' }, true) +
    note(-50, -10, '#7c3aed') +
    note(44, -44, '#0d9488') +
    note(52, 26, '#db2777'),
  // A young chef in a white hat, next to a steaming pot.
  kitchen: () =>
    person(-34, -50, 1.02, { skin: '#f1c27d', hair: '#78350f', shirt: '#f8fafc', pants: '#15803d' }) +
    `<g fill="#fff" stroke="#94a3b8" stroke-width="2">${circle(-45, -56, 9, '')}${circle(-23, -56, 9, '')}${circle(-34, -62, 11, '')}${rect(-45, -54, 22, 12, '', 'rx="2"')}</g>` +
    rect(-48, -14, 28, 5, '#dc2626', 'rx="2"') +
    `<path d="M20-6q-6-8 0-16M36-6q-6-8 0-16M52-6q-6-8 0-16" stroke="#94a3b8" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<g transform="rotate(28 60 0)">${rect(56, -46, 7, 50, '#b45309', 'rx="3"')}${ellipse(59.5, -50, 8, 11, '#b45309')}</g>` +
    rect(4, 2, 68, 8, '#b91c1c', 'rx="4"') +
    path('M8 10h60l-5 38a8 8 0 0 1-8 6h-34a8 8 0 0 1-8-6z', '#dc2626') +
    rect(-6, 16, 14, 6, '#7f1d1d', 'rx="3"') +
    rect(68, 16, 14, 6, '#7f1d1d', 'rx="3"'),
};

export function courseIcon(key: CourseKey, x: number, y: number, s: number): string {
  return place(x, y, s, ICONS[key]());
}
