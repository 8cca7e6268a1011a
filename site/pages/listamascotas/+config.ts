import type { Config } from 'vike/types';

export default {
  showHeader: false,
  showFooter: false,
} satisfies Config;
