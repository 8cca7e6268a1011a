import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TSX_LOADER } from '../../pipeline/spawn.ts';
import { checkProductionConfig, configSummary, REQUIRED_URLS } from './production-config.ts';

const COMPLETE = {
  VITE_SITE_URL: 'https://kids.teleton.cl',
  VITE_WEBHOOK_COURSE: 'https://hooks.example.cl/course',
  VITE_WEBHOOK_NEWSLETTER: 'https://hooks.example.cl/newsletter',
  VITE_WEBHOOK_DIA_DEL_NINO: 'https://hooks.example.cl/dia-del-nino',
  VITE_WEBHOOK_CUMPLE: 'https://hooks.example.cl/cumple',
  VITE_WEBHOOK_MASCOTAS: 'https://hooks.example.cl/mascotas',
  VITE_COUNTER_URL: 'https://contador.example.cl/botellas',
};

describe('the production configuration check', () => {
  it("requires the five forms' webhooks and the counter, as the site names them", () => {
    expect([...REQUIRED_URLS].sort()).toEqual(
      [
        'VITE_COUNTER_URL',
        'VITE_WEBHOOK_COURSE',
        'VITE_WEBHOOK_CUMPLE',
        'VITE_WEBHOOK_DIA_DEL_NINO',
        'VITE_WEBHOOK_MASCOTAS',
        'VITE_WEBHOOK_NEWSLETTER',
      ].sort(),
    );
  });

  it('passes a complete configuration', () => {
    expect(checkProductionConfig(COMPLETE)).toEqual({ problems: [], warnings: [] });
    expect(checkProductionConfig({ ...COMPLETE, VITE_SITE_URL: 'https://kids.teleton.cl/', VITE_MAP_STYLE_URL: 'offline' }).problems).toEqual([]);
  });

  it('names each variable that is missing or blank, in Spanish', () => {
    const { VITE_WEBHOOK_CUMPLE: _, ...missing } = { ...COMPLETE, VITE_COUNTER_URL: '   ' };
    const { problems } = checkProductionConfig(missing);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^VITE_WEBHOOK_CUMPLE no está definida: .*servidor local \(\/api\/…\)/);
    expect(problems[1]).toMatch(/^VITE_COUNTER_URL no está definida/);
    expect(checkProductionConfig({}).problems).toHaveLength(7);
  });

  it('refuses a webhook that is not an absolute https address (the local default, plain http)', () => {
    expect(checkProductionConfig({ ...COMPLETE, VITE_WEBHOOK_MASCOTAS: '/api/inbox/mascotas' }).problems).toEqual([
      'VITE_WEBHOOK_MASCOTAS debe ser una dirección absoluta https:// ("/api/inbox/mascotas").',
    ]);
    expect(checkProductionConfig({ ...COMPLETE, VITE_WEBHOOK_COURSE: 'http://hooks.example.cl/course' }).problems).toHaveLength(1);
  });

  it('refuses a site address with a path, and says why for a GitHub Pages project address', () => {
    const [project] = checkProductionConfig({ ...COMPLETE, VITE_SITE_URL: 'https://teleton.github.io/kids' }).problems;
    expect(project).toMatch(/^VITE_SITE_URL es la dirección de un sitio de proyecto de GitHub Pages/);
    expect(project).toContain('dominio propio');
    expect(project).toContain('README');
    const [path] = checkProductionConfig({ ...COMPLETE, VITE_SITE_URL: 'https://teleton.cl/kids/' }).problems;
    expect(path).toMatch(/^VITE_SITE_URL tiene una ruta/);
    expect(checkProductionConfig({ ...COMPLETE, VITE_SITE_URL: 'http://kids.teleton.cl' }).problems).toEqual([
      'VITE_SITE_URL debe usar https ("http://kids.teleton.cl").',
    ]);
    expect(checkProductionConfig({ ...COMPLETE, VITE_SITE_URL: 'kids.teleton.cl' }).problems[0]).toMatch(/^VITE_SITE_URL no es una dirección absoluta/);
    // A user or organisation site of GitHub Pages is served at the root of its host: fine.
    expect(checkProductionConfig({ ...COMPLETE, VITE_SITE_URL: 'https://teleton.github.io' }).problems).toEqual([]);
  });

  it('warns of an advertising ID the site would ignore, without stopping the build', () => {
    expect(checkProductionConfig({ ...COMPLETE, VITE_PIXEL_ID: 'abc', VITE_ADS_CONVERSION_ID: 'AW-1' })).toEqual({
      problems: [],
      warnings: [expect.stringMatching(/^VITE_PIXEL_ID/), expect.stringMatching(/^VITE_ADS_CONVERSION_ID/)],
    });
  });

  it("shows only the webhooks' origins in the summary (a webhook's path may hold its key)", () => {
    const summary = configSummary(COMPLETE, checkProductionConfig(COMPLETE));
    expect(summary).toContain('- VITE_WEBHOOK_CUMPLE: https://hooks.example.cl\n');
    expect(summary).not.toContain('/cumple');
  });

  it('the command exits 1 with the problems when a variable is missing, 0 when all are set', () => {
    const script = fileURLToPath(new URL('./production-config.ts', import.meta.url));
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', TSX_LOADER, script], { encoding: 'utf8', timeout: 60_000, env: { PATH: process.env.PATH ?? '', ...env } });
    const { VITE_WEBHOOK_NEWSLETTER: _, ...missing } = COMPLETE;
    const failed = run(missing);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/^::error::VITE_WEBHOOK_NEWSLETTER no está definida/);
    expect(failed.stdout).toContain('**No se publica:**');
    const passed = run(COMPLETE);
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
  });
});
