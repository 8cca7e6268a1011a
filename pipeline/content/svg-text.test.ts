import { beforeAll, describe, expect, it } from 'vitest';
import { fixSqueezedText, loadTextTools, textWidth } from './svg-text.ts';

beforeAll(async () => {
  await loadTextTools();
});

const wrap = (body: string, root = 'font-family="system-ui, sans-serif"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" ${root}>${body}</svg>`;

/** The `<text>` elements of an SVG: attributes and words. */
function texts(svg: string): { attributes: Record<string, string>; words: string }[] {
  return [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map((match) => ({
    attributes: Object.fromEntries([...(match[1] ?? '').matchAll(/([\w-:]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? ''])),
    words: match[2] ?? '',
  }));
}

describe('textWidth', () => {
  it('measures wider text wider, and bold wider than regular', async () => {
    expect(textWidth('Kids', 23, '800')).toBeGreaterThan(0);
    expect(textWidth('Teletón', 23, '800')).toBeGreaterThan(textWidth('Kids', 23, '800'));
    expect(textWidth('Kids', 23, 'bold')).toBeGreaterThan(textWidth('Kids', 23, undefined));
    expect(textWidth('Kids', 46, undefined)).toBeCloseTo(2 * textWidth('Kids', 23, undefined), 5);
  });
});

describe('fixSqueezedText', () => {
  it('splits a line squeezed over spans into one squeezed text per span, filling the same width', async () => {
    const svg = wrap(
      '<title>Logo</title><text x="52" y="30" font-size="23" font-weight="800" textLength="122" lengthAdjust="spacingAndGlyphs"><tspan fill="#b91c1c">Teletón</tspan> <tspan fill="#1d4ed8">Kids</tspan></text>',
    );
    const { svg: fixed, squeezed } = await fixSqueezedText(svg);
    expect(squeezed).toEqual([{ line: 1, text: 'Teletón Kids', outcome: 'split' }]);
    const [first, second] = texts(fixed);
    expect(texts(fixed)).toHaveLength(2);
    expect(first).toMatchObject({
      words: 'Teletón',
      attributes: { x: '52', y: '30', fill: '#b91c1c', 'font-size': '23', 'font-weight': '800', lengthAdjust: 'spacingAndGlyphs' },
    });
    expect(second).toMatchObject({ words: 'Kids', attributes: { fill: '#1d4ed8', lengthAdjust: 'spacingAndGlyphs' } });
    // The two boxes and the space between them make the line's 122 px, in the words' own proportions.
    const end = Number(second?.attributes.x) + Number(second?.attributes.textLength);
    expect(end).toBeCloseTo(52 + 122, 1);
    const share = Number(first?.attributes.textLength) / Number(second?.attributes.textLength);
    expect(share).toBeCloseTo(textWidth('Teletón', 23, '800') / textWidth('Kids', 23, '800'), 2);
    const gap = Number(second?.attributes.x) - (Number(first?.attributes.x) + Number(first?.attributes.textLength));
    expect(gap).toBeGreaterThan(0);
    expect(fixed).not.toContain('<tspan');
    expect(fixed).toContain('<title>Logo</title>');
  });

  it('places the boxes from the anchor: the middle and the end of the line stay where they were', async () => {
    for (const [anchor, x, start] of [
      ['middle', 100, 40],
      ['end', 160, 40],
    ] as const) {
      const { svg } = await fixSqueezedText(
        wrap(`<text x="${x}" y="20" font-size="10" text-anchor="${anchor}" textLength="120"><tspan>Hola</tspan> <tspan>mundo</tspan></text>`),
      );
      const parts = texts(svg);
      expect(Number(parts[0]?.attributes.x)).toBeCloseTo(start, 1);
      expect(Number(parts[1]?.attributes.x) + Number(parts[1]?.attributes.textLength)).toBeCloseTo(start + 120, 1);
      expect(parts.every((part) => part.attributes['text-anchor'] === undefined)).toBe(true);
    }
  });

  it('takes the font size and weight the picture sets for all its text', async () => {
    const { svg } = await fixSqueezedText(
      wrap('<text x="0" y="20" textLength="100"><tspan>Uno</tspan><tspan font-weight="bold">Dos</tspan></text>', 'font-size="12"'),
    );
    const [uno, dos] = texts(svg);
    expect(Number(uno?.attributes.textLength) / Number(dos?.attributes.textLength)).toBeCloseTo(
      textWidth('Uno', 12, undefined) / textWidth('Dos', 12, 'bold'),
      2,
    );
    expect(dos?.attributes['font-weight']).toBe('bold');
  });

  it('reports a squeezed line it cannot rewrite and publishes the art as it is', async () => {
    const svg = wrap(
      '<text x="0" y="20" textLength="100"><tspan dy="3">Uno</tspan><tspan>Dos</tspan></text>\n<text x="0" y="40" textLength="90"><tspan><tspan>A</tspan></tspan></text>',
    );
    const result = await fixSqueezedText(svg);
    expect(result.svg).toBe(svg);
    expect(result.squeezed).toEqual([
      { line: 1, text: 'UnoDos', outcome: 'kept' },
      { line: 2, text: 'A', outcome: 'kept' },
    ]);
  });

  it('leaves alone the text that every engine squeezes the same, and art with no text', async () => {
    for (const body of [
      '<text x="153" y="43" textLength="35" lengthAdjust="spacingAndGlyphs">MUESTRA</text>',
      '<text x="300" y="86"><tspan fill="#dc2626">R</tspan><tspan fill="#15803d">o</tspan></text>',
      '<rect width="10" height="10"/>',
    ]) {
      const svg = wrap(body);
      expect(await fixSqueezedText(svg)).toEqual({ svg, squeezed: [] });
    }
  });

  it('names the line of each squeezed text in a file of several lines', async () => {
    const svg = wrap('\n<text x="0" y="10">simple</text>\n<rect/>\n<text x="0" y="30" textLength="80"><tspan>A</tspan> <tspan>B</tspan></text>');
    expect((await fixSqueezedText(svg)).squeezed).toEqual([{ line: 4, text: 'A B', outcome: 'split' }]);
  });
});
