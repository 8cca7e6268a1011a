import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Plugin, ViteBuilder } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtHtmlFiles } from './files.ts';
import { finishSite } from './index.ts';
import { charsetFirst, linkedStylesheets, markInlinedStylesheets } from './inline-css.ts';
import { shareFiles } from './share-files.ts';

let root: string;
let client: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'finish-'));
  client = join(root, 'dist', 'client');
  await mkdir(join(client, 'cursos'), { recursive: true });
  await mkdir(join(client, 'assets', 'static'), { recursive: true });
  const page = (title: string, head = '') =>
    `<!DOCTYPE html><html lang="es-CL"><head><link rel="stylesheet" type="text/css" href="/assets/static/global.css"><meta charset="UTF-8" />${head}<title>${title}</title></head><body><div id="root"><h1>${title}</h1><style>.punto{color:red}</style>${'<p>Texto de la página.</p>'.repeat(60)}</div><script id="vike_pageContext" type="application/json">{"a":"<\\/script>"}</script></body></html>`;
  await writeFile(join(client, 'index.html'), page('Inicio'));
  // As Vike writes a page with prerender.noExtraDir: `cursos.html`, and the client router's data in `cursos/`.
  await writeFile(join(client, 'cursos.html'), page('Cursos', '<meta property="og:image" content="https://ejemplo.cl/compartir/hero/academia.png">'));
  await writeFile(join(client, 'cursos', 'index.pageContext.json'), '{}');
  await writeFile(join(client, '404.html'), page('No encontrada', '<meta name="robots" content="noindex">'));
  await writeFile(join(client, 'assets', 'static', 'global.css'), 'body{margin:0}h1{color:#d05050}');
});

afterEach(() => rm(root, { recursive: true, force: true }));

/** Runs the plugins' `buildApp` hooks, in order, as Vite does after the app's own build. */
async function finish(plugins: Plugin[], env: Record<string, string> = {}): Promise<string[]> {
  const logged: string[] = [];
  const builder = {
    environments: { client: { config: { root, build: { outDir: 'dist/client' } } } },
    config: { env, logger: { info: (line: string) => logged.push(line) } },
  } as unknown as ViteBuilder;
  for (const plugin of plugins) {
    expect(plugin.apply).toBe('build');
    const hook = plugin.buildApp as { order: string; handler: (this: unknown, builder: ViteBuilder) => Promise<void> };
    expect(hook.order).toBe('post');
    await hook.handler.call({}, builder);
  }
  return logged;
}

describe('finishSite (what vike build does to the prerendered site)', () => {
  it("inlines the stylesheets, then writes _headers, sitemap.xml, robots.txt, the pages' folder copies and the compressed copies", async () => {
    const logged = await finish(finishSite(), { VITE_SITE_URL: 'https://ejemplo.cl/' });
    expect(logged.map((line) => line.split(':')[0])).toEqual(['inline-css', 'share', 'headers', 'sitemap', 'folder-pages', 'precompress']);

    const home = await readFile(join(client, 'index.html'), 'utf8');
    // The charset first, then the stylesheet that took the link's place (Vike writes links before the head's tags).
    expect(home).toMatch(/^<!DOCTYPE html><html lang="es-CL"[^>]*><head><meta charset="UTF-8" ?\/?><style>body\{margin:0\}h1\{color:#d05050\}<\/style><title>/);
    expect(home).not.toContain('rel="stylesheet"');
    // The rest of the page is as Vike wrote it: React's own <style> stays where React rendered it.
    expect(home).toContain('<h1>Inicio</h1><style>.punto{color:red}</style>');
    expect(home).toContain('<script id="vike_pageContext" type="application/json">{"a":"<\\/script>"}</script>');

    // The picture the page names for a shared link, drawn from the art the site publishes, and the app's icons and manifest.
    const picture = await readFile(join(client, 'compartir', 'hero', 'academia.png'));
    expect([picture.readUInt32BE(16), picture.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(JSON.parse(await readFile(join(client, 'manifest.webmanifest'), 'utf8'))).toMatchObject({ name: 'Teletón Kids', start_url: '/' });
    const icon = await readFile(join(client, 'iconos', 'icono-maskable-512.png'));
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([512, 512]);

    const headers = await readFile(join(client, '_headers'), 'utf8');
    expect(headers).toContain('/*\n  Content-Security-Policy:');
    expect(headers).toMatch(/^\/cursos\n {2}Permissions-Policy: geolocation=\(\)/m);

    expect(await readFile(join(client, 'sitemap.xml'), 'utf8')).toContain('<loc>https://ejemplo.cl/cursos</loc>');
    expect(await readFile(join(client, 'sitemap.xml'), 'utf8')).not.toContain('404');
    expect(await readFile(join(client, 'robots.txt'), 'utf8')).toContain('Sitemap: https://ejemplo.cl/sitemap.xml');

    // A page with a folder of its name has its copy there (site/finish/folder-pages.ts), finished
    // like it; one without (the home page, the not-found page) has none. Only one of the two is a page.
    const cursos = await readFile(join(client, 'cursos.html'), 'utf8');
    expect(cursos).toContain('<style>body{margin:0}');
    expect(await readFile(join(client, 'cursos', 'index.html'), 'utf8')).toBe(cursos);
    expect(existsSync(join(client, '404', 'index.html'))).toBe(false);
    expect((await builtHtmlFiles(client)).map((file) => relative(client, file)).sort()).toEqual(['404.html', 'cursos.html', 'index.html']);
    expect(headers.match(/^\/cursos$/gm)).toHaveLength(1);

    // The compressed copies are of the finished page.
    expect(brotliDecompressSync(await readFile(join(client, 'index.html.br'))).toString()).toBe(home);
    expect(brotliDecompressSync(await readFile(join(client, 'cursos', 'index.html.br'))).toString()).toBe(cursos);
  });
});

describe('share pictures', () => {
  it('name the page whose art is missing, and refuse a picture of another site', async () => {
    await writeFile(
      join(client, 'cursos.html'),
      '<head><meta charset="UTF-8"><meta property="og:image" content="https://ejemplo.cl/compartir/hero/no-existe.png"></head>',
    );
    await expect(finish([shareFiles()], { VITE_SITE_URL: 'https://ejemplo.cl' })).rejects.toThrow(/generated\/media\/hero\/no-existe\.svg.*cursos/);
    await writeFile(
      join(client, 'cursos.html'),
      '<head><meta charset="UTF-8"><meta property="og:image" content="https://otro.cl/compartir/hero/academia.png"></head>',
    );
    await expect(finish([shareFiles()], { VITE_SITE_URL: 'https://ejemplo.cl' })).rejects.toThrow(
      /cursos.*og:image no es una imagen para compartir de este sitio/,
    );
  });
});

describe('charsetFirst', () => {
  it('moves the charset declaration to the top of the head, whatever its spelling', () => {
    expect(charsetFirst('<html><head data-x="1"><style>a{}</style><meta charset="UTF-8" /><title>T</title></head></html>')).toBe(
      '<html><head data-x="1"><meta charset="UTF-8" /><style>a{}</style><title>T</title></head></html>',
    );
    expect(charsetFirst("<HEAD><link rel=x><META CHARSET='utf-8'></HEAD>")).toBe("<HEAD><META CHARSET='utf-8'><link rel=x></HEAD>");
    // Already first: unchanged.
    expect(charsetFirst('<head><meta charset=utf-8><title>T</title></head>')).toBe('<head><meta charset=utf-8><title>T</title></head>');
  });

  it('names the file when there is no head or no declaration', () => {
    expect(() => charsetFirst('<head><title>T</title></head>', 'x/index.html')).toThrow('x/index.html: no tiene <head> con <meta charset>');
    expect(() => charsetFirst('<meta charset="UTF-8">', 'y.html')).toThrow('y.html');
  });
});

describe('linkedStylesheets and markInlinedStylesheets', () => {
  const page = (head: string, body = '<script src="/assets/entries/e.js" type="module" async></script>') =>
    `<html><head>${head}</head><body>${body}</body></html>`;

  it('lists the stylesheets a page links, in order, however the link is written', () => {
    const html = page(
      '<link rel="stylesheet" type="text/css" href="/assets/static/a.css"><link href=/assets/static/b.css rel=stylesheet><link rel="icon" href="/favicon.svg"><link rel="modulepreload" href="/c.js">',
    );
    expect(linkedStylesheets(html)).toEqual(['/assets/static/a.css', '/assets/static/b.css']);
    expect(linkedStylesheets(page(''))).toEqual([]);
  });

  it('gives a page with scripts a disabled link to each stylesheet it holds inline, at the end of its head', () => {
    expect(markInlinedStylesheets(page('<style>a{}</style>'), ['/a.css', '/b.css'])).toBe(
      page('<style>a{}</style><link rel="stylesheet" href="/a.css" disabled><link rel="stylesheet" href="/b.css" disabled>'),
    );
  });

  it('leaves a page without scripts, or without stylesheets, as it is', () => {
    const html = page('<style>a{}</style>', '<p>Hola</p>');
    expect(markInlinedStylesheets(html, ['/a.css'])).toBe(html);
    expect(markInlinedStylesheets(page('<style>a{}</style>'), [])).toBe(page('<style>a{}</style>'));
    expect(() => markInlinedStylesheets('<script type="module"></script>', ['/a.css'], 'z.html')).toThrow('z.html: no tiene </head>');
  });
});
