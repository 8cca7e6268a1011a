import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInto } from '../../pipeline/run.ts';
import { REPOSITORY, spawnPipeline } from '../../pipeline/spawn.ts';
import { BOT, type CiEvent, gitText } from './github-actions.ts';
import { regenerate } from './regenerate.ts';

/**
 * The data job end to end, on throwaway repositories: a bare `origin` holding the project's real
 * raw-data/ and the generated/ the pipeline writes from it on `main`, and a clone per case, in
 * which a maintainer's commits are made and regenerate() runs as the workflow runs it.
 */
let root: string;
let origin: string;
let main: string;
let clones = 0;

const MAINTAINER = ['-c', 'user.name=Mantenedora', '-c', 'user.email=mantenedora@example.cl'];
const ROW = 'Punto Limpio Sector Norte,Punto Limpio Sector Norte,';

/** A fresh clone of origin, on main or on a new branch `branch` made from it. */
async function cloneOn(branch: string): Promise<string> {
  clones += 1;
  const work = join(root, `clone-${clones}`);
  await gitText(root, ['clone', '--quiet', origin, work]);
  if (branch !== 'main') await gitText(work, ['checkout', '--quiet', '-b', branch]);
  return work;
}

/** Renames the first collection point in the clone's export, as a maintainer replacing the file would. */
async function renamePoint(work: string, name: string): Promise<void> {
  const file = join(work, 'raw-data', 'collection-points.csv');
  const text = await readFile(file, 'utf8');
  const at = text.indexOf(ROW);
  expect(at).toBeGreaterThan(0);
  await writeFile(file, `${text.slice(0, at)}${name},Punto Limpio Sector Norte,${text.slice(at + ROW.length)}`);
}

async function commitAll(work: string, identity: readonly string[], message: string): Promise<string> {
  await gitText(work, ['add', '--all']);
  await gitText(work, [...identity, 'commit', '--quiet', '-m', message]);
  return gitText(work, ['rev-parse', 'HEAD']);
}

const originHead = (branch: string) => gitText(origin, ['rev-parse', `refs/heads/${branch}`]);
const pushEvent = (branch: string, before: string): CiEvent => ({ name: 'push', repository: 'teleton/kids', refName: branch, before, defaultBranch: 'main' });
const pullRequestEvent = (branch: string, headSha: string, headRepository: string): CiEvent => ({
  name: 'pull_request',
  repository: 'teleton/kids',
  refName: '7/merge',
  pullRequest: { baseSha: main, headSha, headRef: branch, headRepository },
  defaultBranch: 'main',
});

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ci-regenerate-'));
  origin = join(root, 'origin.git');
  await gitText(root, ['init', '--quiet', '--bare', '--initial-branch=main', origin]);
  const seed = join(root, 'seed');
  await cp(join(REPOSITORY, 'raw-data'), join(seed, 'raw-data'), { recursive: true });
  // generated/ as the pipeline writes it from this raw-data/, whatever state the working tree is in.
  await buildInto(join(seed, 'raw-data'), join(seed, 'generated'));
  await gitText(seed, ['init', '--quiet', '--initial-branch=main']);
  main = await commitAll(seed, MAINTAINER, 'datos');
  await gitText(seed, ['push', '--quiet', origin, 'main']);
}, 180_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the data job on a branch of this repository', () => {
  it('(b) a change to raw-data/ alone: one commit by the workflow, pushed to the branch, naming the dataset and counts; generated/ then passes check', async () => {
    const work = await cloneOn('datos-marzo');
    // An earlier commit of the change ran the pipeline and committed generated/ with raw-data/:
    // that file is stale again after the next export, and is not taken for a hand edit.
    await renamePoint(work, 'Punto Limpio Norte');
    expect((await spawnPipeline(['build', '--quiet'], work)).code).toBe(0);
    await commitAll(work, MAINTAINER, 'nuevo export, con generated/');
    await renamePoint(work, 'Punto Limpio Norte Renovado');
    const head = await commitAll(work, MAINTAINER, 'otro export');
    await gitText(work, ['push', '--quiet', 'origin', 'datos-marzo']);

    const result = await regenerate(pullRequestEvent('datos-marzo', head, 'teleton/kids'), work);

    expect(result.outcome.kind).toBe('committed');
    expect(result.rebuild).toBe(false);
    expect(result.sha).not.toBe(head);
    expect(await originHead('datos-marzo')).toBe(result.sha);
    expect(await gitText(work, ['rev-parse', `${result.sha}^`])).toBe(head);
    expect(await gitText(work, ['log', '-1', '--format=%an <%ae>|%cn <%ce>', result.sha])).toBe(`${BOT.name} <${BOT.email}>|${BOT.name} <${BOT.email}>`);
    const subject = await gitText(work, ['log', '-1', '--format=%s', result.sha]);
    expect(subject).toMatch(/^generated\/ regenerado: collection-points\.json 1 cambiado/);
    const files = (await gitText(work, ['show', '--name-only', '--format=', result.sha])).split('\n');
    expect(files).toContain('generated/collection-points.json');
    expect(files.every((file) => file.startsWith('generated/'))).toBe(true);
    expect(await gitText(work, ['status', '--porcelain'])).toBe('');
    const check = await spawnPipeline(['check', '--raw', join(work, 'raw-data'), '--out', join(work, 'generated')]);
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
    expect(result.summary).toContain('**generated/ regenerado:**');
    // The diff is against the pull request's base: the point renamed since main.
    expect(result.summary).toContain(`## Cambios en los datos\n\nRespecto de \`${main.slice(0, 7)} (generated/)\`.`);
    expect(result.summary).toContain('"Punto Limpio Sector Norte" → "Punto Limpio Norte Renovado"');
    expect(result.summary).toContain('## Hallazgos por revisar (severidad error o tipo verify): ');
  });

  it('(c) a hand edit of generated/: refused, naming the file and the command; nothing is committed', async () => {
    const work = await cloneOn('a-mano');
    const dogs = join(work, 'generated', 'content', 'dogs.json');
    await writeFile(dogs, (await readFile(dogs, 'utf8')).replace('"name": "', '"name": "Don '));
    const head = await commitAll(work, MAINTAINER, 'nombre de un perro');
    await gitText(work, ['push', '--quiet', 'origin', 'a-mano']);

    const result = await regenerate(pushEvent('a-mano', main), work);

    expect(result.outcome).toEqual({ kind: 'hand-edit', files: ['generated/content/dogs.json'] });
    expect(result.sha).toBe(head);
    expect(await gitText(work, ['rev-parse', 'HEAD'])).toBe(head);
    expect(await originHead('a-mano')).toBe(head);
    expect(result.summary).toContain('- `generated/content/dogs.json`');
    expect(result.summary).toContain('`npm run pipeline -- build`');
  });

  it('(a) generated/ already right (a scheduled run of main): nothing to do, the same commit is tested', async () => {
    const work = await cloneOn('main');
    const result = await regenerate({ name: 'schedule', repository: 'teleton/kids', refName: 'main', defaultBranch: 'main' }, work);
    expect(result.outcome).toEqual({ kind: 'fresh', sha: main });
    expect(result.sha).toBe(main);
    expect(await originHead('main')).toBe(main);
    expect(result.summary).toContain('Sin cambios en los datos');
  });

  it('a new branch whose push GitHub cannot take because the branch moved on meanwhile: a clear failure, nothing pushed', async () => {
    const work = await cloneOn('carrera');
    await renamePoint(work, 'Punto Limpio Norte');
    await commitAll(work, MAINTAINER, 'nuevo export');
    await gitText(work, ['push', '--quiet', 'origin', 'carrera']);
    // Someone else pushes to the branch while the run regenerates.
    const other = join(root, 'other');
    await gitText(root, ['clone', '--quiet', '--branch', 'carrera', origin, other]);
    await writeFile(join(other, 'LEAME.txt'), 'otro commit\n');
    const moved = await commitAll(other, MAINTAINER, 'otro commit');
    await gitText(other, ['push', '--quiet', 'origin', 'carrera']);

    // A new branch: `before` is all zeros and the payload names no default branch; the base is
    // then the merge base with origin's default branch, asked of origin.
    const { defaultBranch: _, ...event } = pushEvent('carrera', '0'.repeat(40));
    const result = await regenerate(event, work);

    expect(result.outcome.kind).toBe('push-rejected');
    expect(await originHead('carrera')).toBe(moved);
    expect(result.summary).toContain('**Error: la rama `carrera` avanzó mientras corría esta revisión**');
    expect(result.summary).toContain('collection-points.json 1 cambiado');
  });
});

describe('the data job on a pull request from a fork', () => {
  it('(d) stale: nothing is committed or pushed; the summary says the command; the tests regenerate', async () => {
    const work = await cloneOn('desde-fork');
    await renamePoint(work, 'Punto Limpio Norte');
    const head = await commitAll(work, MAINTAINER, 'nuevo export');
    const result = await regenerate(pullRequestEvent('desde-fork', head, 'alguien/kids'), work);
    expect(result.outcome).toEqual({ kind: 'fork', stale: expect.arrayContaining(['generated/collection-points.json']) });
    expect(result.sha).toBe(head);
    expect(result.rebuild).toBe(true);
    expect(await gitText(work, ['rev-parse', 'HEAD'])).toBe(head);
    await expect(originHead('desde-fork')).rejects.toThrow();
    expect(result.summary).toContain('ejecute `npm run pipeline -- build` y confirme generated/');
    expect(result.summary).toContain('después del merge');
  });
});

describe('the data job when the pipeline stops on an input error', () => {
  it("shows the pipeline's own message first and fails; nothing is committed", async () => {
    const work = await cloneOn('columna');
    const file = join(work, 'raw-data', 'collection-points.csv');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^(id,type,region,comuna,)name,/, '$1nombre_x,'));
    const head = await commitAll(work, MAINTAINER, 'columna renombrada');
    const result = await regenerate(pushEvent('columna', main), work);
    expect(result.outcome.kind).toBe('input-error');
    expect(result.summary).toMatch(/^```text\nerror: collection-points\.csv:1 name: falta la columna "name"/);
    expect(result.summary).toContain('**El pipeline se detuvo en un error de entrada**');
    expect(await gitText(work, ['rev-parse', 'HEAD'])).toBe(head);
  });
});
