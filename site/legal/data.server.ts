import legalJson from '../../generated/content/legal.json';
import { LegalFileSchema } from '../../pipeline/schema/content/legal.ts';
import { mediaUrl } from '../data/media.server.ts';

export interface LegalDocumentView {
  id: string;
  title: string;
  url: string;
}

/** Parses generated/content/legal.json with the shared schema and resolves the PDF URLs. */
export function loadLegal(): LegalDocumentView[] {
  return LegalFileSchema.parse(legalJson).documents.map((doc) => ({ id: doc.id, title: doc.title, url: mediaUrl(doc.file) }));
}
