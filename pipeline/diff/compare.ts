import { z } from 'zod';
import { distanceMeters } from '../cells/coordinates/geo.ts';
import { FindingSchema } from '../findings/finding.ts';
import { CleanPointSchema } from '../schema/clean-point.ts';
import { CollectionPointSchema } from '../schema/collection-point.ts';
import type { CorrectionSummary } from '../schema/report.ts';

/** A point moved by more than this is reported as moved; less is the noise of re-typing a coordinate. */
export const MOVED_METERS = 100;

/** What the diff reads of a point: the fields a reviewer of a data change cares about. */
export const DiffPointSchema = CollectionPointSchema.pick({ id: true, name: true, comuna: true, address: true, lat: true, lng: true, source: true }).extend(
  CollectionPointSchema.pick({ phones: true, emails: true, dias: true, horarios: true, operacion: true, empresa: true }).partial().shape,
);
export type DiffPoint = z.output<typeof DiffPointSchema>;

/** The diff reads clean points with the same fields (they have no contacts, hours or operators). */
export const DiffCleanPointSchema = CleanPointSchema.pick({ id: true, name: true, comuna: true, address: true, lat: true, lng: true, source: true });

/** A finding as the diff compares it; a code an older pipeline used is kept as text. */
export const DiffFindingSchema = FindingSchema.pick({ file: true, line: true, field: true, severity: true, raw: true, fixed: true, message: true }).extend({
  code: z.string(),
});
export type DiffFinding = z.output<typeof DiffFindingSchema>;

/** One side of the comparison: the records and findings a build wrote. */
export interface GeneratedData {
  clean: DiffPoint[];
  collection: DiffPoint[];
  findings: DiffFinding[];
  /** What became of raw-data/corrections.csv (zeros for a build made before it existed). */
  corrections: CorrectionSummary;
}

/** One way a point changed. */
export type PointChange =
  | { kind: 'moved'; meters: number; from: [number, number]; to: [number, number] }
  | { kind: 'position-lost'; from: [number, number] }
  | { kind: 'position-found'; to: [number, number] }
  | { kind: 'renamed'; from: string; to: string }
  | { kind: 'address'; from: string | null; to: string | null }
  | { kind: 'phones' | 'emails'; added: string[]; removed: string[] }
  | { kind: 'hours'; from: string; to: string }
  | { kind: 'operator'; from: string; to: string };

/** A point as a diff line names it: its id, name, comuna and the line of its row. */
export interface PointRef {
  id: string;
  name: string;
  comuna: string;
  file: string;
  line: number;
}

export interface DatasetDiff {
  /** The output file compared, e.g. `clean-points.json`. */
  output: string;
  added: PointRef[];
  /** Lines are the base's: the row is gone from the new export. */
  removed: PointRef[];
  changed: (PointRef & { changes: PointChange[] })[];
}

export interface DataDiff {
  datasets: DatasetDiff[];
  findings: { added: DiffFinding[]; resolved: DiffFinding[] };
  /** The corrections' counts on each side. */
  corrections: { before: CorrectionSummary; after: CorrectionSummary };
}

const refOf = (point: DiffPoint): PointRef => ({ id: point.id, name: point.name, comuna: point.comuna, file: point.source.file, line: point.source.line });

const position = (point: DiffPoint): [number, number] | null => (point.lat === null || point.lng === null ? null : [point.lat, point.lng]);

const meters = (a: [number, number], b: [number, number]): number => distanceMeters({ lat: a[0], lng: a[1] }, { lat: b[0], lng: b[1] });

/** `dias horarios` as one text, e.g. `Lunes a Viernes 9:00 a 18:00`; empty when neither is given. */
const hoursOf = (point: DiffPoint): string => [point.dias, point.horarios].filter((part) => part != null && part !== '').join(' ');

/** `operacion / empresa` as one text. */
const operatorOf = (point: DiffPoint): string => [point.operacion, point.empresa].filter((part) => part != null && part !== '').join(' / ');

function setChange(kind: 'phones' | 'emails', before: string[], after: string[]): PointChange | null {
  const added = after.filter((value) => !before.includes(value));
  const removed = before.filter((value) => !after.includes(value));
  return added.length > 0 || removed.length > 0 ? { kind, added, removed } : null;
}

/** Every way `after` differs from `before` that a reviewer would want to see; empty when none. */
export function pointChanges(before: DiffPoint, after: DiffPoint): PointChange[] {
  const changes: PointChange[] = [];
  const [from, to] = [position(before), position(after)];
  if (from && to) {
    const distance = meters(from, to);
    if (distance > MOVED_METERS) changes.push({ kind: 'moved', meters: Math.round(distance), from, to });
  } else if (from) changes.push({ kind: 'position-lost', from });
  else if (to) changes.push({ kind: 'position-found', to });
  if (before.name !== after.name) changes.push({ kind: 'renamed', from: before.name, to: after.name });
  if (before.address !== after.address) changes.push({ kind: 'address', from: before.address, to: after.address });
  const phones = setChange(
    'phones',
    (before.phones ?? []).map((phone) => phone.e164),
    (after.phones ?? []).map((phone) => phone.e164),
  );
  if (phones) changes.push(phones);
  const emails = setChange('emails', before.emails ?? [], after.emails ?? []);
  if (emails) changes.push(emails);
  if (hoursOf(before) !== hoursOf(after)) changes.push({ kind: 'hours', from: hoursOf(before), to: hoursOf(after) });
  if (operatorOf(before) !== operatorOf(after)) changes.push({ kind: 'operator', from: operatorOf(before), to: operatorOf(after) });
  return changes;
}

/**
 * Pairs the records of two builds: by id first; then a removed and an added record of the same
 * comuna less than MOVED_METERS apart are one point whose name or address changed (a clean
 * point's id is made from its name and address, so renaming it changes its id).
 */
export function compareDataset(output: string, base: DiffPoint[], head: DiffPoint[]): DatasetDiff {
  const before = new Map(base.map((point) => [point.id, point]));
  const after = new Map(head.map((point) => [point.id, point]));
  const pairs: [DiffPoint, DiffPoint][] = [];
  for (const point of head) {
    const old = before.get(point.id);
    if (old) pairs.push([old, point]);
  }
  const removed = base.filter((point) => !after.has(point.id));
  const added: DiffPoint[] = [];
  for (const point of head.filter((candidate) => !before.has(candidate.id))) {
    const here = position(point);
    const index = here
      ? removed.findIndex((old) => {
          const there = position(old);
          return old.comuna === point.comuna && there !== null && meters(there, here) <= MOVED_METERS;
        })
      : -1;
    const old = removed[index];
    if (old) {
      removed.splice(index, 1);
      pairs.push([old, point]);
    } else added.push(point);
  }
  const changed = pairs
    .map(([old, point]) => ({ ...refOf(point), changes: pointChanges(old, point) }))
    .filter((entry) => entry.changes.length > 0)
    .sort((a, b) => a.line - b.line);
  return {
    output,
    added: added.map(refOf).sort((a, b) => a.line - b.line),
    removed: removed.map(refOf).sort((a, b) => a.line - b.line),
    changed,
  };
}

/**
 * A finding's identity across builds: everything but its line, which moves when rows are added
 * above it, and its file's extension, which changes when the maintainer keeps the workbook
 * instead of its CSV export (`collection-points.csv` → `collection-points.xlsx`).
 */
const findingKey = (finding: DiffFinding): string =>
  JSON.stringify([finding.file.replace(/\.[^.]*$/, ''), finding.field, finding.code, finding.raw, finding.fixed]);

/** Findings of `head` that `base` did not have, and those of `base` that are gone (counted, so two equal findings are two). */
export function compareFindings(base: DiffFinding[], head: DiffFinding[]): DataDiff['findings'] {
  const unmatched = new Map<string, DiffFinding[]>();
  for (const finding of base) {
    const key = findingKey(finding);
    unmatched.set(key, [...(unmatched.get(key) ?? []), finding]);
  }
  const added: DiffFinding[] = [];
  for (const finding of head) {
    const same = unmatched.get(findingKey(finding));
    if (same && same.length > 0) same.shift();
    else added.push(finding);
  }
  return { added, resolved: [...unmatched.values()].flat() };
}

/** What changed between two builds' records and findings. */
export function compareGenerated(base: GeneratedData, head: GeneratedData): DataDiff {
  return {
    datasets: [compareDataset('clean-points.json', base.clean, head.clean), compareDataset('collection-points.json', base.collection, head.collection)],
    findings: compareFindings(base.findings, head.findings),
    corrections: { before: base.corrections, after: head.corrections },
  };
}

/** True when the two builds differ in nothing the diff reports. */
export function isEmptyDiff(diff: DataDiff): boolean {
  return (
    diff.datasets.every((dataset) => dataset.added.length + dataset.removed.length + dataset.changed.length === 0) &&
    diff.findings.added.length + diff.findings.resolved.length === 0
  );
}
