import type { Config } from 'vike/types';

export default {
  // The story's player is the page's only script (no advertising on a page children use).
  renderMode: 'HTML+JS',
} satisfies Config;
