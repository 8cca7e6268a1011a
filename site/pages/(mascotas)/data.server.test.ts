import { describe, expect, it } from 'vitest';
import { eventDateText } from './data.server.ts';

describe('eventDateText', () => {
  it('names the weekday (capitalised) and the month in Spanish', () => {
    expect(eventDateText('2023-03-11')).toBe('Sábado 11 de marzo');
    expect(eventDateText('2026-09-01')).toBe('Martes 1 de septiembre');
    expect(eventDateText('2025-12-31')).toBe('Miércoles 31 de diciembre');
    expect(eventDateText('2026-01-04')).toBe('Domingo 4 de enero');
  });

  it('gives the day of the calendar date whatever the time zone of the machine', () => {
    // Midnight UTC is still the day before in Chile: the date must not slip back.
    expect(eventDateText('2026-11-27')).toBe('Viernes 27 de noviembre');
  });
});
