import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORM_NAMES } from '../../shared/forms.ts';
import { DEFAULT_STYLE_URL } from './map-style.ts';
import { readSiteConfig, SiteEnvSchema } from './read-config.ts';

/** The README's configuration table: each `VITE_*` variable with the default written beside it. */
function readmeDefaults(): Map<string, string> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const rows = [...readme.matchAll(/^\| (`VITE_[^|]+) \| ([^|]+) \|/gm)];
  return new Map(rows.flatMap(([, names = '', fallback = '']) => [...names.matchAll(/`(VITE_\w+)`/g)].map(([, name = '']) => [name, fallback.trim()])));
}

describe('the site configuration', () => {
  it('has the defaults the README lists, for every variable the README lists and no other', () => {
    const config = readSiteConfig({});
    const readme = readmeDefaults();
    expect([...readme.keys()].sort()).toEqual(Object.keys(SiteEnvSchema.shape).sort());
    const read: Record<string, string> = {
      VITE_SITE_URL: `\`${config.siteUrl}\``,
      VITE_COUNTER_URL: `\`${config.counterUrl}\``,
      VITE_MAP_STYLE_URL:
        config.mapStyle.kind === 'remote' && config.mapStyle.url === DEFAULT_STYLE_URL ? "OpenFreeMap's Positron" : JSON.stringify(config.mapStyle),
      VITE_PIXEL_ID: config.tracking.pixelId === null ? 'unset (off)' : config.tracking.pixelId,
      VITE_ADS_CONVERSION_ID: config.tracking.conversionId === null ? 'unset (off)' : config.tracking.conversionId,
      ...Object.fromEntries(FORM_NAMES.map((form) => [`VITE_WEBHOOK_${form.replaceAll('-', '_').toUpperCase()}`, `\`${config.webhooks[form]}\``])),
    };
    expect(Object.fromEntries(readme)).toEqual(read);
  });

  it('takes each variable as set, trimmed; an empty one is unset', () => {
    const config = readSiteConfig({
      VITE_SITE_URL: ' https://ejemplo.cl/kids/ ',
      VITE_WEBHOOK_CUMPLE: 'https://hooks.example.org/cumple',
      VITE_WEBHOOK_COURSE: '   ',
      VITE_COUNTER_URL: 'https://contador.example.cl/api',
      VITE_MAP_STYLE_URL: 'OFFLINE',
      VITE_PIXEL_ID: '123456',
      VITE_ADS_CONVERSION_ID: 'no es un ID',
      OTRA_COSA: 'ignorada',
    });
    expect(config).toEqual({
      siteUrl: 'https://ejemplo.cl/kids',
      webhooks: {
        course: '/api/inbox/course',
        newsletter: '/api/inbox/newsletter',
        'dia-del-nino': '/api/inbox/dia-del-nino',
        cumple: 'https://hooks.example.org/cumple',
        mascotas: '/api/inbox/mascotas',
      },
      counterUrl: 'https://contador.example.cl/api',
      mapStyle: { kind: 'offline' },
      tracking: { pixelId: '123456', conversionId: null, adsId: null },
    });
  });

  it('stops the build on a site address that is not an absolute http(s) URL, naming the variable', () => {
    expect(() => readSiteConfig({ VITE_SITE_URL: 'kids.teleton.cl' })).toThrow(
      /^Configuración del sitio no válida: VITE_SITE_URL: VITE_SITE_URL no es una URL absoluta: kids\.teleton\.cl$/,
    );
    expect(() => readSiteConfig({ VITE_SITE_URL: 'ftp://kids.teleton.cl' })).toThrow(/VITE_SITE_URL: .*http o https/);
  });
});
