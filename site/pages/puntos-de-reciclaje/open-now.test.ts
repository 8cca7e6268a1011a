import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import type { TemporalClock } from './open-now.ts';
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

  it('reads the same clock with Temporal as with Intl, across daylight-saving changes', () => {
    const temporal = Temporal as unknown as TemporalClock;
    const instants: number[] = [];
    // Every 7 h 13 min from 2024 to 2026, and every 20 minutes in the first two weeks of April and
    // September, when the clocks change.
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 433 * 60_000) instants.push(ms);
    for (const year of [2024, 2025, 2026]) {
      for (const month of [3, 8]) {
        for (let ms = Date.UTC(year, month, 1); ms < Date.UTC(year, month, 15); ms += 20 * 60_000) instants.push(ms);
      }
    }
    for (const zone of ['America/Santiago', 'Pacific/Easter']) {
      for (const ms of instants) {
        const at = new Date(ms);
        expect(santiagoClock(at, zone, temporal), `${zone} ${at.toISOString()}`).toEqual(santiagoClock(at, zone, null));
      }
    }
  });
});
