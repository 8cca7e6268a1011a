import { countryName, HOME_COUNTRY, type Recipient } from '../../pipeline/schema/content/privacy.ts';

/** Who receives a form's posts, from the URL it posts to and the content's table of webhook services. */
export type ReceiverView =
  /** The local inbox of this site (a path on it). */
  | { kind: 'inbox' }
  /** A webhook service the content names: its company, what it is and its country (in Spanish); `abroad` is an international transfer. */
  | { kind: 'service'; host: string; service: string; what: string; country: string; abroad: boolean }
  /** A webhook host the content's table does not list: shown as such, and the site build warns (site/finish/recipients.ts). */
  | { kind: 'unlisted'; host: string };

/** The receiver of a form that posts to `url` (a `VITE_WEBHOOK_*` value or the local inbox's path). */
export function receiverOf(url: string, recipients: Readonly<Record<string, Recipient>>): ReceiverView {
  if (url.startsWith('/')) return { kind: 'inbox' };
  const { host } = new URL(url);
  const recipient = recipients[host];
  if (recipient === undefined) return { kind: 'unlisted', host };
  return {
    kind: 'service',
    host,
    service: recipient.service,
    what: recipient.what,
    country: countryName(recipient.country),
    abroad: recipient.country !== HOME_COUNTRY,
  };
}
