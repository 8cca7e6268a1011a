import { readSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { InputError } from './input-error.ts';

/**
 * Longest physical line accepted, in bytes. A real export's lines are far shorter; a longer one
 * is a broken file, and stopping there keeps memory bounded whatever the input.
 */
export const MAX_LINE_BYTES = 256 * 1024;

/**
 * Where the lines start in the bytes the parser reads, and a guard on their length. The parser
 * reports how many bytes each record ends at; this turns such an offset into the line it is on
 * (LF, CRLF and a lone CR each end a line, inside quoted cells too). It also stops the file at
 * the first line longer than {@link MAX_LINE_BYTES}, naming it: the parser never holds more than
 * that of one line. Offsets count from where the parser started; `firstLine` is that line.
 */
export class LineMap {
  /** Offsets of line breaks not yet passed by the reader, from `head` on. */
  private breaks: number[] = [];
  private head = 0;
  private passed = 0;
  private offset = 0;
  private lineStart = 0;
  private lines: number;
  private pendingCr = false;

  constructor(
    private readonly file: string,
    private readonly firstLine = 1,
  ) {
    this.lines = firstLine;
  }

  /** A stage that records the breaks of the bytes going through it. */
  stage(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding, callback: TransformCallback) => {
        const error = this.scan(chunk);
        if (error) callback(error);
        else callback(null, chunk);
      },
    });
  }

  private scan(chunk: Buffer): InputError | null {
    let at = 0;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (chunk[0] === 10) {
        // The LF of a CRLF cut between chunks: its break was counted at the CR.
        at = 1;
        this.lineStart = this.offset + 1;
      }
    }
    while (at < chunk.length) {
      const lf = chunk.indexOf(10, at);
      const cr = chunk.indexOf(13, at);
      const next = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      if (next === -1) break;
      if (this.offset + next - this.lineStart > MAX_LINE_BYTES) break;
      this.breaks.push(this.offset + next);
      this.lines++;
      if (chunk[next] === 13) {
        if (next + 1 === chunk.length) {
          this.pendingCr = true;
          at = next + 1;
          this.lineStart = this.offset + at;
          continue;
        }
        if (chunk[next + 1] === 10) {
          at = next + 2;
          this.lineStart = this.offset + at;
          continue;
        }
      }
      at = next + 1;
      this.lineStart = this.offset + at;
    }
    this.offset += chunk.length;
    if (this.offset - this.lineStart > MAX_LINE_BYTES) return tooLong(this.file, this.lines);
    return null;
  }

  /** The line the byte at `offset` is on; offsets must not go back. */
  lineAt(offset: number): number {
    while (this.head < this.breaks.length && (this.breaks[this.head] as number) < offset) {
      this.head++;
      this.passed++;
    }
    if (this.head > 8192) {
      this.breaks = this.breaks.slice(this.head);
      this.head = 0;
    }
    return this.firstLine + this.passed;
  }
}

const tooLong = (file: string, line: number) => new InputError(`la línea supera ${MAX_LINE_BYTES / 1024} KB; el archivo parece dañado`, file, line);

/** One physical line of a file: its number, where it starts, its bytes without the line break, and where the next one starts. */
export interface PhysicalLine {
  line: number;
  offset: number;
  bytes: Buffer;
  next: number;
  /** True when the file ends without a line break after it. */
  last: boolean;
}

/** How many bytes are read at a time when lines are read straight from the file. */
const WINDOW = 64 * 1024;

/**
 * Reads physical lines straight from an open file, from `offset` (the start of line `line`) on:
 * LF, CRLF and a lone CR end a line. For the few places that need the text of lines the parser
 * has passed or not reached (the lines above the header, a span an open quote swallowed); a
 * line over {@link MAX_LINE_BYTES} stops the file as the parser's own reading does.
 */
export async function* physicalLines(handle: FileHandle, file: string, offset: number, line: number): AsyncGenerator<PhysicalLine> {
  let buffer = Buffer.alloc(0);
  let start = offset;
  let number = line;
  let ended = false;
  while (true) {
    let at = 0;
    while (true) {
      const lf = buffer.indexOf(10, at);
      const cr = buffer.indexOf(13, at);
      const next = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      if (next === -1 || (buffer[next] === 13 && next + 1 === buffer.length && !ended)) break;
      const width = buffer[next] === 13 && buffer[next + 1] === 10 ? 2 : 1;
      const after = start + next + width;
      yield { line: number, offset: start, bytes: buffer.subarray(at, next), next: after, last: false };
      number++;
      buffer = buffer.subarray(next + width);
      start = after;
      at = 0;
    }
    if (buffer.length > MAX_LINE_BYTES) throw tooLong(file, number);
    if (ended) {
      if (buffer.length > 0) yield { line: number, offset: start, bytes: buffer, next: start + buffer.length, last: true };
      return;
    }
    const chunk = Buffer.alloc(WINDOW);
    const { bytesRead } = await handle.read(chunk, 0, WINDOW, start + buffer.length);
    if (bytesRead === 0) ended = true;
    buffer = Buffer.concat([buffer, chunk.subarray(0, bytesRead)]);
  }
}

/**
 * The bytes of a file from `start` to `end` (at most `limit` of them), for showing a line as
 * written or reading a few KB again. Read at once (readSync on the open file): a damaged export
 * can ask this for every one of its lines, and a round trip through the thread pool for each of
 * a few hundred thousand small reads was most of such a file's time.
 */
export function readSpan(handle: FileHandle, start: number, end: number, limit = 4096): Buffer {
  const length = Math.max(0, Math.min(end - start, limit));
  const buffer = Buffer.alloc(length);
  const bytesRead = readSync(handle.fd, buffer, 0, length, start);
  return buffer.subarray(0, bytesRead);
}
