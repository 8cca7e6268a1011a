import { InputError } from '../errors.ts';

/** Encodings the pipeline reads; spreadsheets on Windows still save CSV as Windows-1252. */
export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'windows-1252';

/** How many bytes are looked at to decide the encoding. */
export const SNIFF_BYTES = 64 * 1024;

/** True when `bytes` is valid UTF-8, allowing a multi-byte sequence cut off at the end. */
export function isUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    let extra: number;
    if (b < 0x80) extra = 0;
    else if (b >= 0xc2 && b <= 0xdf) extra = 1;
    else if (b >= 0xe0 && b <= 0xef) extra = 2;
    else if (b >= 0xf0 && b <= 0xf4) extra = 3;
    else return false;
    for (let k = 1; k <= extra; k++) {
      if (i + k >= bytes.length) return true; // truncated at the sample's end
      const c = bytes[i + k] ?? 0;
      if ((c & 0xc0) !== 0x80) return false;
    }
    i += extra + 1;
  }
  return true;
}

/**
 * Decides the encoding from the first bytes of a file: a BOM wins; otherwise valid UTF-8
 * is UTF-8 and anything else is taken as Windows-1252. NUL bytes mean it is not text.
 */
export function sniffEncoding(sample: Uint8Array, file: string): Encoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8-bom';
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample.includes(0)) {
    throw new InputError('el archivo no es texto (contiene bytes nulos); exporte la planilla como CSV', file);
  }
  return isUtf8(sample) ? 'utf-8' : 'windows-1252';
}

/** Bytes to skip at the start of the file for the encoding (its BOM). */
export function bomLength(encoding: Encoding): number {
  if (encoding === 'utf-8-bom') return 3;
  if (encoding === 'utf-16le') return 2;
  return 0;
}

/** A streaming decoder for the encoding; UTF-8 is strict so a bad byte later in the file is caught. */
export function createDecoder(encoding: Encoding): TextDecoder {
  const label = encoding === 'utf-8-bom' ? 'utf-8' : encoding;
  return new TextDecoder(label, { fatal: encoding !== 'windows-1252', ignoreBOM: true });
}

/**
 * Picks the delimiter from the header line: whichever of `,`, `;` or tab appears most
 * outside quotes. Spreadsheets in Spanish locales save with `;`.
 */
export function sniffDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}
