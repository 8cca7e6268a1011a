import { describe, expect, it } from 'vitest';
import { coursePayload } from './course-payload.ts';
import { WORKSHOP_SLUGS } from './workshop-routes.ts';

describe('coursePayload', () => {
  it("names the course beside the spec's keys: the slug of its URL and its title, so the receiver sends the right diploma", () => {
    const consentimiento = { version: '2026-11-27', fecha: '2026-11-27T12:00:00.000Z' };
    const payload = coursePayload(
      { nameForm: 'Ana', emailForm: 'familia@ejemplo.cl' },
      { key: 'science', slug: 'taller-de-ciencias', title: 'Taller de Ciencias' },
      consentimiento,
    );
    expect(payload).toEqual({ nameForm: 'Ana', emailForm: 'familia@ejemplo.cl', curso: { slug: 'ciencias', titulo: 'Taller de Ciencias' }, consentimiento });
    expect(Object.keys(payload)).toEqual(['nameForm', 'emailForm', 'curso', 'consentimiento']);
  });

  it('takes the slug from the URL of each workshop', () => {
    const slugs = Object.values(WORKSHOP_SLUGS).map(
      (slug) => coursePayload({ nameForm: '', emailForm: '' }, { key: 'science', slug, title: '' }, { version: '', fecha: '' }).curso.slug,
    );
    expect(slugs).toEqual(['ciencias', 'manualidades', 'baile-tiktok', 'cocina']);
  });
});
