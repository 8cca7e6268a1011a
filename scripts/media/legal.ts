/** The sample legal PDFs: each is its title, a "sample document" notice, an intro and numbered clauses. */
import { CAMPAIGN_DOCUMENTS } from './legal-campaigns.ts';
import { SITE_DOCUMENTS } from './legal-site.ts';
import { buildPdf, type Block } from './pdf.ts';

export interface LegalDocument {
  /** Path under `raw-data/media/`. */
  file: string;
  title: string;
  intro: string;
  /** Heading and text of each numbered clause (6–10 of them). */
  clauses: readonly (readonly [string, string])[];
}

export const SAMPLE_NOTICE = 'DOCUMENTO DE MUESTRA — reemplazar por el documento oficial';

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [...CAMPAIGN_DOCUMENTS, ...SITE_DOCUMENTS];

export function legalPdf(doc: LegalDocument): Uint8Array {
  if (doc.clauses.length < 6 || doc.clauses.length > 10) {
    throw new Error(`${doc.file}: se esperan entre 6 y 10 cláusulas, hay ${doc.clauses.length}`);
  }
  const blocks: Block[] = [
    { kind: 'title', text: doc.title },
    { kind: 'notice', text: SAMPLE_NOTICE },
    { kind: 'paragraph', text: doc.intro },
    ...doc.clauses.map(([heading, text], i): Block => ({ kind: 'clause', number: i + 1, heading, text })),
  ];
  return buildPdf({ title: doc.title, blocks, footer: `${doc.title} · Teletón Kids · Documento de muestra` });
}
