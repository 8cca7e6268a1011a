/**
 * Near-duplicate rows of one file, found as OpenRefine's key-collision clustering finds them: rows
 * whose name and address have the same fingerprint (case, accents, punctuation, spacing and word
 * order folded) in the same comuna, when the address is one (not empty, not the name again); and rows less than {@link NEAR_METERS} apart whose names have
 * the same fingerprint or one a typo or two away. Nothing is merged or dropped: each cluster is a
 * finding naming its lines, and a maintainer leaves a row out with an `omitir` correction.
 *
 * Memory stays small on large files: positions, lines and name numbers in typed arrays, keys and
 * repeated positions in {@link DuplicateTracker}s, distinct names kept up to {@link NAMES_KEPT}.
 */
import levenshtein from 'damerau-levenshtein';
import { withoutAccents } from '../../shared/fold.ts';
import { distanceMeters } from '../cells/coordinates/geo.ts';
import { type FieldFinding, finding } from '../findings/finding.ts';
import { DuplicateTracker } from './duplicate-rows.ts';

/** Rows closer than this with the same or nearly the same name are one place written twice. */
export const NEAR_METERS = 50;

/** Distinct names kept for the "nearly the same name" test; past this, names must be equal. */
const NAMES_KEPT = 200_000;

/** Rows whose id is kept for the `omitir` lines of a finding (about 10 MB at most); past this, a cluster names its lines only. */
export const IDS_KEPT = 200_000;

/** Lines named in one finding; a larger cluster says how many more. */
export const LINES_NAMED = 100;

/** OpenRefine's fingerprint: trimmed, lower case, no accents or punctuation, its words once each, sorted. */
export function fingerprint(text: string): string {
  const words = withoutAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter((word) => word !== '');
  return [...new Set(words)].sort().join(' ');
}

/**
 * Two name fingerprints that are nearly the same: a typo or two (one for a name under ten letters)
 * in the letters; numbers must be the same (`Punto Verde 1` and `Punto Verde 2` are two points).
 */
export function nearlySame(a: string, b: string): boolean {
  if (a === b) return true;
  if (a === '' || b === '' || a.replace(/\D/g, '') !== b.replace(/\D/g, '')) return false;
  const limit = Math.min(a.length, b.length) < 10 ? 1 : 2;
  return levenshtein(a, b).steps <= limit;
}

/** A typed array that grows. */
function grown<T extends Float64Array | Int32Array>(array: T, size: number, make: (length: number) => T): T {
  if (size < array.length) return array;
  const bigger = make(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** What the finder needs of a record. */
export interface PlaceRow {
  line: number;
  /** The record's id, for the `omitir` correction a maintainer may paste. */
  id: string;
  name: string;
  address: string | null;
  comuna: string;
  lat: number | null;
  lng: number | null;
}

/** A cluster's lines in file order, and the ids of those of its first {@link LINES_NAMED} rows that are among the first {@link IDS_KEPT} of the file, for `omitir` lines. */
export interface Cluster {
  lines: number[];
  ids: string[];
}

export class NearDuplicates {
  private count = 0;
  private lines = new Int32Array(1024);
  /** The first IDS_KEPT rows' ids. */
  private readonly ids: string[] = [];
  private parent = new Int32Array(1024);
  /** Rows with a position, by index: latitude, longitude and name number (-1 past NAMES_KEPT). */
  private placed = 0;
  private placedIndex = new Int32Array(1024);
  private lat = new Float64Array(1024);
  private lng = new Float64Array(1024);
  private nameOf = new Int32Array(1024);
  private readonly names = new Map<string, number>();
  // Stryker disable next-line ArrayDeclaration: equivalent, a name's number is where it was pushed.
  private readonly nameList: string[] = [];
  private readonly keys = new DuplicateTracker();
  private readonly spots = new DuplicateTracker();

  /** The first row of a row's cluster (a row's parent is always an earlier row, so the trees stay shallow). */
  private find(index: number): number {
    let root = index;
    while (this.parent[root] !== root) root = this.parent[root] as number;
    return root;
  }

  private union(a: number, b: number): void {
    const [x, y] = [this.find(a), this.find(b)];
    this.parent[Math.max(x, y)] = Math.min(x, y);
  }

  add(row: PlaceRow): void {
    const index = this.count++;
    this.lines = grown(this.lines, index, (n) => new Int32Array(n));
    this.parent = grown(this.parent, index, (n) => new Int32Array(n));
    this.lines[index] = row.line;
    this.parent[index] = index;
    if (index < IDS_KEPT) this.ids.push(row.id);
    const name = fingerprint(row.name);
    const address = fingerprint(row.address ?? '');
    // An address that only repeats the name (exports do) says nothing: a chain's points share it.
    if (address !== '' && address !== name) {
      const earlier = this.keys.check([fingerprint(row.comuna), name, address], index + 1);
      if (earlier !== null) this.union(index, earlier - 1);
    }
    if (row.lat === null || row.lng === null) return;
    let nameId = this.names.get(name);
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent below NAMES_KEPT distinct names (a name already kept is found first).
    if (nameId === undefined && this.names.size < NAMES_KEPT) {
      nameId = this.nameList.push(name) - 1;
      this.names.set(name, nameId);
    }
    // The same name at the same spot again: joined now, and not placed twice (a file can repeat a row thousands of times).
    const same = this.spots.check([String(row.lat), String(row.lng), name], index + 1);
    // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent, the sweep joins the repeated spot too; this only saves placing it.
    if (same !== null) {
      this.union(index, same - 1);
      return;
    }
    const at = this.placed++;
    this.placedIndex = grown(this.placedIndex, at, (n) => new Int32Array(n));
    this.lat = grown(this.lat, at, (n) => new Float64Array(n));
    this.lng = grown(this.lng, at, (n) => new Float64Array(n));
    this.nameOf = grown(this.nameOf, at, (n) => new Int32Array(n));
    this.placedIndex[at] = index;
    this.lat[at] = row.lat;
    this.lng[at] = row.lng;
    // Stryker disable next-line UnaryOperator: equivalent below NAMES_KEPT distinct names (every placed name is kept).
    this.nameOf[at] = nameId ?? -1;
  }

  /** Joins rows closer than NEAR_METERS whose names are nearly the same (a sweep in latitude order). */
  private joinNearby(): void {
    const order = Array.from({ length: this.placed }, (_, i) => i).sort((a, b) => (this.lat[a] as number) - (this.lat[b] as number));
    // Stryker disable next-line ArithmeticOperator: equivalent, a wider window only compares more pairs (the distance decides).
    const window = NEAR_METERS / 111_000;
    for (let i = 0; i < order.length; i++) {
      const a = order[i] as number;
      for (let j = i + 1; j < order.length; j++) {
        const b = order[j] as number;
        // Stryker disable next-line EqualityOperator,ConditionalExpression,ArithmeticOperator: equivalent, the break only spares pairs farther apart than the window.
        if ((this.lat[b] as number) - (this.lat[a] as number) > window) break;
        const here = { lat: this.lat[a] as number, lng: this.lng[a] as number };
        if (distanceMeters(here, { lat: this.lat[b] as number, lng: this.lng[b] as number }) >= NEAR_METERS) continue;
        const [x, y] = [this.nameOf[a] as number, this.nameOf[b] as number];
        if (x >= 0 && y >= 0 && nearlySame(this.nameList[x] as string, this.nameList[y] as string))
          this.union(this.placedIndex[a] as number, this.placedIndex[b] as number);
      }
    }
  }

  /** Every cluster of two or more rows, clusters in the order of their first line. */
  clusters(): Cluster[] {
    this.joinNearby();
    // Sizes first, so that only rows in a cluster get a list (a file of a million distinct rows makes none).
    const roots = new Int32Array(this.count);
    const sizes = new Int32Array(this.count);
    for (let index = 0; index < this.count; index++) {
      const root = this.find(index);
      roots[index] = root;
      sizes[root] = (sizes[root] as number) + 1;
    }
    const byRoot = new Map<number, Cluster>();
    for (let index = 0; index < this.count; index++) {
      const root = roots[index] as number;
      if ((sizes[root] as number) < 2) continue;
      let cluster = byRoot.get(root);
      if (cluster === undefined) {
        cluster = { lines: [], ids: [] };
        byRoot.set(root, cluster);
      }
      const id = cluster.lines.push(this.lines[index] as number) <= LINES_NAMED ? this.ids[index] : undefined;
      if (id !== undefined) cluster.ids.push(id);
    }
    return [...byRoot.values()];
  }
}

/** `1, 2 y 3`; past {@link LINES_NAMED}, how many more. */
function lineList(lines: readonly number[]): string {
  const named = lines.slice(0, LINES_NAMED).map(String);
  if (lines.length > LINES_NAMED) return `${named.join(', ')} y ${lines.length - LINES_NAMED} más`;
  return named.length === 1 ? (named[0] as string) : `${named.slice(0, -1).join(', ')} y ${named.at(-1)}`;
}

/** The `duplicate-near` finding of a cluster, placed at its first line. */
export function clusterFinding(lines: readonly number[]): { line: number; finding: FieldFinding } {
  return {
    line: lines[0] as number,
    finding: finding('duplicate-near', {
      field: 'fila',
      raw: null,
      lines: lineList(lines),
      meters: NEAR_METERS,
      considered: lines.map((line) => `línea ${line}`),
    }),
  };
}
