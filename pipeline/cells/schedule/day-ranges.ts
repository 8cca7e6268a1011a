import { foldKey } from '../clean-cell.ts';

/** Day names and abbreviations (folded) → ISO weekday, 1 = lunes … 7 = domingo. */
const DAY_WORDS: Readonly<Record<string, number>> = {
  lunes: 1,
  lun: 1,
  lu: 1,
  martes: 2,
  mar: 2,
  ma: 2,
  miercoles: 3,
  mierc: 3,
  mier: 3,
  mie: 3,
  mi: 3,
  jueves: 4,
  juev: 4,
  jue: 4,
  ju: 4,
  viernes: 5,
  vier: 5,
  vie: 5,
  vi: 5,
  sabado: 6,
  sabados: 6,
  sab: 6,
  sa: 6,
  domingo: 7,
  domingos: 7,
  dom: 7,
  do: 7,
};

/** One-letter days (`L M X J V S D`), accepted only as the ends of a range such as `L a V`. */
const DAY_LETTERS: Readonly<Record<string, number>> = { l: 1, m: 2, x: 3, j: 4, v: 5, s: 6, d: 7 };

/** Phrases that mean the whole week. */
const WHOLE_WEEK = /\b(?:todos los dias(?: de la semana)?|toda la semana|diariamente|diario)\b/g;

const RANGE_WORDS = new Set(['a', 'al', 'hasta']);
const LIST_WORDS = new Set(['y', 'e']);
const FILLER_WORDS = new Set(['de', 'desde', 'del', 'el', 'los', 'las', 'dia', 'dias']);

function dayOf(token: string | undefined, allowLetter: boolean): number | null {
  if (token === undefined) return null;
  return DAY_WORDS[token] ?? (allowLetter ? (DAY_LETTERS[token] ?? null) : null);
}

/** Days from `from` to `to` inclusive; a range that wraps (`viernes a lunes`) runs through the weekend. */
function range(from: number, to: number): number[] {
  const days: number[] = [];
  for (let day = from; ; day = (day % 7) + 1) {
    days.push(day);
    if (day === to) return days;
  }
}

/**
 * Parses the `dias` cell into sorted ISO weekdays, or `null` when the text is not a day expression.
 * Accepts day names and abbreviations, ranges (`Lunes a Viernes`, `L-V`), lists (`Lunes, Miércoles y
 * Viernes`), mixes of both and whole-week phrases (`Todos los días`, `toda la semana`, `diario`).
 */
export function parseDays(text: string): number[] | null {
  const folded = foldKey(text.replace(/\s*[-–—]\s*/g, ' a ').replace(/[,;/&+]/g, ' y ')).replace(WHOLE_WEEK, 'lunes a domingo');
  const tokens = folded.split(' ').filter((token) => token !== '' && !FILLER_WORDS.has(token));
  if (tokens.length === 0) return null;
  const days = new Set<number>();
  let i = 0;
  while (i < tokens.length) {
    const isRange = RANGE_WORDS.has(tokens[i + 1] ?? '');
    const start = dayOf(tokens[i], isRange);
    if (start === null) return null;
    if (isRange) {
      const end = dayOf(tokens[i + 2], true);
      if (end === null) return null;
      for (const day of range(start, end)) days.add(day);
      i += 3;
    } else {
      days.add(start);
      i += 1;
    }
    if (LIST_WORDS.has(tokens[i] ?? '')) {
      i += 1;
      if (i >= tokens.length) return null;
    }
  }
  return [...days].sort((a, b) => a - b);
}
