/** Luna de juegos: one 640×400 cover per game, each with its title on a band at the bottom. */
import type { Game } from './data.ts';
import { createRng, seedOf } from './rng.ts';
import { cloud, star, sun } from './shapes.ts';
import { circle, ellipse, fitSize, path, place, rect, svgDoc, text, vGradient } from './svg.ts';

/** A friendly one-eyed alien, about 80 units tall, feet on (x, y). */
const alien = (x: number, y: number, s: number): string =>
  place(
    x,
    y,
    s,
    `<path d="M-14-62l-8-16M14-62l8-16" stroke="#4ade80" stroke-width="4"/>` +
      `<g fill="#4ade80">${circle(-22, -79, 5, '')}${circle(22, -79, 5, '')}${path('M-26 0v-40a26 26 0 0 1 52 0v40z', '')}</g>` +
      circle(0, -42, 13, '#fff') +
      circle(0, -40, 6, '#1f2937') +
      `<path d="M-10-18q10 8 20 0" stroke="#14532d" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  );

function starfield(label: string, count: number): string {
  const rng = createRng(seedOf(label));
  let out = '';
  for (let i = 0; i < count; i++) out += circle(rng.int(8, 632), rng.int(8, 290), rng.between(1.2, 3), '');
  return `<g fill="#fff" opacity=".8">${out}</g>`;
}

const SCENES: Readonly<Record<string, { defs: string; draw: () => string }>> = {
  'tuberias-de-otro-mundo': {
    defs: vGradient('g', '#312e81', '#0f766e'),
    draw: () =>
      rect(0, 0, 640, 400, 'url(#g)') +
      starfield('juego:tuberias', 30) +
      circle(540, 70, 36, '#f472b6') +
      ellipse(540, 70, 60, 12, 'none', 'stroke="#fbcfe8" stroke-width="6" transform="rotate(-12 540 70)"') +
      `<path d="M0 110h130v90h150v-70h140v120h80" stroke="#f97316" stroke-width="30" fill="none" stroke-linejoin="round"/>` +
      `<path d="M0 110h130v90h150v-70h140v120h80" stroke="#fdba74" stroke-width="8" fill="none" stroke-linejoin="round"/>` +
      `<g fill="#c2410c">${rect(112, 92, 36, 36, '', 'rx="6"')}${rect(262, 182, 36, 36, '', 'rx="6"')}${rect(402, 112, 36, 36, '', 'rx="6"')}${rect(402, 232, 36, 36, '', 'rx="6"')}</g>` +
      path('M500 226h24v48h-24z', '#c2410c') +
      circle(40, 110, 10, '#38bdf8') +
      alien(572, 292, 1.1),
  },
  'edificio-infinito': {
    defs: vGradient('g', '#7dd3fc', '#e0f2fe'),
    draw: () => {
      const colors = ['#f43f5e', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'];
      let floors = '';
      for (let i = 0; i < 7; i++) {
        const y = 290 - (i + 1) * 44;
        const x = 190 + (i % 2 === 0 ? 0 : 8) - (i === 6 ? 6 : 0);
        floors += rect(x, y, 140, 44, colors[i % colors.length] as string, 'stroke="#1f2937" stroke-width="3"');
        floors += `<g fill="#fef9c3">${rect(x + 18, y + 12, 24, 20, '')}${rect(x + 58, y + 12, 24, 20, '')}${rect(x + 98, y + 12, 24, 20, '')}</g>`;
      }
      return (
        rect(0, 0, 640, 400, 'url(#g)') +
        cloud(110, 90, 1.2) +
        cloud(520, 150, 1) +
        rect(0, 280, 640, 120, '#86efac') +
        floors +
        `<path d="M450 0v52M450 52l-40 20M450 52l40 20" stroke="#374151" stroke-width="4" fill="none"/>` +
        rect(390, 70, 120, 44, '#14b8a6', 'stroke="#1f2937" stroke-width="3" transform="rotate(-5 450 92)"') +
        `<path d="M372 60l-14-8M528 60l14-8M372 110l-16 4" stroke="#f59e0b" stroke-width="4" stroke-linecap="round"/>`
      );
    },
  },
  'hola-ola': {
    defs: vGradient('g', '#fde68a', '#bae6fd'),
    draw: () =>
      rect(0, 0, 640, 400, 'url(#g)') +
      sun(540, 80, 40) +
      path('M0 200q80-40 160 0t160 0t160 0t160 0V400H0z', '#38bdf8') +
      // The wave that says hello.
      path('M120 300c-10-110 60-190 170-190c80 0 120 60 100 110c-14 34-60 34-70 0c40 10 50-50 0-60c-70-14-120 50-110 140z', '#0284c7') +
      path('M250 130c40-20 100-10 120 30', 'none', 'stroke="#e0f2fe" stroke-width="10" stroke-linecap="round"') +
      `<g fill="#1f2937">${circle(230, 190, 9, '')}${circle(280, 184, 9, '')}</g>` +
      path('M228 224q30 26 60-6', 'none', 'stroke="#1f2937" stroke-width="5" stroke-linecap="round"') +
      path('M0 260q80-30 160 0t160 0t160 0t160 0V400H0z', '#0ea5e9') +
      `<g transform="rotate(-20 480 230)">${ellipse(480, 230, 70, 14, '#f472b6')}${path('M420 230h120', 'none', 'stroke="#fff" stroke-width="4"')}</g>` +
      `<g fill="#fff" opacity=".85">${circle(100, 250, 6, '')}${circle(560, 270, 5, '')}${circle(380, 262, 4, '')}</g>`,
  },
  'puentes-de-otro-mundo': {
    defs: vGradient('g', '#1e1b4b', '#6d28d9'),
    draw: () => {
      let planks = '';
      for (let i = 0; i < 9; i++) planks += rect(206 + i * 25, 150 + Math.round(22 * Math.sin(((i + 0.5) / 9) * Math.PI)), 20, 12, '', 'rx="2"');
      return (
        rect(0, 0, 640, 400, 'url(#g)') +
        starfield('juego:puentes', 34) +
        circle(560, 60, 30, '#fb923c') +
        circle(80, 60, 18, '#a3e635') +
        // Two floating islands.
        path('M40 160h170l-40 80l-50 30l-50-40z', '#92400e') +
        path('M430 160h180l-30 70l-60 40l-60-50z', '#92400e') +
        `<g fill="#22c55e">${rect(36, 146, 178, 20, '', 'rx="10"')}${rect(426, 146, 188, 20, '', 'rx="10"')}</g>` +
        `<path d="M206 150q112 50 228 0" stroke="#fcd34d" stroke-width="3" fill="none"/>` +
        `<g fill="#d97706">${planks}</g>` +
        alien(110, 148, 0.7) +
        star(520, 110, 16, 7, '#facc15') +
        `<path d="M520 146v-22" stroke="#facc15" stroke-width="3"/>`
      );
    },
  },
  'match-de-sabor': {
    defs: vGradient('g', '#fce7f3', '#fef3c7'),
    draw: () => {
      const fruit = [
        (x: number, y: number) => circle(x, y + 3, 22, '#ef4444') + path(`M${x} ${y - 18}q8-10 16-6q-8 8-16 6z`, '#16a34a'),
        (x: number, y: number) => circle(x, y, 22, '#f97316') + circle(x - 7, y - 7, 4, '#fed7aa'),
        (x: number, y: number) => `<g fill="#7c3aed">${circle(x - 9, y - 8, 10, '')}${circle(x + 9, y - 8, 10, '')}${circle(x, y + 8, 10, '')}</g>`,
        (x: number, y: number) => circle(x, y, 22, '#65a30d') + circle(x, y, 14, '#bef264') + circle(x, y, 3, '#1f2937'),
      ];
      const grid = [0, 1, 2, 3, 1, 2, 0, 0, 0, 3, 3, 1, 2, 1, 0];
      let cells = '';
      grid.forEach((f, i) => {
        const x = 130 + (i % 5) * 76;
        const y = 60 + Math.floor(i / 5) * 76;
        cells += rect(x - 32, y - 32, 64, 64, '#ffffff', 'rx="14"') + (fruit[f] as (x: number, y: number) => string)(x, y);
      });
      return (
        rect(0, 0, 640, 400, 'url(#g)') +
        rect(86, 16, 468, 240, '#fbcfe8', 'rx="22"') +
        cells +
        rect(172, 100, 228, 72, 'none', 'rx="18" stroke="#db2777" stroke-width="5" stroke-dasharray="12 8"') +
        star(594, 210, 16, 7, '#f59e0b') +
        star(50, 150, 12, 5, '#f59e0b')
      );
    },
  },
  'palabras-desordenadas': {
    defs: vGradient('g', '#dcfce7', '#e0f2fe'),
    draw: () => {
      const rng = createRng(seedOf('juego:palabras'));
      const letters = 'PALABRAS';
      let tiles = '';
      [...letters].forEach((ch, i) => {
        const x = 70 + i * 66 + rng.int(-6, 6);
        const y = 80 + rng.int(0, 120);
        const turn = rng.int(-25, 25);
        tiles += `<g transform="rotate(${turn} ${x + 28} ${y + 28})">${rect(x, y, 56, 56, '#fde68a', 'rx="10" stroke="#b45309" stroke-width="3"')}${text(x + 28, y + 40, ch, { size: 34, fill: '#7c2d12', weight: 800 })}</g>`;
      });
      return (
        rect(0, 0, 640, 400, 'url(#g)') +
        `<g fill="#bbf7d0">${circle(60, 40, 40, '')}${circle(600, 260, 60, '')}</g>` +
        tiles +
        text(590, 250, '?', { size: 64, fill: '#16a34a', weight: 900 }) +
        text(44, 80, '¿', { size: 50, fill: '#2563eb', weight: 900 })
      );
    },
  },
  'el-puzzle-de-bily': {
    defs: vGradient('g', '#e0e7ff', '#fae8ff'),
    draw: () => {
      const piece = 'M0 0h38a12 12 0 1 1 24 0h38v38a12 12 0 1 1 0 24v38h-38a12 12 0 1 0-24 0h-38v-38a12 12 0 1 0 0-24z';
      const at = (x: number, y: number, fill: string, turn = 0): string =>
        `<path d="${piece}" fill="${fill}" stroke="#1e1b4b" stroke-width="3" transform="translate(${x} ${y}) rotate(${turn} 50 50)"/>`;
      return (
        rect(0, 0, 640, 400, 'url(#g)') +
        at(70, 60, '#60a5fa') +
        at(170, 60, '#f472b6') +
        at(70, 160, '#facc15') +
        at(212, 176, '#4ade80', 18) +
        // Bily: a round little bird.
        place(
          470,
          170,
          1,
          path('M-70 10l-30-16l6 26z', '#1d4ed8') +
            circle(0, 0, 78, '#3b82f6') +
            ellipse(10, 30, 46, 38, '#bfdbfe') +
            path('M-30-70q10-30 30-10q10-26 30 0', 'none', 'stroke="#1d4ed8" stroke-width="8" stroke-linecap="round"') +
            `<g fill="#fff">${circle(-22, -14, 18, '')}${circle(24, -14, 18, '')}</g>` +
            `<g fill="#1f2937">${circle(-18, -12, 8, '')}${circle(28, -12, 8, '')}</g>` +
            path('M-6 8h20l-10 16z', '#f59e0b') +
            ellipse(-60, 30, 16, 26, '#1d4ed8', 'transform="rotate(30 -60 30)"'),
        )
      );
    },
  },
};

export function gameCover(game: Game): string {
  const scene = SCENES[game.slug];
  if (!scene) throw new Error(`sin ilustración para el juego ${game.slug}`);
  const body =
    scene.draw() +
    rect(24, 300, 592, 80, '#ffffff', 'rx="20" stroke="#4c1d95" stroke-width="4"') +
    text(320, 354, game.title, { size: fitSize(game.title, 540, 42), fill: '#4c1d95', weight: 800 });
  return svgDoc({
    width: 640,
    height: 400,
    title: `Portada de muestra del juego «${game.title}»`,
    defs: scene.defs,
    body,
  });
}
