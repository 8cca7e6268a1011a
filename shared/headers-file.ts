/**
 * The `_headers` file: the format Netlify and Cloudflare Pages read, which the build writes
 * (site/finish/headers.ts) and the local server applies (server/app.ts).
 */

/** One rule of a `_headers` file (the format Netlify and Cloudflare Pages read). */
export interface HeaderRule {
  /** A path, or a prefix ending in `*`. */
  pattern: string;
  headers: Record<string, string>;
}

/** Writes rules in the `_headers` format: each pattern, then its headers indented. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return `${rules.map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n')}\n`;
}

/** Reads a `_headers` file back into its rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules[rules.length - 1];
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers for a request path: every matching rule, later rules winning for the same name. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.pattern.endsWith('*') ? clean.startsWith(rule.pattern.slice(0, -1)) : rule.pattern === clean;
    if (matches) Object.assign(out, rule.headers);
  }
  return out;
}
