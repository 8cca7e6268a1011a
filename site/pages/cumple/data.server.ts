import birthdayJson from '../../../generated/content/birthday.json';
import { type Birthday, BirthdaySchema } from '../../../pipeline/schema/content/birthday.ts';
import type { DocumentView } from '../../components/DocumentLink.tsx';
import { documentView } from '../../data/documents.server.ts';
import { mediaUrl } from '../../data/media.server.ts';

/** The birthday page content with its legal bases as the page shows them and the greeting image resolved to its URL. */
export interface BirthdayView extends Omit<Birthday, 'legal' | 'greeting'> {
  legal: { label: string; doc: DocumentView };
  greeting: { title: string; imageUrl: string };
}

/** Parses generated/content/birthday.json with the shared schema and resolves its media. */
export function loadBirthday(): BirthdayView {
  const { legal, greeting, ...page } = BirthdaySchema.parse(birthdayJson);
  return {
    ...page,
    legal: { label: legal.label, doc: documentView(legal) },
    greeting: { title: greeting.title, imageUrl: mediaUrl(greeting.image) },
  };
}
