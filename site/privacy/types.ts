import type { FormPrivacy, Privacy } from '../../pipeline/schema/content/privacy.ts';
import type { FormName } from '../../shared/forms.ts';
import type { VendorCookie } from '../tracking/vendors.ts';
import type { ReceiverView } from './receivers.ts';

export type { ReceiverView };

/** The notice just above a form's button, and what the form's consent records. */
export interface FormNoticeView {
  form: FormName;
  /** The notice's version (`YYYY-MM-DD`, the day it was published), sent as `consentimiento.version`. */
  version: string;
  /** Who is responsible for the data, e.g. `Teletón Chile`. */
  responsible: string;
  receiver: ReceiverView;
  /** Completes "solo para …". */
  purpose: string;
  /** Who else receives the data, one sentence; null when nobody does. */
  sharedWith: string | null;
  retentionDays: number;
  /** The form may take a child's data: it asks for the adult responsible's consent. */
  childConsent: boolean;
  /** The form asks who it is for, oneself (18 or older) or a child in one's care; the adult's consent only for a child (shared/forms.ts AUDIENCE_FORMS). */
  askAudience: boolean;
}

/** One form as /privacidad lists it. */
export interface FormPrivacyView extends FormPrivacy {
  form: FormName;
  receiver: ReceiverView;
  childConsent: boolean;
  askAudience: boolean;
}

/** What a build with an advertising ID says about it; the answer to the banner is kept for `version`. */
export interface AdvertisingView {
  /** The banner's text. */
  banner: string;
  /** /privacidad's paragraph. */
  text: string;
  /** The cookies of the vendors this build names, each with its vendor. */
  cookies: (VendorCookie & { vendor: string })[];
  /** A short hash of the three above: a change of what is said asks for the choice again. */
  version: string;
  /** What the browser keeps of the answer. */
  remembered: string;
}

/** An international transfer as /privacidad states it: the country (in Spanish), its adequacy, and its safeguards (null while pending). */
export interface TransferView {
  country: string;
  services: string[];
  adequacy: string;
  safeguards: string | null;
}

/** Everything /privacidad shows. */
export interface PrivacyPageView {
  version: string;
  appliesFrom: string;
  intro: string;
  /** Who is responsible: a value still pending in the content is null (the page says it is to be published). */
  responsible: {
    name: string;
    legalName: string | null;
    rut: string | null;
    representative: string | null;
    dataProtectionOfficer: string | null;
    address: string;
    email: string;
  };
  people: string;
  source: string;
  forms: FormPrivacyView[];
  /** The services this build's forms post to, each once. */
  services: Extract<ReceiverView, { kind: 'service' | 'unlisted' }>[];
  /** The transfers abroad of this build's receivers, by country. */
  transfers: TransferView[];
  automatedDecisions: string;
  breach: string;
  /** The channels for a privacy request (phone null while pending), how identity is checked, and data held by an automation service. */
  requests: { email: string; phone: string | null; post: string; identity: string; automation: string };
  withdrawal: string;
  security: string;
  children: string;
  adolescents: string;
  rights: Privacy['rights'];
  authority: Privacy['authority'];
  /** Null in a build with no advertising ID: then the page says nothing about advertising. */
  advertising: AdvertisingView | null;
  browser: string[];
}
