import { chileToday, type Document, hasEnded } from '../../pipeline/schema/content/document.ts';
import { isPending, type Pending } from '../../pipeline/schema/content/pending.ts';
import type { DocumentView } from '../components/DocumentLink.tsx';
import { longDate } from '../components/dates.ts';
import { mediaUrl } from './media.server.ts';

/**
 * A document of the content as the pages show it, on `today` (`YYYY-MM-DD`, by default the day the
 * site is built, in Chile): its PDF's URL and whether it is in force, ended or still to be published.
 * A static page says what was true when it was built: rebuild when a document ends.
 */
export function documentView(document: Document | Pending, today: string = chileToday()): DocumentView {
  if (isPending(document)) return { state: 'pending' };
  const url = mediaUrl(document.file);
  if (document.validUntil === null) return { state: 'current', url, until: null };
  const until = longDate(document.validUntil);
  return hasEnded(document.validUntil, today) ? { state: 'ended', url, until } : { state: 'current', url, until };
}
