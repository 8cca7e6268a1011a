import { readFile, writeFile } from 'node:fs/promises';
import Beasties from 'beasties';
import { builtHtmlFiles, finishingStep } from './files.ts';

const HEAD_OPEN = /<head(?:\s[^>]*)?>/i;
const CHARSET = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;

/**
 * Puts the page's `<meta charset>` first in its `<head>`. Vike writes the stylesheet links
 * before the renderer's head tags; once they are inline stylesheets, the declaration would
 * come kilobytes into the file, and the HTML standard wants it within the first 1,024 bytes
 * (a browser that has no charset header from the host guesses the encoding before that).
 */
export function charsetFirst(html: string, file = 'la página'): string {
  const meta = CHARSET.exec(html);
  const head = HEAD_OPEN.exec(html);
  if (meta === null || head === null) throw new Error(`${file}: no tiene <head> con <meta charset>`);
  const rest = html.slice(0, meta.index) + html.slice(meta.index + meta[0].length);
  const at = head.index + head[0].length;
  return `${rest.slice(0, at)}${meta[0]}${rest.slice(at)}`;
}

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi;
const HREF = /\bhref=["']?([^"'\s>]+)/i;
const HEAD_CLOSE = /<\/head>/i;

/** The addresses of the stylesheets a page links (`/assets/static/…css`), in their order. */
export function linkedStylesheets(html: string): string[] {
  return Array.from(html.matchAll(STYLESHEET_LINK), (link) => HREF.exec(link[0])?.[1] ?? '').filter((href) => href !== '');
}

/**
 * Says in a page that has scripts which stylesheets it already holds: a `disabled` link to each,
 * at the end of its head, which no browser fetches or applies. When a page's module is imported,
 * Vite's loader adds a `<link>` for each of the module's stylesheets that the page does not link
 * (its CSS code splitting); a hydrated page whose stylesheets are inline would otherwise fetch
 * them all again after it hydrates and restyle the whole page with the same rules (on `/`, five
 * requests and a few hundred milliseconds of blocking time on a phone's CPU). A page without
 * scripts has no loader, and gets none.
 */
export function markInlinedStylesheets(html: string, hrefs: readonly string[], file = 'la página'): string {
  if (hrefs.length === 0 || !/<script\b[^>]*\btype=["']?module/i.test(html)) return html;
  const head = HEAD_CLOSE.exec(html);
  if (head === null) throw new Error(`${file}: no tiene </head>`);
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
  return `${html.slice(0, head.index)}${links}${html.slice(head.index)}`;
}

/**
 * Every prerendered page carries its stylesheets in a `<style>` instead of `<link>`s (1–5 KB a
 * page): the first paint does not wait for a round trip per stylesheet. Beasties does it with an
 * HTML parser; whole stylesheets are inlined (no "critical" subset, whose rest would need an
 * inline script to load, which the Content-Security-Policy forbids). The charset declaration
 * then goes back to the top of the head (`charsetFirst`), and a page with scripts keeps a disabled
 * link to each stylesheet it now holds (`markInlinedStylesheets`).
 */
export const inlineStylesheets = () =>
  finishingStep('inline-css', async ({ dir }) => {
    const beasties = new Beasties({
      path: dir,
      publicPath: '/',
      inlineThreshold: Number.POSITIVE_INFINITY,
      // The page's own <style> elements are React's markup, which must hydrate as rendered: untouched.
      reduceInlineStyles: false,
      logLevel: 'warn',
    });
    const files = await builtHtmlFiles(dir);
    for (const file of files) {
      const html = await readFile(file, 'utf8');
      const inlined = charsetFirst(await beasties.process(html), file);
      await writeFile(file, markInlinedStylesheets(inlined, linkedStylesheets(html), file));
    }
    return `${files.length} páginas con sus hojas de estilo en línea`;
  });
