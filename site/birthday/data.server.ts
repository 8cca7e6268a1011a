import birthdayJson from '../../generated/content/birthday.json';
import { type Birthday, BirthdaySchema } from '../../pipeline/schema/content/birthday.ts';
import { mediaUrl } from '../data/media.server.ts';

/** The birthday page content with the PDF and the greeting image resolved to URLs. */
export interface BirthdayView extends Omit<Birthday, 'legal' | 'greeting'> {
  legal: { label: string; url: string };
  greeting: { title: string; imageUrl: string };
}

/** Parses generated/content/birthday.json with the shared schema and resolves its media. */
export function loadBirthday(): BirthdayView {
  const { legal, greeting, ...page } = BirthdaySchema.parse(birthdayJson);
  return {
    ...page,
    legal: { label: legal.label, url: mediaUrl(legal.file) },
    greeting: { title: greeting.title, imageUrl: mediaUrl(greeting.image) },
  };
}
