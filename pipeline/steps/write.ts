import { createWriteStream, type WriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, join } from 'node:path';

/** One output file being written. */
export interface Output {
  write(text: string): Promise<void>;
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
        async write(text) {
          if (!stream.write(text)) await once(stream, 'drain');
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
 * buffering lines so large outputs are written in big chunks.
 */
export class JsonArrayWriter {
  private buffer: string[] = [];
  private size = 0;
  count = 0;

  constructor(
    private readonly output: Output,
    private readonly chunkChars = 256 * 1024,
  ) {}

  /** Adds a record; resolves at once unless the buffer was full and had to be written. */
  add(record: unknown): Promise<void> | undefined {
    return this.addJson(JSON.stringify(record));
  }

  /** Adds a record already serialised with JSON.stringify (on one line). */
  addJson(json: string): Promise<void> | undefined {
    const line = `${this.count === 0 ? '[\n' : ',\n'}${json}`;
    this.count++;
    this.buffer.push(line);
    this.size += line.length;
    return this.size >= this.chunkChars ? this.flush() : undefined;
  }

  private async flush(): Promise<void> {
    const text = this.buffer.join('');
    this.buffer = [];
    this.size = 0;
    await this.output.write(text);
  }

  /** Closes the array. */
  async end(): Promise<number> {
    this.buffer.push(this.count === 0 ? '[]\n' : '\n]\n');
    await this.flush();
    return this.count;
  }
}
