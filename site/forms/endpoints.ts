import { type FormName, inboxPath } from '../../shared/forms.ts';

/**
 * Where each form posts its JSON, by its inbox name. Set at build time through VITE_WEBHOOK_*
 * (the automation webhooks in production); by default the local server's inbox receives them,
 * under the form names of shared/forms.ts (the only ones it accepts). /privacidad and the notice
 * above each form's button name the receiver from this same table.
 */
export const WEBHOOKS: Record<FormName, string> = {
  course: import.meta.env.VITE_WEBHOOK_COURSE || inboxPath('course'),
  newsletter: import.meta.env.VITE_WEBHOOK_NEWSLETTER || inboxPath('newsletter'),
  'dia-del-nino': import.meta.env.VITE_WEBHOOK_DIA_DEL_NINO || inboxPath('dia-del-nino'),
  cumple: import.meta.env.VITE_WEBHOOK_CUMPLE || inboxPath('cumple'),
  mascotas: import.meta.env.VITE_WEBHOOK_MASCOTAS || inboxPath('mascotas'),
};

/** How long a submission may take before the visitor is told it failed. */
export const SUBMIT_TIMEOUT_MS = 15_000;
