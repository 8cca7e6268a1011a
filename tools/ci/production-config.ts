import { pathToFileURL } from 'node:url';
import { OFFLINE } from '../../site/config/map-style.ts';
import { readSiteConfig, SiteEnvSchema } from '../../site/config/read-config.ts';
import { readTrackingConfig } from '../../site/config/tracking-ids.ts';
import { DEFAULT_SITE_URL } from '../../site/seo/site-url.ts';
import { annotation, appendSummary } from './github-actions.ts';

/**
 * The check the publish job runs before the production build (`npx tsx tools/ci/production-config.ts`,
 * with the repository's variables in the environment): a build whose forms would post to the
 * local server's `/api/…` (which no static host has), or whose public address is not the root of
 * its host, is not published. The site reads the same variables with site/config/read-config.ts;
 * this adds what production needs on top of what any build accepts.
 */

/** Where the maintainers set the variables on GitHub. */
const WHERE = 'Defínala en Settings → Secrets and variables → Actions → Variables (README, «Deployment»).';

/** Every variable the site reads that production must set: the forms' webhooks and the bottle counter. */
export const REQUIRED_URLS: readonly string[] = [...Object.keys(SiteEnvSchema.shape).filter((name) => name.startsWith('VITE_WEBHOOK_')), 'VITE_COUNTER_URL'];

type Env = Readonly<Record<string, string | undefined>>;

const setting = (env: Env, name: string): string => env[name]?.trim() ?? '';

function parsed(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** What is wrong with VITE_SITE_URL for a published build, or null. */
function siteUrlProblem(value: string): string | null {
  if (value === '') {
    return `VITE_SITE_URL no está definida: es la dirección pública del sitio (p. ej. ${DEFAULT_SITE_URL}), la de los enlaces canónicos, sitemap.xml y las tarjetas al compartir. ${WHERE}`;
  }
  const url = parsed(value);
  if (url === null) return `VITE_SITE_URL no es una dirección absoluta ("${value}"); debe ser como ${DEFAULT_SITE_URL}.`;
  if (url.protocol !== 'https:') return `VITE_SITE_URL debe usar https ("${value}").`;
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    const why =
      'el sitio enlaza sus páginas desde la raíz de su dominio (/mascotas, /assets/…), así que debe publicarse en la raíz: un dominio propio como https://kids.teleton.cl (README, «Deployment», y docs/publishing.md).';
    if (url.hostname.endsWith('.github.io')) {
      return `VITE_SITE_URL es la dirección de un sitio de proyecto de GitHub Pages ("${value}"), que GitHub sirve bajo /<repositorio>/: ${why} Configure el dominio en Settings → Pages → Custom domain y ponga esa dirección en VITE_SITE_URL.`;
    }
    return `VITE_SITE_URL tiene una ruta ("${value}"): ${why}`;
  }
  return null;
}

/** What is wrong with a webhook or the counter for a published build, or null. */
function endpointProblem(name: string, value: string): string | null {
  if (value === '') {
    return `${name} no está definida: sin ella el sitio publicado enviaría a la dirección del servidor local (/api/…), que un sitio estático no tiene. ${WHERE}`;
  }
  const url = parsed(value);
  if (url === null || url.protocol !== 'https:') return `${name} debe ser una dirección absoluta https:// ("${value}").`;
  return null;
}

/**
 * The problems that stop a production build (each naming its variable, in Spanish) and the
 * warnings that do not (a setting the site will ignore).
 */
export function checkProductionConfig(env: Env): { problems: string[]; warnings: string[] } {
  const problems = [siteUrlProblem(setting(env, 'VITE_SITE_URL')), ...REQUIRED_URLS.map((name) => endpointProblem(name, setting(env, name)))].filter(
    (problem) => problem !== null,
  );
  const mapStyle = setting(env, 'VITE_MAP_STYLE_URL');
  if (mapStyle !== '' && mapStyle.toLowerCase() !== OFFLINE && !mapStyle.startsWith('/') && parsed(mapStyle)?.protocol !== 'https:') {
    problems.push(
      `VITE_MAP_STYLE_URL debe ser una dirección https://, una ruta del sitio o "${OFFLINE}" ("${mapStyle}"); sin definir, el mapa usa el estilo por omisión.`,
    );
  }
  // Anything else the site itself refuses (it would stop the build with the same message).
  if (problems.length === 0) {
    try {
      readSiteConfig(env);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  const tracking = readTrackingConfig(env);
  const warnings: string[] = [];
  if (setting(env, 'VITE_PIXEL_ID') !== '' && tracking.pixelId === null) {
    warnings.push('VITE_PIXEL_ID está definida pero no es un ID de píxel (solo dígitos): el píxel queda apagado.');
  }
  if (setting(env, 'VITE_ADS_CONVERSION_ID') !== '' && tracking.conversionId === null) {
    warnings.push('VITE_ADS_CONVERSION_ID está definida pero no tiene la forma AW-<cuenta>/<etiqueta>: la conversión queda apagada.');
  }
  return { problems, warnings };
}

/** The job summary: what stops the build, or where the published site will post (origins only: a webhook's path may hold its key). */
export function configSummary(env: Env, { problems, warnings }: { problems: string[]; warnings: string[] }): string {
  const lines = ['# Configuración de producción', ''];
  if (problems.length > 0) {
    lines.push('**No se publica:** la compilación de producción necesita estas variables del repositorio:', '', ...problems.map((problem) => `- ${problem}`));
  } else {
    lines.push(`Sitio: ${setting(env, 'VITE_SITE_URL')}`, '', ...REQUIRED_URLS.map((name) => `- ${name}: ${parsed(setting(env, name))?.origin ?? ''}`));
  }
  if (warnings.length > 0) lines.push('', ...warnings.map((warning) => `- Aviso: ${warning}`));
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = checkProductionConfig(process.env);
  await appendSummary(configSummary(process.env, result));
  for (const problem of result.problems) process.stderr.write(annotation('error', problem));
  for (const warning of result.warnings) process.stderr.write(annotation('notice', warning));
  if (result.problems.length === 0) process.stdout.write('Configuración de producción completa.\n');
  process.exitCode = result.problems.length > 0 ? 1 : 0;
}
