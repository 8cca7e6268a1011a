import { describe, expect, it } from 'vitest';
import { ADULT_AGE, isAdultByIsoDate, isAtLeast } from './age.ts';

describe('ages the forms check', () => {
  it('counts 18 from the birthday itself, in the browser’s own date', () => {
    const today = new Date(2026, 10, 28);
    expect(ADULT_AGE).toBe(18);
    expect(isAdultByIsoDate('2008-11-28', today)).toBe(true);
    expect(isAdultByIsoDate('2008-11-29', today)).toBe(false);
    expect(isAdultByIsoDate('1990-05-04', today)).toBe(true);
    expect(isAdultByIsoDate('2016-09-18', today)).toBe(false);
  });

  it('gives a 29 February birthday 1 March in a common year, and refuses no date', () => {
    expect(isAtLeast(18, 2008, 2, 29, new Date(2026, 1, 28))).toBe(false);
    expect(isAtLeast(18, 2008, 2, 29, new Date(2026, 2, 1))).toBe(true);
    expect(isAtLeast(18, 2004, 2, 29, new Date(2022, 1, 28))).toBe(false);
    expect(isAdultByIsoDate('', new Date())).toBe(false);
    expect(isAdultByIsoDate('28-11-2000', new Date())).toBe(false);
  });
});
