import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font } from 'fontkit';

/**
 * SVG art whose text every browser engine draws the same.
 *
 * A `<text>` squeezed into a width with `textLength` draws the same everywhere when it holds plain
 * text, but not when it holds `<tspan>`s: WebKit (Safari, every iPhone browser) does not squeeze the
 * spans, so "Teletón Kids" runs past its box and is cut at the edge of the picture, while Chromium
 * and Firefox squeeze the whole line. Such a line is published as one `<text>` per span, each
 * squeezed into its own share of the width: the shares come from the spans' natural widths in
 * DejaVu Sans (the widths of a sans-serif differ little from one font to another, and each engine
 * then fits each span into exactly its box). A squeezed line this cannot rewrite (spans placed on
 * their own, nested spans) is reported and published as it is. The art is read and written with
 * xmldom's DOM, so everything else in it stays as it was.
 */

/** Where a squeezed `<text>` is, and what became of it. */
export interface SqueezedText {
  /** Line of the `<text>` in the file (1-based). */
  line: number;
  /** Its words, for the report. */
  text: string;
  /** `split`: published as one `<text>` per span; `kept`: a shape this cannot rewrite, published as it is. */
  outcome: 'split' | 'kept';
}

export interface SvgTextResult {
  /** The art to publish: the input itself when nothing was rewritten. */
  svg: string;
  squeezed: SqueezedText[];
}

const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const fonts = new Map<string, Font>();
/** fontkit and xmldom are loaded only for art that needs them (one file in 175): the CLI starts without them. */
let fontkit: typeof import('fontkit') | null = null;
function font(bold: boolean): Font {
  const file = bold ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf';
  let loaded = fonts.get(file);
  if (!loaded) {
    if (!fontkit) throw new Error('fontkit sin cargar: use loadTextTools() antes');
    const opened = fontkit.create(readFileSync(join(FONT_DIR, file)));
    if (!('layout' in opened)) throw new Error(`${file}: se esperaba una fuente, no una colección`);
    loaded = opened;
    fonts.set(file, loaded);
  }
  return loaded;
}

/** Loads fontkit and xmldom (once). */
export async function loadTextTools(): Promise<typeof import('@xmldom/xmldom')> {
  fontkit ??= await import('fontkit');
  return import('@xmldom/xmldom');
}

/** The natural width of `text` at `size` px, bold from weight 600 (`bold`, `bolder` too), as fontkit lays it out (kerning included). */
export function textWidth(text: string, size: number, weight: string | undefined): number {
  const bold = weight !== undefined && (/^bold/.test(weight) || Number(weight) >= 600);
  const face = font(bold);
  return (face.layout(text).advanceWidth * size) / face.unitsPerEm;
}

/** A `<text>` or `<tspan>` of the parsed art (xmldom's DOM). */
type Node = import('@xmldom/xmldom').Node;
type Element = import('@xmldom/xmldom').Element;

const isElement = (node: Node): node is Element => node.nodeType === 1;
const textOf = (node: Node): string => node.textContent ?? '';

/** Attributes that place a span on its own: a line with any of them is not rewritten. */
const PLACING = ['x', 'y', 'dx', 'dy', 'rotate', 'textLength', 'transform'];
/** What a span may set for its own words. */
const PRESENTATION = /^(fill|stroke|stroke-width|opacity|fill-opacity|font-weight|font-style|font-size|font-family|class|style)$/;

const round = (value: number) => String(Math.round(value * 100) / 100);

/** An inherited presentation attribute: the element's own, else its ancestors' (the `<svg>` sets `font-family` and sometimes `font-size` for the whole picture). */
function inherited(name: string, element: Element): string | undefined {
  for (let node: Node | null = element; node !== null && isElement(node); node = node.parentNode) {
    if (node.hasAttribute(name)) return node.getAttribute(name) ?? undefined;
  }
  return undefined;
}

const attributesOf = (element: Element): Record<string, string> =>
  Object.fromEntries(Array.from(element.attributes).map((attribute) => [attribute.name, attribute.value]));

/** The pieces of a squeezed line: each span's words (spaces collapsed as SVG does) and its own attributes. */
function piecesOf(text: Element): { words: string; attributes: Record<string, string> }[] | null {
  const pieces: { words: string; attributes: Record<string, string> }[] = [];
  for (const child of Array.from(text.childNodes)) {
    if (isElement(child)) {
      if (child.tagName !== 'tspan' || Array.from(child.childNodes).some(isElement) || PLACING.some((name) => child.hasAttribute(name))) return null;
      pieces.push({ words: textOf(child), attributes: attributesOf(child) });
    } else if (child.nodeType === 3) {
      pieces.push({ words: textOf(child), attributes: {} });
    }
  }
  // Spaces as SVG lays them out (xml:space default): runs collapse to one, none at the line's ends.
  const joined = pieces.map((piece) => piece.words.replace(/\s+/g, ' '));
  let start = true;
  return pieces.map((piece, index) => {
    let words = joined[index] ?? '';
    if (start) words = words.replace(/^ /, '');
    if (words !== '') start = words.endsWith(' ');
    if (joined.slice(index + 1).every((rest) => rest.trim() === '')) words = words.replace(/ $/, '');
    return { words, attributes: piece.attributes };
  });
}

/** One `<text>` per span, each squeezed into its share of the line's width; null when the line cannot be rewritten. */
function splitLine(text: Element): Element[] | null {
  const length = Number(text.getAttribute('textLength'));
  const pieces = piecesOf(text);
  if (!pieces || !Number.isFinite(length) || length <= 0) return null;
  const size = Number.parseFloat(inherited('font-size', text) ?? '16');
  const weight = inherited('font-weight', text);
  const sizeOf = (attributes: Record<string, string>) => Number.parseFloat(attributes['font-size'] ?? '') || size;
  const weightOf = (attributes: Record<string, string>) => attributes['font-weight'] ?? weight;
  const widths = pieces.map((piece) => textWidth(piece.words, sizeOf(piece.attributes), weightOf(piece.attributes)));
  const natural = widths.reduce((sum, width) => sum + width, 0);
  if (!(natural > 0)) return null;
  const scale = length / natural;
  const anchor = inherited('text-anchor', text) ?? 'start';
  const x = Number.parseFloat(text.getAttribute('x') ?? '0');
  let left = anchor === 'middle' ? x - length / 2 : anchor === 'end' ? x - length : x;
  const doc = text.ownerDocument;
  if (!doc) return null;
  const own = attributesOf(text);
  const out: Element[] = [];
  for (const [index, piece] of pieces.entries()) {
    const lead = piece.words.length - piece.words.trimStart().length;
    const words = piece.words.trim();
    if (words !== '') {
      // Spaces at the edges of a span take their room but draw nothing: the words start after them.
      const leadWidth = lead > 0 ? textWidth(' '.repeat(lead), sizeOf(piece.attributes), weightOf(piece.attributes)) * scale : 0;
      const wordsWidth = textWidth(words, sizeOf(piece.attributes), weightOf(piece.attributes)) * scale;
      const element = doc.createElementNS(text.namespaceURI, 'text');
      const attributes: Record<string, string> = {
        ...Object.fromEntries(Object.entries(own).filter(([name]) => !['x', 'textLength', 'text-anchor'].includes(name))),
        ...Object.fromEntries(Object.entries(piece.attributes).filter(([name]) => PRESENTATION.test(name))),
        x: round(left + leadWidth),
        textLength: round(wordsWidth),
        lengthAdjust: own.lengthAdjust ?? 'spacing',
      };
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      element.appendChild(doc.createTextNode(words));
      out.push(element);
    }
    left += (widths[index] ?? 0) * scale;
  }
  return out;
}

/** Rewrites the squeezed lines of an SVG that holds spans (see above); any other SVG comes back as it is. */
export async function fixSqueezedText(svg: string): Promise<SvgTextResult> {
  if (!/textLength/.test(svg) || !/<tspan\b/.test(svg)) return { svg, squeezed: [] };
  const { DOMParser, XMLSerializer } = await loadTextTools();
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const squeezed: SqueezedText[] = [];
  let changed = false;
  for (const text of Array.from(doc.getElementsByTagName('text'))) {
    if (!text.hasAttribute('textLength') || !Array.from(text.childNodes).some((child) => isElement(child) && child.tagName === 'tspan')) continue;
    const split = splitLine(text);
    squeezed.push({ line: text.lineNumber ?? 1, text: textOf(text).replace(/\s+/g, ' ').trim(), outcome: split ? 'split' : 'kept' });
    if (!split || !text.parentNode) continue;
    for (const element of split) text.parentNode.insertBefore(element, text);
    text.parentNode.removeChild(text);
    changed = true;
  }
  return { svg: changed ? new XMLSerializer().serializeToString(doc) : svg, squeezed };
}
