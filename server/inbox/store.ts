import { randomBytes } from 'node:crypto';
import { appendFile, chmod, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import type { FormName } from '../../shared/forms.ts';

/** The inbox holds children's names, birthdays and phones: only the server's user may read it. */
export const INBOX_DIR_MODE = 0o700;
export const INBOX_FILE_MODE = 0o600;

/** One stored submission: one JSON line of `<dir>/<form>.jsonl`. */
export interface InboxRecord {
  /** When the inbox received it, ISO 8601 in UTC. */
  receivedAt: string;
  form: FormName;
  /** The JSON object the form posted, as it came. */
  data: Record<string, unknown>;
}

/** The file of a form's submissions. */
export function inboxFile(dir: string, form: FormName): string {
  return join(dir, `${form}.jsonl`);
}

/** A line as a record, or null when it is not one (such a line is kept as it is by every rewrite, never dropped). */
export function parseLine(line: string): InboxRecord | null {
  try {
    const value = JSON.parse(line) as Partial<InboxRecord> | null;
    if (typeof value !== 'object' || value === null) return null;
    if (typeof value.receivedAt !== 'string' || Number.isNaN(Date.parse(value.receivedAt))) return null;
    if (typeof value.form !== 'string' || typeof value.data !== 'object' || value.data === null || Array.isArray(value.data)) return null;
    return value as InboxRecord;
  } catch {
    return null;
  }
}

/**
 * Appends are serialised per file inside this process (so concurrent submissions never
 * interleave), and every change of a file, in this process or in another (the inbox CLI while
 * the server runs), holds the file's lock: a rewrite never races an append. A file's entry goes
 * once its queue drains.
 */
const queues = new Map<string, Promise<unknown>>();
/** Folders and files whose mode was already set by this process (one per form at most). */
const secured = new Set<string>();

/** How many inbox files have work queued or running (tests: the map drains). */
export function queuedFiles(): number {
  return queues.size;
}

/**
 * The cross-process lock: a `<file>.lock` folder (proper-lockfile), refreshed while held and
 * taken over when a crashed holder left it more than 10 s old. Waits up to about 20 s for it.
 */
const LOCK_OPTIONS: lockfile.LockOptions = {
  realpath: false,
  stale: 10_000,
  retries: { retries: 120, factor: 1.2, minTimeout: 5, maxTimeout: 200 },
  onCompromised: (error) => console.error(`Bandeja de formularios: se perdió el bloqueo de un archivo (${error.message})`),
};

async function secure(path: string, mode: number): Promise<void> {
  if (secured.has(path)) return;
  // An existing folder or file may have been made before with a wider mode: narrow it.
  await chmod(path, mode).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  secured.add(path);
}

async function locked<T>(dir: string, file: string, work: () => Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true, mode: INBOX_DIR_MODE });
  await secure(dir, INBOX_DIR_MODE);
  const release = await lockfile.lock(file, LOCK_OPTIONS);
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Runs `work` with the form's file to itself: after this process's earlier work on it, and under its lock. */
function exclusive<T>(dir: string, form: FormName, work: (file: string) => Promise<T>): Promise<T> {
  const file = inboxFile(dir, form);
  const previous = queues.get(file) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => locked(dir, file, () => work(file)));
  queues.set(file, next);
  const forget = () => {
    if (queues.get(file) === next) queues.delete(file);
  };
  next.then(forget, forget);
  return next;
}

/** True when the file exists, is not empty and its last byte is not a newline (a line cut by a crash). */
async function endsMidLine(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return false;
  try {
    const { size } = await handle.stat();
    if (size === 0) return false;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] !== 0x0a;
  } finally {
    await handle.close();
  }
}

/**
 * Stores one submission as a line at the end of its form's file. After a line cut by a crash it
 * starts a line of its own, so the new submission never joins the broken one.
 */
export function appendRecord(dir: string, record: InboxRecord): Promise<void> {
  return exclusive(dir, record.form, async (file) => {
    await secure(file, INBOX_FILE_MODE);
    const start = (await endsMidLine(file)) ? '\n' : '';
    await appendFile(file, `${start}${JSON.stringify(record)}\n`, { encoding: 'utf8', mode: INBOX_FILE_MODE });
  });
}

async function readText(file: string): Promise<string> {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
}

/** A file's lines: the complete ones, and what follows the last newline (a line cut by a crash, else ''). */
function splitLines(text: string): { lines: string[]; tail: string } {
  const end = text.lastIndexOf('\n') + 1;
  return { lines: text.slice(0, end).split('\n').slice(0, -1), tail: text.slice(end) };
}

/** A form's stored submissions, and how many lines could not be read as one. */
export async function readRecords(dir: string, form: FormName): Promise<{ records: InboxRecord[]; unreadable: number }> {
  const text = await exclusive(dir, form, readText);
  const { lines, tail } = splitLines(text);
  const records: InboxRecord[] = [];
  let unreadable = tail === '' ? 0 : 1;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const record = parseLine(line);
    if (record) records.push(record);
    else unreadable++;
  }
  return { records, unreadable };
}

export interface RewriteResult {
  removed: number;
  kept: number;
  /** Lines that are not submissions: kept as they are. */
  unreadable: number;
}

/** Test hooks into a rewrite: runs after the new file is written and before it replaces the old one. */
export interface RewriteHooks {
  beforeReplace?: () => Promise<void>;
}

/**
 * Writes a file that holds personal data: the text goes to a new file beside it (readable by its
 * owner only, flushed to disk), which one rename puts in place, so a crash leaves the old file or
 * the new one, never part of either.
 */
export async function writePrivateFile(file: string, text: string, hooks: RewriteHooks = {}): Promise<void> {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', INBOX_FILE_MODE);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await hooks.beforeReplace?.();
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Removes what a rewrite interrupted by a crash left beside a form's file (only a lock holder writes them). */
async function removeLeftovers(dir: string, form: FormName): Promise<void> {
  const prefix = `${form}.jsonl.`;
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith(prefix) && name.endsWith('.tmp')).map((name) => rm(join(dir, name), { force: true })));
}

/**
 * Keeps only the submissions `keep` accepts, atomically: the new content is written to a file
 * of its own and renamed over the old one, so a crash leaves the old file or the new one, never
 * part of either; a submission posted meanwhile waits for the lock and is appended after. Lines
 * that are not submissions are kept as they are. The file is not touched when nothing goes.
 */
export function rewriteRecords(dir: string, form: FormName, keep: (record: InboxRecord) => boolean, hooks: RewriteHooks = {}): Promise<RewriteResult> {
  return exclusive(dir, form, async (file) => {
    await removeLeftovers(dir, form);
    const { lines, tail } = splitLines(await readText(file));
    const result: RewriteResult = { removed: 0, kept: 0, unreadable: tail === '' ? 0 : 1 };
    const kept: string[] = [];
    for (const line of lines) {
      const record = parseLine(line);
      if (record === null) {
        if (line.trim() !== '') result.unreadable++;
        kept.push(line);
      } else if (keep(record)) {
        result.kept++;
        kept.push(line);
      } else {
        result.removed++;
      }
    }
    if (result.removed > 0) await writePrivateFile(file, kept.map((line) => `${line}\n`).join('') + tail, hooks);
    return result;
  });
}
