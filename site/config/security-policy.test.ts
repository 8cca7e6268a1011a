import { describe, expect, it } from 'vitest';
import { readSiteConfig } from './read-config.ts';
import { contentSecurityPolicy, metaContentSecurityPolicy, permissionsPolicy } from './security-policy.ts';

describe('Content-Security-Policy', () => {
  it('is strict by default: own origin and the keyless street map only, videos from youtube-nocookie', () => {
    const csp = contentSecurityPolicy(readSiteConfig({}));
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' https://tiles.openfreemap.org;");
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.openfreemap.org;");
    expect(csp).toContain("worker-src 'self' blob:;");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(csp).toContain("object-src 'none'");
  });

  it('follows the map style: none for the offline map, the style host for another style', () => {
    const offline = contentSecurityPolicy(readSiteConfig({ VITE_MAP_STYLE_URL: 'offline' }));
    expect(offline).toContain("connect-src 'self';");
    expect(offline).toContain("img-src 'self' data: blob:;");
    const other = contentSecurityPolicy(readSiteConfig({ VITE_MAP_STYLE_URL: 'https://mapas.example.cl/estilo.json' }));
    expect(other).toContain("connect-src 'self' https://mapas.example.cl;");
    expect(other).toContain("img-src 'self' data: blob: https://mapas.example.cl;");
    expect(other).not.toContain('openfreemap');
  });

  it('allows exactly the configured endpoints and tracking hosts', () => {
    const csp = contentSecurityPolicy(
      readSiteConfig({
        VITE_MAP_STYLE_URL: 'offline',
        VITE_WEBHOOK_COURSE: 'https://hooks.example.org/webhook/abc',
        VITE_WEBHOOK_NEWSLETTER: '/api/inbox/newsletter',
        VITE_COUNTER_URL: 'https://contador.example.cl/api',
        VITE_PIXEL_ID: '123',
      }),
    );
    expect(csp).toContain("connect-src 'self' https://connect.facebook.net https://contador.example.cl https://hooks.example.org https://www.facebook.com;");
    expect(csp).toContain("script-src 'self' https://connect.facebook.net;");
    expect(csp).not.toContain('googletagmanager');
  });
});

describe('the policy in each page (<meta http-equiv>)', () => {
  it("is the header's policy, directive for directive, but frame-ancestors, which only a header can carry", () => {
    for (const env of [{}, { VITE_MAP_STYLE_URL: 'offline', VITE_PIXEL_ID: '123', VITE_WEBHOOK_CUMPLE: 'https://hooks.example.org/x' }]) {
      const config = readSiteConfig(env);
      const header = contentSecurityPolicy(config).split('; ');
      const meta = metaContentSecurityPolicy(config).split('; ');
      expect(header).toContain("frame-ancestors 'self'");
      expect(meta).toEqual(header.filter((directive) => !directive.startsWith('frame-ancestors')));
    }
  });
});

describe('Permissions-Policy', () => {
  it('grants geolocation only to the locator pages', () => {
    expect(permissionsPolicy('/')).toContain('geolocation=(self)');
    expect(permissionsPolicy('/puntos-de-reciclaje')).toContain('geolocation=(self)');
    expect(permissionsPolicy('/cursos')).toContain('geolocation=()');
  });
});
