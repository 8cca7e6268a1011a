import { isAscii, isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import iconv from 'iconv-lite';
import { type FieldFinding, finding } from '../findings/finding.ts';

/**
 * How a file's bytes are read. `mac-roman` is what Excel for Mac's "CSV (Macintosh)" writes,
 * `cp850` Excel's "CSV (MS-DOS)" in Spanish. `mixed` is a UTF-8 file in which some cells are not
 * UTF-8 (a paste from an 8-bit file): each cell is decoded on its own, and those cells are findings.
 */
export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'mac-roman' | 'cp850' | 'mixed';

/** The 8-bit character sets spreadsheet programs write: Windows (and most others), Excel for Mac, and Excel's MS-DOS CSV. */
export type EightBit = 'windows-1252' | 'mac-roman' | 'cp850';
const EIGHT_BITS: readonly EightBit[] = ['windows-1252', 'mac-roman', 'cp850'];

/** What the whole file is, found before parsing: the encoding, the bytes to skip (a BOM), and how bytes that are not UTF-8 are read. */
export interface FileEncoding {
  encoding: Encoding;
  bomBytes: number;
  eightBit: EightBit;
}

/** How the report names the encoding read: `mixed` says which 8-bit set its odd cells were read in when it is not Windows-1252. */
export const encodingName = ({ encoding, eightBit }: Pick<FileEncoding, 'encoding' | 'eightBit'>): string =>
  encoding === 'mixed' && eightBit !== 'windows-1252' ? `mixed-${eightBit}` : encoding;

/** How many leading bytes are looked at to recognise UTF-16 without a BOM. */
const UTF16_SNIFF_BYTES = 4096;

/**
 * UTF-16 without a BOM: text that is mostly ASCII has a zero in every other byte. LE puts the
 * zero second, BE first. Null when the sample does not look like UTF-16.
 */
export function sniffUtf16(sample: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  if (oddZeros >= pairs * 0.4 && evenZeros <= pairs * 0.05) return 'utf-16le';
  if (evenZeros >= pairs * 0.4 && oddZeros <= pairs * 0.05) return 'utf-16be';
  return null;
}

/**
 * Counts, over a whole file, the valid UTF-8 multi-byte sequences and the bytes that cannot be
 * UTF-8, carrying a sequence cut at a chunk's end over to the next chunk.
 */
export class Utf8Census {
  valid = 0;
  invalid = 0;
  /** How many times each byte value was found outside a valid UTF-8 sequence (the 8-bit text to read). */
  readonly odd = new Float64Array(256);
  /**
   * The same by where they stood, four counters a byte: after an ASCII letter or not, before one
   * or not (`Mart?n` is inside a word, `?Dónde` starts one, `Puchuncav?` ends one).
   */
  readonly context = new Float64Array(256 * 4);
  /** Lone CRs (Mac line ends) and LFs seen, to break a tie between the 8-bit sets. */
  loneCr = 0;
  lf = 0;
  private carry: number[] = [];

  add(chunk: Uint8Array): void {
    this.scan(chunk, false);
  }

  /** The file has ended: what a sequence cut at its end holds is judged byte by byte. */
  end(): void {
    this.scan(new Uint8Array(0), true);
  }

  private scan(chunk: Uint8Array, final: boolean): void {
    let bytes = chunk;
    if (this.carry.length > 0) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry);
      bytes.set(chunk, this.carry.length);
      this.carry = [];
    }
    const n = bytes.length;
    let i = 0;
    while (i < n) {
      const b = bytes[i] as number;
      if (b < 0x80) {
        i++;
        continue;
      }
      const extra = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
      if (extra > 0 && i + extra >= n && !final && bytes.subarray(i + 1).every((c) => (c & 0xc0) === 0x80)) {
        // Possibly cut by the chunk: decided with the next one.
        this.carry = Array.from(bytes.subarray(i));
        return;
      }
      if (extra > 0 && i + extra < n && isUtf8(bytes.subarray(i, i + extra + 1))) {
        this.valid++;
        i += extra + 1;
      } else {
        this.invalid++;
        this.odd[b] = (this.odd[b] ?? 0) + 1;
        const where = b * 4 + (i > 0 && isLetter(bytes[i - 1] as number) ? 2 : 0) + (isLetter(bytes[i + 1] ?? 0) ? 1 : 0);
        this.context[where] = (this.context[where] ?? 0) + 1;
        i++;
      }
    }
  }
}

/** An ASCII letter. */
const isLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);

/** Letters of Spanish outside ASCII: right anywhere in a word. */
const SPANISH_LETTERS = new Set('áéíóúüñÁÉÍÓÚÜÑ');
/** Signs of Spanish text outside ASCII: right before or after a word (`¿Dónde?`, `Nº 5`), never inside one. */
const SPANISH_SIGNS = new Set('¿¡ºª°');

/**
 * Which 8-bit set the bytes that are not UTF-8 are in: the one whose reading of them gives the
 * most Spanish letters and signs where they stand in Spanish (accented vowels and ñ beside
 * letters, ¿ and ¡ before a word, º, ª and ° after one or a number). Windows-1252 reads Excel for Mac's
 * `ñ` (0x96) as `–` and its `é` (0x8E) as `Ž`, and MS-DOS's `ñ` (0xA4) as `¤`; Mac Roman reads
 * Windows' `á` (0xE1) as `·`. A tie (no Spanish character any way) is Windows-1252, unless the
 * lines end in a lone CR as only Excel for Mac writes them.
 */
export function eightBitOf(census: Utf8Census): EightBit {
  const score = new Map<EightBit, number>(EIGHT_BITS.map((set) => [set, 0]));
  for (let byte = 0x80; byte < 0x100; byte++) {
    const count = census.odd[byte] ?? 0;
    if (count === 0) continue;
    const [alone = 0, starts = 0, ends = 0, inside = 0] = census.context.subarray(byte * 4, byte * 4 + 4);
    for (const set of EIGHT_BITS) {
      const char = decodeEightBit(Uint8Array.of(byte), set);
      // A letter stands beside letters; ¿ and ¡ open a word (`San Mart¡n`, `Puchuncav¡` are code
      // page 850's `í` read as Windows-1252); º, ª and ° close one or follow a number.
      let points = 0;
      if (SPANISH_LETTERS.has(char)) points = starts + ends + inside;
      else if (char === '¿' || char === '¡') points = starts - 2 * (ends + inside);
      else if (SPANISH_SIGNS.has(char)) points = alone + ends - 2 * (starts + inside);
      score.set(set, (score.get(set) ?? 0) + points);
    }
  }
  const best = Math.max(...score.values());
  const winners = EIGHT_BITS.filter((set) => score.get(set) === best);
  if (winners.length === 1) return winners[0] as EightBit;
  return census.loneCr > census.lf && winners.includes('mac-roman') ? 'mac-roman' : (winners[0] as EightBit);
}

/** Counts lone CRs and LFs in a chunk; a CR that ends a chunk is decided by the next one. Returns whether this chunk ends in a CR. */
function countBreaks(chunk: Uint8Array, census: Utf8Census, pendingCr: boolean): boolean {
  if (pendingCr && chunk[0] !== 10) census.loneCr++;
  for (let at = chunk.indexOf(13); at !== -1 && at + 1 < chunk.length; at = chunk.indexOf(13, at + 1)) if (chunk[at + 1] !== 10) census.loneCr++;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) census.lf++;
  return chunk.length > 0 && chunk[chunk.length - 1] === 13;
}

/**
 * Decides how to read a file: a BOM wins (UTF-8, UTF-16 LE or BE); UTF-16 without a BOM is
 * recognised by its zero bytes; otherwise the whole file is scanned once: only valid UTF-8 is
 * `utf-8`, only non-UTF-8 bytes (no valid multi-byte sequence anywhere) is an 8-bit file
 * (`windows-1252` or `mac-roman`, see {@link eightBitOf}), and both together is `mixed`. No
 * guess from the first kilobytes: a Windows-1252 file whose first accent is near its end is
 * still read right.
 */
export async function detectEncoding(path: string): Promise<FileEncoding> {
  const census = new Utf8Census();
  let bomBytes = -1;
  let lastCr = false;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    let bytes: Uint8Array = chunk;
    if (bomBytes === -1) {
      if (chunk[0] === 0xff && chunk[1] === 0xfe) return { encoding: 'utf-16le', bomBytes: 2, eightBit: 'windows-1252' };
      if (chunk[0] === 0xfe && chunk[1] === 0xff) return { encoding: 'utf-16be', bomBytes: 2, eightBit: 'windows-1252' };
      bomBytes = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf ? 3 : 0;
      const utf16 = bomBytes === 0 ? sniffUtf16(chunk.subarray(0, UTF16_SNIFF_BYTES)) : null;
      if (utf16) return { encoding: utf16, bomBytes: 0, eightBit: 'windows-1252' };
      bytes = chunk.subarray(bomBytes);
    }
    if (!isAscii(bytes)) census.add(bytes);
    lastCr = countBreaks(bytes, census, lastCr);
  }
  if (lastCr) census.loneCr++;
  census.end();
  const bom = Math.max(bomBytes, 0);
  const eightBit = census.invalid > 0 ? eightBitOf(census) : 'windows-1252';
  // A file that says it is UTF-8 (its BOM) and has bytes that are not: those cells are 8-bit.
  if (census.invalid > 0) return { encoding: census.valid === 0 && bom === 0 ? eightBit : 'mixed', bomBytes: bom, eightBit };
  return { encoding: bom > 0 ? 'utf-8-bom' : 'utf-8', bomBytes: bom, eightBit };
}

/**
 * Turns UTF-16 text into UTF-8 bytes for the CSV parser. A lone surrogate becomes U+FFFD, which
 * the cell decoder reports; no byte sequence can stop the stream.
 */
export function utf16ToUtf8(encoding: 'utf-16le' | 'utf-16be'): Transform {
  const decoder = new TextDecoder(encoding, { fatal: false, ignoreBOM: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      callback(null, Buffer.from(decoder.decode(chunk, { stream: true }), 'utf8'));
    },
    flush(callback: TransformCallback) {
      callback(null, Buffer.from(decoder.decode(), 'utf8'));
    },
  });
}

const utf8 = new TextDecoder('utf-8');

/**
 * What Windows-1252 puts at 0x80–0x9F (where ISO-8859-1 has control characters): `€`, the curly
 * quotes, dashes, `…`, `™`… The five unassigned bytes stay control characters. Node's own
 * `TextDecoder('windows-1252')` reads these bytes as ISO-8859-1 does, so the table is applied here.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Decodes Windows-1252 bytes: ISO-8859-1, with 0x80–0x9F from {@link CP1252_HIGH}. */
export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
    .toString('latin1')
    .replace(/[\u0080-\u009F]/g, (ch) => CP1252_HIGH[ch.charCodeAt(0) - 0x80] ?? ch);
}

/** Encodes text as Windows-1252 bytes; null when a character has no byte there. */
export function encodeWindows1252(text: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const high = CP1252_HIGH.indexOf(text[i] as string);
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes[i] = code;
    else if (high >= 0) bytes[i] = 0x80 + high;
    else return null;
  }
  return bytes;
}

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const HAS_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A control character or a carriage return. */
const NEEDS_CARE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** How a control character is shown in a finding: `U+0000`. */
const codePoint = (ch: string) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** A cell longer than this, in bytes, is left empty with a finding: no real cell is that long. */
export const MAX_CELL_BYTES = 10_000;

/** How much of an over-long cell the finding shows. */
const SHOWN_CHARS = 80;

/** Decodes 8-bit bytes in the given set (Mac Roman and code page 850 with iconv-lite's tables). */
export function decodeEightBit(bytes: Uint8Array, eightBit: EightBit): string {
  if (isAscii(bytes)) return utf8.decode(bytes);
  if (eightBit === 'windows-1252') return decodeWindows1252(bytes);
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), eightBit === 'mac-roman' ? 'macintosh' : 'cp850');
}

const EIGHT_BIT_NAMES: Readonly<Record<EightBit, string>> = { 'windows-1252': 'Windows-1252', 'mac-roman': 'Mac Roman', cp850: 'MS-DOS (850)' };

/**
 * Decodes one cell's bytes. In a UTF-8 (or UTF-16) file a cell is UTF-8; in an 8-bit file it is
 * Windows-1252 or Mac Roman; in a mixed file, a cell that is not valid UTF-8 is decoded in the
 * file's 8-bit set with an `encoding-mixed` finding. Control characters (NUL included) are
 * removed with a finding, and an over-long cell is emptied with one. Never throws.
 */
export function decodeCell(bytes: Uint8Array, encoding: Encoding, field: string, findings: FieldFinding[], eightBit: EightBit = 'windows-1252'): string {
  if (bytes.length > MAX_CELL_BYTES) {
    const start = utf8
      .decode(bytes.subarray(0, SHOWN_CHARS * 2))
      .replace(CONTROL, '')
      .slice(0, SHOWN_CHARS);
    findings.push(
      finding('cell-too-large', {
        field,
        raw: `${start}…`,
        bytes: bytes.length,
        max: MAX_CELL_BYTES,
      }),
    );
    return '';
  }
  let text: string;
  if (encoding === 'windows-1252' || encoding === 'mac-roman' || encoding === 'cp850') {
    text = decodeEightBit(bytes, encoding);
  } else if (encoding === 'mixed' && !isUtf8(bytes)) {
    text = decodeEightBit(bytes, eightBit);
    findings.push(
      finding('encoding-mixed', {
        field,
        raw: utf8.decode(bytes),
        fixed: text.replace(CONTROL, ''),
        set: EIGHT_BIT_NAMES[eightBit],
      }),
    );
  } else {
    // A UTF-8 file was checked whole before parsing, and UTF-16 arrives here as UTF-8.
    text = utf8.decode(bytes);
    if (text.includes('\uFFFD')) {
      findings.push(finding('encoding-replaced', { field, raw: text }));
    }
  }
  // One scan for the rare cells that need more: a carriage return or a control character.
  if (!NEEDS_CARE.test(text)) return text;
  // Line breaks inside a quoted cell as LF, whatever the file used.
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  if (!HAS_CONTROL.test(text)) return text;
  const found = [...new Set(text.match(CONTROL) ?? [])].map(codePoint);
  const cleaned = text.replace(CONTROL, '');
  findings.push(
    finding('control-characters', {
      field,
      raw: text.replace(CONTROL, (ch) => `<${codePoint(ch)}>`),
      fixed: cleaned,
      characters: found,
    }),
  );
  return cleaned;
}
