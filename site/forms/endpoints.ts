/**
 * Where each form posts its JSON. Set at build time through VITE_WEBHOOK_* (the automation
 * webhooks in production); by default the local server's inbox receives them.
 */
export const WEBHOOKS = {
  course: import.meta.env.VITE_WEBHOOK_COURSE || '/api/inbox/course',
  newsletter: import.meta.env.VITE_WEBHOOK_NEWSLETTER || '/api/inbox/newsletter',
  diaDelNino: import.meta.env.VITE_WEBHOOK_DIA_DEL_NINO || '/api/inbox/dia-del-nino',
  cumple: import.meta.env.VITE_WEBHOOK_CUMPLE || '/api/inbox/cumple',
  mascotas: import.meta.env.VITE_WEBHOOK_MASCOTAS || '/api/inbox/mascotas',
} as const;

/** How long a submission may take before the visitor is told it failed. */
export const SUBMIT_TIMEOUT_MS = 15_000;
