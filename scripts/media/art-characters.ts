/** Character illustrations (500×600) and their name titles (600×120). */
import { dasher, mia, rodolfa, wandita } from './characters-a.ts';
import { cometa, joe, tamy } from './characters-b.ts';
import { CHARACTER_NAMES, type CharacterSlug } from './data.ts';
import { esc, fitSize, rect, svgDoc } from './svg.ts';

interface CharacterStyle {
  draw: () => string;
  /** Spanish description for `<title>`. */
  description: string;
  /** Letter colours for the title, used in turn. */
  letters: readonly string[];
  /** Background of the title band. */
  band: string;
}

const STYLES: Readonly<Record<CharacterSlug, CharacterStyle>> = {
  rodolfa: { draw: rodolfa, description: 'Rodolfa, una niña reno con astas, nariz roja y bufanda verde', letters: ['#dc2626', '#15803d', '#b45309'], band: '#fee2e2' },
  wandita: { draw: wandita, description: 'Wandita, una pequeña bruja con sombrero puntiagudo y varita mágica', letters: ['#6d28d9', '#c2410c', '#7c3aed'], band: '#ede9fe' },
  dasher: { draw: dasher, description: 'Dasher, un conejo muy rápido con zapatillas rojas', letters: ['#1d4ed8', '#dc2626', '#15803d'], band: '#dcfce7' },
  mia: { draw: mia, description: 'Mia, una niña astronauta que flota entre las estrellas', letters: ['#c2410c', '#1e40af', '#be185d'], band: '#e0e7ff' },
  tamy: { draw: tamy, description: 'Tamy, una tortuga tranquila que pasea por la playa', letters: ['#15803d', '#0e7490', '#b45309'], band: '#cffafe' },
  cometa: { draw: cometa, description: 'Cometa, un cometa feliz con una larga cola', letters: ['#c2410c', '#a16207', '#be123c'], band: '#fef9c3' },
  joe: { draw: joe, description: 'Joe, un robot amistoso que saluda', letters: ['#0369a1', '#475569', '#dc2626'], band: '#e0f2fe' },
};

export function characterArt(slug: CharacterSlug): string {
  const style = STYLES[slug];
  return svgDoc({ width: 500, height: 600, title: `Ilustración de muestra: ${style.description}`, body: style.draw() });
}

/** The name in big, bouncing, multicoloured letters with a white outline and a soft shadow. */
export function characterTitle(slug: CharacterSlug): string {
  const style = STYLES[slug];
  const name = CHARACTER_NAMES[slug];
  const size = fitSize(name, 480, 84);
  const glyphs = [...name];
  // Relative `dy` shifts make the letters bounce without splitting the line into separately
  // anchored chunks (absolute per-glyph positions would each be centred on their own).
  const dy = glyphs.map((_, i) => (i === 0 ? 0 : i % 2 === 1 ? -8 : 8)).join(' ');
  const turns = glyphs.map((_, i) => (i % 2 === 0 ? -6 : 6)).join(' ');
  const spans = glyphs.map((ch, i) => `<tspan fill="${style.letters[i % style.letters.length]}">${esc(ch)}</tspan>`).join('');
  const attrs = `x="300" font-size="${size}" font-weight="900" text-anchor="middle" rotate="${turns}" letter-spacing="4"`;
  const body =
    rect(4, 8, 592, 104, style.band, 'rx="52"') +
    `<text ${attrs} y="91" dx="5" dy="${dy}" fill="#1f2937" opacity=".25">${esc(name)}</text>` +
    `<text ${attrs} y="86" dy="${dy}" stroke="#fff" stroke-width="10" paint-order="stroke" stroke-linejoin="round">${spans}</text>`;
  return svgDoc({ width: 600, height: 120, title: `Título de muestra: ${name}`, body });
}
