import { describe, expect, it } from 'vitest';
import { routeOfFile } from './files.ts';
import { isNoindex, robotsTxt, sitemapRoutes, sitemapXml } from './sitemap.ts';

const page = (file: string, head = '') => ({ file, html: `<!doctype html><html><head>${head}</head><body></body></html>` });

describe('sitemap', () => {
  it('maps prerendered files to routes', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('cursos/index.html')).toBe('/cursos');
    expect(routeOfFile('listamascotas/kuyen/index.html')).toBe('/listamascotas/kuyen');
    expect(routeOfFile('404.html')).toBe('/404');
    expect(routeOfFile('modal.html')).toBe('/modal');
    expect(routeOfFile('listamascotas/kuyen.html')).toBe('/listamascotas/kuyen');
  });

  it('recognises noindex pages', () => {
    expect(isNoindex('<meta name="robots" content="noindex">')).toBe(true);
    expect(isNoindex('<meta content="noindex, nofollow" name="robots" />')).toBe(true);
    expect(isNoindex('<meta name="description" content="noindex en el texto">')).toBe(false);
    expect(isNoindex('<link rel="canonical" href="https://ejemplo.cl/">')).toBe(false);
  });

  it('lists every page except the 404 and noindex pages, sorted', () => {
    const routes = sitemapRoutes([
      page('teleton25/index.html'),
      page('index.html'),
      page('404.html', '<meta name="robots" content="noindex">'),
      page('listamascotas/no-encontrado/index.html', '<meta name="robots" content="noindex">'),
      page('listamascotas/kuyen/index.html'),
      page('404.html'),
    ]);
    expect(routes).toEqual(['/', '/listamascotas/kuyen', '/teleton25']);
  });

  it('writes absolute URLs on the configured origin', () => {
    const xml = sitemapXml('https://ejemplo.cl', ['/', '/cursos']);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://ejemplo.cl/</loc></url>',
        '  <url><loc>https://ejemplo.cl/cursos</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes XML special characters in addresses', () => {
    expect(sitemapXml('https://ejemplo.cl', ['/a&b'])).toContain('<loc>https://ejemplo.cl/a&amp;b</loc>');
  });

  it('writes a robots.txt that allows everything and points to the sitemap', () => {
    expect(robotsTxt('https://ejemplo.cl')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://ejemplo.cl/sitemap.xml\n');
  });
});
