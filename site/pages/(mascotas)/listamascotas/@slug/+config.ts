import type { Config } from 'vike/types';

export default {
  // The story's player (and the advertising consent, when the build has an ID) is the page's only script.
  renderMode: 'HTML+JS',
} satisfies Config;
