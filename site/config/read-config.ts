import { z } from 'zod';
import { COUNTER_PATH, inboxPath } from '../../shared/api-paths.ts';
import type { FormName } from '../../shared/forms.ts';
import { siteUrl } from '../seo/site-url.ts';
import { chooseMapStyle } from './map-style.ts';
import { readTrackingConfig } from './tracking-ids.ts';

/**
 * The site's configuration: the build-time variables (README, "Configuration"), parsed once with
 * their defaults. Plain TypeScript with no Vite in it: vite.config.ts reads it for the pages
 * (site-config.ts), the finishing steps for the security headers and the sitemap, the pages'
 * `+config.ts` for their render mode.
 */

/** A variable as set: trimmed, and empty counts as unset. */
const setting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** The VITE_* variables the site reads; any other variable is ignored. */
export const SiteEnvSchema = z.object({
  VITE_SITE_URL: setting.transform((value, context) => {
    try {
      return siteUrl(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  }),
  VITE_WEBHOOK_COURSE: setting,
  VITE_WEBHOOK_NEWSLETTER: setting,
  VITE_WEBHOOK_DIA_DEL_NINO: setting,
  VITE_WEBHOOK_CUMPLE: setting,
  VITE_WEBHOOK_MASCOTAS: setting,
  VITE_COUNTER_URL: setting,
  VITE_MAP_STYLE_URL: setting,
  VITE_PIXEL_ID: setting,
  VITE_ADS_CONVERSION_ID: setting,
});

/** The configuration the variables give, with the defaults of those left unset. */
export const SiteConfigSchema = SiteEnvSchema.transform((vars) => ({
  /** The public address without a trailing slash (by default https://kids.teleton.cl). */
  siteUrl: vars.VITE_SITE_URL,
  /** Where each form posts (by default the local inbox). */
  webhooks: {
    course: vars.VITE_WEBHOOK_COURSE ?? inboxPath('course'),
    newsletter: vars.VITE_WEBHOOK_NEWSLETTER ?? inboxPath('newsletter'),
    'dia-del-nino': vars.VITE_WEBHOOK_DIA_DEL_NINO ?? inboxPath('dia-del-nino'),
    cumple: vars.VITE_WEBHOOK_CUMPLE ?? inboxPath('cumple'),
    mascotas: vars.VITE_WEBHOOK_MASCOTAS ?? inboxPath('mascotas'),
  } satisfies Record<FormName, string>,
  /** The bottle counter (by default the local server's). */
  counterUrl: vars.VITE_COUNTER_URL ?? COUNTER_PATH,
  /** The maps' base: unset, the street style; `offline`, the offline base map. */
  mapStyle: chooseMapStyle(vars.VITE_MAP_STYLE_URL),
  /** The advertising IDs; unset or malformed, off. */
  tracking: readTrackingConfig(vars),
}));
export type SiteConfig = z.output<typeof SiteConfigSchema>;

/** Reads the site's configuration from an environment (Vite's, or `process.env`); a bad value stops the build naming the variable. */
export function readSiteConfig(env: Record<string, unknown>): SiteConfig {
  const parsed = SiteConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Configuración del sitio no válida: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return parsed.data;
}
