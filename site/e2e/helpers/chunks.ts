/** `list` cut into pieces of `size`: pages checked one after another on one browser page, each piece a test of its own. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
}
