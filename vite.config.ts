import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The site lives in site/; it reads generated/ (never raw-data/) and builds to dist/.
export default defineConfig({
  root: here('./site'),
  envDir: here('.'),
  publicDir: here('./site/public'),
  plugins: [react(), vike()],
  build: {
    // SITE_OUT_DIR lets two builds (e.g. one with tracking IDs for a test) live side by side.
    outDir: process.env.SITE_OUT_DIR ? resolve(process.env.SITE_OUT_DIR) : here('./dist'),
    emptyOutDir: true,
    // Media are linked (PDFs open in a new tab) and cached by hash; never inlined as data: URLs.
    assetsInlineLimit: 0,
  },
});
