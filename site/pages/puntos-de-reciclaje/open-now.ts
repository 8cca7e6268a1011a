import type { WeeklySchedule } from '../../../pipeline/schema/schedule.ts';

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The part of the Temporal API used here; browsers that ship it read the zone's clock in well under a millisecond. */
export interface TemporalClock {
  Instant: {
    fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): { dayOfWeek: number; hour: number; minute: number } };
  };
}

const browserTemporal = (globalThis as { Temporal?: TemporalClock }).Temporal ?? null;

// Without Temporal: building a time-zone formatter is slow (it loads the zone's rules and the
// locale's date patterns, 25–80 ms on a desktop), so one per zone is kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * ISO weekday and `HH:MM` of an instant in Chile's time zone (daylight saving included), with
 * Temporal where the browser has it and Intl elsewhere (a test holds both to the same answers).
 */
export function santiagoClock(at: Date, timeZone = 'America/Santiago', temporal: TemporalClock | null = browserTemporal): { day: number; time: string } {
  if (temporal !== null) {
    const zoned = temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
    return { day: zoned.dayOfWeek, time: `${twoDigits(zoned.hour)}:${twoDigits(zoned.minute)}` };
  }
  const parts = clockFormat(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS[get('weekday')] ?? 1, time: `${get('hour')}:${get('minute')}` };
}

/** Open at `at` (Chilean time) according to the pipeline's weekly schedule; null when unknown. */
export function isOpenAt(schedule: WeeklySchedule | null, at: Date): boolean | null {
  if (schedule === null || schedule.length === 0) return null;
  const { day, time } = santiagoClock(at);
  return schedule.some((o) => o.day === day && o.opens <= time && time < o.closes);
}
