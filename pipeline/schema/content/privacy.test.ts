import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutSchemaKey } from '../../content/read-content.ts';
import { PrivacySchema } from './privacy.ts';

/** The sample notice, as raw-data/content/privacy.json has it. */
const sample = () => withoutSchemaKey(JSON.parse(readFileSync('raw-data/content/privacy.json', 'utf8')) as Record<string, unknown>) as Record<string, unknown>;
const messages = (value: unknown) => (PrivacySchema.safeParse(value).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the privacy notice (art. 14 ter of Ley 19.628 as amended by Ley 21.719)', () => {
  it('reads the sample notice: every field the page shows, placeholders where only the organisation can answer', () => {
    expect(messages(sample())).toEqual([]);
  });

  it('requires each field the law asks for: a notice without one does not build', () => {
    for (const field of ['appliesFrom', 'people', 'source', 'automatedDecisions', 'transfers', 'breach', 'requests']) {
      const { [field]: _dropped, ...rest } = sample();
      expect(messages(rest).join('\n'), field).toContain(field);
    }
  });

  it('applies a notice only from the day it is published on', () => {
    expect(messages({ ...sample(), version: '2026-11-28', appliesFrom: '2026-11-27' })).toEqual([
      'appliesFrom: el aviso no puede aplicarse antes de publicarse: appliesFrom va el día de version o después',
    ]);
  });

  it('says, for each country outside Chile a service keeps data in, whether it is adequate and with what safeguards', () => {
    const notice = sample();
    expect(messages({ ...notice, transfers: {} })).toEqual([
      'transfers: falta el país de un servicio de recipients fuera de Chile: di si protege los datos de forma adecuada y con qué garantías se transfieren',
    ]);
    const local = { 'hooks.ejemplo.cl': { service: 'Ejemplo', what: 'un servicio de automatización', country: 'CL' } };
    expect(messages({ ...notice, recipients: local, transfers: {} })).toEqual([]);
  });

  it('holds the deadlines the law sets: 30 calendar days for a request, 2 business days for a blocking one', () => {
    const notice = sample() as { rights: Record<string, unknown> };
    expect(messages({ ...notice, rights: { ...notice.rights, blockingBusinessDays: 3 } })).toEqual([
      'rights.blockingBusinessDays: la ley da como máximo 2 días hábiles para responder una solicitud de bloqueo',
    ]);
    expect(messages({ ...notice, rights: { ...notice.rights, responseDays: 31 } })).toEqual([
      'rights.responseDays: la ley da como máximo 30 días corridos para responder',
    ]);
  });

  it('takes a privacy phone only as a Chilean number with +56', () => {
    const notice = sample() as { requests: Record<string, unknown> };
    expect(messages({ ...notice, requests: { ...notice.requests, phone: '+56 2 2345 6789' } })).toEqual([]);
    expect(messages({ ...notice, requests: { ...notice.requests, phone: '2345 6789' } })[0]).toContain('se espera un teléfono de Chile con +56');
  });
});
