import { FORM_NAMES, type FormName } from '../../shared/forms.ts';
import { type InboxRecord, rewriteRecords } from './store.ts';

/** An address as compared: without spaces around it, in lower case. */
function normalEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * True when any field of the submission holds this address (the forms name it `emailForm`,
 * `emailform`, `emailTutor` or `email`; any field counts, so a form added later is covered too).
 */
export function hasEmail(record: InboxRecord, email: string): boolean {
  const wanted = normalEmail(email);
  return Object.values(record.data).some((value) => typeof value === 'string' && normalEmail(value) === wanted);
}

/** Deletes every submission with this address, in every form (or in the given ones); says how many went from each. */
export async function deleteByEmail(dir: string, email: string, forms: readonly FormName[] = FORM_NAMES): Promise<Record<FormName, number>> {
  const removed: Record<FormName, number> = { course: 0, newsletter: 0, 'dia-del-nino': 0, cumple: 0, mascotas: 0 };
  for (const form of forms) removed[form] = (await rewriteRecords(dir, form, (record) => !hasEmail(record, email))).removed;
  return removed;
}
