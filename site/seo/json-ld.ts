/**
 * Structured data (schema.org as JSON-LD) for search engines: the organisation behind the site
 * and the pet-adoption event, made from the same content the pages show.
 */

/** A `<script type="application/ld+json">` body: JSON whose `<` cannot close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface OrganizationFacts {
  name: string;
  /** The site's public address (VITE_SITE_URL), with no trailing slash. */
  base: string;
  /** An absolute URL of a square logo. */
  logo: string;
  /** E.164, e.g. `+56224273000`. */
  telephone: string;
  address: string;
  /** The organisation's profiles on social networks. */
  sameAs: readonly string[];
}

export function organization(facts: OrganizationFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: facts.name,
    url: `${facts.base}/`,
    logo: facts.logo,
    telephone: facts.telephone,
    address: { '@type': 'PostalAddress', streetAddress: facts.address, addressCountry: 'CL' },
    sameAs: facts.sameAs,
  };
}

const SANTIAGO_OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', timeZoneName: 'longOffset' });

/**
 * `2023-03-11` at `11:00` in Chile's time as ISO 8601 with its offset that day
 * (`2023-03-11T11:00:00-03:00` in summer time, `-04:00` in winter), from the time-zone data Node ships.
 */
export function chileDateTime(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  // Chile is 3 or 4 hours behind UTC: the offset at 3.5 h after the local time read as UTC is that day's.
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute) + 3.5 * 3600_000);
  const name = SANTIAGO_OFFSET.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const offset = /^GMT([+-]\d{2}:\d{2})$/.exec(name)?.[1];
  if (offset === undefined) throw new Error(`No se pudo leer la diferencia horaria de Chile: ${name}`);
  return `${date}T${time}:00${offset}`;
}

export interface EventFacts {
  name: string;
  description: string;
  /** `YYYY-MM-DD` and `HH:MM` in Chile. */
  date: string;
  from: string;
  to: string;
  place: { name: string; address: string };
  free: boolean;
  /** The event page's absolute address and its shared picture. */
  url: string;
  image: string;
  organizer: { name: string; url: string };
}

export function event(facts: EventFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: facts.name,
    description: facts.description,
    startDate: chileDateTime(facts.date, facts.from),
    endDate: chileDateTime(facts.date, facts.to),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: facts.place.name,
      address: { '@type': 'PostalAddress', streetAddress: facts.place.address, addressCountry: 'CL' },
    },
    isAccessibleForFree: facts.free,
    ...(facts.free ? { offers: { '@type': 'Offer', price: 0, priceCurrency: 'CLP', availability: 'https://schema.org/InStock', url: facts.url } } : {}),
    image: [facts.image],
    url: facts.url,
    organizer: { '@type': 'Organization', name: facts.organizer.name, url: facts.organizer.url },
  };
}
