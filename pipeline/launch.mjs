// Runs the pipeline CLI (`npm run pipeline -- …`) from one bundle of its TypeScript sources.
//
// Loading the sources through a TypeScript loader costs about a second on every run (each of
// some forty modules is transformed when imported). Instead esbuild bundles them once per
// version of the sources into node_modules/.cache/pipeline/<key>/, where the key hashes the
// path, size and modification time of every source file (and this file) and of the installed
// packages' lock file; later runs import the bundle straight away. A bundle is written to a temporary folder and renamed, so runs
// side by side never see a half-written one. Libraries stay in node_modules and are imported as
// usual. The source map is written beside the bundle (`node --enable-source-maps` uses it).
import { createHash } from 'node:crypto';
import { mkdir, readdir, realpath, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** Where the pipeline's sources live: its own folder and the modules it shares with the site. */
const roots = [here, resolve(here, '../shared')];
const cacheRoot = resolve(here, '../node_modules/.cache/pipeline');

async function sources(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|json|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
}

const key = createHash('sha256');
// npm rewrites this file whenever it installs, updates or removes a package.
const installed = resolve(here, '../node_modules/.package-lock.json');
for (const file of [...(await Promise.all(roots.map(sources))).flat(), installed]) {
  const { size, mtimeMs } = await stat(file);
  key.update(`${file}\0${size}\0${mtimeMs}\n`);
}
const dir = join(cacheRoot, key.digest('hex').slice(0, 16));
const entry = join(dir, 'cli.js');
const built = await stat(entry).then(
  () => true,
  () => false,
);
if (!built) await bundle(dir);
await import(pathToFileURL(entry).href);

async function bundle(dir) {
  const { build } = await import('esbuild');
  const temp = `${dir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: { cli: join(here, 'cli.ts') },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // ES module builds first: some libraries' CommonJS builds load their parts with a require
    // that a bundler cannot follow (jsonc-parser's UMD build).
    mainFields: ['module', 'main'],
    outdir: temp,
    entryNames: '[name]',
    // Bundled CommonJS libraries require Node's own modules; an ES module has no \`require\`.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    metafile: true,
    logLevel: 'error',
  });
  // The cache key covers pipeline/, shared/ and the installed packages only: a source elsewhere
  // would go stale unnoticed.
  // (esbuild names files by their real path, and node_modules may be a link.)
  const modules = await realpath(resolve(here, '../node_modules'));
  const outside = Object.keys(metafile.inputs).filter((input) => ![...roots, modules].some((root) => resolve(input).startsWith(`${root}/`)));
  if (outside.length > 0) {
    await rm(temp, { recursive: true, force: true });
    throw new Error(`pipeline/launch.mjs: the pipeline imports files outside pipeline/ and shared/ (${outside.join(', ')}); move them there or add their folder to the cache key.`);
  }
  await mkdir(dirname(dir), { recursive: true });
  // Another run may have written the same bundle meanwhile: theirs is identical, keep it.
  await rename(temp, dir).catch(() => rm(temp, { recursive: true, force: true }));
  // Bundles of older sources are dropped after a day (a run may still be reading one).
  for (const old of await readdir(cacheRoot)) {
    const path = join(cacheRoot, old);
    if (path !== dir && Date.now() - (await stat(path)).mtimeMs > 86_400_000) await rm(path, { recursive: true, force: true });
  }
}
