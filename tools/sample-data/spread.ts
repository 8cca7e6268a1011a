import type { Rng } from '../../pipeline/fixtures/random.ts';

export interface Wanted<K extends string> {
  kind: K;
  /** Rows this defect may land on; any row when absent. */
  eligible?: (index: number) => boolean;
}

/**
 * Spreads defects through a file of `rowCount` rows: each defect gets an evenly spaced target
 * position (with jitter) and lands on the nearest free, eligible row. Restricted defects are
 * placed first so they find their rows. Returns row index → defect kind.
 */
export function spreadDefects<K extends string>(
  rowCount: number,
  wanted: readonly Wanted<K>[],
  rng: Rng,
  taken: ReadonlySet<number> = new Set(),
): Map<number, K> {
  const placed = new Map<number, K>();
  const count = wanted.length;
  const targets = rng.shuffle(wanted).map((defect, k) => ({
    defect,
    target: Math.min(rowCount - 1, Math.floor(((k + rng.between(0.15, 0.85)) * rowCount) / count)),
  }));
  targets.sort((a, b) => Number(Boolean(b.defect.eligible)) - Number(Boolean(a.defect.eligible)));
  for (const { defect, target } of targets) {
    const free = (index: number): boolean => index >= 0 && index < rowCount && !placed.has(index) && !taken.has(index) && (defect.eligible?.(index) ?? true);
    let found = -1;
    for (let distance = 0; distance < rowCount && found < 0; distance++) {
      if (free(target + distance)) found = target + distance;
      else if (free(target - distance)) found = target - distance;
    }
    if (found < 0) throw new Error(`no hay fila libre para el defecto ${defect.kind}`);
    placed.set(found, defect.kind);
  }
  return placed;
}

/** `count` copies of `kind`, optionally restricted. */
export function times<K extends string>(count: number, kind: K, eligible?: (index: number) => boolean): Wanted<K>[] {
  return Array.from({ length: count }, () => (eligible ? { kind, eligible } : { kind }));
}

/**
 * Inserts exact copies of some lines later in the file (as a spreadsheet export that repeated rows).
 * `sources` are indexes into `lines`; each copy goes 12–60 lines after its original.
 */
export function insertDuplicates(lines: readonly string[], sources: readonly number[], rng: Rng): string[] {
  const inserts = sources
    .map((source) => ({ line: lines[source] as string, at: Math.min(lines.length, source + rng.int(12, 60)) }))
    .sort((a, b) => b.at - a.at);
  const out = [...lines];
  for (const { line, at } of inserts) out.splice(at, 0, line);
  return out;
}

/** Evenly spread indexes of rows that carry no defect, to copy as duplicates. */
export function pickDuplicateSources(rowCount: number, count: number, busy: ReadonlySet<number>, rng: Rng): number[] {
  const picks: number[] = [];
  for (let k = 0; k < count; k++) {
    let index = Math.floor(((k + rng.between(0.2, 0.6)) * rowCount) / count);
    while (busy.has(index) || picks.includes(index)) index = (index + 1) % rowCount;
    picks.push(index);
  }
  return picks;
}
