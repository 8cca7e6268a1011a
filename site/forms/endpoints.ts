import { inboxPath } from '../../shared/forms.ts';

/**
 * Where each form posts its JSON. Set at build time through VITE_WEBHOOK_* (the automation
 * webhooks in production); by default the local server's inbox receives them, under the
 * form names of shared/forms.ts (the only ones it accepts).
 */
export const WEBHOOKS = {
  course: import.meta.env.VITE_WEBHOOK_COURSE || inboxPath('course'),
  newsletter: import.meta.env.VITE_WEBHOOK_NEWSLETTER || inboxPath('newsletter'),
  diaDelNino: import.meta.env.VITE_WEBHOOK_DIA_DEL_NINO || inboxPath('dia-del-nino'),
  cumple: import.meta.env.VITE_WEBHOOK_CUMPLE || inboxPath('cumple'),
  mascotas: import.meta.env.VITE_WEBHOOK_MASCOTAS || inboxPath('mascotas'),
} as const;

/** How long a submission may take before the visitor is told it failed. */
export const SUBMIT_TIMEOUT_MS = 15_000;
