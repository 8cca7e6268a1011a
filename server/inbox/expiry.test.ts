import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Retention } from '../../shared/retention.ts';
import { DEFAULT_PRIVACY_FILE, expireInbox, loadRetention, scheduleExpiry } from './expiry.ts';
import { appendRecord, readRecords } from './store.ts';

const retention: Retention = { course: 90, newsletter: 365, 'dia-del-nino': 60, cumple: 180, mascotas: 90 };
const DAY = 86_400_000;
const now = new Date('2027-06-01T12:00:00.000Z');
const daysAgo = (days: number, at = now) => new Date(at.getTime() - days * DAY).toISOString();

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inbox-expiry-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

const names = async (form: 'newsletter' | 'dia-del-nino' | 'cumple') => (await readRecords(dir, form)).records.map((r) => r.data.name);

describe('expireInbox', () => {
  it("removes each form's submissions once they have lived its period, and keeps the younger ones", async () => {
    await appendRecord(dir, { receivedAt: daysAgo(61), form: 'dia-del-nino', data: { name: 'vencido' } });
    await appendRecord(dir, { receivedAt: daysAgo(60), form: 'dia-del-nino', data: { name: 'justo 60 días' } });
    await appendRecord(dir, {
      receivedAt: new Date(now.getTime() - 60 * DAY + 1000).toISOString(),
      form: 'dia-del-nino',
      data: { name: 'le queda un segundo' },
    });
    await appendRecord(dir, { receivedAt: daysAgo(61), form: 'newsletter', data: { name: 'newsletter dura un año' } });
    await appendRecord(dir, { receivedAt: daysAgo(400), form: 'newsletter', data: { name: 'newsletter vencido' } });
    const result = await expireInbox(dir, retention, now);
    expect(result.removed).toEqual({ course: 0, newsletter: 1, 'dia-del-nino': 2, cumple: 0, mascotas: 0 });
    expect(await names('dia-del-nino')).toEqual(['le queda un segundo']);
    expect(await names('newsletter')).toEqual(['newsletter dura un año']);
  });
});

describe('scheduleExpiry', () => {
  it('expires at start and then once a day, with the clock it is given', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = now;
    const log: string[] = [];
    await appendRecord(dir, { receivedAt: daysAgo(200), form: 'cumple', data: { name: 'vencido al iniciar' } });
    await appendRecord(dir, { receivedAt: daysAgo(179.5), form: 'cumple', data: { name: 'vence mañana' } });
    await appendRecord(dir, { receivedAt: daysAgo(10), form: 'cumple', data: { name: 'reciente' } });
    const schedule = scheduleExpiry({ dir, retention, now: () => clock, log: (line) => log.push(line) });
    await schedule.first;
    expect(await names('cumple')).toEqual(['vence mañana', 'reciente']);
    expect(log).toEqual(['1 envío vencido borrado de la bandeja (cumple: 1)']);

    clock = new Date(now.getTime() + DAY);
    vi.advanceTimersByTime(DAY);
    await vi.waitFor(async () => expect(await names('cumple')).toEqual(['reciente']));
    schedule.stop();
  });
});

describe('loadRetention', () => {
  it("reads each form's period from the privacy content the pipeline writes", async () => {
    expect(await loadRetention(DEFAULT_PRIVACY_FILE)).toEqual({ course: 90, newsletter: 365, 'dia-del-nino': 60, cumple: 180, mascotas: 90 });
  });

  it('says in Spanish which file is missing or incomplete', async () => {
    await expect(loadRetention(join(dir, 'no-existe.json'))).rejects.toThrow(/No se pudo leer .*no-existe\.json/);
    const partial = join(dir, 'privacy.json');
    await writeFile(partial, JSON.stringify({ forms: { course: { retentionDays: 90 } } }));
    await expect(loadRetention(partial)).rejects.toThrow(/no dice cuántos días se guarda cada formulario/);
  });
});

describe('the local server', () => {
  it('expires the inbox when it starts, by the retention of the published privacy content', async () => {
    const inbox = join(dir, 'inbox');
    const site = join(dir, 'site');
    await mkdir(site);
    const now = new Date();
    await appendRecord(inbox, { receivedAt: daysAgo(400, now), form: 'newsletter', data: { name: 'vencido' } });
    await appendRecord(inbox, { receivedAt: daysAgo(1, now), form: 'newsletter', data: { name: 'reciente' } });
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
      env: { ...process.env, PORT: '0', INBOX_DIR: inbox, SITE_DIR: site },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    server.stdout.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
    try {
      await vi.waitFor(() => expect(said).toContain('1 envío vencido borrado de la bandeja (newsletter: 1)'), { timeout: 20_000, interval: 100 });
      expect(await readFile(join(inbox, 'newsletter.jsonl'), 'utf8')).not.toContain('vencido');
      expect((await readRecords(inbox, 'newsletter')).records.map((r) => r.data.name)).toEqual(['reciente']);
    } finally {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
  });
});
