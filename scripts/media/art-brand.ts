/** Site logo, fictional partner and foundation logos, and the map markers. */
import { FOUNDATIONS, PARTNERS } from './data.ts';
import { bin, heart, paw, recycle, star } from './shapes.ts';
import { circle, ellipse, fitSize, path, rect, svgDoc, text } from './svg.ts';

export function logo(): string {
  const body =
    star(24, 25, 21, 9.5, '#facc15', 'stroke="#c2410c" stroke-width="2" stroke-linejoin="round"') +
    circle(20.5, 24, 1.6, '#1f2937') +
    circle(27.5, 24, 1.6, '#1f2937') +
    `<path d="M21 28.5q3 2.5 6 0" stroke="#1f2937" stroke-width="1.4" fill="none" stroke-linecap="round"/>` +
    `<text x="52" y="30" font-size="23" font-weight="800" textLength="122" lengthAdjust="spacingAndGlyphs">` +
    `<tspan fill="#b91c1c">Teletón</tspan> <tspan fill="#1d4ed8">Kids</tspan></text>` +
    `<rect x="132" y="36" width="42" height="10" rx="3" fill="#111827" opacity=".85"/>` +
    text(153, 43.5, 'MUESTRA', { size: 7, fill: '#fff', fit: 35 });
  return svgDoc({ width: 180, height: 48, title: 'Logo de muestra de Teletón Kids', body, label: false });
}

function partnerFrame(inner: string): string {
  return rect(1, 1, 158, 62, '#ffffff', 'rx="10" stroke="#d1d5db" stroke-width="2"') + inner;
}

const PARTNER_ART: readonly (() => string)[] = [
  // ReSimple: green disc with the recycling arrows.
  () =>
    circle(32, 34, 21, '#15803d') +
    recycle(32, 34, 11, '#ffffff') +
    text(60, 42, 'ReSimple', { size: 21, weight: 800, fill: '#166534', anchor: 'start', fit: 92 }),
  // GIRO: bold letters inside an orange turning arrow.
  () =>
    `<path d="M21.5 15.9A20 20 0 1 0 38.5 15.9" fill="none" stroke="#ea580c" stroke-width="5" stroke-linecap="round"/>` +
    path('M42 9L35.5 22.5L30.5 12z', '#ea580c') +
    text(30, 42, 'G', { size: 22, weight: 900, fill: '#9a3412' }) +
    text(62, 46, 'GIRO', { size: 32, weight: 900, fill: '#9a3412', anchor: 'start', fit: 86, extra: 'letter-spacing="2"' }),
  // Reciclaje Azul: a blue drop with a white wave, two lines of text.
  () =>
    path('M30 12c10 14 17 22 17 31a17 17 0 0 1-34 0c0-9 7-17 17-31z', '#1d4ed8') +
    `<path d="M19 44q5-5 11 0t11 0" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    text(58, 36, 'Reciclaje', { size: 19, weight: 800, fill: '#1e3a8a', anchor: 'start', fit: 86 }) +
    text(58, 56, 'Azul', { size: 19, weight: 800, fill: '#1d4ed8', anchor: 'start' }),
  // Planeta Verde: a green planet with a ring and a leaf.
  () =>
    circle(31, 36, 17, '#16a34a') +
    path('M22 30q6-8 14-2q-2 8-10 8z', '#bbf7d0') +
    ellipse(31, 36, 27, 7, 'none', 'stroke="#065f46" stroke-width="3" transform="rotate(-18 31 36)"') +
    text(64, 36, 'Planeta', { size: 19, weight: 800, fill: '#065f46', anchor: 'start', fit: 76 }) +
    text(64, 56, 'Verde', { size: 19, weight: 800, fill: '#15803d', anchor: 'start' }),
];

export function partners(): { name: string; svg: string }[] {
  return PARTNERS.map((name, i) => ({
    name,
    svg: svgDoc({
      width: 160,
      height: 64,
      title: `Logo de muestra de la empresa ficticia ${name}`,
      body: partnerFrame((PARTNER_ART[i] as () => string)()),
    }),
  }));
}

export type MarkerKind = 'punto-limpio' | 'punto-verde' | 'contenedor';

const MARKERS: Readonly<Record<MarkerKind, { color: string; title: string; symbol: (c: string) => string }>> = {
  'punto-limpio': { color: '#0f766e', title: 'Marcador de punto limpio', symbol: (c) => recycle(20, 18, 6.5, c) },
  'punto-verde': { color: '#15803d', title: 'Marcador de punto verde', symbol: (c) => bin(20, 18.5, 0.42, c) },
  contenedor: {
    color: '#c2410c',
    title: 'Marcador de contenedor de reciclaje',
    symbol: (c) =>
      `${rect(12, 13, 16, 10, c, 'rx="1.5"') + rect(11, 10.5, 18, 3, c, 'rx="1"') + circle(15, 24.5, 1.8, c) + circle(25, 24.5, 1.8, c)}<path d="M16 16v4M20 16v4M24 16v4" stroke="#fff" stroke-width="1.3"/>`,
  },
};

export function marker(kind: MarkerKind): string {
  const m = MARKERS[kind];
  const body =
    ellipse(20, 48, 7, 2, '#000', 'opacity=".2"') +
    path('M20 48C20 48 3 31 3 18a17 17 0 0 1 34 0c0 13-17 30-17 30z', m.color, 'stroke="#fff" stroke-width="2"') +
    circle(20, 18, 12, '#ffffff') +
    m.symbol(m.color);
  return svgDoc({ width: 40, height: 50, title: m.title, body, label: false });
}

const FOUNDATION_ICONS: readonly ((c: string) => string)[] = [
  (c) => paw(40, 42, 1, c),
  (c) => paw(34, 48, 0.62, c) + paw(48, 30, 0.62, c),
  (c) => heart(40, 36, 1, c) + paw(40, 42, 0.38, '#fff'),
];

const FOUNDATION_COLORS = ['#c2410c', '#6d28d9', '#be123c'] as const;

export function foundations(): { name: string; svg: string }[] {
  return FOUNDATIONS.map((name, i) => {
    const color = FOUNDATION_COLORS[i] ?? '#1f2937';
    const short = name.replace('Fundación ', '');
    const size = fitSize(short, 112, 22);
    const body =
      rect(1, 1, 198, 78, '#fffbeb', `rx="14" stroke="${color}" stroke-width="2"`) +
      circle(40, 40, 30, '#ffffff', `stroke="${color}" stroke-width="2"`) +
      (FOUNDATION_ICONS[i] as (c: string) => string)(color) +
      text(80, 36, 'Fundación', { size: 13, weight: 600, fill: '#374151', anchor: 'start' }) +
      text(80, 36 + size + 4, short, { size, weight: 800, fill: color, anchor: 'start' });
    return { name, svg: svgDoc({ width: 200, height: 80, title: `Logo de muestra de la ${name} (ficticia)`, body }) };
  });
}
