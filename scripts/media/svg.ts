/**
 * Small helpers for hand-built SVG strings: the document wrapper (size, viewBox, Spanish
 * `<title>`, system font), the "MUESTRA" corner label and text. Coordinates are rounded so the
 * output stays short and identical from run to run.
 */

/** Rounds to one decimal and drops a trailing ".0". */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Escapes text for element content and attribute values. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const FONT = 'system-ui, sans-serif';

/** Default text colour: dark enough for good contrast on the light backgrounds used throughout. */
export const INK = '#1f2937';

export interface SvgDocument {
  width: number;
  height: number;
  /** Spanish description, used for `<title>`. */
  title: string;
  body: string;
  /** Draw the "MUESTRA" label in the top-right corner (default true). */
  label?: boolean;
  /** Optional `<defs>` content (gradients). */
  defs?: string;
}

export function svgDoc(doc: SvgDocument): string {
  const { width, height, title, body } = doc;
  const defs = doc.defs ? `<defs>${doc.defs}</defs>` : '';
  const label = doc.label === false ? '' : muestra(width, height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"` +
    ` role="img" font-family="${FONT}"><title>${esc(title)}</title>${defs}${body}${label}</svg>\n`
  );
}

/** A small dark tag reading "MUESTRA", sized to the image. */
export function muestra(width: number, height: number): string {
  const size = Math.max(7, Math.min(16, Math.round(Math.sqrt(width * height) * 0.028)));
  const w = Math.round(size * 6.6);
  const h = Math.round(size * 1.5);
  const pad = Math.max(3, Math.round(size * 0.5));
  const x = width - w - pad;
  return (
    `<g><rect x="${x}" y="${pad}" width="${w}" height="${h}" rx="${n(h / 3)}" fill="#111827" opacity=".85"/>` +
    `<text x="${n(x + w / 2)}" y="${n(pad + h * 0.72)}" font-size="${size}" font-weight="700" fill="#fff"` +
    ` text-anchor="middle" textLength="${n(w - size)}" lengthAdjust="spacingAndGlyphs">MUESTRA</text></g>`
  );
}

export interface TextOptions {
  size: number;
  fill?: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  /** Force the rendered width (keeps tight layouts inside their box whatever the font). */
  fit?: number;
  /** Outline drawn under the fill, e.g. `#fff` for text over busy art. */
  stroke?: string;
  strokeWidth?: number;
  extra?: string;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-size="${o.size}"`,
    `font-weight="${o.weight ?? 700}"`,
    `fill="${o.fill ?? INK}"`,
  ];
  if ((o.anchor ?? 'middle') !== 'start') attrs.push(`text-anchor="${o.anchor ?? 'middle'}"`);
  if (o.fit !== undefined) attrs.push(`textLength="${n(o.fit)}" lengthAdjust="spacingAndGlyphs"`);
  if (o.stroke) attrs.push(`stroke="${o.stroke}" stroke-width="${o.strokeWidth ?? 4}" paint-order="stroke" stroke-linejoin="round"`);
  if (o.extra) attrs.push(o.extra);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

/** Rough width of bold system-font text, for sizing boxes and choosing font sizes. */
export function approxWidth(content: string, size: number): number {
  let units = 0;
  for (const ch of content) {
    if (ch === ' ') units += 0.32;
    else if ('iIlj.,:;!¡\'|'.includes(ch)) units += 0.34;
    else if ('mwMW'.includes(ch)) units += 1.0;
    else if (ch === ch.toUpperCase() && ch !== ch.toLowerCase()) units += 0.78;
    else units += 0.66;
  }
  return units * size;
}

/** Largest font size (≤ max) at which `content` fits in `width`. */
export function fitSize(content: string, width: number, max: number): number {
  return Math.max(8, Math.min(max, Math.floor(width / (approxWidth(content, 1) || 1))));
}

/** ` fill="…"` plus any extra attributes; an empty fill is left out so the shape inherits it. */
function paint(fill: string, extra: string): string {
  return (fill ? ` fill="${fill}"` : '') + (extra ? ` ${extra}` : '');
}

/** `name="value"` with a leading space, or nothing for the default 0. */
function at(name: string, value: number): string {
  return n(value) === '0' ? '' : ` ${name}="${n(value)}"`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect${at('x', x)}${at('y', y)} width="${n(w)}" height="${n(h)}"${paint(fill, extra)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle${at('cx', cx)}${at('cy', cy)} r="${n(r)}"${paint(fill, extra)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse${at('cx', cx)}${at('cy', cy)} rx="${n(rx)}" ry="${n(ry)}"${paint(fill, extra)}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}"${paint(fill, extra)}/>`;
}

/** Wraps content in a group moved to (x, y) and scaled by s. */
export function place(x: number, y: number, s: number, content: string): string {
  const scale = s === 1 ? '' : ` scale(${Math.round(s * 1000) / 1000})`;
  return `<g transform="translate(${n(x)} ${n(y)})${scale}">${content}</g>`;
}

/** A vertical two-stop gradient definition. */
export function vGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}
