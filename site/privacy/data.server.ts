import privacyJson from '../../generated/content/privacy.json';
import { type Privacy, PrivacySchema } from '../../pipeline/schema/content/privacy.ts';
import { CHILD_DATA_FORMS, FORM_NAMES, type FormName } from '../../shared/forms.ts';
import { SITE_CONFIG } from '../config/site-config.ts';
import type { FormNoticeView, PrivacyPageView, ReceiverView } from './types.ts';

// Server-only: the pages' +data hooks give each form its notice and /privacidad its content,
// with the receivers written from the same build configuration the forms post to.

function privacy(): Privacy {
  return PrivacySchema.parse(privacyJson);
}

/** Who receives a form's posts: the host of its webhook, or null when the local inbox does (a path on this site). */
export function receiverOf(url: string): ReceiverView {
  if (url.startsWith('/')) return { host: null };
  return { host: new URL(url).host };
}

/** What the notice above a form's button says, and what its consent records. */
export function formNotice(form: FormName): FormNoticeView {
  const content = privacy();
  const { purpose, retentionDays } = content.forms[form];
  return {
    form,
    version: content.version,
    responsible: content.responsible.name,
    receiver: receiverOf(SITE_CONFIG.webhooks[form]),
    purpose,
    retentionDays,
    childConsent: CHILD_DATA_FORMS.includes(form),
  };
}

/** The version of the notice, sent with every consent and kept with the advertising choice. */
export function privacyVersion(): string {
  return privacy().version;
}

/** Everything /privacidad shows, with each form's receiver from this build's configuration. */
export function privacyPage(): PrivacyPageView {
  const content = privacy();
  return {
    version: content.version,
    intro: content.intro,
    responsible: content.responsible,
    forms: FORM_NAMES.map((form) => ({
      ...content.forms[form],
      form,
      receiver: receiverOf(SITE_CONFIG.webhooks[form]),
      childConsent: CHILD_DATA_FORMS.includes(form),
    })),
    children: content.children,
    rights: content.rights,
    authority: content.authority,
    tracking:
      SITE_CONFIG.tracking.pixelId !== null || SITE_CONFIG.tracking.adsId !== null
        ? { on: true, text: content.tracking.used }
        : { on: false, text: content.tracking.unused },
    browser: content.browser,
  };
}
