/** Character drawings (500×600 canvas): Tamy, Cometa and Joe. */
import { cheeks, eyes, smile } from './characters-a.ts';
import { star } from './shapes.ts';
import { circle, ellipse, path, rect } from './svg.ts';

/** Tamy: a calm turtle with a patterned shell, walking on the beach. */
export function tamy(): string {
  return (
    rect(0, 0, 500, 600, '#cffafe') +
    path('M0 420q120-30 250 0t250 0V600H0z', '#fde68a') +
    path('M0 440q120-26 250 0t250 0', 'none', 'stroke="#fff" stroke-width="6" opacity=".6"') +
    `<g fill="#f59e0b" opacity=".5">${circle(80, 520, 8, '')}${circle(420, 560, 6, '')}${circle(140, 570, 5, '')}</g>` +
    star(430, 500, 22, 10, '#fb7185') +
    ellipse(240, 520, 170, 20, '#eab308', 'opacity=".5"') +
    // Legs and tail.
    `<g fill="#4ade80">${rect(120, 440, 50, 76, '', 'rx="22"')}${rect(300, 440, 50, 76, '', 'rx="22"')}${path('M90 430l-50 20l54 10z', '')}</g>` +
    // Head and neck peeking out on the right.
    path('M320 380q40-80 80-110l40 50q-40 30-80 90z', '#4ade80') +
    ellipse(412, 250, 66, 58, '#4ade80') +
    eyes(392, 440, 236, 15, 3) +
    smile(424, 272, 40, '#14532d') +
    cheeks(380, 466, 262, 10) +
    // Shell with plates.
    path('M70 450a170 180 0 0 1 340 0z', '#15803d') +
    rect(60, 436, 360, 30, '#166534', 'rx="15"') +
    `<g fill="#22c55e" stroke="#14532d" stroke-width="6" stroke-linejoin="round">` +
    path('M200 300l40-24l40 24v46l-40 24l-40-24z', '') +
    path('M120 380l36-20l36 20v40l-36 20l-36-20z', '') +
    path('M290 380l36-20l36 20v40l-36 20l-36-20z', '') +
    path('M204 400l36-20l36 20v30h-72z', '') +
    `</g>` +
    path('M120 330a170 180 0 0 1 90-60', 'none', 'stroke="#86efac" stroke-width="10" stroke-linecap="round"') +
    // A little flower on her head.
    `<g fill="#f472b6">${circle(400, 182, 10, '')}${circle(418, 188, 10, '')}${circle(416, 170, 10, '')}${circle(400, 164, 10, '')}</g>` +
    circle(409, 176, 7, '#fde047')
  );
}

/** Cometa: a happy comet with a long tail. */
export function cometa(): string {
  let dots = '';
  for (const [x, y, r] of [[50, 60, 3], [460, 50, 2], [420, 520, 3], [60, 300, 2], [200, 40, 2], [470, 330, 2], [300, 560, 2]] as const) {
    dots += circle(x, y, r, '');
  }
  return (
    rect(0, 0, 500, 600, '#0f172a') +
    `<g fill="#fff">${dots}</g>` +
    star(90, 150, 12, 5, '#fde047') +
    star(420, 430, 16, 7, '#fde047') +
    // Tail: three flames fanning out to the lower left.
    path('M250 220q-140 90-230 330q60-120 130-170q-40 60-50 160q50-130 170-200z', '#f97316') +
    path('M260 250q-110 80-170 250q60-110 110-140q-20 50-20 120q40-100 110-180z', '#facc15') +
    path('M280 270q-60 60-100 160q50-80 110-110z', '#fef9c3') +
    // Glowing head with a face.
    circle(300, 230, 130, '#fde047', 'opacity=".25"') +
    circle(300, 230, 104, '#facc15') +
    circle(300, 230, 104, 'none', 'stroke="#f59e0b" stroke-width="8"') +
    path('M230 160a90 90 0 0 1 60-30', 'none', 'stroke="#fef9c3" stroke-width="12" stroke-linecap="round"') +
    eyes(268, 336, 224, 20, 3) +
    `<path d="M250 190q18-12 36-4M318 186q18-8 36 4" stroke="#92400e" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    path('M266 262q36 40 72 0z', '#9a3412') +
    ellipse(302, 276, 16, 8, '#fb7185') +
    cheeks(236, 368, 256, 14) +
    star(420, 120, 10, 4, '#fff') +
    star(180, 110, 8, 3.5, '#fff')
  );
}

/** Joe: a friendly robot waving hello. */
export function joe(): string {
  return (
    rect(0, 0, 500, 600, '#e0f2fe') +
    `<g fill="#bae6fd">${circle(70, 80, 40, '')}${circle(440, 470, 50, '')}${circle(420, 110, 20, '')}</g>` +
    ellipse(250, 560, 140, 16, '#7dd3fc') +
    // Legs and feet.
    `<g fill="#64748b">${rect(200, 450, 30, 80, '')}${rect(270, 450, 30, 80, '')}</g>` +
    `<g fill="#334155">${rect(180, 520, 66, 28, '', 'rx="12"')}${rect(254, 520, 66, 28, '', 'rx="12"')}</g>` +
    // Arms: the right one waves.
    `<path d="M180 340l-60 80M320 340l60-90" stroke="#64748b" stroke-width="22" stroke-linecap="round"/>` +
    `<g fill="#94a3b8">${circle(150, 380, 14, '')}${circle(350, 295, 14, '')}</g>` +
    `<path d="M104 430l-14 22M124 436l6 24M380 240l-4-26M396 250l20-16" stroke="#475569" stroke-width="12" stroke-linecap="round"/>` +
    // Body with a control panel.
    rect(170, 300, 160, 170, '#0ea5e9', 'rx="24"') +
    rect(196, 326, 108, 80, '#e0f2fe', 'rx="12"') +
    `<path d="M212 366q20-30 40 0t40 0" stroke="#0284c7" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    circle(214, 436, 12, '#ef4444') +
    circle(250, 436, 12, '#facc15') +
    circle(286, 436, 12, '#22c55e') +
    // Neck, head, antenna.
    rect(232, 280, 36, 26, '#64748b') +
    `<path d="M250 120v-44" stroke="#64748b" stroke-width="8"/>` +
    circle(250, 70, 16, '#ef4444') +
    circle(245, 65, 5, '#fecaca') +
    rect(150, 116, 200, 170, '#94a3b8', 'rx="36"') +
    `<g fill="#64748b">${rect(128, 170, 26, 60, '', 'rx="10"')}${rect(346, 170, 26, 60, '', 'rx="10"')}</g>` +
    rect(172, 140, 156, 118, '#1e293b', 'rx="24"') +
    `<g fill="#22d3ee">${rect(198, 170, 32, 40, '', 'rx="12"')}${rect(270, 170, 32, 40, '', 'rx="12"')}</g>` +
    `<g fill="#fff">${circle(222, 180, 6, '')}${circle(294, 180, 6, '')}</g>` +
    `<path d="M218 228q32 24 64 0" stroke="#22d3ee" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<g fill="#f472b6" opacity=".6">${rect(180, 220, 18, 10, '', 'rx="5"')}${rect(302, 220, 18, 10, '', 'rx="5"')}</g>` +
    `<path d="M404 190q14 10 10 26M422 176q22 16 16 46" stroke="#0284c7" stroke-width="5" fill="none" stroke-linecap="round"/>`
  );
}
