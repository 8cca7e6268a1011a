import type { PageContextServer } from 'vike/types';

/**
 * `<html data-hydrated="true">` marks a page that is ready to use: a page with no script is
 * ready as it arrives (the attribute is in its HTML); a hydrated page gets it from React
 * (+Layout.tsx), an enhanced one from its `+client.ts`, once they have taken over. The browser
 * tests wait on it.
 */
export function htmlAttributes(pageContext: PageContextServer): Record<string, string> {
  if (pageContext.config.renderMode !== 'HTML') return {};
  // The language first, where it always is (vike-react writes `lang` in the place this object gives it).
  const { lang } = pageContext.config;
  return { lang: typeof lang === 'string' ? lang : 'es-CL', 'data-hydrated': 'true' };
}
