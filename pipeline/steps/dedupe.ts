import { createHash } from 'node:crypto';

const LINE_BITS = 2 ** 24; // lines up to 16.7 million
const CHECK_BITS = 2 ** 28;

/**
 * Remembers rows already seen, by content, in little memory: a 52-bit hash as the key and a
 * further 28-bit check packed with the line number as the value (80 bits in all, so two
 * different rows are practically never taken for one another, even across millions of rows).
 */
export class DuplicateTracker {
  private readonly seen = new Map<number, number>();
  private readonly overflow = new Map<number, Map<number, number>>();

  /** Returns the line of the earlier identical row, or null (and remembers this one). */
  check(cells: readonly string[], line: number): number | null {
    const digest = createHash('sha1').update(JSON.stringify(cells)).digest();
    const key = digest.readUIntBE(0, 6) * 16 + (digest.readUInt8(6) >> 4);
    const check = digest.readUInt32BE(8) % CHECK_BITS;
    const packed = check * LINE_BITS + (line % LINE_BITS);
    const existing = this.seen.get(key);
    if (existing === undefined) {
      this.seen.set(key, packed);
      return null;
    }
    if (Math.floor(existing / LINE_BITS) === check) return existing % LINE_BITS;
    const more = this.overflow.get(key) ?? new Map<number, number>();
    const earlier = more.get(check);
    if (earlier !== undefined) return earlier;
    more.set(check, line);
    this.overflow.set(key, more);
    return null;
  }
}
