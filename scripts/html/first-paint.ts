/**
 * Rewrites each prerendered page so the browser paints it before doing anything else:
 *
 * - Stylesheets are inlined as `<style>` (a few KB per page): the first paint no longer waits for
 *   a round trip per stylesheet. `data-href` keeps the file each block came from.
 * - The page's modules (Vike's client entry and the chunks it preloads) are requested only after
 *   the first frame is painted, by one small inline loader that is the same on every page (so one
 *   CSP hash allows it). On a slow phone the prerendered page shows at once instead of after the
 *   JavaScript has been downloaded, parsed and hydrated; the buttons that need JavaScript are
 *   rendered disabled until hydration, as before.
 * - The chunks the entry imports statically (React's, above all) are evaluated one per task before
 *   the entry, instead of all in the entry's task: evaluating React DOM and starting the framework
 *   are then two shorter tasks, and the page can answer a tap between them.
 */
import { createHash } from 'node:crypto';

/** Id of the JSON list of modules the loader reads: the entry first, then the chunks to preload. */
export const MODULE_LIST_ID = 'page-modules';

/**
 * The loader. It waits for the first frame (requestAnimationFrame, then a task after it) unless
 * the page is hidden (rAF never runs in a background tab), preloads the chunks, imports the first
 * `data-stages` of them in order with a task boundary after each (a message, which a background
 * tab does not slow down the way it slows timers), then imports the entry.
 */
export const MODULE_LOADER =
  `const e=document.getElementById("${MODULE_LIST_ID}"),m=JSON.parse(e.textContent),n=+(e.dataset.stages||0);` +
  'const next=()=>new Promise(r=>{const c=new MessageChannel;c.port1.onmessage=r;c.port2.postMessage(0)});' +
  'const go=async()=>{for(const h of m.slice(1)){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}' +
  'for(const h of m.slice(1,n+1)){await import(h);await next()}import(m[0])};' +
  'document.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))';

/** CSP source for the loader: `'sha256-…'` of its exact text. */
export const MODULE_LOADER_HASH = `'sha256-${createHash('sha256').update(MODULE_LOADER).digest('base64')}'`;

/** Resolves `url(...)` references of a stylesheet against the stylesheet's own address. */
function rebaseUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, url: string) => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return whole;
    return `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`;
  });
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Replaces every `<link rel="stylesheet" href="/…">` with its file's content. `read` returns a
 * file of the built site by its path; a stylesheet it cannot find is an error (the build is broken).
 */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined): string {
  return html.replace(/<link\b[^>]*>/g, (tag) => {
    if (attr(tag, 'rel') !== 'stylesheet') return tag;
    const href = attr(tag, 'href');
    if (!href?.startsWith('/')) return tag;
    const css = read(href);
    if (css === undefined) throw new Error(`la hoja de estilos ${href} no está en el sitio construido`);
    // A stylesheet cannot contain "</style" in a valid form other than in a string or comment; escape it anyway.
    return `<style data-href="${href}">${rebaseUrls(css, href).replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * Replaces the page's module entry (`<script type="module" src>`) and its `modulepreload` links
 * with the list and the loader. `staticImports` gives the chunks a module imports statically (from
 * the build's manifest); those of the entry are listed first, in that order, for the loader to
 * evaluate one by one. A page with no module entry is returned unchanged; a page with more than
 * one is an error (the loader imports one).
 */
export function deferModules(html: string, staticImports: (href: string) => readonly string[] = () => []): string {
  const entries = [...html.matchAll(/<script\b[^>]*>\s*<\/script>/g)].filter(
    (m) => attr(m[0], 'type') === 'module' && attr(m[0], 'src') !== undefined,
  );
  if (entries.length === 0) return html;
  if (entries.length > 1) throw new Error(`la página tiene ${entries.length} módulos de entrada; se esperaba uno`);
  const entryTag = entries[0]![0];
  const entry = attr(entryTag, 'src')!;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/[ \t]*<link\b[^>]*>\n?/g, (tag) => {
    if (attr(tag, 'rel') !== 'modulepreload') return tag;
    const href = attr(tag, 'href');
    if (href) preloads.push(href);
    return '';
  });
  const stages = staticImports(entry);
  const missing = stages.filter((href) => !preloads.includes(href));
  if (missing.length > 0) throw new Error(`la página no precarga ${missing.join(', ')}, que ${entry} importa`);
  const ordered = [...stages, ...preloads.filter((href) => !stages.includes(href))];
  const list = JSON.stringify([entry, ...ordered]).replace(/</g, '\\u003c');
  const stagesAttr = stages.length > 0 ? ` data-stages="${stages.length}"` : '';
  return withoutPreloads.replace(
    entryTag,
    `<script id="${MODULE_LIST_ID}" type="application/json"${stagesAttr}>${list}</script><script type="module">${MODULE_LOADER}</script>`,
  );
}

/** The modules a rewritten page lists for its loader (the entry first); none when it lists none. */
export function listedModules(html: string): string[] {
  const list = new RegExp(`<script id="${MODULE_LIST_ID}"[^>]*>(.*?)</script>`).exec(html)?.[1];
  return list === undefined ? [] : (JSON.parse(list) as string[]);
}

export function paintFirst(
  html: string,
  read: (href: string) => string | undefined,
  staticImports?: (href: string) => readonly string[],
): string {
  return deferModules(inlineStylesheets(html, read), staticImports);
}
