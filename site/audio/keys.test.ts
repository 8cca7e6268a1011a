import { describe, expect, it } from 'vitest';
import { ARROW_SECONDS, keySeek } from './keys.ts';

describe('slider keys', () => {
  const duration = 180;
  it('move a useful amount: 5 s per arrow, a tenth per page, the ends with Home and End', () => {
    expect(ARROW_SECONDS).toBe(5);
    expect(keySeek('ArrowRight', 60, duration)).toBe(65);
    expect(keySeek('ArrowUp', 60, duration)).toBe(65);
    expect(keySeek('ArrowLeft', 60, duration)).toBe(55);
    expect(keySeek('ArrowDown', 60, duration)).toBe(55);
    expect(keySeek('PageUp', 60, duration)).toBe(78);
    expect(keySeek('PageDown', 60, duration)).toBe(42);
    expect(keySeek('Home', 60, duration)).toBe(0);
    expect(keySeek('End', 60, duration)).toBe(180);
  });

  it('stay inside the story and leave other keys alone', () => {
    expect(keySeek('ArrowLeft', 2, duration)).toBe(0);
    expect(keySeek('ArrowRight', 178, duration)).toBe(180);
    expect(keySeek('PageUp', 175, duration)).toBe(180);
    expect(keySeek('Tab', 60, duration)).toBeNull();
    expect(keySeek(' ', 60, duration)).toBeNull();
  });
});
