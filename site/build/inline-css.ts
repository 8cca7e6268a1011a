import { readFile, writeFile } from 'node:fs/promises';
import Beasties from 'beasties';
import { builtHtmlFiles, finishingStep } from './files.ts';

/**
 * Every prerendered page carries its stylesheets in a `<style>` instead of `<link>`s (1–5 KB a
 * page): the first paint does not wait for a round trip per stylesheet. Beasties does it with an
 * HTML parser; whole stylesheets are inlined (no "critical" subset, whose rest would need an
 * inline script to load, which the Content-Security-Policy forbids).
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
    for (const file of files) await writeFile(file, await beasties.process(await readFile(file, 'utf8')));
    return `${files.length} páginas con sus hojas de estilo en línea`;
  });
