import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import { optimize, type CustomPlugin } from 'svgo';

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
 * their own, nested spans) is reported and published as it is.
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
function font(bold: boolean): Font {
  const file = bold ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf';
  let loaded = fonts.get(file);
  if (!loaded) {
    const opened = create(readFileSync(join(FONT_DIR, file)));
    if (!('layout' in opened)) throw new Error(`${file}: se esperaba una fuente, no una colección`);
    loaded = opened;
    fonts.set(file, loaded);
  }
  return loaded;
}

/** The natural width of `text` at `size` px, bold from weight 600 (`bold`, `bolder` too), as fontkit lays it out (kerning included). */
export function textWidth(text: string, size: number, weight: string | undefined): number {
  const bold = weight !== undefined && (/^bold/.test(weight) || Number(weight) >= 600);
  const face = font(bold);
  return (face.layout(text).advanceWidth * size) / face.unitsPerEm;
}

type XastElement = { type: 'element'; name: string; attributes: Record<string, string>; children: XastChild[] };
type XastChild = XastElement | { type: 'text'; value: string } | { type: string };

const isElement = (node: XastChild): node is XastElement => node.type === 'element';
const textOf = (node: XastChild): string =>
  isElement(node) ? node.children.map(textOf).join('') : node.type === 'text' ? ((node as { value: string }).value ?? '') : '';

/** Attributes that place a span on its own: a line with any of them is not rewritten. */
const PLACING = ['x', 'y', 'dx', 'dy', 'rotate', 'textLength', 'transform'];
/** What a span may set for its own words. */
const PRESENTATION = /^(fill|stroke|stroke-width|opacity|fill-opacity|font-weight|font-style|font-size|font-family|class|style)$/;

const round = (value: number) => String(Math.round(value * 100) / 100);

/**
 * Reads an inherited presentation attribute: the element's own, else its ancestors' (the `<svg>`
 * sets `font-family` and sometimes `font-size` for the whole picture).
 */
function inherited(name: string, element: XastElement, ancestors: readonly XastElement[]): string | undefined {
  for (const node of [element, ...[...ancestors].reverse()]) {
    const value = node.attributes[name];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The pieces of a squeezed line: each span's words (spaces collapsed as SVG does) and its own attributes. */
function piecesOf(text: XastElement): { words: string; attributes: Record<string, string> }[] | null {
  const pieces: { words: string; attributes: Record<string, string> }[] = [];
  for (const child of text.children) {
    if (isElement(child)) {
      if (child.name !== 'tspan' || child.children.some(isElement) || PLACING.some((name) => child.attributes[name] !== undefined)) return null;
      pieces.push({ words: textOf(child), attributes: child.attributes });
    } else if (child.type === 'text') {
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
    if (index === pieces.length - 1 || joined.slice(index + 1).every((rest) => rest.trim() === '')) words = words.replace(/ $/, '');
    return { words, attributes: piece.attributes };
  });
}

/** One `<text>` per span, each squeezed into its share of the line's width; null when the line cannot be rewritten. */
function splitLine(text: XastElement, ancestors: readonly XastElement[]): XastElement[] | null {
  const length = Number(text.attributes.textLength);
  const pieces = piecesOf(text);
  if (!pieces || !Number.isFinite(length) || length <= 0) return null;
  const size = Number.parseFloat(inherited('font-size', text, ancestors) ?? '16');
  const widths = pieces.map((piece) => textWidth(piece.words, Number.parseFloat(piece.attributes['font-size'] ?? '') || size, piece.attributes['font-weight'] ?? inherited('font-weight', text, ancestors)));
  const natural = widths.reduce((sum, width) => sum + width, 0);
  if (!(natural > 0)) return null;
  const scale = length / natural;
  const anchor = inherited('text-anchor', text, ancestors) ?? 'start';
  const x = Number.parseFloat(text.attributes.x ?? '0');
  let left = anchor === 'middle' ? x - length / 2 : anchor === 'end' ? x - length : x;
  const out: XastElement[] = [];
  const own = Object.fromEntries(Object.entries(text.attributes).filter(([name]) => !['x', 'textLength', 'text-anchor'].includes(name)));
  for (const [index, piece] of pieces.entries()) {
    const width = (widths[index] ?? 0) * scale;
    const lead = piece.words.length - piece.words.trimStart().length;
    const words = piece.words.trim();
    if (words !== '') {
      // Spaces at the edges of a span take their room but draw nothing: the words start after them.
      const leadWidth = lead > 0 ? textWidth(' '.repeat(lead), size, piece.attributes['font-weight'] ?? inherited('font-weight', text, ancestors)) * scale : 0;
      const wordsWidth = textWidth(words, Number.parseFloat(piece.attributes['font-size'] ?? '') || size, piece.attributes['font-weight'] ?? inherited('font-weight', text, ancestors)) * scale;
      const attributes: Record<string, string> = { ...own, ...Object.fromEntries(Object.entries(piece.attributes).filter(([name]) => PRESENTATION.test(name))) };
      attributes.x = round(left + leadWidth);
      attributes.textLength = round(wordsWidth);
      attributes.lengthAdjust = text.attributes.lengthAdjust ?? 'spacing';
      out.push({ type: 'element', name: 'text', attributes, children: [{ type: 'text', value: words }] });
    }
    left += width;
  }
  return out;
}

/** The line of each `<text` tag in the file, in document order. */
function textLines(svg: string): number[] {
  return [...svg.matchAll(/<text\b/g)].map((match) => svg.slice(0, match.index).split('\n').length);
}

/** Rewrites the squeezed lines of an SVG that holds spans (see above); any other SVG comes back as it is. */
export function fixSqueezedText(svg: string): SvgTextResult {
  if (!/textLength/.test(svg) || !/<tspan\b/.test(svg)) return { svg, squeezed: [] };
  const lines = textLines(svg);
  const squeezed: SqueezedText[] = [];
  let seen = 0;
  /** The `<text>`s this made: not in the file, so not counted among its lines. */
  const made = new WeakSet<XastElement>();
  const plugin: CustomPlugin = {
    name: 'splitSqueezedText',
    fn: () => {
      const ancestors: XastElement[] = [];
      return {
        element: {
          enter: (node: XastElement, parent: XastElement | { type: 'root'; children: XastChild[] }) => {
            if (node.name === 'text' && !made.has(node)) {
              const line = lines[seen++] ?? 1;
              if (node.attributes.textLength !== undefined && node.children.some((child) => isElement(child) && child.name === 'tspan')) {
                const split = splitLine(node, ancestors);
                squeezed.push({ line, text: textOf(node).replace(/\s+/g, ' ').trim(), outcome: split ? 'split' : 'kept' });
                if (split) {
                  for (const element of split) made.add(element);
                  parent.children.splice(parent.children.indexOf(node), 1, ...split);
                }
              }
            }
            ancestors.push(node);
          },
          exit: () => {
            ancestors.pop();
          },
        },
      };
    },
  };
  if (lines.length === 0) return { svg, squeezed: [] };
  const result = optimize(svg, { plugins: [plugin], js2svg: { pretty: false } });
  return { svg: squeezed.some((entry) => entry.outcome === 'split') ? result.data : svg, squeezed };
}
