/** Reusable flat shapes (stars, recycling arrows, bottles, people, clouds…) for the sample art. */
import type { Rng } from './rng.ts';
import { circle, ellipse, n, path, place } from './svg.ts';

const rad = (deg: number): number => (deg * Math.PI) / 180;
const pt = (cx: number, cy: number, r: number, a: number): string => `${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;

/** A star with `points` tips, the first pointing up. */
export function star(cx: number, cy: number, outer: number, inner: number, fill: string, extra = '', points = 5): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    coords.push(pt(cx, cy, r, rad(-90 + (i * 180) / points)).replace(' ', ','));
  }
  return `<polygon points="${coords.join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Three chasing arrows around a circle: the recycling symbol. */
export function recycle(cx: number, cy: number, r: number, color: string): string {
  const sw = r * 0.3;
  let arcs = '';
  let heads = '';
  for (let i = 0; i < 3; i++) {
    const a0 = rad(i * 120 - 95);
    const a1 = rad(i * 120 - 10);
    arcs += `M${pt(cx, cy, r, a0)}A${n(r)} ${n(r)} 0 0 1 ${pt(cx, cy, r, a1)}`;
    const tip = a1 + (sw * 1.5) / r;
    heads += `M${pt(cx, cy, r - sw * 1.15, a1)}L${pt(cx, cy, r + sw * 1.15, a1)}L${pt(cx, cy, r, tip)}Z`;
  }
  return (
    `<path d="${arcs}" fill="none" stroke="${color}" stroke-width="${n(sw)}"/>` + `<path d="${heads}" fill="${color}"/>`
  );
}

/** A plastic bottle, 100 units tall with its cap centred on (0, 0); body takes `fill`, cap takes `color`. */
const BOTTLE =
  '<rect x="-8" width="16" height="11" rx="2" fill="currentColor"/>' +
  '<path d="M-7 10h14l11 16v66a8 8 0 0 1-8 8h-20a8 8 0 0 1-8-8v-66z"/>' +
  '<rect x="-18" y="48" width="36" height="18" fill="#fff" opacity=".65"/>' +
  '<rect x="-13" y="30" width="5" height="58" rx="2.5" fill="#fff" opacity=".45"/>';

/** The bottle as a reusable definition; put it in `<defs>` and draw copies with {@link placedBottle}. */
export function bottleDef(id = 'b'): string {
  return `<g id="${id}">${BOTTLE}</g>`;
}

/** A copy of the defined bottle with its cap at (x, y), scaled by s and turned by `rotate` degrees. */
export function placedBottle(x: number, y: number, s: number, body: string, cap: string, rotate = 0, id = 'b'): string {
  const turn = rotate ? ` rotate(${rotate})` : '';
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)})${turn} scale(${s})" fill="${body}" color="${cap}"/>`;
}

export interface PersonColors {
  skin: string;
  hair: string;
  shirt: string;
  pants: string;
}

/** A smiling person about 100 units tall, feet at (x, y + 100·s); arms up when `cheer`. */
export function person(x: number, y: number, s: number, c: PersonColors, cheer = false): string {
  const arms = cheer ? 'M-15 36l-14-22M15 36l14-22' : 'M-15 36l-10 26M15 36l10 26';
  return place(
    x,
    y,
    s,
    `<path d="${arms}" stroke="${c.shirt}" stroke-width="9" stroke-linecap="round"/>` +
      `<rect x="-12" y="64" width="10" height="36" rx="4" fill="${c.pants}"/><rect x="2" y="64" width="10" height="36" rx="4" fill="${c.pants}"/>` +
      `<rect x="-17" y="28" width="34" height="42" rx="12" fill="${c.shirt}"/>` +
      circle(0, 14, 13, c.skin) +
      path('M-13 13a13 13 0 0 1 26 0c-6-5-14-6-26 0z', c.hair) +
      circle(-4.5, 14, 1.8, '#1f2937') +
      circle(4.5, 14, 1.8, '#1f2937') +
      `<path d="M-4 19q4 4 8 0" stroke="#1f2937" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
  );
}

export function cloud(x: number, y: number, s: number, fill = '#ffffff'): string {
  return place(x, y, s, path('M-44 12a18 18 0 0 1 10-30a26 26 0 0 1 48-6a20 20 0 0 1 30 36z', fill));
}

/** A sun with rays (drawn with a dashed ring) and an optional smiling face. */
export function sun(cx: number, cy: number, r: number, face = false): string {
  const ring = r * 1.45;
  const dash = (2 * Math.PI * ring) / 24;
  let out =
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(ring)}" fill="none" stroke="#f59e0b" stroke-width="${n(r * 0.42)}" stroke-dasharray="${n(dash)} ${n(dash)}"/>` +
    circle(cx, cy, r, '#fcd34d');
  if (face) {
    out +=
      circle(cx - r * 0.32, cy - r * 0.12, r * 0.09, '#1f2937') +
      circle(cx + r * 0.32, cy - r * 0.12, r * 0.09, '#1f2937') +
      `<path d="M${n(cx - r * 0.35)} ${n(cy + r * 0.2)}q${n(r * 0.35)} ${n(r * 0.35)} ${n(r * 0.7)} 0" stroke="#1f2937" stroke-width="${n(r * 0.07)}" fill="none" stroke-linecap="round"/>` +
      circle(cx - r * 0.55, cy + r * 0.18, r * 0.12, '#fb923c', 'opacity=".6"') +
      circle(cx + r * 0.55, cy + r * 0.18, r * 0.12, '#fb923c', 'opacity=".6"');
  }
  return out;
}

/** A round tree standing on (x, y). */
export function tree(x: number, y: number, s: number, leaf = '#16a34a'): string {
  return place(x, y, s, `<rect x="-6" y="-40" width="12" height="40" fill="#92400e"/><g fill="${leaf}">${circle(0, -62, 30, '')}${circle(-16, -46, 18, '')}${circle(16, -46, 18, '')}</g>`);
}

/** A balloon whose string ends at (x, y + 110·s). */
export function balloon(x: number, y: number, s: number, fill: string): string {
  return place(
    x,
    y,
    s,
    `<path d="M0 62q-8 16 4 28t-2 20" stroke="#6b7280" stroke-width="2" fill="none"/>` +
      ellipse(0, 30, 26, 32, fill) +
      path('M-5 66h10l-5-6z', fill) +
      ellipse(-9, 18, 5, 9, '#fff', 'opacity=".45"'),
  );
}

/** A two-layer birthday cake about 200 units wide, base centred at (x, y). */
export function cake(x: number, y: number, s: number): string {
  let candles = '';
  for (const cx of [-50, 0, 50]) {
    candles += `<rect x="${cx - 5}" y="-160" width="10" height="34" rx="3" fill="#60a5fa"/>${ellipse(cx, -170, 6, 10, '#f59e0b')}`;
  }
  return place(
    x,
    y,
    s,
    ellipse(0, 0, 120, 14, '#d1d5db') +
      `<rect x="-100" y="-70" width="200" height="68" rx="12" fill="#f472b6"/>` +
      `<rect x="-78" y="-126" width="156" height="60" rx="12" fill="#fbcfe8"/>` +
      path('M-78 -104q13 14 26 0t26 0t26 0t26 0t26 0t26 0v-10h-156z', '#fff') +
      path('M-100 -46q17 14 33 0t33 0t34 0t33 0t33 0t34 0v-12h-200z', '#fff') +
      candles,
  );
}

/** A round "play" button, as drawn on video posters. */
export function playButton(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, '#111827', 'opacity=".72" stroke="#fff" stroke-width="6"') +
    path(`M${n(cx - r * 0.3)} ${n(cy - r * 0.45)}L${n(cx + r * 0.48)} ${n(cy)}L${n(cx - r * 0.3)} ${n(cy + r * 0.45)}z`, '#fff', 'stroke="#fff" stroke-width="6" stroke-linejoin="round"')
  );
}

/** A rosette seal with a star in the middle. */
export function seal(cx: number, cy: number, r: number, color: string): string {
  return (
    path(`M${n(cx - r * 0.5)} ${n(cy + r * 0.6)}l-${n(r * 0.25)} ${n(r * 0.9)}l${n(r * 0.35)}-${n(r * 0.18)}l${n(r * 0.2)} ${n(r * 0.3)}l${n(r * 0.2)}-${n(r * 0.9)}z`, '#dc2626') +
    path(`M${n(cx + r * 0.5)} ${n(cy + r * 0.6)}l${n(r * 0.25)} ${n(r * 0.9)}l-${n(r * 0.35)}-${n(r * 0.18)}l-${n(r * 0.2)} ${n(r * 0.3)}l-${n(r * 0.2)}-${n(r * 0.9)}z`, '#dc2626') +
    star(cx, cy, r, r * 0.86, color, '', 16) +
    circle(cx, cy, r * 0.7, '#fff7ed', `stroke="${color}" stroke-width="${n(r * 0.06)}"`) +
    star(cx, cy, r * 0.42, r * 0.18, color)
  );
}

export function heart(cx: number, cy: number, s: number, fill: string): string {
  return place(cx, cy, s, path('M0-4C-6-14-22-12-20 2C-18 12-4 18 0 24C4 18 18 12 20 2C22-12 6-14 0-4z', fill));
}

/** A paw print about 40 units wide centred on (cx, cy). */
export function paw(cx: number, cy: number, s: number, fill: string): string {
  return place(cx, cy, s, ellipse(0, 8, 13, 11, fill) + ellipse(-15, -6, 5, 7, fill) + ellipse(-6, -15, 5, 7, fill) + ellipse(6, -15, 5, 7, fill) + ellipse(15, -6, 5, 7, fill));
}

/** A wheelie bin about 40 units tall centred on (cx, cy). */
export function bin(cx: number, cy: number, s: number, fill: string): string {
  return place(
    cx,
    cy,
    s,
    `<rect x="-16" y="-20" width="32" height="6" rx="2" fill="${fill}"/><rect x="-5" y="-24" width="10" height="4" rx="1" fill="${fill}"/>` +
      path('M-13-12h26l-3 32h-20z', fill) +
      `<path d="M-5-6v20M0-6v20M5-6v20" stroke="#fff" stroke-width="2"/>`,
  );
}

/** A simple leaf pointing up-right, about 30 units long. */
export function leaf(cx: number, cy: number, s: number, fill: string): string {
  return place(cx, cy, s, `${path('M-14 14C-16-6 0-16 16-16C16 2 6 16-14 14z', fill)}<path d="M-12 12L10-10" stroke="#fff" stroke-width="2" opacity=".7"/>`);
}

/** Scattered confetti strips inside the box, drawn from the given seeded source (one path per colour). */
export function confetti(rng: Rng, count: number, x: number, y: number, w: number, h: number, colors: readonly string[]): string {
  const byColor = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const cx = Math.round(x + rng.next() * w);
    const cy = Math.round(y + rng.next() * h);
    const a = rng.next() * Math.PI;
    const color = rng.pick(colors);
    byColor.set(color, `${byColor.get(color) ?? ''}M${cx} ${cy}l${n(10 * Math.cos(a))} ${n(10 * Math.sin(a))}`);
  }
  let out = '';
  for (const [color, d] of byColor) out += `<path d="${d}" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`;
  return out;
}
