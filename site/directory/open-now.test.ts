import { describe, expect, it } from 'vitest';
import { isOpenAt, santiagoClock } from './open-now.ts';

// Lunes a Sábado, 9:30 a 17:30.
const weekdays = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:30', closes: '17:30' }));

describe('abierto ahora', () => {
  it('reads the clock in Santiago, summer time included', () => {
    // 2025-01-15 is a Wednesday; Chile is at UTC-3 in January.
    expect(santiagoClock(new Date('2025-01-15T12:00:00Z'))).toEqual({ day: 3, time: '09:00' });
    // 2025-07-15 is a Tuesday; UTC-4 in July.
    expect(santiagoClock(new Date('2025-07-15T14:00:00Z'))).toEqual({ day: 2, time: '10:00' });
  });

  it.each([
    ['2025-01-15T12:29:00Z', false], // 09:29 Wednesday
    ['2025-01-15T12:30:00Z', true], // 09:30
    ['2025-01-15T20:29:00Z', true], // 17:29
    ['2025-01-15T20:30:00Z', false], // 17:30 closes
    ['2025-01-19T15:00:00Z', false], // Sunday
  ])('%s → %s', (iso, open) => {
    expect(isOpenAt(weekdays, new Date(iso))).toBe(open);
  });

  it('handles 24-hour points and unknown schedules', () => {
    const always = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' }));
    expect(isOpenAt(always, new Date('2025-01-19T05:00:00Z'))).toBe(true);
    expect(isOpenAt(null, new Date())).toBeNull();
  });
});
