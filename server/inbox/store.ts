import { appendFile, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormName } from '../../shared/forms.ts';
import { exclusive, INBOX_FILE_MODE, type RewriteHooks, readBytes, removeLeftovers, secure, splitLines, writePrivateFile } from './files.ts';
import { setAside } from './quarantine.ts';

export { INBOX_DIR_MODE, INBOX_FILE_MODE, queuedFiles, type RewriteHooks, writePrivateFile } from './files.ts';

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

/** A line as a record, or null when it is not one (a rewrite sets such a line aside: quarantine.ts). */
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
  return exclusive(inboxFile(dir, record.form), async (file) => {
    await secure(file, INBOX_FILE_MODE);
    const start = (await endsMidLine(file)) ? '\n' : '';
    await appendFile(file, `${start}${JSON.stringify(record)}\n`, { encoding: 'utf8', mode: INBOX_FILE_MODE });
  });
}

const isBlank = (line: Buffer) => line.toString('utf8').trim() === '';

/** A form's stored submissions, and how many lines could not be read as one (they wait for the next rewrite to be set aside). */
export async function readRecords(dir: string, form: FormName): Promise<{ records: InboxRecord[]; unreadable: number }> {
  const { lines, tail } = splitLines(await exclusive(inboxFile(dir, form), readBytes));
  const records: InboxRecord[] = [];
  let unreadable = tail.length === 0 ? 0 : 1;
  for (const line of lines) {
    if (isBlank(line)) continue;
    const record = parseLine(line.toString('utf8'));
    if (record) records.push(record);
    else unreadable++;
  }
  return { records, unreadable };
}

export interface RewriteResult {
  removed: number;
  kept: number;
  /** Lines that are not submissions, moved out of the file into the quarantine (quarantine.ts). */
  quarantined: number;
}

export interface RewriteOptions extends RewriteHooks {
  /** The time a line set aside is stamped with (default: now). */
  now?: Date;
}

/**
 * Keeps only the submissions `keep` accepts, atomically: the new content is written to a file
 * of its own and renamed over the old one, so a crash leaves the old file or the new one, never
 * part of either; a submission posted meanwhile waits for the lock and is appended after. Lines
 * that are not submissions (a line cut by a crash included) are moved into the quarantine, as
 * they were, before the file without them takes the old one's place. Kept lines keep their
 * bytes. The file is not touched when nothing goes.
 */
export function rewriteRecords(dir: string, form: FormName, keep: (record: InboxRecord) => boolean, options: RewriteOptions = {}): Promise<RewriteResult> {
  return exclusive(inboxFile(dir, form), async (file) => {
    await removeLeftovers(file);
    const { lines, tail } = splitLines(await readBytes(file));
    const result: RewriteResult = { removed: 0, kept: 0, quarantined: 0 };
    const kept: Buffer[] = [];
    const unreadable: Buffer[] = [];
    let blank = 0;
    for (const line of tail.length === 0 ? lines : [...lines, tail]) {
      if (isBlank(line)) {
        blank++;
        continue;
      }
      const record = parseLine(line.toString('utf8'));
      if (record === null) unreadable.push(line);
      else if (keep(record)) kept.push(line);
      else result.removed++;
    }
    result.kept = kept.length;
    result.quarantined = unreadable.length;
    if (result.removed === 0 && unreadable.length === 0 && blank === 0 && tail.length === 0) return result;
    await setAside(dir, form, unreadable, options.now ?? new Date());
    await writePrivateFile(file, Buffer.concat(kept.flatMap((line) => [line, Buffer.from('\n')])), options);
    return result;
  });
}
