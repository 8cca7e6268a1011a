/** The seeded generator shared by the scripts, so every run draws the same dogs, confetti and sentences. */
export { createRng, type Rng } from '../random.ts';

/** FNV-1a hash of a label, to derive a stable seed per item (e.g. `perro:12`). */
export function seedOf(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
