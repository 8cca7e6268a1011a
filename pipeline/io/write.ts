import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';

/** One output file being written. */
export interface Output {
  /** Writes text (as UTF-8) or bytes; the bytes must not be changed afterwards. */
  write(data: string | Uint8Array): Promise<void>;
}

/**
 * Where the pipeline writes. Every file goes to a staging folder beside the output folder (not
 * inside it) and is moved into place only by `commit()`, after everything was written: a
 * failure never leaves the output folder half-written or littered with temporary files.
 */
export interface OutputSink {
  open(name: string): Promise<Output>;
  /** Publishes a file as it is (media), with the same all-or-nothing commit. */
  copy(name: string, source: string): Promise<void>;
  commit(): Promise<string[]>;
  abort(): Promise<void>;
}

/** `generated` → `.generated.staging-<pid>-<random>`, in the output folder's parent. */
const STAGING = /^\.(.+)\.staging-(\d+)-[a-z0-9]+$/;
/** What earlier versions left beside their targets when killed: `report.json.tmp-<pid>-<time>`. */
const OLD_TEMP = /\.tmp-\d+-[a-z0-9]+$/;

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what runs that were killed left behind: staging folders of this output folder whose
 * process is gone, and old-style temporary files inside it.
 */
export async function removeStale(outDir: string): Promise<void> {
  const parent = dirname(outDir);
  for (const entry of await readdir(parent).catch(() => [])) {
    const match = STAGING.exec(entry);
    if (match && match[1] === basename(outDir) && !alive(Number(match[2]))) await rm(join(parent, entry), { recursive: true, force: true });
  }
  const inside = await readdir(outDir, { recursive: true }).catch(() => []);
  for (const entry of inside) if (OLD_TEMP.test(entry)) await rm(join(outDir, entry), { force: true });
}

/**
 * Removes the files an earlier run wrote into the folders this run wrote (`media/`, `content/`,
 * `schemas/`, `map/`) that this run did not write: a medium no content uses any more must not
 * stay published. Files at the top of the output folder are left alone (`check` names them).
 */
async function removeUnwritten(outDir: string, written: readonly string[]): Promise<void> {
  const keep = new Set(written);
  const folders = new Set(written.filter((name) => name.includes('/')).map((name) => name.slice(0, name.indexOf('/'))));
  for (const folder of folders) {
    const entries = await readdir(join(outDir, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const name = relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (!keep.has(name)) await rm(join(outDir, name), { force: true });
    }
    // Folders left empty go too, deepest first.
    const dirs = entries.filter((entry) => entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name));
    for (const dir of dirs.sort((a, b) => b.length - a.length)) {
      if ((await readdir(dir).catch(() => [null])).length === 0) await rm(dir, { recursive: true, force: true });
    }
  }
}

export function createAtomicSink(outDir: string): OutputSink {
  const open: { name: string; stream: WriteStream }[] = [];
  const copies: string[] = [];
  const staging = join(dirname(outDir), `.${basename(outDir)}.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  let prepared: Promise<void> | null = null;
  const prepare = () =>
    (prepared ??= removeStale(outDir)
      .then(() => mkdir(staging, { recursive: true }))
      .then(() => undefined));

  const closeAll = () =>
    Promise.all(
      open.map(async ({ stream }) => {
        if (stream.closed) return;
        stream.end();
        await once(stream, 'close');
      }),
    );

  return {
    async open(name) {
      await prepare();
      const temp = join(staging, name);
      await mkdir(dirname(temp), { recursive: true });
      const stream = createWriteStream(temp, { encoding: 'utf8' });
      open.push({ name, stream });
      return {
        async write(data) {
          if (!stream.write(data)) await once(stream, 'drain');
        },
      };
    },
    async copy(name, source) {
      await prepare();
      const temp = join(staging, name);
      await mkdir(dirname(temp), { recursive: true });
      await copyFile(source, temp);
      copies.push(name);
    },
    async commit() {
      await closeAll();
      const names = [...open.map(({ name }) => name), ...copies];
      for (const name of names) {
        const target = join(outDir, name);
        await mkdir(dirname(target), { recursive: true });
        await rename(join(staging, name), target);
      }
      await rm(staging, { recursive: true, force: true });
      await removeUnwritten(outDir, names);
      return names.sort();
    },
    async abort() {
      await closeAll().catch(() => undefined);
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/**
 * Writes a JSON array with one record per line (small diffs when one record changes),
 * encoding lines straight into a chunk of bytes so large outputs are written in big chunks
 * without joining their text first.
 */
export class JsonArrayWriter {
  private chunk: Buffer;
  private used = 0;
  count = 0;

  constructor(
    private readonly output: Output,
    private readonly chunkBytes = 256 * 1024,
  ) {
    this.chunk = Buffer.allocUnsafe(chunkBytes);
  }

  /** Adds a record; resolves at once unless the chunk was full and had to be written. */
  add(record: unknown): Promise<void> | undefined {
    return this.addJson(JSON.stringify(record));
  }

  /** Adds a record already serialised with JSON.stringify (on one line). */
  addJson(json: string): Promise<void> | undefined {
    const separator = this.count === 0 ? '[\n' : ',\n';
    this.count++;
    // A UTF-16 unit takes at most 3 bytes in UTF-8; an exact count is only needed near the end.
    const most = json.length * 3;
    if (this.used + 2 + most > this.chunk.length && this.used + 2 + Buffer.byteLength(json) > this.chunk.length) {
      const full = this.take();
      if (2 + most > this.chunk.length) {
        // Larger than a chunk (a record with a 50 MB cell): written on its own.
        return this.output
          .write(full)
          .then(() => this.output.write(separator))
          .then(() => this.output.write(json));
      }
      this.put(separator, json);
      return this.output.write(full);
    }
    this.put(separator, json);
    return undefined;
  }

  private put(separator: string, json: string): void {
    this.used += this.chunk.write(separator, this.used, 'latin1');
    this.used += this.chunk.write(json, this.used, 'utf8');
  }

  /** The bytes so far, handed over; later lines go to a new chunk. */
  private take(): Buffer {
    const full = this.chunk.subarray(0, this.used);
    this.chunk = Buffer.allocUnsafe(this.chunkBytes);
    this.used = 0;
    return full;
  }

  /** Closes the array. */
  async end(): Promise<number> {
    const full = this.take();
    await this.output.write(full);
    await this.output.write(this.count === 0 ? '[]\n' : '\n]\n');
    return this.count;
  }
}
