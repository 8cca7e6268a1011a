import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import lockfile from 'proper-lockfile';

/** The inbox holds children's names, birthdays and phones: only the server's user may read it. */
export const INBOX_DIR_MODE = 0o700;
export const INBOX_FILE_MODE = 0o600;

/**
 * Work on one inbox file is serialised inside this process (so concurrent submissions never
 * interleave), and every change of a file, in this process or in another (the inbox CLI while
 * the server runs), holds the file's lock: a rewrite never races an append. A file's entry goes
 * once its queue drains.
 */
const queues = new Map<string, Promise<unknown>>();
/** Folders and files whose mode was already set by this process (one per file at most). */
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

/** Narrows the mode of a folder or file this process has not secured yet (one made before with a wider mode). */
export async function secure(path: string, mode: number): Promise<void> {
  if (secured.has(path)) return;
  await chmod(path, mode).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  secured.add(path);
}

async function locked<T>(file: string, work: () => Promise<T>): Promise<T> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true, mode: INBOX_DIR_MODE });
  await secure(dir, INBOX_DIR_MODE);
  const release = await lockfile.lock(file, LOCK_OPTIONS);
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Runs `work` with the inbox file to itself: after this process's earlier work on it, and under its lock. */
export function exclusive<T>(file: string, work: (file: string) => Promise<T>): Promise<T> {
  const previous = queues.get(file) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => locked(file, () => work(file)));
  queues.set(file, next);
  const forget = () => {
    if (queues.get(file) === next) queues.delete(file);
  };
  next.then(forget, forget);
  return next;
}

/** A file's bytes; none when it does not exist. */
export async function readBytes(file: string): Promise<Buffer> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return Buffer.alloc(0);
    throw error;
  });
}

/** A file's lines as bytes, without their newline: the complete ones, and what follows the last newline (a line cut by a crash, else empty). */
export function splitLines(bytes: Buffer): { lines: Buffer[]; tail: Buffer } {
  const lines: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf(0x0a); end !== -1; end = bytes.indexOf(0x0a, start)) {
    lines.push(bytes.subarray(start, end));
    start = end + 1;
  }
  return { lines, tail: bytes.subarray(start) };
}

/** Test hooks into a rewrite: runs after the new file is written and before it replaces the old one. */
export interface RewriteHooks {
  beforeReplace?: () => Promise<void>;
}

/**
 * Writes a file that holds personal data: the bytes go to a new file beside it (readable by its
 * owner only, flushed to disk), which one rename puts in place, so a crash leaves the old file or
 * the new one, never part of either.
 */
export async function writePrivateFile(file: string, content: string | Buffer, hooks: RewriteHooks = {}): Promise<void> {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', INBOX_FILE_MODE);
  try {
    await handle.writeFile(content);
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

/** Removes what a rewrite interrupted by a crash left beside a file (only a lock holder writes them). */
export async function removeLeftovers(file: string): Promise<void> {
  const prefix = `${basename(file)}.`;
  const dir = dirname(file);
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith(prefix) && name.endsWith('.tmp')).map((name) => rm(join(dir, name), { force: true })));
}
