import type { WeeklySchedule } from '../../../pipeline/schema/schedule.ts';
import { isOpenAt } from './open-now.ts';

/**
 * "Abierto ahora" / "Cerrado ahora" at `now`. `now` is null in the prerendered HTML and until
 * hydration, so the static page never shows a stale or mismatched badge; nothing is shown
 * either when the schedule is unknown.
 */
export function OpenBadge({ schedule, now }: { schedule: WeeklySchedule | null; now: Date | null }) {
  if (now === null) return null;
  const open = isOpenAt(schedule, now);
  if (open === null) return null;
  return (
    <span className="open-badge" data-open={open}>
      {open ? 'Abierto ahora' : 'Cerrado ahora'}
    </span>
  );
}
