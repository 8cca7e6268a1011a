import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormName } from '../../shared/forms.ts';
import { exclusive, INBOX_FILE_MODE, readBytes, removeLeftovers, secure, splitLines, writePrivateFile } from './files.ts';

/**
 * Where the lines of the inbox files that are not submissions (a line cut by a crash, anything
 * written by hand) are set aside, `<dir>/quarantine.jsonl`: one JSON line each, never read as a
 * submission nor exported, searched as text by `delete --email` and `delete --phone`, and emptied
 * by the expiry once it has been there longer than the longest retention of the forms.
 */
export const QUARANTINE_FILE = 'quarantine.jsonl';

/** One line set aside. */
export interface QuarantinedLine {
  /** When it was moved out of its form's file, ISO 8601 in UTC. */
  setAsideAt: string;
  /** The form whose file it was in. */
  form: FormName;
  /** The line's bytes as they were (without the newline), in base64: nothing of them is lost or changed. */
  bytes: string;
}

export function quarantineFile(dir: string): string {
  return join(dir, QUARANTINE_FILE);
}

function parseEntry(line: Buffer): QuarantinedLine | null {
  try {
    const value = JSON.parse(line.toString('utf8')) as Partial<QuarantinedLine> | null;
    if (typeof value?.setAsideAt !== 'string' || typeof value.form !== 'string' || typeof value.bytes !== 'string') return null;
    return value as QuarantinedLine;
  } catch {
    return null;
  }
}

/** The lines set aside, oldest first. */
export async function readQuarantine(dir: string): Promise<QuarantinedLine[]> {
  const file = quarantineFile(dir);
  const { lines } = splitLines(await exclusive(file, readBytes));
  return lines.map(parseEntry).filter((entry) => entry !== null);
}

/** A line set aside as text (bytes that are not UTF-8 read as �): what `delete --email` and `--phone` search. */
export function quarantinedText(entry: QuarantinedLine): string {
  return Buffer.from(entry.bytes, 'base64').toString('utf8');
}

/**
 * Sets lines of a form's file aside, flushed to disk before the caller removes them from that file
 * (which it does while still holding the form's lock): a crash in between leaves a line in both
 * places, never in neither, and a line already set aside from the same form is not added twice.
 */
export async function setAside(dir: string, form: FormName, lines: readonly Buffer[], now: Date): Promise<void> {
  if (lines.length === 0) return;
  const file = quarantineFile(dir);
  await exclusive(file, async () => {
    await secure(file, INBOX_FILE_MODE);
    const present = new Set((await readQuarantineUnlocked(file)).map((entry) => `${entry.form} ${entry.bytes}`));
    const added = lines
      .map((line): QuarantinedLine => ({ setAsideAt: now.toISOString(), form, bytes: line.toString('base64') }))
      .filter((entry) => !present.has(`${entry.form} ${entry.bytes}`));
    if (added.length === 0) return;
    const text = added.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    await appendFile(file, text, { encoding: 'utf8', mode: INBOX_FILE_MODE, flush: true });
  });
}

async function readQuarantineUnlocked(file: string): Promise<QuarantinedLine[]> {
  return splitLines(await readBytes(file))
    .lines.map(parseEntry)
    .filter((entry) => entry !== null);
}

/**
 * Keeps only the lines set aside that `keep` accepts, by the same lock-and-rename as the forms'
 * files; says how many went. A line of the file that is not an entry is kept as it is.
 */
export function rewriteQuarantine(dir: string, keep: (entry: QuarantinedLine) => boolean): Promise<{ removed: number; kept: number }> {
  const file = quarantineFile(dir);
  return exclusive(file, async () => {
    await removeLeftovers(file);
    const { lines, tail } = splitLines(await readBytes(file));
    const kept: Buffer[] = [];
    let removed = 0;
    for (const line of lines) {
      const entry = parseEntry(line);
      if (entry === null || keep(entry)) kept.push(line);
      else removed++;
    }
    if (removed > 0) await writePrivateFile(file, Buffer.concat([...kept.flatMap((line) => [line, Buffer.from('\n')]), tail]));
    return { removed, kept: kept.length };
  });
}
