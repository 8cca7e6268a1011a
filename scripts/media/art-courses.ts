/** Academia Solar workshop art: tile, title banner, one poster per workshop card, diploma, and the completion screen. */
import { courseIcon } from './course-icons.ts';
import type { Course } from './data.ts';
import { createRng, seedOf } from './rng.ts';
import { confetti, seal, star, sun } from './shapes.ts';
import { circle, fitSize, path, rect, svgDoc, text, vGradient } from './svg.ts';

const CONFETTI = ['#f43f5e', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'] as const;

/** Soft circles in the background, in the accent colour. */
function bubbles(c: Course, spots: readonly (readonly [number, number, number])[]): string {
  return `<g fill="${c.accent}" opacity=".1">${spots.map(([x, y, r]) => circle(x, y, r, '')).join('')}</g>`;
}

export function courseTile(c: Course): string {
  const body =
    rect(0, 0, 400, 300, c.bg) +
    bubbles(c, [[40, 60, 50], [360, 170, 70], [300, 30, 30]]) +
    sun(30, 30, 12) +
    text(54, 36, 'Academia Solar', { size: 15, anchor: 'start', fill: '#374151' }) +
    courseIcon(c.key, 200, 138, 1.2) +
    rect(0, 222, 400, 78, c.accent) +
    text(200, 272, c.name, { size: fitSize(c.name, 360, 30), fill: '#ffffff', weight: 800 });
  return svgDoc({ width: 400, height: 300, title: `Imagen de muestra del ${c.name}`, body });
}

export function courseTitle(c: Course): string {
  const size = fitSize(c.name, 540, 52);
  const body =
    rect(0, 0, 800, 160, c.bg) +
    bubbles(c, [[720, 150, 60], [640, 10, 34]]) +
    circle(86, 80, 64, '#ffffff') +
    courseIcon(c.key, 86, 84, 0.82) +
    text(172, 84, c.name, { size, anchor: 'start', fill: c.accent, weight: 800 }) +
    text(174, 122, c.tagline, { size: 22, anchor: 'start', fill: '#374151', weight: 600 });
  return svgDoc({ width: 800, height: 160, title: `Título de muestra: ${c.name}`, body });
}

/** Light backgrounds the cards of a course take in turn, so no two neighbours look alike. */
const CARD_TINTS = ['#fde68a', '#bbf7d0', '#bfdbfe', '#fbcfe8', '#ddd6fe', '#fed7aa'] as const;

/**
 * The picture shown in place of one workshop video until the visitor presses play: the card's
 * number over a background and decorations of its own (seeded by the card's id) and the course's
 * drawing. The site draws its own play button over it and prints the title under it, so the
 * picture has neither. One per card, so the cards of a course can be told apart.
 */
export function courseCardPoster(c: Course, card: { id: string; title: string }, index: number): string {
  const rng = createRng(seedOf(`tarjeta:${card.id}`));
  const tint = CARD_TINTS[index % CARD_TINTS.length] ?? CARD_TINTS[0];
  const spots: [number, number, number][] = Array.from({ length: 4 }, () => [
    Math.round(200 + rng.next() * 420),
    Math.round(20 + rng.next() * 220),
    Math.round(18 + rng.next() * 46),
  ]);
  const stars = Array.from({ length: 3 }, (_, i) =>
    star(Math.round(250 + rng.next() * 360), Math.round(40 + rng.next() * 190), 8 + Math.round(rng.next() * 12), 4 + i, ['#f59e0b', '#fb923c', '#f472b6'][i] ?? '#f59e0b'),
  ).join('');
  const number = String(index + 1);
  const body =
    rect(0, 0, 640, 360, 'url(#g)') +
    bubbles(c, spots) +
    stars +
    courseIcon(c.key, 150, 150, 0.95 + rng.next() * 0.25) +
    circle(56, 56, 36, c.accent, 'stroke="#ffffff" stroke-width="5"') +
    text(56, 70, number, { size: 40, fill: '#ffffff', weight: 800 });
  return svgDoc({
    width: 640,
    height: 360,
    title: `Imagen de muestra del video ${number} del ${c.name}: ${card.title}`,
    defs: vGradient('g', '#ffffff', tint),
    body,
  });
}

export function courseDiploma(c: Course): string {
  const line = `completó el ${c.name}`;
  const body =
    rect(0, 0, 1123, 794, '#fffbeb') +
    rect(24, 24, 1075, 746, 'none', `rx="28" stroke="${c.accent}" stroke-width="12"`) +
    rect(48, 48, 1027, 698, 'none', 'rx="18" stroke="#f59e0b" stroke-width="3" stroke-dasharray="14 10"') +
    sun(561, 118, 42, true) +
    text(561, 236, 'Diploma Academia Solar', { size: 60, fill: '#9a3412', weight: 800 }) +
    text(561, 300, 'Certificamos que', { size: 30, fill: '#374151', weight: 500 }) +
    // Empty band where the site writes the child's name.
    rect(181, 326, 761, 112, '#ffffff', `rx="18" stroke="${c.accent}" stroke-width="3" stroke-opacity=".35"`) +
    path('M231 412h661', 'none', 'stroke="#d1d5db" stroke-width="2"') +
    text(561, 510, line, { size: fitSize(line, 820, 38), fill: c.accent, weight: 700 }) +
    courseIcon(c.key, 210, 636, 0.8) +
    path('M411 660h300', 'none', 'stroke="#6b7280" stroke-width="2"') +
    text(561, 692, 'Equipo Academia Solar', { size: 22, fill: '#374151', weight: 600 }) +
    seal(912, 620, 64, '#d97706');
  return svgDoc({ width: 1123, height: 794, title: `Diploma de muestra de Academia Solar: ${c.name}`, body });
}

export function courseCompletion(): string {
  const rng = createRng(seedOf('cursos:completado'));
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const b = a + Math.PI / 12;
    const p = (ang: number): string => `${Math.round(400 + 700 * Math.cos(ang))} ${Math.round(260 + 700 * Math.sin(ang))}`;
    rays += `M400 260L${p(a)}L${p(b)}z`;
  }
  const body =
    rect(0, 0, 800, 600, '#fef9c3') +
    path(rays, '#fde68a') +
    confetti(rng, 34, 20, 20, 760, 400, CONFETTI) +
    // Trophy.
    path('M330 150h140v40a70 70 0 0 1-140 0z', '#f59e0b') +
    path('M330 166h-34a34 34 0 0 0 34 52M470 166h34a34 34 0 0 1-34 52', 'none', 'stroke="#f59e0b" stroke-width="14"') +
    path('M388 256h24v46h-24z', '#d97706') +
    path('M346 302h108a8 8 0 0 1 8 8v28h-124v-28a8 8 0 0 1 8-8z', '#b45309') +
    star(400, 196, 30, 13, '#fef3c7') +
    text(400, 436, '¡Completaste el taller!', { size: 52, fill: '#7c2d12', weight: 800, stroke: '#ffffff', strokeWidth: 10 }) +
    text(400, 490, 'Academia Solar', { size: 26, fill: '#374151', weight: 600 });
  return svgDoc({ width: 800, height: 600, title: 'Ilustración de muestra: ¡Completaste el taller!', body });
}
