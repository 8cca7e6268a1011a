import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersFor, parseHeadersFile } from '../../shared/headers-file.ts';
import { readSiteConfig } from '../config/read-config.ts';
import { headerRules } from './headers.ts';
import { contentSecurityPolicy, permissionsPolicy } from './security-headers.ts';

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

describe('Permissions-Policy', () => {
  it('grants geolocation only to the locator pages', () => {
    expect(permissionsPolicy('/')).toContain('geolocation=(self)');
    expect(permissionsPolicy('/puntos-de-reciclaje')).toContain('geolocation=(self)');
    expect(permissionsPolicy('/cursos')).toContain('geolocation=()');
  });
});

describe('_headers file', () => {
  it('round-trips and applies per-page rules after the common ones', () => {
    const text = formatHeadersFile(headerRules(['/', '/cursos'], readSiteConfig({})));
    const rules = parseHeadersFile(text);
    expect(headersFor(rules, '/cursos/')['Permissions-Policy']).toContain('geolocation=()');
    expect(headersFor(rules, '/')['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headersFor(rules, '/assets/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/assets/a.js')['X-Content-Type-Options']).toBe('nosniff');
  });
});
