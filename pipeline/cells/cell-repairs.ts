/**
 * What spreadsheet programs, exports, copy-paste from web pages and old systems do to the text
 * of a cell, undone where what a person reads is certain, and told either way: invisible
 * characters and odd spaces; Excel's `_x000D_` escapes, `="…"` formula wrappers, a leading
 * apostrophe, `.0` after a whole number, quotes around the whole cell; HTML entities and tags;
 * UTF-8 read as Windows-1252 and saved again (`Ã±` for `ñ`), repaired only where the bytes decode
 * as UTF-8 strictly; `NULL` and error values in a text column (emptied). A cell of exactly 255
 * characters (the limit where old exports cut text) and a cell in capitals are kept as written,
 * with a finding.
 */
import { decodeHTML } from 'entities';
import { type FieldFinding, finding } from '../findings/finding.ts';
import { encodeWindows1252 } from '../io/decode.ts';
import { isSpreadsheetError } from './clean-cell.ts';
import { memoize } from './memo.ts';

/** Zero-width characters, soft hyphen, direction marks, word joiner, BOM: nothing a person sees. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
/** Spaces that are not the space bar's: no-break, figure, narrow no-break, ideographic. */
const ODD_SPACE = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
/** Excel's escape of a character it cannot keep in a cell: `_x000D_` (a carriage return). */
const EXCEL_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;
/** An HTML entity: `&amp;`, `&#233;`, `&#xE9;`. */
const ENTITY = /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});/;
/** A line break tag, and the formatting tags pasted from web pages. */
const BREAK_TAG = /<\s*br\s*\/?\s*>/gi;
const FORMAT_TAG = /<\/?\s*(?:p|b|i|u|em|strong|span|div|font|small|sup|sub)(?:\s[^<>]*)?\s*\/?>/gi;
/**
 * A character UTF-8 wrote in two or three bytes, read back one byte at a time as Windows-1252:
 * a lead byte (`Â`, `Ã`, `â`…) and one or two continuation bytes (0x80–0xBF as Windows-1252 shows them).
 */
const MOJIBAKE =
  /[\u00C2-\u00EF][\u0080-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]{1,2}/g;
/** Words old systems write in a cell for "no value". */
const NULL_WORD = /^\s*(?:null|\(null\)|none|nil|undefined|nan|n\/d)\s*$/i;

/** Anything a cell must have for one of the repairs below to apply; most cells have none, and {@link readableRow} passes them by. */
const SUSPECT = /[\u0080-\u00BF\u00C2-\u00EF\u2000-\u206F\u3000\uFEFF&<_='"#]|\.0+$|^\s*(?:null|\(null\)|none|nil|undefined|nan|n\/d)\s*$/i;

/** Columns whose text is published as a name: capitals are noted. */
const NAME_COLUMNS = new Set(['name', 'addres', 'operacion']);
/** Columns with no reader of their own for `NULL` and spreadsheet errors (the others flag them in their own words). */
const PLAIN_COLUMNS = new Set(['name', 'addres', 'operacion', 'empresa', 'supervisor', 'type', 'image']);
/** Columns whose numbers Excel may have stored as decimals (`425.0`). */
const NUMBER_COLUMNS = new Set(['id', 'contacto']);

/** The length at which old exports (Access, Excel 95, many web forms) cut text. */
export const CUT_LENGTH = 255;

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Repairs each double-encoded character whose bytes decode as UTF-8 strictly; the others stay. */
export function repairMojibake(text: string): string {
  return text.replace(MOJIBAKE, (run) => {
    // The longest start of the run that decodes (a real dash may follow a repaired letter).
    for (let length = run.length; length >= 2; length--) {
      // Every character the pattern takes has a Windows-1252 byte.
      const bytes = encodeWindows1252(run.slice(0, length)) as Uint8Array;
      try {
        return decoder.decode(bytes) + run.slice(length);
      } catch {
        // Not UTF-8 at this length: try a shorter one.
      }
    }
    return run;
  });
}

/** One step: what it does to the text, and the finding when it changed it. */
type Step = (text: string, field: string) => string;

// Double encoding first: its continuation bytes include what the next step removes (0xAD, the soft hyphen, is half of `í`).
const STEPS: readonly [Step, 'text-invisible' | 'text-spreadsheet' | 'text-html' | 'text-mojibake', string][] = [
  [repairMojibake, 'text-mojibake', 'caracteres con doble codificación (UTF-8 leído como Windows-1252) reparados'],
  [(text) => text.replace(INVISIBLE, '').replace(ODD_SPACE, ' '), 'text-invisible', 'caracteres invisibles o espacios especiales quitados'],
  [
    (text, field) => {
      let out = text.replace(EXCEL_ESCAPE, (_, hex: string) => (/000[9ADad]/.test(hex) ? ' ' : String.fromCharCode(Number.parseInt(hex, 16))));
      out = out.replace(/^\s*=\s*"((?:[^"]|"")*)"\s*$/, (_, inner: string) => inner.replace(/""/g, '"'));
      out = out.replace(/^\s*'(?=[\d+\-=(])/, '');
      out = out.replace(/^\s*"([^"]*)"\s*$/, '$1');
      if (NUMBER_COLUMNS.has(field)) out = out.replace(/^(\s*\+?\d+)\.0+(\s*)$/, '$1$2');
      return out;
    },
    'text-spreadsheet',
    'marcas de la planilla quitadas',
  ],
  [
    (text) => (ENTITY.test(text) ? decodeHTML(text) : text).replace(BREAK_TAG, ' ').replace(FORMAT_TAG, ''),
    'text-html',
    'HTML de una página web leído como texto',
  ],
];

/** A cell as a person reads it, with a finding for each kind of change, and notes on what is kept as written. */
export function readableCell(raw: string, field: string): { text: string; findings: FieldFinding[] } {
  const findings: FieldFinding[] = [];
  let text = raw;
  for (const [step, code, what] of STEPS) {
    const next = step(text, field);
    if (next === text) continue;
    findings.push(finding(code, { field, raw: text, fixed: next, change: what }));
    text = next;
  }
  if (PLAIN_COLUMNS.has(field) && (NULL_WORD.test(text) || isSpreadsheetError(text))) {
    findings.push(finding('text-placeholder', { field, raw: text, fixed: '' }));
    text = '';
  }
  if ([...raw].length === CUT_LENGTH) {
    findings.push(finding('text-truncated', { field, raw, length: CUT_LENGTH }));
  }
  if (NAME_COLUMNS.has(field) && !/\p{Ll}/u.test(text) && text.split(/\s+/).filter((word) => /^\p{Lu}{3}/u.test(word)).length >= 2) {
    findings.push(finding('text-all-caps', { field, raw: text }));
  }
  return { text, findings };
}

const cached = memoize((key: string) => {
  const at = key.indexOf('\u0000');
  return Object.freeze(readableCell(key.slice(at + 1), key.slice(0, at)));
}, 50_000);

/** Every cell of a row through {@link readableCell} (cached per column and text), and their findings. */
export function readableRow<C extends string>(values: Readonly<Record<C, string>>): { values: Record<C, string>; findings: FieldFinding[] } {
  const out = { ...values } as Record<C, string>;
  const findings: FieldFinding[] = [];
  for (const column of Object.keys(values) as C[]) {
    const value = values[column];
    // Most cells need no look (and no cache entry): nothing suspect, not the cut length, not a name without lower case.
    if (!SUSPECT.test(value) && value.length !== CUT_LENGTH && !NAME_COLUMNS.has(column)) continue;
    const result = cached(`${column}\u0000${value}`);
    out[column] = result.text;
    findings.push(...result.findings);
  }
  return { values: out, findings };
}
