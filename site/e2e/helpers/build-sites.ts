import { spawn } from 'node:child_process';
import { CONFIGURED_ENV, CONFIGURED_OUT_DIR } from './env.ts';

/**
 * The two builds the browser tests serve, made before Playwright starts (no test builds
 * anything): the site as the tests and CI build it (the offline map, every form posting to the
 * local inbox, no tracking), into `$SITE_OUT_DIR` or dist/; then the site as production
 * configures it (env.ts `CONFIGURED_ENV`: a street map style, the pixel and ads IDs, a webhook on
 * another origin), into .e2e/dist-configured. One after the other: Vike compiles each page's
 * `+config.ts` to a file beside it and removes it after, so two builds of one folder at once
 * remove each other's files. Each build's output is printed only if it fails.
 */
function build(name: string, env: Record<string, string>): Promise<void> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn('npx', ['vike', 'build'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        done();
      } else {
        console.error(output);
        fail(new Error(`${name}: vike build exited with ${code}`));
      }
    });
  });
}

try {
  await build('test build (VITE_MAP_STYLE_URL=offline)', { VITE_MAP_STYLE_URL: 'offline' });
  await build(`configured build (${CONFIGURED_OUT_DIR})`, { SITE_OUT_DIR: CONFIGURED_OUT_DIR, ...CONFIGURED_ENV });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
