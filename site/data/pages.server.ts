import pagesJson from '../../generated/content/pages.json';
import { type PagesFile, PagesFileSchema } from '../../pipeline/schema/content/pages.ts';
import { mediaUrl } from './media.server.ts';

/** A text block with its image resolved to a URL. */
export interface BlockView {
  title: string;
  text: string;
  imageUrl: string | null;
}

type Block = PagesFile['academia'];

function block(value: Block): BlockView {
  return { title: value.title, text: value.text, imageUrl: value.image ? mediaUrl(value.image) : null };
}

/** Parses generated/content/pages.json with the shared schema and resolves its images. */
export function loadPages() {
  const pages = PagesFileSchema.parse(pagesJson);
  return {
    academia: block(pages.academia),
    newsletter: { form: block(pages.newsletter.form), success: block(pages.newsletter.success) },
    diaDelNino: { form: block(pages.diaDelNino.form), success: block(pages.diaDelNino.success) },
    kidzapalooza: block(pages.kidzapalooza),
  };
}
