/** Form success screens, the footer pets and the birthday greeting background. */
import { COATS, sittingCat, sittingDog } from './animals.ts';
import { createRng, seedOf } from './rng.ts';
import { balloon, cake, confetti, heart, paw, star } from './shapes.ts';
import { circle, fitSize, path, rect, svgDoc, text, vGradient } from './svg.ts';

const CONFETTI = ['#f43f5e', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'] as const;

export function newsletterThanks(): string {
  const body =
    rect(0, 0, 800, 500, '#e0f2fe') +
    circle(400, 200, 150, '#bae6fd') +
    // Envelope with a heart seal.
    rect(250, 110, 300, 190, '#ffffff', 'rx="14" stroke="#1e3a8a" stroke-width="5"') +
    path('M256 118l144 104l144-104', 'none', 'stroke="#1e3a8a" stroke-width="5" stroke-linejoin="round"') +
    path('M256 292l110-84M544 292l-110-84', 'none', 'stroke="#93c5fd" stroke-width="4"') +
    heart(400, 214, 1.3, '#e11d48') +
    // Paper plane and its dashed trail.
    `<path d="M110 330q60-120 150-170" stroke="#2563eb" stroke-width="3" stroke-dasharray="8 10" fill="none"/>` +
    path('M600 110l120-50l-40 120l-30-40z', '#2563eb') +
    path('M650 140l70-80l-40 50z', '#1e40af') +
    star(130, 110, 18, 8, '#facc15') +
    star(680, 260, 14, 6, '#f472b6') +
    star(90, 240, 10, 4.5, '#22c55e') +
    text(400, 408, '¡Gracias por suscribirte!', { size: 50, fill: '#1e3a8a', weight: 800 }) +
    text(400, 452, 'Pronto recibirás novedades en tu correo', { size: 22, fill: '#374151', weight: 500 });
  return svgDoc({ width: 800, height: 500, title: 'Ilustración de muestra: ¡Gracias por suscribirte!', body });
}

export function childrensDaySuccess(): string {
  const rng = createRng(seedOf('dia-del-nino'));
  const message = '¡Ya estás inscrito para el Día del Niño!';
  const body =
    rect(0, 0, 800, 500, '#fef3c7') +
    confetti(rng, 26, 160, 20, 480, 120, CONFETTI) +
    balloon(90, 90, 1.6, '#f43f5e') +
    balloon(170, 150, 1.2, '#3b82f6') +
    balloon(700, 80, 1.6, '#a855f7') +
    balloon(620, 150, 1.2, '#22c55e') +
    circle(400, 210, 92, '#16a34a', 'stroke="#ffffff" stroke-width="10"') +
    path('M352 212l34 34l68-72', 'none', 'stroke="#ffffff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"') +
    text(400, 392, message, { size: fitSize(message, 740, 44), fill: '#7c2d12', weight: 800 }) +
    text(400, 440, 'Guarda este mensaje: nos vemos en la fiesta', { size: 22, fill: '#374151', weight: 500 });
  return svgDoc({ width: 800, height: 500, title: `Ilustración de muestra: ${message}`, body });
}

export function footerDog(): string {
  const body =
    circle(150, 150, 146, '#fef3c7') +
    paw(60, 70, 0.8, '#fcd34d') +
    paw(244, 96, 0.6, '#fcd34d') +
    path('M20 250h260', 'none', 'stroke="#f59e0b" stroke-width="6" stroke-linecap="round"') +
    sittingDog(150, 252, 2, COATS.golden);
  return svgDoc({ width: 300, height: 300, title: 'Ilustración de muestra: un perro sentado', body });
}

export function footerCat(): string {
  const body =
    circle(150, 150, 146, '#ede9fe') +
    star(62, 74, 16, 7, '#c4b5fd') +
    star(240, 100, 12, 5, '#c4b5fd') +
    path('M20 250h260', 'none', 'stroke="#8b5cf6" stroke-width="6" stroke-linecap="round"') +
    circle(230, 236, 14, '#f472b6') +
    sittingCat(140, 252, 2, COATS.grey);
  return svgDoc({ width: 300, height: 300, title: 'Ilustración de muestra: un gato sentado', body });
}

/** Birthday background: the band from y≈130 to y≈320 in the middle stays empty for the child's name. */
export function birthdayGreeting(): string {
  const rng = createRng(seedOf('cumpleanos'));
  const flagColors = ['#f43f5e', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7'] as const;
  let flags = '';
  for (let i = 0; i < 13; i++) {
    const x = 12 + i * 60;
    const y = 14 + Math.round(18 * Math.sin((i / 12) * Math.PI));
    flags += path(`M${x} ${y}h44l-22 36z`, flagColors[i % flagColors.length] as string);
  }
  const gift = (x: number, w: number, h: number, box: string, ribbon: string): string =>
    rect(x, 560 - h, w, h, box, 'rx="6"') + rect(x + w / 2 - 6, 560 - h, 12, h, ribbon) + rect(x - 4, 548 - h, w + 8, 16, box, 'rx="4"');
  const body =
    rect(0, 0, 800, 600, 'url(#g)') +
    `<path d="M0 20Q400 70 800 20" stroke="#6b7280" stroke-width="2" fill="none"/>` +
    flags +
    text(400, 112, '¡Feliz cumpleaños,', { size: 46, fill: '#9d174d', weight: 800 }) +
    balloon(70, 150, 1.5, '#f43f5e') +
    balloon(150, 200, 1.3, '#facc15') +
    balloon(80, 300, 1.1, '#3b82f6') +
    balloon(730, 150, 1.5, '#a855f7') +
    balloon(650, 200, 1.3, '#22c55e') +
    balloon(720, 300, 1.1, '#fb923c') +
    confetti(rng, 14, 20, 440, 200, 120, CONFETTI) +
    confetti(rng, 14, 580, 440, 200, 120, CONFETTI) +
    rect(0, 560, 800, 40, '#f9a8d4') +
    gift(200, 70, 60, '#60a5fa', '#fde047') +
    gift(530, 64, 80, '#34d399', '#f43f5e') +
    cake(400, 560, 1.1);
  return svgDoc({
    width: 800,
    height: 600,
    title: 'Fondo de muestra para un saludo de cumpleaños con globos y una torta',
    defs: vGradient('g', '#fdf2f8', '#fef9c3'),
    body,
  });
}
