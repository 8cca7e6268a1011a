import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TSX_LOADER } from '../../pipeline/spawn.ts';
import { gitText, parseRemoteHead } from './github-actions.ts';
import { stillLatest } from './still-latest.ts';

const SCRIPT = fileURLToPath(new URL('./still-latest.ts', import.meta.url));
const IDENTITY = ['-c', 'user.name=Mantenedora', '-c', 'user.email=mantenedora@example.cl'];
let root: string;
let clone: string;
let first: string;
let second: string;

/** A bare origin whose default branch `principal` has two commits, and a clone of it. */
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ci-still-latest-'));
  const origin = join(root, 'origin.git');
  const seed = join(root, 'seed');
  await gitText(root, ['init', '--quiet', '--bare', '--initial-branch=principal', origin]);
  await gitText(root, ['init', '--quiet', '--initial-branch=principal', seed]);
  for (const text of ['uno', 'dos']) {
    await writeFile(join(seed, 'LEAME.txt'), `${text}\n`);
    await gitText(seed, ['add', 'LEAME.txt']);
    await gitText(seed, [...IDENTITY, 'commit', '--quiet', '-m', text]);
  }
  [second, first] = (await gitText(seed, ['rev-list', 'HEAD'])).split('\n') as [string, string];
  await gitText(seed, ['push', '--quiet', origin, 'principal']);
  clone = join(root, 'clone');
  await gitText(root, ['clone', '--quiet', origin, clone]);
}, 180_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('is the tested commit still the head of the default branch?', () => {
  it("reads the remote's default branch and head from git ls-remote --symref", () => {
    const sha = 'a'.repeat(40);
    expect(parseRemoteHead(`ref: refs/heads/principal\tHEAD\n${sha}\tHEAD\n`)).toEqual({ branch: 'principal', sha });
    expect(parseRemoteHead(`${sha}\tHEAD\n`)).toBeNull();
  });

  it('yes: publish', () => {
    expect(stillLatest(second, { branch: 'principal', sha: second }).latest).toBe(true);
  });

  it('no (a newer commit arrived): say so and publish nothing', () => {
    const answer = stillLatest(first, { branch: 'principal', sha: second });
    expect(answer.latest).toBe(false);
    expect(answer.message).toBe(
      `${first.slice(0, 7)} ya no es la cabeza de principal (ahora ${second.slice(0, 7)}): no se publica, para no reemplazar contenido más nuevo; la revisión de ${second.slice(0, 7)} publica.`,
    );
  });

  it('the command asks origin and sets the output latest, exiting 0 either way', async () => {
    const output = join(root, 'output');
    const run = (sha: string) =>
      spawnSync(process.execPath, ['--import', TSX_LOADER, SCRIPT, sha], {
        cwd: clone,
        encoding: 'utf8',
        timeout: 60_000,
        env: { PATH: process.env.PATH ?? '', GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: join(root, 'summary') },
      });
    await writeFile(output, '');
    expect(run(second).status).toBe(0);
    const older = run(first);
    expect(older.status).toBe(0);
    expect(older.stdout).toMatch(/^::notice::.* ya no es la cabeza de principal/);
    expect(await readFile(output, 'utf8')).toBe('latest=true\nlatest=false\n');
    expect(run('main').status).toBe(2);
  });
});
