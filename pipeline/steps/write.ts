import { createWriteStream, type WriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, join } from 'node:path';

/** One output file being written. */
export interface Output {
  /** Writes text (as UTF-8) or bytes; the bytes must not be changed afterwards. */
  write(data: string | Uint8Array): Promise<void>;
}

/**
 * Where the pipeline writes. Every file goes to a temporary name beside its target and is
 * renamed into place only by `commit()`, after everything was written: a failure never
 * leaves the output folder half-written.
 */
export interface OutputSink {
  open(name: string): Promise<Output>;
  /** Publishes a file as it is (media), with the same all-or-nothing commit. */
  copy(name: string, source: string): Promise<void>;
  commit(): Promise<string[]>;
  abort(): Promise<void>;
}

export function createAtomicSink(outDir: string): OutputSink {
  const open: { name: string; temp: string; stream: WriteStream }[] = [];
  const copies: { name: string; temp: string }[] = [];
  const tag = `.tmp-${process.pid}-${Date.now().toString(36)}`;

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
      const target = join(outDir, name);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}${tag}`;
      const stream = createWriteStream(temp, { encoding: 'utf8' });
      open.push({ name, temp, stream });
      return {
        async write(data) {
          if (!stream.write(data)) await once(stream, 'drain');
        },
      };
    },
    async copy(name, source) {
      const target = join(outDir, name);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}${tag}`;
      await copyFile(source, temp);
      copies.push({ name, temp });
    },
    async commit() {
      await closeAll();
      const all = [...open, ...copies];
      for (const { name, temp } of all) await rename(temp, join(outDir, name));
      return all.map(({ name }) => name).sort();
    },
    async abort() {
      await closeAll().catch(() => undefined);
      await Promise.all([...open, ...copies].map(({ temp }) => rm(temp, { force: true })));
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

  /** Adds a record already serialised with JSON.stringify (on one line), as text or UTF-8 bytes. */
  addJson(json: string | Uint8Array): Promise<void> | undefined {
    const separator = this.count === 0 ? '[\n' : ',\n';
    this.count++;
    // A UTF-16 unit takes at most 3 bytes in UTF-8; an exact count is only needed near the end.
    const most = typeof json === 'string' ? json.length * 3 : json.length;
    if (this.used + 2 + most > this.chunk.length && this.used + 2 + (typeof json === 'string' ? Buffer.byteLength(json) : most) > this.chunk.length) {
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

  private put(separator: string, json: string | Uint8Array): void {
    this.used += this.chunk.write(separator, this.used, 'latin1');
    if (typeof json === 'string') {
      this.used += this.chunk.write(json, this.used, 'utf8');
    } else {
      this.chunk.set(json, this.used);
      this.used += json.length;
    }
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
