import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_INBOX_DIR } from './env.ts';

export interface InboxEntry {
  receivedAt: string;
  form: string;
  data: Record<string, unknown>;
}

/** Everything the test server's inbox stored for a form (empty when nothing yet). */
export async function readInbox(form: string): Promise<InboxEntry[]> {
  const text = await readFile(join(E2E_INBOX_DIR, `${form}.jsonl`), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as InboxEntry);
}

/** The entries whose payload has `field` equal to `value` (tests use a unique value per run). */
export async function submissionsWith(form: string, field: string, value: unknown): Promise<InboxEntry[]> {
  return (await readInbox(form)).filter((entry) => entry.data[field] === value);
}

/** Makes the test server fail the next `count` submissions to `form` with 503 (nothing stored). */
export async function failNext(request: APIRequestContext, form: string, count: number): Promise<void> {
  const res = await request.post(`/api/faults/${form}`, { data: { fail: count } });
  if (res.status() !== 200) throw new Error(`fault control answered ${res.status()}`);
}

/** A value no other test run uses, to find this test's submission in the shared inbox. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
