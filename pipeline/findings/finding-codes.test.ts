import { describe, expect, it } from 'vitest';
import { docsSection } from '../fixtures/docs-section.ts';
import { FINDING_CODES } from './finding-codes.ts';

const DOC = new URL('../../docs/pipeline.md', import.meta.url);

/** Markdown for a cell: `<` and `|` would end the text or the cell. */
const cell = (text: string) => text.replace(/[<|]/g, (char) => `\\${char}`);

/** docs/pipeline.md's table of finding codes, as the catalogue says it, in the catalogue's order. */
function codesTable(): string {
  const rows = Object.entries(FINDING_CODES).map(([code, entry]) => `| \`${code}\` | ${entry.severity} | ${entry.kind} | ${cell(entry.title)} |`);
  return ['| code | severity | kind | description |', '|---|---|---|---|', ...rows].join('\n');
}

describe('docs/pipeline.md finding codes', () => {
  it('is the catalogue: every code with its severity, kind and Spanish description (UPDATE_DOCS=1 rewrites it)', () => {
    const { current, expected } = docsSection(DOC, 'codes', codesTable());
    expect(current).toBe(expected);
    expect(expected.split('\n')).toHaveLength(2 + Object.keys(FINDING_CODES).length);
  });
});
