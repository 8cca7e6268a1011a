import { spawn } from 'node:child_process';
import { CONFIGURED_ENV, CONFIGURED_OUT_DIR } from './env.ts';

/**
 * The two builds the browser tests serve, made side by side before Playwright starts (no test
 * builds anything): the site as the tests and CI build it (the offline map, every form posting to
 * the local inbox, no tracking), into `$SITE_OUT_DIR` or dist/; and the site as production
 * configures it (env.ts `CONFIGURED_ENV`: a street map style, the pixel and ads IDs, a webhook on
 * another origin), into .e2e/dist-configured. Each build's output is printed only if it fails.
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

const results = await Promise.allSettled([
  build('test build (VITE_MAP_STYLE_URL=offline)', { VITE_MAP_STYLE_URL: 'offline' }),
  build(`configured build (${CONFIGURED_OUT_DIR})`, { SITE_OUT_DIR: CONFIGURED_OUT_DIR, ...CONFIGURED_ENV }),
]);
for (const result of results) if (result.status === 'rejected') console.error(String(result.reason));
if (results.some((result) => result.status === 'rejected')) process.exit(1);
