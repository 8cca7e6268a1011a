import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersFor, parseHeadersFile } from '../../shared/headers-file.ts';
import { readSiteConfig } from '../config/read-config.ts';
import { headerRules } from './headers.ts';

describe('_headers file', () => {
  it('round-trips and applies per-page rules after the common ones', () => {
    const text = formatHeadersFile(headerRules(['/', '/cursos'], readSiteConfig({})));
    const rules = parseHeadersFile(text);
    expect(headersFor(rules, '/cursos/')['Permissions-Policy']).toContain('geolocation=()');
    expect(headersFor(rules, '/')['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headersFor(rules, '/assets/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/assets/a.js')['X-Content-Type-Options']).toBe('nosniff');
  });

  it('gives the pages of a folder one rule when they share a policy, and refuses more rules than Cloudflare Pages reads', () => {
    const dogs = Array.from({ length: 150 }, (_, i) => `/listamascotas/perro-${i}`);
    const rules = headerRules(['/', '/listamascotas', ...dogs], readSiteConfig({}));
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*', '/', '/listamascotas', '/listamascotas/*', '/404']);
    const parsed = parseHeadersFile(formatHeadersFile(rules));
    expect(headersFor(parsed, '/listamascotas/perro-7')['Permissions-Policy']).toBe('geolocation=(), camera=(), microphone=(), payment=(), usb=()');
    expect(headersFor(parsed, '/')['Permissions-Policy']).toContain('geolocation=(self)');
    const pages = Array.from({ length: 120 }, (_, i) => `/pagina-${i}`);
    expect(() => headerRules(pages, readSiteConfig({}))).toThrow('_headers tendría 123 reglas; Cloudflare Pages lee solo 100');
  });
});
