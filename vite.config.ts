import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { rawDataPreview } from './pipeline/dev/preview.ts';
import { loadSiteConfig } from './site/config/load-config.ts';
import { directoryListFile } from './site/finish/directory-list.ts';
import { finishSite } from './site/finish/index.ts';
import { pointIcons } from './site/finish/point-icons.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const isCss = (id: string) => /\.css($|\?)/.test(id);

// The site lives in site/; it reads generated/ (never raw-data/; in dev the pipeline keeps generated/ up to date) and builds to dist/.
export default defineConfig(({ mode }) => ({
  root: here('./site'),
  // The site's configuration (site/config/), parsed once here from the VITE_* variables: the pages
  // read it as SITE_CONFIG.
  define: { __SITE_CONFIG__: JSON.stringify(loadSiteConfig(mode)) },
  envDir: here('.'),
  publicDir: here('./site/public'),
  plugins: [
    react(),
    vike(),
    // The directory's whole list as a file of its own (site/finish/directory-list.ts).
    directoryListFile(here('./generated/collection-points.json')),
    // The locator list's marker icons as a stylesheet (site/finish/point-icons.ts).
    pointIcons(here('./generated/media/icons')),
    // npm run dev: every edit of raw-data/ reruns the pipeline into generated/ (pipeline/dev/preview.ts).
    rawDataPreview(here('./raw-data'), here('./generated')),
    // Stylesheets inlined, _headers, sitemap.xml, robots.txt, .br/.gz copies (site/finish/).
    ...finishSite(),
  ],
  build: {
    // SITE_OUT_DIR lets two builds (e.g. one with tracking IDs for a test) live side by side.
    outDir: process.env.SITE_OUT_DIR ? resolve(process.env.SITE_OUT_DIR) : here('./dist'),
    emptyOutDir: true,
    // Media are linked (PDFs open in a new tab) and cached by hash; never inlined as data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React (with React DOM) and Vike's runtime, which every page loads at start, in two files
        // instead of the dozen the automatic split makes: /cursos requests 8 modules instead of 13,
        // and on a slow phone network each request costs a round trip before the page is
        // interactive. Two groups, not one: the runtime is evaluated when the entry loads, React
        // DOM after the first paint (site/pages/+onCreateGlobalContext.client.ts), each in a
        // task of its own. Only modules loaded at start are grouped ($initial), below Vike's own
        // group for stylesheets (priority 0): every stylesheet and every lazy chunk keeps its file.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: (id) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) && !isCss(id),
              tags: ['$initial'],
              priority: -1,
            },
            {
              name: 'framework',
              test: (id) => /[\\/]node_modules[\\/](vike|vike-react|@brillout)[\\/]/.test(id) && !isCss(id),
              tags: ['$initial'],
              priority: -1,
              // Only Vike's own modules: the site's modules it reaches (the route functions and what
              // they use, such as the course keys) stay outside, where the enhanced pages' small
              // scripts can import them without importing the router.
              includeDependenciesRecursively: false,
            },
            // The few small modules the router's entry (route functions, the layout) shares with the
            // scripts of the pages without React (the course keys and storage, the dog addresses,
            // the ready mark, the site's configuration): one file instead of four for every page that loads them.
            {
              name: 'site-common',
              test: (id) =>
                /[\\/](site[\\/](pages[\\/]\(academia\)[\\/](workshop-routes|storage)|framework[\\/](ready|yield)|config[\\/]site-config)|shared[\\/](dog-paths|fold))\.ts$/.test(
                  id,
                ),
              tags: ['$initial'],
              priority: -1,
              includeDependenciesRecursively: false,
            },
            // The sign-up forms' shared parts (sending, errors, the privacy notice and the adult's
            // consent): small modules that the automatic split would serve as as many files to each
            // form page.
            {
              name: 'forms',
              test: (id) => /[\\/]site[\\/](forms[\\/]|privacy[\\/](FormNotice|ParentConsent|consent)\.)/.test(id) && !isCss(id),
              tags: ['$initial'],
              priority: -1,
              // Only these: what they import from the rest of the site (the privacy page's path, which
              // every footer links to) stays where the pages that need it already load it.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
