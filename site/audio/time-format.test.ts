import { describe, expect, it } from 'vitest';
import { formatTime, spokenTime } from './time-format.ts';

describe('formatTime', () => {
  it.each([
    [0, '00m 00s'],
    [-4, '00m 00s'],
    [Number.NaN, '00m 00s'],
    [Number.POSITIVE_INFINITY, '00m 00s'],
    [0.9, '00m 00s'],
    [7, '00m 07s'],
    [59.99, '00m 59s'],
    [60, '01m 00s'],
    [187, '03m 07s'],
    [3599, '59m 59s'],
    [3600, '1h 0m 0s'],
    [3725, '1h 2m 5s'],
    [36061, '10h 1m 1s'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatTime(seconds)).toBe(expected);
  });
});

describe('spokenTime', () => {
  it('reads the time in Spanish words', () => {
    expect(spokenTime(0)).toBe('0 segundos');
    expect(spokenTime(61)).toBe('1 minuto 1 segundo');
    expect(spokenTime(3725)).toBe('1 hora 2 minutos 5 segundos');
    expect(spokenTime(180)).toBe('3 minutos');
    expect(spokenTime(65.9)).toBe('1 minuto 5 segundos');
    expect(spokenTime(3605)).toBe('1 hora 5 segundos');
    expect(spokenTime(Number.NaN)).toBe('0 segundos');
  });
});
