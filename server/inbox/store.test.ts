import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readQuarantine } from './quarantine.ts';
import { appendRecord, type InboxRecord, inboxFile, parseLine, queuedFiles, readRecords, rewriteRecords } from './store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inbox-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const record = (name: string, receivedAt = '2026-12-01T12:00:00.000Z'): InboxRecord => ({ receivedAt, form: 'newsletter', data: { nameForm: name } });
const names = async () => (await readRecords(dir, 'newsletter')).records.map((r) => r.data.nameForm);

describe('parseLine', () => {
  it('reads a stored submission and refuses what is not one', () => {
    expect(parseLine(JSON.stringify(record('Ana')))).toEqual(record('Ana'));
    expect(parseLine('{"receivedAt":"ayer","form":"newsletter","data":{}}')).toBeNull();
    expect(parseLine('{"receivedAt":"2026-12-01T12:00:00Z","form":"newsletter","data":[]}')).toBeNull();
    expect(parseLine('{"receivedAt":"2026-12-01T12:00:00Z","data":{}}')).toBeNull();
    expect(parseLine('{"receivedAt":"2026-12-01T12:00:00Z","fo')).toBeNull();
    expect(parseLine('null')).toBeNull();
  });
});

describe('appendRecord', () => {
  it('appends one line per submission, in a private file', async () => {
    await appendRecord(dir, record('Ana'));
    await appendRecord(dir, record('Beto'));
    expect(await names()).toEqual(['Ana', 'Beto']);
    expect((await stat(inboxFile(dir, 'newsletter'))).mode & 0o777).toBe(0o600);
    expect(queuedFiles()).toBe(0);
    // The lock is gone once the work is done.
    expect((await readdir(dir)).sort()).toEqual(['newsletter.jsonl']);
  });

  it('starts a line of its own after a line a crash cut, so the new submission is never lost in it', async () => {
    await writeFile(inboxFile(dir, 'newsletter'), `${JSON.stringify(record('Ana'))}\n{"receivedAt":"2026-12-01T12:`);
    await appendRecord(dir, record('Beto'));
    const read = await readRecords(dir, 'newsletter');
    expect(read.records.map((r) => r.data.nameForm)).toEqual(['Ana', 'Beto']);
    expect(read.unreadable).toBe(1);
  });
});

describe('rewriteRecords', () => {
  it('keeps what is kept, in order, and says what went', async () => {
    for (const name of ['Ana', 'Beto', 'Carla', 'Dani']) await appendRecord(dir, record(name));
    const result = await rewriteRecords(dir, 'newsletter', (r) => r.data.nameForm !== 'Beto' && r.data.nameForm !== 'Dani');
    expect(result).toEqual({ removed: 2, kept: 2, quarantined: 0 });
    expect(await names()).toEqual(['Ana', 'Carla']);
    expect((await stat(inboxFile(dir, 'newsletter'))).mode & 0o777).toBe(0o600);
  });

  it('moves a line that is not a submission (a cut one included) into the quarantine, its bytes as they were and the time it was set aside', async () => {
    const broken = Buffer.concat([Buffer.from('esto no es JSON: '), Buffer.from([0xc3, 0x28, 0xff])]);
    const kept = Buffer.from(`${JSON.stringify(record('Beto'))}\n`);
    await writeFile(
      inboxFile(dir, 'newsletter'),
      Buffer.concat([Buffer.from(`${JSON.stringify(record('Ana'))}\n`), broken, Buffer.from('\n\n'), kept, Buffer.from('{"cortado')]),
    );
    const now = new Date('2026-12-05T08:00:00.000Z');
    const result = await rewriteRecords(dir, 'newsletter', (r) => r.data.nameForm !== 'Ana', { now });
    expect(result).toEqual({ removed: 1, kept: 1, quarantined: 2 });
    // Out of the form's file: only the submissions it keeps, byte for byte.
    expect(await readFile(inboxFile(dir, 'newsletter'))).toEqual(kept);
    expect(await readQuarantine(dir)).toEqual([
      { setAsideAt: '2026-12-05T08:00:00.000Z', form: 'newsletter', bytes: broken.toString('base64') },
      { setAsideAt: '2026-12-05T08:00:00.000Z', form: 'newsletter', bytes: Buffer.from('{"cortado').toString('base64') },
    ]);
    expect((await stat(join(dir, 'quarantine.jsonl'))).mode & 0o777).toBe(0o600);
    // A line already set aside (a crash after setting it aside, before the file was replaced) is not added twice.
    await writeFile(inboxFile(dir, 'newsletter'), Buffer.concat([kept, broken, Buffer.from('\n')]));
    expect(await rewriteRecords(dir, 'newsletter', () => true, { now: new Date('2026-12-06T08:00:00.000Z') })).toEqual({ removed: 0, kept: 1, quarantined: 1 });
    expect(await readQuarantine(dir)).toHaveLength(2);
    expect(await readFile(inboxFile(dir, 'newsletter'))).toEqual(kept);
  });

  it('does not touch a file from which nothing goes, nor make one that is missing', async () => {
    await appendRecord(dir, record('Ana'));
    const before = await stat(inboxFile(dir, 'newsletter'));
    expect(await rewriteRecords(dir, 'newsletter', () => true)).toEqual({ removed: 0, kept: 1, quarantined: 0 });
    expect((await stat(inboxFile(dir, 'newsletter'))).ino).toBe(before.ino);
    expect(await rewriteRecords(dir, 'cumple', () => false)).toEqual({ removed: 0, kept: 0, quarantined: 0 });
    await expect(stat(inboxFile(dir, 'cumple'))).rejects.toThrow();
  });

  it('loses no submission posted while it runs: they wait for it and are appended after', async () => {
    for (let i = 0; i < 50; i++) await appendRecord(dir, record(`viejo ${i}`));
    let posted: Promise<void>[] = [];
    const result = await rewriteRecords(dir, 'newsletter', (r) => !String(r.data.nameForm).endsWith('0'), {
      // While the new file waits to replace the old one, twenty submissions arrive.
      beforeReplace: async () => {
        posted = Array.from({ length: 20 }, (_, i) => appendRecord(dir, record(`nuevo ${i}`)));
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    });
    await Promise.all(posted);
    expect(result.removed).toBe(5);
    const stored = await names();
    expect(stored).toHaveLength(65);
    expect(stored.slice(45)).toEqual(Array.from({ length: 20 }, (_, i) => `nuevo ${i}`));
  });

  it('leaves the old file whole when it fails before the new one is in place, and the next run clears what it left', async () => {
    for (const name of ['Ana', 'Beto']) await appendRecord(dir, record(name));
    const before = await readFile(inboxFile(dir, 'newsletter'), 'utf8');
    await expect(
      rewriteRecords(dir, 'newsletter', () => false, {
        beforeReplace: () => Promise.reject(new Error('se cortó la luz')),
      }),
    ).rejects.toThrow('se cortó la luz');
    expect(await readFile(inboxFile(dir, 'newsletter'), 'utf8')).toBe(before);
    // A crash (not an error) would leave its new file beside the old one: the next rewrite removes it.
    await writeFile(join(dir, 'newsletter.jsonl.999-abcd.tmp'), 'a medias');
    await rewriteRecords(dir, 'newsletter', (r) => r.data.nameForm === 'Ana');
    expect((await readdir(dir)).sort()).toEqual(['newsletter.jsonl']);
    expect(await names()).toEqual(['Ana']);
  });

  it('takes over a lock that a crashed process left behind', async () => {
    await appendRecord(dir, record('Ana'));
    const lock = `${inboxFile(dir, 'newsletter')}.lock`;
    await mkdir(lock);
    const old = new Date(Date.now() - 60_000);
    await utimes(lock, old, old);
    await appendRecord(dir, record('Beto'));
    expect(await names()).toEqual(['Ana', 'Beto']);
  });
});
