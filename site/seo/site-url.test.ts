import { describe, expect, it } from 'vitest';
import { absoluteUrl, DEFAULT_SITE_URL, siteUrl } from './site-url.ts';

describe('site URL', () => {
  it('defaults to the production site and drops trailing slashes', () => {
    expect(siteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrl('  ')).toBe(DEFAULT_SITE_URL);
    expect(siteUrl('https://ejemplo.cl/')).toBe('https://ejemplo.cl');
    expect(siteUrl('https://ejemplo.cl/kids/')).toBe('https://ejemplo.cl/kids');
  });

  it('refuses values that are not absolute http(s) URLs', () => {
    expect(() => siteUrl('kids.teleton.cl')).toThrow(/VITE_SITE_URL/);
    expect(() => siteUrl('ftp://kids.teleton.cl')).toThrow(/http/);
  });

  it('joins the base and a pathname', () => {
    expect(absoluteUrl('https://ejemplo.cl', '/')).toBe('https://ejemplo.cl/');
    expect(absoluteUrl('https://ejemplo.cl', '/cursos/')).toBe('https://ejemplo.cl/cursos');
    expect(absoluteUrl('https://ejemplo.cl/kids', '/listamascotas/kuyen')).toBe('https://ejemplo.cl/kids/listamascotas/kuyen');
  });
});
