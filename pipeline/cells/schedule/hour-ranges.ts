import { withoutAccents } from '../../../shared/fold.ts';
/** One opening interval in `HH:MM`; `closes` may be `24:00`. */
export interface Interval {
  opens: string;
  closes: string;
}

/** Why an `horarios` text could not be used. */
export type HoursProblem = 'unparsed' | 'overnight' | 'overlap';

export type HoursResult = { ok: true; intervals: Interval[] } | { ok: false; problem: HoursProblem };

const MINUTES_PER_DAY = 24 * 60;

/** `24 horas`, `24 hrs.`, `24h`, `abierto 24 horas`, `24/7`. */
const ALL_DAY = /^(?:abierto\s+)?(?:24\s*(?:horas|hrs?|h)(?:\s+al\s+dia)?|24\s*\/\s*7)$/;

/** A time: `9`, `9:30`, `9.30`, `9h30`, `09:00 hrs`, `9 am`; groups: hour, minutes, am/pm. */
const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2}))?(?:\s*(?:horas|hora|hrs|hr|h)\b\.?)?(?:\s*(am|pm)\b)?`;
const FROM = String.raw`(?:(?:de|desde)\s+)?(?:las?\s+)?`;
const TO = String.raw`\s*(?:-|\ba\b|\bal\b|\bhasta\b)\s*(?:las?\s+)?`;
const INTERVAL = `${FROM}${TIME}${TO}${TIME}`;
const FIRST = new RegExp(INTERVAL, 'y');
const NEXT = new RegExp(String.raw`(?:\s*(?:\by\b|\be\b|[,;/&+])\s*|\s+)${INTERVAL}`, 'y');

/** Minutes since midnight, or `null` for an impossible time such as `25:00` or `9:75`. */
function toMinutes(hourText: string | undefined, minuteText: string | undefined, meridiem: string | undefined): number | null {
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (!Number.isInteger(hour) || minute > 59) return null;
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hour > 24 || (hour === 24 && minute !== 0)) return null;
  return hour * 60 + minute;
}

function formatTime(minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** Lower case, no accents, `a.m.` → `am`, one space between words, no trailing dot. */
function normalise(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/[–—]/g, '-')
    .replace(/(\d\s*)([ap])\.?\s?m\b\.?/g, '$1$2m')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.+$/, '');
}

/**
 * Parses the `horarios` cell: one or more intervals such as `9:30 a 17:30`, `08:00 - 18:00`, `9 a 18`,
 * `9:00 a 13:00 y 15:00 a 18:00`, `de 9:00 a 18:00 hrs`, `9.30 a 17.30`, or `24 horas`.
 * Intervals that close before they open (overnight) or that overlap are rejected.
 */
export function parseHours(text: string): HoursResult {
  const input = normalise(text);
  if (ALL_DAY.test(input)) return { ok: true, intervals: [{ opens: '00:00', closes: '24:00' }] };
  const spans: [number, number][] = [];
  let position = 0;
  for (let regex = FIRST; position < input.length; regex = NEXT) {
    regex.lastIndex = position;
    const match = regex.exec(input);
    if (match === null) return { ok: false, problem: 'unparsed' };
    position = regex.lastIndex;
    const opens = toMinutes(match[1], match[2], match[3]);
    let closes = toMinutes(match[4], match[5], match[6]);
    if (opens === null || closes === null || opens === MINUTES_PER_DAY) return { ok: false, problem: 'unparsed' };
    if (closes === 0 && opens > 0) closes = MINUTES_PER_DAY; // `20:00 a 00:00` closes at midnight
    if (closes <= opens) return { ok: false, problem: 'overnight' };
    if (!spans.some(([o, c]) => o === opens && c === closes)) spans.push([opens, closes]);
  }
  if (spans.length === 0) return { ok: false, problem: 'unparsed' };
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i += 1) {
    if ((spans[i]?.[0] ?? 0) < (spans[i - 1]?.[1] ?? 0)) return { ok: false, problem: 'overlap' };
  }
  const intervals = spans.map(([opens, closes]) => ({ opens: formatTime(opens), closes: formatTime(closes) }));
  return { ok: true, intervals };
}
