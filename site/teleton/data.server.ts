import teletonJson from '../../generated/content/teleton.json';
import { TeletonSchema } from '../../pipeline/schema/content/teleton.ts';
import { mediaUrl } from '../data/media.server.ts';

/** generated/content/teleton.json, parsed with the shared schema (never cast). */
function parse() {
  return TeletonSchema.parse(teletonJson);
}

/** The telethon page's content with its images resolved to URLs. */
export function loadTeleton() {
  const content = parse();
  return {
    hero: { title: content.hero.title, text: content.hero.text, imageUrl: mediaUrl(content.hero.image), imageAlt: content.hero.imageAlt },
    tarea: content.tarea,
    counter: content.counter,
    locator: {
      title: content.locator.title,
      invitation: content.locator.invitation,
      directoryLink: content.locator.directoryLink,
    },
    /** Media path of the fallback marker icon (server side only; the page gets URLs). */
    defaultIcon: content.locator.defaultIcon,
    partners: {
      title: content.partners.title,
      items: content.partners.items.map((partner) => ({ name: partner.name, imageUrl: mediaUrl(partner.image), url: partner.url ?? null })),
    },
  };
}

/** Heading and intro of the directory page, and the fallback marker icon. */
export function loadDirectoryContent() {
  const content = parse();
  return { ...content.directory, defaultIcon: content.locator.defaultIcon };
}
