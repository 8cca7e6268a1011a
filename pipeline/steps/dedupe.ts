const LINE_BITS = 2 ** 24; // lines up to 16.7 million
const CHECK_BITS = 2 ** 28;

/** The second hash of the last {@link hashCells} call. */
let secondHash = 0;

/**
 * cyrb53 (a fast, well-mixed 53-bit string hash) of `cells.join('\u0001')`, computed over the cells
 * without joining them, with seed 0 (returned) and seed 0x9e3779b9 (left in `secondHash`), both in
 * one pass over the text.
 */
export function hashCells(cells: readonly string[]): number {
  let a1 = 0xdeadbeef;
  let a2 = 0x41c6ce57;
  let b1 = 0xdeadbeef ^ 0x9e3779b9;
  let b2 = 0x41c6ce57 ^ 0x9e3779b9;
  for (let c = 0; c < cells.length; c++) {
    const text = cells[c] as string;
    for (let i = c === 0 ? 0 : -1; i < text.length; i++) {
      const ch = i < 0 ? 1 : text.charCodeAt(i);
      a1 = Math.imul(a1 ^ ch, 2654435761);
      a2 = Math.imul(a2 ^ ch, 1597334677);
      b1 = Math.imul(b1 ^ ch, 2654435761);
      b2 = Math.imul(b2 ^ ch, 1597334677);
    }
  }
  secondHash = finish(b1, b2);
  return finish(a1, a2);
}

/** The second hash of the last {@link hashCells} call (for tests). */
export const lastSecondHash = () => secondHash;

function finish(h1: number, h2: number): number {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * Remembers rows already seen, by content, in little memory: a 53-bit hash as the key and a
 * further 28-bit check packed with the line number as the value (81 bits in all, so two
 * different rows are practically never taken for one another, even across millions of rows).
 * Keys and values live in two flat Float64Arrays (open addressing, linear probing, at most
 * half full): 32 bytes per row at worst, about a third of what a Map of numbers takes.
 */
export class DuplicateTracker {
  private keys = new Float64Array(1 << 12);
  private values = new Float64Array(1 << 12);
  private size = 0;
  private readonly overflow = new Map<number, Map<number, number>>();

  /** Returns the line of the earlier identical row, or null (and remembers this one). */
  check(cells: readonly string[], line: number): number | null {
    // 0 marks an empty slot; a hash of 0 is folded onto 1 (the check still tells rows apart).
    const key = hashCells(cells) || 1;
    const check = secondHash % CHECK_BITS;
    const packed = check * LINE_BITS + (line % LINE_BITS);
    const slot = this.find(key);
    if (this.keys[slot] === 0) {
      this.keys[slot] = key;
      this.values[slot] = packed;
      if (++this.size * 2 > this.keys.length) this.grow();
      return null;
    }
    const existing = this.values[slot] as number;
    if (Math.floor(existing / LINE_BITS) === check) return existing % LINE_BITS;
    const more = this.overflow.get(key) ?? new Map<number, number>();
    const earlier = more.get(check);
    if (earlier !== undefined) return earlier;
    more.set(check, line);
    this.overflow.set(key, more);
    return null;
  }

  /** The slot holding `key`, or the empty slot where it belongs. */
  private find(key: number): number {
    const mask = this.keys.length - 1;
    let slot = (key % 4294967296) & mask;
    for (;;) {
      const at = this.keys[slot] as number;
      if (at === 0 || at === key) return slot;
      slot = (slot + 1) & mask;
    }
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.values = new Float64Array(keys.length * 2);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as number;
      if (key === 0) continue;
      const slot = this.find(key);
      this.keys[slot] = key;
      this.values[slot] = values[i] as number;
    }
  }
}
