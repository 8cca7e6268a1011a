/** Character drawings (500×600 canvas): Rodolfa, Wandita, Dasher and Mia. */
import { star } from './shapes.ts';
import { circle, ellipse, path, rect } from './svg.ts';

/** Big cartoon eyes: white, pupil and highlight. */
export function eyes(lx: number, rx: number, y: number, r: number, look = 0): string {
  return (
    `<g fill="#fff">${circle(lx, y, r, '')}${circle(rx, y, r, '')}</g>` +
    `<g fill="#1f2937">${circle(lx + look, y + r * 0.1, r * 0.6, '')}${circle(rx + look, y + r * 0.1, r * 0.6, '')}</g>` +
    `<g fill="#fff">${circle(lx + look + r * 0.2, y - r * 0.2, r * 0.2, '')}${circle(rx + look + r * 0.2, y - r * 0.2, r * 0.2, '')}</g>`
  );
}

export function smile(x: number, y: number, w: number, color = '#1f2937'): string {
  return `<path d="M${x - w / 2} ${y}q${w / 2} ${w * 0.6} ${w} 0" stroke="${color}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
}

export function cheeks(lx: number, rx: number, y: number, r: number): string {
  return `<g fill="#fb7185" opacity=".45">${circle(lx, y, r, '')}${circle(rx, y, r, '')}</g>`;
}

/** Rodolfa: a reindeer girl with antlers, a red nose and a green scarf. */
export function rodolfa(): string {
  const flakes = [[70, 90], [420, 120], [90, 330], [430, 380], [380, 60]]
    .map(([x, y]) => `M${x} ${(y as number) - 12}v24M${(x as number) - 12} ${y}h24M${(x as number) - 8} ${(y as number) - 8}l16 16M${(x as number) + 8} ${(y as number) - 8}l-16 16`)
    .join('');
  return (
    rect(0, 0, 500, 600, '#fee2e2') +
    `<path d="${flakes}" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
    ellipse(250, 566, 150, 18, '#fca5a5') +
    // Legs and hooves.
    `<g fill="#92400e">${rect(205, 470, 30, 80, '', 'rx="12"')}${rect(265, 470, 30, 80, '', 'rx="12"')}</g>` +
    `<g fill="#451a03">${rect(200, 536, 40, 22, '', 'rx="8"')}${rect(260, 536, 40, 22, '', 'rx="8"')}</g>` +
    // Dress and arms.
    `<path d="M175 400l-40 60M325 400l40 60" stroke="#92400e" stroke-width="24" stroke-linecap="round"/>` +
    path('M190 340h120l50 150h-220z', '#dc2626') +
    path('M150 478h200v14h-200z', '#fff') +
    // Antlers.
    `<path d="M200 170l-40-80M176 122l-40-8M168 106l4-40M300 170l40-80M324 122l40-8M332 106l-4-40" stroke="#78350f" stroke-width="14" stroke-linecap="round" fill="none"/>` +
    // Ears, head and muzzle.
    `<g fill="#a16207">${ellipse(150, 210, 36, 16, '', 'transform="rotate(-25 150 210)"')}${ellipse(350, 210, 36, 16, '', 'transform="rotate(25 350 210)"')}${circle(250, 240, 96, '')}</g>` +
    ellipse(250, 290, 56, 40, '#fde68a') +
    eyes(215, 285, 228, 20) +
    `<path d="M190 196q10-10 26-8M284 188q16-2 26 8" stroke="#451a03" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    circle(250, 274, 20, '#dc2626') +
    circle(243, 268, 6, '#fca5a5') +
    smile(250, 306, 36, '#78350f') +
    cheeks(182, 318, 270, 14) +
    // Scarf and a bow between the antlers.
    rect(180, 326, 140, 30, '#15803d', 'rx="14"') +
    path('M290 340l20 70l-34-4z', '#15803d') +
    `<path d="M264 346l16 0" stroke="#fde047" stroke-width="6"/>` +
    path('M250 150l-30-18v36zM250 150l30-18v36z', '#ec4899') +
    circle(250, 150, 9, '#be185d')
  );
}

/** Wandita: a little witch with a pointed hat and a magic wand. */
export function wandita(): string {
  return (
    rect(0, 0, 500, 600, '#ede9fe') +
    path('M420 60a40 40 0 1 0 20 72a34 34 0 1 1-20-72z', '#fde68a') +
    star(80, 90, 16, 7, '#c4b5fd') +
    star(440, 300, 12, 5, '#c4b5fd') +
    star(60, 400, 10, 4.5, '#c4b5fd') +
    ellipse(250, 566, 150, 18, '#c4b5fd') +
    // Legs, boots and dress.
    `<g fill="#ffdbac">${rect(215, 470, 22, 70, '')}${rect(263, 470, 22, 70, '')}</g>` +
    `<g fill="#1f2937">${path('M208 530h34v24h-46a12 12 0 0 1 12-24z', '')}${path('M258 530h34a12 12 0 0 1 12 24h-46z', '')}</g>` +
    path('M200 330h100l70 160h-240z', '#7c3aed') +
    `<g fill="#fde047">${star(200, 440, 12, 5, '')}${star(300, 420, 10, 4.5, '')}${star(250, 470, 9, 4, '')}</g>` +
    // Arms; the right hand holds the wand.
    `<path d="M205 360l-50 70M295 360l70-60" stroke="#7c3aed" stroke-width="26" stroke-linecap="round"/>` +
    `<g fill="#ffdbac">${circle(152, 436, 16, '')}${circle(370, 296, 16, '')}</g>` +
    `<path d="M362 300l60-100" stroke="#78350f" stroke-width="10" stroke-linecap="round"/>` +
    star(426, 190, 30, 13, '#facc15', 'stroke="#f59e0b" stroke-width="4" stroke-linejoin="round"') +
    `<g fill="#facc15">${circle(380, 160, 6, '')}${circle(456, 238, 5, '')}${circle(402, 124, 4, '')}</g>` +
    // Braids, face and hat.
    `<g fill="#ea580c">${ellipse(170, 300, 18, 44, '', 'transform="rotate(15 170 300)"')}${ellipse(330, 300, 18, 44, '', 'transform="rotate(-15 330 300)"')}${circle(250, 230, 88, '')}</g>` +
    `<g fill="#22c55e">${circle(160, 346, 10, '')}${circle(340, 346, 10, '')}</g>` +
    circle(250, 250, 76, '#ffdbac') +
    path('M174 230q30-40 76-30q46-10 76 30q-20-50-76-50q-56 0-76 50z', '#ea580c') +
    eyes(220, 280, 254, 17) +
    `<g fill="#c2410c">${circle(205, 292, 3, '')}${circle(215, 298, 3, '')}${circle(285, 298, 3, '')}${circle(295, 292, 3, '')}</g>` +
    smile(250, 290, 34) +
    cheeks(194, 306, 280, 12) +
    ellipse(250, 184, 130, 22, '#5b21b6') +
    path('M170 184q30-80 60-130q20-40 70-30q-30 10-30 40l20 120z', '#6d28d9') +
    rect(178, 158, 112, 22, '#fde047', 'transform="rotate(-4 234 169)"') +
    star(236, 168, 12, 5, '#6d28d9')
  );
}

/** Dasher: a very fast rabbit in sneakers. */
export function dasher(): string {
  return (
    rect(0, 0, 500, 600, '#dcfce7') +
    `<path d="M30 250h110M50 300h90M20 350h120M60 400h80" stroke="#86efac" stroke-width="12" stroke-linecap="round"/>` +
    `<g fill="#bbf7d0">${circle(70, 520, 30, '')}${circle(110, 530, 22, '')}${circle(40, 540, 20, '')}</g>` +
    ellipse(290, 566, 140, 16, '#86efac') +
    // Legs in mid-stride with sneakers.
    `<path d="M260 430l-60 60M320 430l50 70" stroke="#e5e7eb" stroke-width="30" stroke-linecap="round"/>` +
    `<g fill="#dc2626">${path('M170 476h50a10 10 0 0 1 10 10v14h-72a14 14 0 0 1 12-24z', '')}${path('M350 494h50a14 14 0 0 1 12 24h-72v-14a10 10 0 0 1 10-10z', '')}</g>` +
    `<g fill="#fff">${rect(156, 496, 76, 8, '', 'rx="4"')}${rect(338, 514, 76, 8, '', 'rx="4"')}</g>` +
    // Body with a blue shirt and a number.
    ellipse(290, 370, 80, 90, '#f3f4f6') +
    path('M216 330q74-40 148 0l-6 90q-68 30-136 0z', '#2563eb') +
    circle(292, 372, 26, '#fff') +
    `<text x="292" y="384" font-size="34" font-weight="900" fill="#1d4ed8" text-anchor="middle">1</text>` +
    `<path d="M230 340l-60 30M350 340l60-40" stroke="#2563eb" stroke-width="26" stroke-linecap="round"/>` +
    `<g fill="#f9fafb">${circle(166, 372, 18, '')}${circle(414, 298, 18, '')}</g>` +
    // Tail, ears and head.
    circle(208, 420, 22, '#fff') +
    `<g fill="#e5e7eb">${ellipse(250, 110, 26, 84, '', 'transform="rotate(-28 250 110)"')}${ellipse(330, 104, 26, 84, '', 'transform="rotate(-8 330 104)"')}</g>` +
    `<g fill="#fbcfe8">${ellipse(252, 116, 12, 64, '', 'transform="rotate(-28 252 116)"')}${ellipse(330, 110, 12, 64, '', 'transform="rotate(-8 330 110)"')}</g>` +
    ellipse(300, 236, 86, 78, '#f3f4f6') +
    eyes(272, 336, 222, 18, 5) +
    ellipse(312, 262, 12, 9, '#f472b6') +
    `<path d="M312 270v12M312 282q-12 10-22 0M312 282q12 10 22 0" stroke="#1f2937" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<g fill="#fff" stroke="#d1d5db" stroke-width="2">${rect(302, 288, 10, 14, '', 'rx="2"')}${rect(313, 288, 10, 14, '', 'rx="2"')}</g>` +
    cheeks(250, 370, 260, 12) +
    `<path d="M350 256l40-8M350 268l40 6M270 256l-40-8M270 268l-40 6" stroke="#9ca3af" stroke-width="3" stroke-linecap="round"/>`
  );
}

/** Mia: a girl astronaut floating among the stars. */
export function mia(): string {
  let stars = '';
  for (const [x, y, r] of [[60, 70, 3], [140, 40, 2], [430, 90, 3], [470, 200, 2], [40, 260, 2], [460, 420, 3], [70, 480, 2], [390, 530, 2], [120, 380, 2]] as const) {
    stars += circle(x, y, r, '');
  }
  return (
    rect(0, 0, 500, 600, '#1e1b4b') +
    `<g fill="#fff">${stars}</g>` +
    circle(420, 500, 60, '#f97316') +
    ellipse(420, 500, 96, 18, 'none', 'stroke="#fdba74" stroke-width="8" transform="rotate(-18 420 500)"') +
    star(90, 150, 14, 6, '#fde047') +
    // Backpack, legs and boots.
    rect(150, 300, 200, 150, '#cbd5e1', 'rx="30"') +
    `<g fill="#f8fafc">${rect(200, 430, 44, 90, '', 'rx="18"')}${rect(256, 430, 44, 90, '', 'rx="18"')}</g>` +
    `<g fill="#f97316">${rect(194, 500, 56, 34, '', 'rx="12"')}${rect(250, 500, 56, 34, '', 'rx="12"')}</g>` +
    // Suit, arms (one waving) and gloves.
    rect(180, 320, 140, 140, '#f8fafc', 'rx="46"') +
    rect(214, 360, 72, 50, '#e2e8f0', 'rx="10"') +
    `<g fill="#ef4444">${circle(234, 376, 7, '')}</g>${circle(256, 376, 7, '#22c55e')}${circle(278, 376, 7, '#3b82f6')}` +
    rect(226, 392, 48, 8, '#94a3b8', 'rx="4"') +
    `<path d="M194 350l-44 60M306 350l80-40l20-70" stroke="#f8fafc" stroke-width="36" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<g fill="#f97316">${circle(146, 418, 22, '')}${circle(408, 232, 22, '')}</g>` +
    // Helmet with the face inside.
    circle(250, 220, 118, '#f8fafc') +
    circle(250, 224, 94, '#7dd3fc') +
    circle(250, 232, 76, '#c68642') +
    path('M174 226q6-80 76-82q70 2 76 82q-30-50-76-48q-46-2-76 48z', '#1f2937') +
    `<g fill="#1f2937">${circle(186, 248, 16, '')}${circle(314, 248, 16, '')}</g>` +
    eyes(222, 278, 240, 15) +
    smile(250, 274, 32) +
    cheeks(200, 300, 266, 11) +
    path('M178 170a100 100 0 0 1 60-40', 'none', 'stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".7"') +
    rect(226, 330, 48, 10, '#f97316', 'rx="5"')
  );
}
