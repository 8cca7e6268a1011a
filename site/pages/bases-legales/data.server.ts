import legalJson from '../../../generated/content/legal.json';
import { LegalFileSchema } from '../../../pipeline/schema/content/legal.ts';
import type { DocumentView } from '../../components/DocumentLink.tsx';
import { documentView } from '../../data/documents.server.ts';

export interface LegalDocumentView {
  id: string;
  title: string;
  doc: DocumentView;
}

/**
 * Parses generated/content/legal.json with the shared schema: the documents in force or still to
 * be published, and, apart, those whose validity has passed (on the day the site is built).
 */
export function loadLegal(today?: string): { current: LegalDocumentView[]; ended: LegalDocumentView[] } {
  const documents = LegalFileSchema.parse(legalJson).documents.map((document) => ({
    id: document.id,
    title: document.title,
    doc: documentView(document, today),
  }));
  return { current: documents.filter((document) => document.doc.state !== 'ended'), ended: documents.filter((document) => document.doc.state === 'ended') };
}
