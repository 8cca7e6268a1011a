import { longDate } from '../../components/dates.ts';
import { privacyPage } from '../../privacy/data.server.ts';

export type Data = ReturnType<typeof data>;

/** The privacy content, with each form's receiver and the advertising text from this build's configuration, and the version's and the first day's dates in words. */
export function data() {
  const page = privacyPage();
  return { ...page, since: longDate(page.version).text, from: longDate(page.appliesFrom).text };
}
