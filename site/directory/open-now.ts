import type { WeeklySchedule } from '../../pipeline/schema/schedule.ts';

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

// Building a time-zone formatter is slow (it loads the zone's rules); one per zone is kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/** ISO weekday and `HH:MM` of an instant in Chile's time zone (daylight saving included). */
export function santiagoClock(at: Date, timeZone = 'America/Santiago'): { day: number; time: string } {
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
