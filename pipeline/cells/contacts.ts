import type { FieldFinding } from '../findings/finding.ts';
import { isSpreadsheetError } from './clean-cell.ts';
import { parseEmails } from './emails/email-addresses.ts';
import { memoize } from './memo.ts';
import { parsePhones } from './phones/phone-list.ts';

/** Splits the `supervisor` cell on `/` only; spaces collapsed, empty parts, `-` and error cells dropped. */
export function splitSupervisors(raw: string): string[] {
  if (isSpreadsheetError(raw)) return [];
  return raw
    .split('/')
    .map((name) => name.replace(/\s+/g, ' ').trim())
    .filter((name) => name !== '' && name !== '-');
}

/**
 * The contact cell readers (phones/phone-list.ts, emails/email-addresses.ts, supervisors), cached per distinct cell text
 * for the row mapper: an export repeats a company's phones, addresses and contact names on each
 * of its points. The results are shared between rows, so they are frozen.
 */
export const contactCells = {
  phones: memoize((raw: string) => freezeResult(parsePhones(raw))),
  emails: memoize((raw: string) => freezeResult(parseEmails(raw))),
  supervisors: memoize((raw: string) => Object.freeze(splitSupervisors(raw)) as string[]),
};

function freezeResult<T extends { findings: FieldFinding[] }>(result: T): T {
  // Every value of a parse result is an array.
  for (const value of Object.values(result) as unknown[][]) {
    // Freezing a string returns it unchanged: only the findings' objects are affected.
    for (const item of value) Object.freeze(item);
    Object.freeze(value);
  }
  return Object.freeze(result);
}
