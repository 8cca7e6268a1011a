import type { Config } from 'vike/types';

export default {
  // The story's player is the page's only script (+client.ts), a few kilobytes, no React.
  renderMode: 'HTML+JS',
  // The character pages are full-screen stories: no site header or footer (a link leads back).
  showHeader: false,
  showFooter: false,
} satisfies Config;
