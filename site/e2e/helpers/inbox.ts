import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { inboxPath } from '../../../shared/api-paths.ts';
import type { FormName } from '../../../shared/forms.ts';
import { E2E_INBOX_DIR } from './env.ts';

export interface InboxEntry {
  receivedAt: string;
  form: string;
  data: Record<string, unknown>;
}

/**
 * Everything the test server's inbox stored for a form (empty when nothing yet). Tests post to
 * one form in parallel: a line is there once its newline is, so a line another test's submission
 * is still being appended is left for the next read.
 */
export async function readInbox(form: string): Promise<InboxEntry[]> {
  const text = await readFile(join(E2E_INBOX_DIR, `${form}.jsonl`), 'utf8').catch(() => '');
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as InboxEntry);
}

/** The entries whose payload has `field` equal to `value` (tests use a unique value per run). */
export async function submissionsWith(form: string, field: string, value: unknown): Promise<InboxEntry[]> {
  return (await readInbox(form)).filter((entry) => entry.data[field] === value);
}

/**
 * Makes the next `count` submissions this page sends to `form`'s inbox fail with 503, as an inbox
 * that is down would (the request never reaches the server, so nothing is stored); later ones go
 * through. Only this page's requests: tests that post to the same form in parallel are not affected.
 */
export async function failNext(page: Page, form: FormName, count: number): Promise<void> {
  let left = count;
  await page.route(`**${inboxPath(form)}`, async (route) => {
    if (left <= 0) return route.fallback();
    left -= 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Falla simulada: el envío no se guardó"}' });
  });
}

/** A value no other test run uses, to find this test's submission in the shared inbox. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
