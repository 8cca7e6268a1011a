/** The four 1200×500 hero illustrations. */
import { COATS, animalDefs, runningDog, placedAnimal } from './animals.ts';
import { createRng, seedOf } from './rng.ts';
import { bottleDef, cloud, person, recycle, star, sun, tree, placedBottle } from './shapes.ts';
import { circle, ellipse, path, rect, svgDoc, vGradient } from './svg.ts';

const W = 1200;
const H = 500;

const SKIN = ['#f1c27d', '#c68642', '#8d5524', '#ffdbac'] as const;

export function heroTeleton(): string {
  const bottles = [
    [250, 330, 0.9, '#60a5fa'],
    [330, 360, 0.7, '#4ade80'],
    [960, 150, 0.6, '#93c5fd', -30],
    [1040, 120, 0.55, '#86efac', 25],
    [1110, 175, 0.5, '#fda4af', -15],
  ] as const;
  let flying = '';
  for (const [x, y, s, c, rot = 0] of bottles) flying += placedBottle(x, y, s, c, '#2563eb', rot);
  const body =
    rect(0, 0, W, H, 'url(#s)') +
    sun(110, 100, 48) +
    cloud(420, 110, 1.3) +
    cloud(760, 70, 1) +
    path(`M0 420Q300 370 600 410T1200 400V500H0z`, '#4ade80') +
    path(`M0 455Q400 430 800 460T1200 450V500H0z`, '#22c55e') +
    // Big recycling container.
    rect(860, 240, 230, 200, '#15803d', 'rx="18"') +
    rect(845, 222, 260, 32, '#166534', 'rx="10"') +
    rect(920, 226, 110, 10, '#052e16', 'rx="5"') +
    circle(975, 335, 56, '#ffffff') +
    recycle(975, 335, 30, '#15803d') +
    circle(895, 448, 14, '#1f2937') +
    circle(1055, 448, 14, '#1f2937') +
    flying +
    `<path d="M700 300Q820 140 930 200" stroke="#1d4ed8" stroke-width="4" stroke-dasharray="10 12" fill="none" stroke-linecap="round"/>` +
    // Family carrying bottles.
    person(520, 240, 1.9, { skin: SKIN[0], hair: '#78350f', shirt: '#dc2626', pants: '#1e3a8a' }) +
    person(620, 300, 1.3, { skin: SKIN[1], hair: '#1f2937', shirt: '#f59e0b', pants: '#7c3aed' }, true) +
    person(720, 240, 1.9, { skin: SKIN[1], hair: '#111827', shirt: '#0d9488', pants: '#374151' }) +
    placedBottle(472, 336, 0.45, '#bfdbfe', '#16a34a') +
    placedBottle(660, 280, 0.4, '#bbf7d0', '#dc2626') +
    placedBottle(768, 336, 0.45, '#fde68a', '#2563eb');
  return svgDoc({
    width: W,
    height: H,
    title: 'Ilustración de muestra: una familia lleva botellas plásticas a un contenedor de reciclaje',
    defs: vGradient('s', '#7dd3fc', '#e0f2fe') + bottleDef(),
    body,
  });
}

export function heroAcademia(): string {
  let desks = '';
  for (const [x, shirt, hair] of [
    [590, '#2563eb', '#1f2937'],
    [790, '#db2777', '#92400e'],
  ] as const) {
    desks +=
      person(x, 270, 1.4, { skin: x === 590 ? SKIN[3] : SKIN[2], hair, shirt, pants: '#374151' }, x === 790) +
      rect(x - 80, 372, 160, 16, '#b45309', 'rx="4"') +
      rect(x - 70, 388, 12, 70, '#92400e') +
      rect(x + 58, 388, 12, 70, '#92400e') +
      rect(x - 60, 358, 50, 14, '#facc15', 'rx="2"') +
      rect(x + 10, 352, 44, 20, '#ef4444', 'rx="2"');
  }
  const body =
    rect(0, 0, W, H, 'url(#s)') +
    desks +
    rect(0, 430, W, 70, '#d97706') +
    rect(0, 430, W, 10, '#b45309') +
    sun(960, 145, 70, true) +
    // Blackboard with chalk doodles.
    rect(50, 60, 420, 250, '#854d0e', 'rx="12"') +
    rect(66, 76, 388, 218, '#166534', 'rx="6"') +
    `<g stroke="#f0fdf4" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round" transform="translate(-40 -10)">` +
    `<path d="M140 150l20-40l20 40M148 134h24M210 110v40M210 110q30 0 0 20q34 0 0 20M290 112q-26-6-26 18t26 18"/>` +
    `<path d="M140 240h40M160 220v40M210 240h36M340 130a30 30 0 1 0 60 0a30 30 0 1 0-60 0M370 100v-14"/>` +
    `<path d="M280 270q30-60 60 0t60 0" stroke="#fde047"/></g>` +
    star(390, 230, 22, 10, '#fde047') +
    rect(90, 310, 340, 12, '#a16207', 'rx="4"') +
    // Globe on a shelf.
    rect(990, 360, 180, 14, '#92400e', 'rx="4"') +
    circle(1080, 316, 40, '#38bdf8') +
    path('M1058 292q20 8 10 26t16 30M1095 282q12 14-4 24t10 22', 'none', 'stroke="#16a34a" stroke-width="9" stroke-linecap="round"') +
    rect(1074, 356, 12, 6, '#374151') +
    // A pencil on the floor.
    `<g transform="rotate(-6 200 460)">${rect(140, 450, 110, 22, '#facc15', 'rx="3"')}${path('M250 450l26 11l-26 11z', '#fcd9b6')}${path('M268 457l8 4l-8 4z', '#1f2937')}${rect(128, 450, 14, 22, '#f472b6', 'rx="3"')}</g>`;
  return svgDoc({
    width: W,
    height: H,
    title: 'Ilustración de muestra: un sol sonriente ilumina una sala de clases con pizarra y pupitres',
    defs: vGradient('s', '#fef3c7', '#fde68a'),
    body,
  });
}

export function heroLuna(): string {
  const rng = createRng(seedOf('hero:luna'));
  let stars = '';
  for (let i = 0; i < 40; i++) {
    const x = rng.int(10, W - 10);
    const y = rng.int(10, 380);
    stars += i % 5 === 0 ? star(x, y, 9, 4, '#fde68a') : circle(x, y, rng.between(1.5, 3.5), '#fff', 'opacity=".85"');
  }
  const body =
    rect(0, 0, W, H, 'url(#s)') +
    stars +
    // Moon with a sleepy smile.
    circle(930, 190, 120, '#fef3c7') +
    circle(880, 130, 22, '#fde68a') +
    circle(1000, 250, 16, '#fde68a') +
    circle(990, 120, 10, '#fde68a') +
    `<path d="M860 190q20 14 40 0M960 190q20 14 40 0M895 240q35 30 70 0" stroke="#78350f" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    circle(860, 225, 14, '#fda4af', 'opacity=".7"') +
    circle(1010, 225, 14, '#fda4af', 'opacity=".7"') +
    // Ringed planet.
    circle(210, 150, 54, '#f472b6') +
    ellipse(210, 150, 92, 20, 'none', 'stroke="#fbcfe8" stroke-width="10" transform="rotate(-15 210 150)"') +
    // Game controller.
    `<g transform="rotate(-8 560 300)">` +
    path('M470 260h180a50 50 0 0 1 44 74l-10 20a30 30 0 0 1-52 2l-12-22h-120l-12 22a30 30 0 0 1-52-2l-10-20a50 50 0 0 1 44-74z', '#22d3ee') +
    `<path d="M500 300h40M520 280v40" stroke="#1e1b4b" stroke-width="12" stroke-linecap="round"/>` +
    circle(620, 290, 10, '#f43f5e') +
    circle(645, 312, 10, '#facc15') +
    circle(595, 312, 10, '#a3e635') +
    circle(620, 334, 10, '#c084fc') +
    `</g>` +
    // Dice.
    `<g transform="rotate(12 340 380)">${rect(300, 340, 80, 80, '#fff', 'rx="14"')}${circle(320, 360, 7, '#7c3aed')}${circle(340, 380, 7, '#7c3aed')}${circle(360, 400, 7, '#7c3aed')}</g>` +
    // Hills of the moon surface.
    path('M0 450Q300 400 600 440T1200 430V500H0z', '#6d28d9') +
    ellipse(300, 470, 40, 8, '#5b21b6') +
    ellipse(880, 462, 60, 10, '#5b21b6');
  return svgDoc({
    width: W,
    height: H,
    title: 'Ilustración de muestra: cielo nocturno con una luna sonriente, estrellas, un control de videojuegos y un dado',
    defs: vGradient('s', '#1e1b4b', '#4c1d95'),
    body,
  });
}

export function heroMascotas(): string {
  const body =
    rect(0, 0, W, H, 'url(#s)') +
    sun(990, 100, 42) +
    cloud(300, 90, 1.2) +
    cloud(700, 60, 0.9) +
    tree(90, 380, 2.2, '#15803d') +
    tree(1000, 360, 1.6, '#16a34a') +
    tree(1130, 380, 2, '#166534') +
    path('M0 360Q600 320 1200 360V500H0z', '#86efac') +
    path('M480 500Q600 420 760 360h60Q700 430 700 500z', '#fde68a') +
    // Bench.
    rect(180, 330, 200, 14, '#b45309', 'rx="4"') +
    rect(180, 300, 200, 12, '#b45309', 'rx="4"') +
    rect(195, 344, 10, 46, '#78350f') +
    rect(355, 344, 10, 46, '#78350f') +
    placedAnimal('dog', 300, 440, 1.1, COATS.golden) +
    placedAnimal('cat', 420, 450, 0.95, COATS.grey, true) +
    runningDog(600, 410, 1.1, COATS.brown) +
    placedAnimal('dog', 860, 450, 1.3, COATS.cream, true) +
    placedAnimal('cat', 960, 460, 0.9, COATS.orange) +
    placedAnimal('cat', 275, 330, 0.6, COATS.black) +
    circle(760, 440, 16, '#ef4444') +
    `<path d="M746 432q14 8 28 0" stroke="#fff" stroke-width="3" fill="none"/>` +
    flowers();
  return svgDoc({
    width: W,
    height: H,
    title: 'Ilustración de muestra: perros y gatos juegan en un parque soleado',
    defs: vGradient('s', '#bae6fd', '#f0f9ff') + animalDefs(),
    body,
  });
}

function flowers(): string {
  const spots = [
    [60, 460, '#f472b6'],
    [150, 480, '#facc15'],
    [1060, 470, '#f472b6'],
    [1150, 455, '#a78bfa'],
    [520, 400, '#facc15'],
  ] as const;
  const petals = spots.map(([x, y, c]) => circle(x, y, 9, c)).join('');
  const centres = spots.map(([x, y]) => circle(x, y, 4, '')).join('');
  return `${petals}<g fill="#fff7ed">${centres}</g>`;
}
