import { createHash } from 'node:crypto';
import privacyJson from '../../generated/content/privacy.json';
import { currentValue } from '../../pipeline/schema/content/pending.ts';
import { countryName, type Privacy, PrivacySchema } from '../../pipeline/schema/content/privacy.ts';
import { AUDIENCE_FORMS, CHILD_DATA_FORMS, FORM_NAMES, type FormName } from '../../shared/forms.ts';
import { SITE_CONFIG } from '../config/site-config.ts';
import { advertisingText, bannerText } from '../tracking/texts.ts';
import { vendorsOf } from '../tracking/vendors.ts';
import { type ReceiverView, receiverOf } from './receivers.ts';
import type { AdvertisingView, FormNoticeView, PrivacyPageView } from './types.ts';

// Server-only: the pages' +data hooks give each form its notice and /privacidad its content,
// with the receivers written from the same build configuration the forms post to.

function privacy(): Privacy {
  return PrivacySchema.parse(privacyJson);
}

/** What the notice above a form's button says, and what its consent records. */
export function formNotice(form: FormName): FormNoticeView {
  const content = privacy();
  const { purpose, retentionDays, sharedWith } = content.forms[form];
  return {
    form,
    version: content.version,
    responsible: content.responsible.name,
    receiver: receiverOf(SITE_CONFIG.webhooks[form], content.recipients),
    purpose,
    sharedWith: sharedWith ?? null,
    retentionDays,
    childConsent: CHILD_DATA_FORMS.includes(form),
    askAudience: AUDIENCE_FORMS.includes(form),
  };
}

/**
 * What this build says about advertising (the banner and /privacidad), naming only the vendors
 * whose ID is set; null when none is, and then nothing about advertising is said anywhere.
 */
function advertising(content: Privacy): AdvertisingView | null {
  const vendors = vendorsOf(SITE_CONFIG.tracking);
  if (vendors.length === 0) return null;
  const banner = bannerText(SITE_CONFIG.tracking);
  const text = advertisingText(SITE_CONFIG.tracking, content.tracking.purpose);
  const cookies = vendors.flatMap((vendor) => vendor.cookies.map((cookie) => ({ ...cookie, vendor: vendor.name })));
  // The answer is kept for this text: a new notice asks again only when what it says of advertising changed.
  const version = createHash('sha256')
    .update(JSON.stringify([banner, text, cookies]))
    .digest('hex')
    .slice(0, 12);
  return { banner, text, cookies, version, remembered: content.tracking.remembered };
}

/** The banner's text and the version its answer is kept for; null in a build with no advertising ID (no banner). */
export function advertisingBanner(): { banner: string; version: string } | null {
  const view = advertising(privacy());
  return view && { banner: view.banner, version: view.version };
}

/** The services this build's forms post to (each once), and the transfers abroad they make, by country. */
export function servicesAndTransfers(content: Privacy, receivers: readonly ReceiverView[]): Pick<PrivacyPageView, 'services' | 'transfers'> {
  const services = new Map<string, PrivacyPageView['services'][number]>();
  for (const receiver of receivers) if (receiver.kind !== 'inbox') services.set(receiver.host, receiver);
  const transfers = Object.entries(content.transfers).flatMap(([code, transfer]) => {
    const names = [...services.values()].flatMap((service) =>
      service.kind === 'service' && content.recipients[service.host]?.country === code ? [service.service] : [],
    );
    return names.length === 0
      ? []
      : [{ country: countryName(code), services: names, adequacy: transfer.adequacy, safeguards: currentValue(transfer.safeguards) }];
  });
  return { services: [...services.values()], transfers };
}

/** Everything /privacidad shows, with each form's receiver from this build's configuration. */
export function privacyPage(): PrivacyPageView {
  const content = privacy();
  const { responsible } = content;
  const forms = FORM_NAMES.map((form) => ({
    ...content.forms[form],
    form,
    receiver: receiverOf(SITE_CONFIG.webhooks[form], content.recipients),
    childConsent: CHILD_DATA_FORMS.includes(form),
    askAudience: AUDIENCE_FORMS.includes(form),
  }));
  const email = currentValue(responsible.email) ?? '';
  return {
    version: content.version,
    appliesFrom: content.appliesFrom,
    intro: content.intro,
    responsible: {
      name: responsible.name,
      legalName: currentValue(responsible.legalName),
      rut: currentValue(responsible.rut),
      representative: currentValue(responsible.representative),
      dataProtectionOfficer: currentValue(responsible.dataProtectionOfficer),
      address: responsible.address,
      email,
    },
    people: content.people,
    source: content.source,
    forms,
    ...servicesAndTransfers(
      content,
      forms.map((form) => form.receiver),
    ),
    automatedDecisions: content.automatedDecisions,
    breach: content.breach,
    requests: {
      email,
      phone: currentValue(content.requests.phone),
      post: currentValue(content.requests.post) ?? responsible.address,
      identity: content.requests.identity,
      automation: content.requests.automation,
    },
    withdrawal: content.consent.withdrawal,
    security: content.security,
    children: content.children,
    adolescents: content.adolescents,
    rights: content.rights,
    authority: content.authority,
    advertising: advertising(content),
    browser: content.browser,
  };
}
