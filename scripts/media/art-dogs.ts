/** 480×480 sample "photos" of the adoptable dogs: a portrait with the dog's name on its collar tag. */
import type { Dog } from './data.ts';
import { dogLook, type DogLook } from './dog-looks.ts';
import { paw } from './shapes.ts';
import { circle, ellipse, fitSize, n, path, rect, svgDoc, text } from './svg.ts';

const HX = 240;
const HY = 210;

const SCALE: Readonly<Record<DogLook['size'], number>> = { pequeño: 0.84, mediano: 0.94, grande: 1.04 };

function ears(look: DogLook, s: number, layer: 'back' | 'front'): string {
  const { coat, dark } = look.coat;
  if (look.ears === 'paradas' && layer === 'back') {
    const side = (k: number): string =>
      path(`M${n(HX + k * 92 * s)} ${n(HY - 30 * s)}L${n(HX + k * 108 * s)} ${n(HY - 150 * s)}L${n(HX + k * 24 * s)} ${n(HY - 88 * s)}z`, coat) +
      path(`M${n(HX + k * 86 * s)} ${n(HY - 50 * s)}L${n(HX + k * 98 * s)} ${n(HY - 128 * s)}L${n(HX + k * 44 * s)} ${n(HY - 86 * s)}z`, '#f9a8d4');
    return side(-1) + side(1);
  }
  if (look.ears === 'redondas' && layer === 'back') {
    return `<g fill="${dark}">${circle(HX - 84 * s, HY - 84 * s, 36 * s, '')}${circle(HX + 84 * s, HY - 84 * s, 36 * s, '')}</g>`;
  }
  if (look.ears === 'caídas' && layer === 'front') {
    const side = (k: number): string => {
      const cx = HX + k * 104 * s;
      const cy = HY + 14 * s;
      return ellipse(cx, cy, 34 * s, 74 * s, '', `transform="rotate(${k * 14} ${n(cx)} ${n(cy)})"`);
    };
    return `<g fill="${dark}">${side(-1)}${side(1)}</g>`;
  }
  return '';
}

function markings(look: DogLook, s: number): string {
  const { dark, light } = look.coat;
  const eyeY = HY - 4 * s;
  switch (look.marking) {
    case 'parche':
      return ellipse(HX - 44 * s, eyeY, 34 * s, 30 * s, dark);
    case 'antifaz':
      return `<g fill="${dark}">${ellipse(HX - 44 * s, eyeY, 32 * s, 28 * s, '', `transform="rotate(-20 ${n(HX - 44 * s)} ${n(eyeY)})"`)}${ellipse(HX + 44 * s, eyeY, 32 * s, 28 * s, '', `transform="rotate(20 ${n(HX + 44 * s)} ${n(eyeY)})"`)}</g>`;
    case 'lista':
      return path(`M${n(HX - 14 * s)} ${n(HY - 100 * s)}h${n(28 * s)}l${n(14 * s)} ${n(90 * s)}h${n(-56 * s)}z`, light);
    default:
      return '';
  }
}

export function dogPortrait(dog: Dog): string {
  const look = dogLook(dog);
  const s = SCALE[look.size];
  const { coat, light } = look.coat;
  const eyeY = HY - 4 * s;
  const noseY = HY + 50 * s;
  const tagSize = fitSize(dog.name, 128, 26);
  const face =
    ellipse(HX, HY, 118 * s, 108 * s, coat) +
    markings(look, s) +
    ellipse(HX, HY + 70 * s, 64 * s, 48 * s, light) +
    `<g fill="#fff">${circle(HX - 44 * s, eyeY, 17 * s, '')}${circle(HX + 44 * s, eyeY, 17 * s, '')}</g>` +
    `<g fill="#1f2937">${circle(HX - 42 * s, eyeY + 2 * s, 12 * s, '')}${circle(HX + 46 * s, eyeY + 2 * s, 12 * s, '')}${ellipse(HX, noseY, 22 * s, 15 * s, '')}</g>` +
    `<g fill="#fff">${circle(HX - 38 * s, eyeY - 3 * s, 4 * s, '')}${circle(HX + 50 * s, eyeY - 3 * s, 4 * s, '')}${ellipse(HX - 6 * s, noseY - 5 * s, 6 * s, 3 * s, '')}</g>` +
    (look.tongue ? ellipse(HX, noseY + 50 * s, 14 * s, 18 * s, '#f472b6') : '') +
    `<path d="M${HX} ${n(noseY + 14 * s)}v${n(14 * s)}m${n(-30 * s)} ${n(2 * s)}q${n(15 * s)} ${n(16 * s)} ${n(30 * s)} 0q${n(15 * s)} ${n(16 * s)} ${n(30 * s)} 0" stroke="#1f2937" stroke-width="${n(5 * s)}" fill="none" stroke-linecap="round"/>` +
    `<g fill="#fb7185" opacity=".35">${circle(HX - 80 * s, HY + 44 * s, 14 * s, '')}${circle(HX + 80 * s, HY + 44 * s, 14 * s, '')}</g>`;
  const body =
    rect(0, 0, 480, 480, look.background) +
    circle(HX, 220, 190, '#ffffff', 'opacity=".4"') +
    `<g opacity=".5">${paw(60, 420, 1, '#ffffff')}${paw(420, 90, 0.8, '#ffffff')}${paw(60, 80, 0.6, '#ffffff')}</g>` +
    // Shoulders and chest.
    ellipse(HX, 480, 150 * s, 480 - HY - 95 * s, coat) +
    ellipse(HX, 480, 70 * s, 380 - HY - 95 * s, light) +
    ears(look, s, 'back') +
    face +
    ears(look, s, 'front') +
    // Collar and name tag.
    path(`M${n(HX - 96 * s)} ${n(HY + 118 * s)}q${n(96 * s)} 36 ${n(192 * s)} 0v22q${n(-96 * s)} 36 ${n(-192 * s)} 0z`, look.collar) +
    circle(HX, HY + 152 * s, 8, 'none', 'stroke="#a16207" stroke-width="4"') +
    rect(HX - 76, HY + 158 * s, 152, 48, '#facc15', 'rx="16" stroke="#a16207" stroke-width="4"') +
    text(HX, HY + 158 * s + 24 + tagSize * 0.36, dog.name, { size: tagSize, fill: '#1f2937', weight: 800 });
  return svgDoc({
    width: 480,
    height: 480,
    title: `Foto de muestra de ${dog.name}, perro ${look.size} de pelaje ${look.coat.word} y orejas ${look.ears}`,
    body,
  });
}
