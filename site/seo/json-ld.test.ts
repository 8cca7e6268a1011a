import { describe, expect, it } from 'vitest';
import { chileDateTime, event, jsonLdText, organization } from './json-ld.ts';

describe('JSON-LD', () => {
  it("gives a local time Chile's offset of that day (summer -03:00, winter -04:00)", () => {
    expect(chileDateTime('2023-03-11', '11:00')).toBe('2023-03-11T11:00:00-03:00');
    expect(chileDateTime('2023-07-15', '17:00')).toBe('2023-07-15T17:00:00-04:00');
    // Summer time ended on 2 April 2023 at midnight.
    expect(chileDateTime('2023-04-01', '23:00')).toBe('2023-04-01T23:00:00-03:00');
    expect(chileDateTime('2023-04-02', '11:00')).toBe('2023-04-02T11:00:00-04:00');
  });

  it('cannot close its script element', () => {
    expect(jsonLdText({ a: '</script><b>' })).toBe('{"a":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(jsonLdText({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('describes a free event with its place, times and organiser', () => {
    const facts = {
      name: 'Evento',
      description: 'Juegos',
      date: '2023-03-11',
      from: '11:00',
      to: '17:00',
      place: { name: 'Parque', address: 'Av. 1, Vitacura' },
      free: true,
      url: 'https://ejemplo.cl/mascotas',
      image: 'https://ejemplo.cl/compartir/hero/mascotas.png',
      organizer: { name: 'Teletón Kids', url: 'https://ejemplo.cl/' },
    };
    expect(event(facts)).toMatchObject({
      '@type': 'Event',
      startDate: '2023-03-11T11:00:00-03:00',
      endDate: '2023-03-11T17:00:00-03:00',
      isAccessibleForFree: true,
      offers: { price: 0, priceCurrency: 'CLP' },
      location: { '@type': 'Place', name: 'Parque', address: { streetAddress: 'Av. 1, Vitacura', addressCountry: 'CL' } },
      organizer: { '@type': 'Organization', name: 'Teletón Kids' },
    });
    // An event with an entry fee says so and offers no free ticket.
    expect(event({ ...facts, free: false })).toMatchObject({ isAccessibleForFree: false });
    expect(event({ ...facts, free: false })).not.toHaveProperty('offers');
  });

  it('describes the organisation with its logo, phone, address and profiles', () => {
    expect(
      organization({
        name: 'Teletón Kids',
        base: 'https://ejemplo.cl',
        logo: 'https://ejemplo.cl/l.png',
        telephone: '+56224273000',
        address: 'Av. 1',
        sameAs: ['https://x'],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Teletón Kids',
      url: 'https://ejemplo.cl/',
      logo: 'https://ejemplo.cl/l.png',
      telephone: '+56224273000',
      address: { '@type': 'PostalAddress', streetAddress: 'Av. 1', addressCountry: 'CL' },
      sameAs: ['https://x'],
    });
  });
});
