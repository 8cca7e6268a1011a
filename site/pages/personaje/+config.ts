import type { Config } from 'vike/types';

export default {
  // The character pages are full-screen stories: no site header or footer (a link leads back).
  showHeader: false,
  showFooter: false,
} satisfies Config;
