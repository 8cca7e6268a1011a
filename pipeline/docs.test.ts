import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FINDING_CODES, type FindingCode } from './schema/finding-codes.ts';

/** The rows of docs/pipeline.md's finding table: `| \`code\` | severity | kind | description |`. */
function documentedCodes(): { code: string; severity: string; kind: string; title: string }[] {
  const text = readFileSync(new URL('../docs/pipeline.md', import.meta.url), 'utf8');
  return Array.from(text.matchAll(/^\| `([a-z0-9-]+)` \| (error|warning|info) \| (fix|verify|flag|note) \| (.+) \|$/gm), (match) => ({
    code: match[1] as string,
    severity: match[2] as string,
    kind: match[3] as string,
    // Markdown escapes (`\<`, `\_`) are not part of the text.
    title: (match[4] as string).replace(/\\(.)/g, '$1'),
  }));
}

describe('docs/pipeline.md finding codes', () => {
  it('lists each code with the severity, kind and Spanish description of the catalogue', () => {
    const rows = documentedCodes();
    expect(rows.length).toBeGreaterThanOrEqual(19);
    for (const row of rows) {
      const entry = FINDING_CODES[row.code as FindingCode];
      expect(entry, row.code).toBeDefined();
      expect({ severity: row.severity, kind: row.kind, title: row.title }, row.code).toEqual({ severity: entry.severity, kind: entry.kind, title: entry.title });
    }
  });
});
