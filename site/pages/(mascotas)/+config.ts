import type { Config } from 'vike/types';

/** The pet-adoption event's pages (the folder's name in parentheses is not part of their URLs). */
export default {
  // They bring their own header (the pets menu) and footer (dog and cat).
  showHeader: false,
  showFooter: false,
  // The event's art is the picture their shared links show (a dog's page shows the dog).
  shareArt: 'hero/mascotas.svg',
} satisfies Config;
