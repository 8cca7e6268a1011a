/** A calendar date and how the pages print it. */
export interface DateView {
  /** `YYYY-MM-DD`, for `<time dateTime>`. */
  iso: string;
  /** In words, e.g. `30 de noviembre de 2023`. */
  text: string;
}

// Read at prerender: the calendar's Spanish month names come from Intl (the ICU data Node ships).
const LONG_DATE = new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2023-11-30` → `30 de noviembre de 2023`: the day of the calendar date itself, whatever the machine's time zone. */
export function longDate(iso: string): DateView {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { iso, text: LONG_DATE.format(new Date(Date.UTC(year, month - 1, day))) };
}
