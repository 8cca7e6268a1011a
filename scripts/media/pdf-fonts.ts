/** Character widths (1/1000 em) of the standard Helvetica fonts, and the WinAnsi byte of a character. */

// Widths of the printable ASCII characters 32–126, in order, from the fonts' AFM metrics.
const REGULAR_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD_ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
  611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Widths of the non-ASCII characters the documents use: [regular, bold]. */
const EXTRA: Readonly<Record<string, readonly [number, number]>> = {
  '¿': [611, 611],
  '¡': [333, 333],
  '—': [1000, 1000],
  '–': [556, 556],
  '·': [278, 278],
  '«': [556, 556],
  '»': [556, 556],
  '“': [333, 500],
  '”': [333, 500],
  '‘': [222, 278],
  '’': [222, 278],
  'º': [365, 365],
  'ª': [370, 370],
  '°': [400, 400],
  '€': [556, 556],
  '…': [1000, 1000],
  '•': [350, 350],
  '\u00a0': [278, 278],
};

function widthWith(ascii: readonly number[], bold: 0 | 1): (ch: string) => number {
  return (ch) => {
    const code = ch.charCodeAt(0);
    if (code >= 32 && code <= 126) return ascii[code - 32] as number;
    const extra = EXTRA[ch];
    if (extra) return extra[bold];
    // Accented letters (á, É, ñ, ü…) are as wide as their base letter.
    const base = ch.normalize('NFD').charAt(0);
    const baseCode = base.charCodeAt(0);
    if (base !== ch && baseCode >= 32 && baseCode <= 126) return ascii[baseCode - 32] as number;
    return 556;
  };
}

export const HELVETICA = widthWith(REGULAR_ASCII, 0);
export const HELVETICA_BOLD = widthWith(BOLD_ASCII, 1);

/** WinAnsiEncoding positions 0x80–0x9F that differ from Latin-1. */
const WIN_ANSI_SPECIAL: Readonly<Record<string, number>> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
  '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
  '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** The WinAnsiEncoding byte for a character; throws for characters the encoding lacks. */
export function winAnsiByte(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  const special = WIN_ANSI_SPECIAL[ch];
  if (special !== undefined) return special;
  throw new Error(`carácter sin lugar en WinAnsiEncoding: ${JSON.stringify(ch)}`);
}
