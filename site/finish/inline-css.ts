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

/**
 * Every prerendered page carries its stylesheets in a `<style>` instead of `<link>`s (1–5 KB a
 * page): the first paint does not wait for a round trip per stylesheet. Beasties does it with an
 * HTML parser; whole stylesheets are inlined (no "critical" subset, whose rest would need an
 * inline script to load, which the Content-Security-Policy forbids). The charset declaration
 * then goes back to the top of the head (`charsetFirst`).
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
    for (const file of files) await writeFile(file, charsetFirst(await beasties.process(await readFile(file, 'utf8')), file));
    return `${files.length} páginas con sus hojas de estilo en línea`;
  });
