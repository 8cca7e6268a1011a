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
 * Remembers rows already seen, by content, in little memory: open addressing with linear
 * probing (at most half full) in one flat Uint32Array, each slot holding 64 bits of the row's
 * hashes — the low 32 bits of each seed's hash, the first also choosing the slot (0 marks an
 * empty one) — and, unless told not to keep them, the row's line: 12 bytes a slot with lines,
 * 8 without, two to four slots a row (a Map of numbers takes about 80 bytes a row). Two different rows are
 * taken for one another only if all 64 bits agree: for a million rows, about one chance in
 * 37 million runs (the pair then shows in the report as a duplicate of a line that differs).
 */
export class DuplicateTracker {
  private readonly stride: number;
  private table: Uint32Array;
  private size = 0;

  /** `keepLines: false` when only "seen before?" matters: a third less memory. */
  constructor(options: { keepLines?: boolean } = {}) {
    this.stride = options.keepLines === false ? 2 : 3;
    this.table = new Uint32Array(this.stride << 12);
  }

  /**
   * Returns the line of the earlier identical row (0 when lines are not kept), or null (and
   * remembers this one).
   */
  check(cells: readonly string[], line: number): number | null {
    // A hash of 0 is folded onto 1 (the second hash still tells rows apart).
    const key = hashCells(cells) % 4294967296 || 1;
    const check = secondHash % 4294967296;
    const { table, stride } = this;
    const mask = table.length / stride - 1;
    for (let slot = key & mask; ; slot = (slot + 1) & mask) {
      const at = slot * stride;
      const held = table[at] as number;
      if (held === 0) {
        table[at] = key;
        table[at + 1] = check;
        if (stride === 3) table[at + 2] = line;
        if (++this.size * 2 > mask + 1) this.grow();
        return null;
      }
      if (held === key && table[at + 1] === check) return stride === 3 ? (table[at + 2] as number) : 0;
    }
  }

  private grow(): void {
    const { table: old, stride } = this;
    const table = new Uint32Array(old.length * 2);
    const mask = table.length / stride - 1;
    for (let from = 0; from < old.length; from += stride) {
      const key = old[from] as number;
      if (key === 0) continue;
      let slot = key & mask;
      while (table[slot * stride] !== 0) slot = (slot + 1) & mask;
      table.set(old.subarray(from, from + stride), slot * stride);
    }
    this.table = table;
  }
}
