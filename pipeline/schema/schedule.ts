import { z } from 'zod';

/** `HH:MM` on a 24-hour clock; `24:00` closes a day that runs to midnight. */
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/** One opening interval on one weekday, in Chile's local time (America/Santiago). */
export const OpeningSchema = z
  .object({
    /** ISO weekday: 1 = lunes … 7 = domingo. */
    day: z.number().int().min(1).max(7),
    /** Opening time, e.g. `09:30`. */
    opens: Time,
    /** Closing time, e.g. `17:30`; after `opens`. */
    closes: Time,
  })
  .refine((o) => o.opens < o.closes, { message: 'closes debe ser posterior a opens' });
export type Opening = z.output<typeof OpeningSchema>;

/** A weekly schedule parsed from `dias` + `horarios`: every opening interval, sorted by day and time. */
export const WeeklyScheduleSchema = z.array(OpeningSchema);
export type WeeklySchedule = z.output<typeof WeeklyScheduleSchema>;
