import type { Config } from 'vike/types';

export default {
  // The video steps, the quiz and the diploma: React hydrates the page.
  renderMode: 'SSR',
} satisfies Config;
