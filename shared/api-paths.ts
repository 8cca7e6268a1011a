import type { FormName } from './forms.ts';

/**
 * The local server's two endpoints, as the site calls them by default and the server answers
 * them (server/app.ts): one list, so the two cannot drift apart. Plain data, like all of shared/.
 */

/** The bottle counter: `GET` answers `{"botellas": n}`. */
export const COUNTER_PATH = '/api/teleton-contador';

/** Where the local inbox takes a form's submissions: `POST /api/inbox/<form>`. */
export const INBOX_PREFIX = '/api/inbox/';

/** The local inbox's address for a form: the default receiver when no webhook is configured. */
export function inboxPath(form: FormName): string {
  return `${INBOX_PREFIX}${form}`;
}
