import type { FormPrivacy, Privacy } from '../../pipeline/schema/content/privacy.ts';
import type { FormName } from '../../shared/forms.ts';

/** Where a form's posts go: a webhook's host, or null for the local inbox of this site. */
export interface ReceiverView {
  host: string | null;
}

/** The notice just above a form's button, and what the form's consent records. */
export interface FormNoticeView {
  form: FormName;
  /** The notice's version (`YYYY-MM-DD`), sent as `consentimiento.version`. */
  version: string;
  /** Who is responsible for the data, e.g. `Teletón Chile`. */
  responsible: string;
  receiver: ReceiverView;
  /** Completes "solo para …". */
  purpose: string;
  retentionDays: number;
  /** The form may take a child's data: it asks for an adult's consent. */
  childConsent: boolean;
}

/** One form as /privacidad lists it. */
export interface FormPrivacyView extends FormPrivacy {
  form: FormName;
  receiver: ReceiverView;
  childConsent: boolean;
}

/** Everything /privacidad shows. */
export interface PrivacyPageView {
  version: string;
  intro: string;
  responsible: Privacy['responsible'];
  forms: FormPrivacyView[];
  children: string;
  rights: Privacy['rights'];
  authority: Privacy['authority'];
  /** Whether this build uses the advertising pixel or the ads conversion, and what the page says of it. */
  tracking: { on: boolean; text: string };
  browser: string[];
}
