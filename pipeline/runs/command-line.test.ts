import { spawn, spawnSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli.ts';
import { makeRawDir } from '../fixtures/raw.ts';
import { buildInto } from '../run.ts';
import { BuildSummarySchema } from '../schema/build-summary.ts';
import { PIPELINE_ARGS, REPOSITORY } from '../spawn.ts';

const CLEAN_HEADER = 'comuna,region,name,addres,image,lat,lng';
const COLLECTION_HEADER = 'id,type,region,comuna,name,addres,coordinates,lat,lng,dias,horarios,operacion,empresa,puntoExtra,supervisor,contacto,correo';
const CLEAN_ROW = 'Ñuñoa,RM,Punto Limpio Ñuñoa,Av. Grecia 3801,punto-limpio.svg,-33.4569,-70.5976';
const COLLECTION_ROW =
  '7,Punto Limpio,RM,Ñuñoa,Punto Limpio Ñuñoa,Punto Limpio Ñuñoa,"-33.4569, -70.5976",-33.4569,-70.5976,Lunes a Sábado,9:30 a 17:30,Municipalidad de Ñuñoa,ReSimple,NO,Ana Pérez,+56 9 8765 4321,ana.perez@resimple.cl';

/** What a build writes at the top of its output folder. */
const OUTPUTS = ['audio.json', 'clean-points.json', 'collection-points.json', 'content', 'map', 'media', 'regions.json', 'report.json', 'schemas'];

let dir: string;
let raw: string;
let out: string;

/** The CLI in this process, its output caught: what `npm run pipeline` prints and exits with. */
async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { stdout: (text) => out.push(text), stderr: (text) => err.push(text) });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** The CLI as `npm run pipeline` runs it (spawn.ts): for what only a real process shows. */
function spawned(...args: string[]) {
  const result = spawnSync(process.execPath, [...PIPELINE_ARGS, ...args], { cwd: REPOSITORY, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A first good run, when it only sets a test up: the same build the CLI runs, in this process
 * (each spawned CLI costs a Node start-up and the TypeScript loader).
 */
const setUp = () => buildInto(raw, out);

/** Every file under `folder` with its bytes, to tell that nothing changed. */
async function snapshot(folder: string): Promise<Record<string, string>> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const entries = await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path.slice(folder.length + 1), (await readFile(path)).toString('base64')] as const;
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

async function writeInputs(clean: string, collection: string | Buffer) {
  await writeFile(join(raw, 'clean-points.csv'), clean);
  await writeFile(join(raw, 'collection-points.csv'), collection);
}

beforeEach(async () => {
  ({ dir, raw } = await makeRawDir('cli-test-'));
  out = join(dir, 'out');
  await writeInputs(`${CLEAN_HEADER}\n${CLEAN_ROW}\n`, `${COLLECTION_HEADER}\n${COLLECTION_ROW}\n`);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('pipeline build', () => {
  it('writes the outputs and a summary, exit 0', async () => {
    const { code, stdout } = await cli('build', '--raw', raw, '--out', out);
    expect(code).toBe(0);
    expect(stdout).toContain('clean-points.csv: 1 filas');
    expect((await readdir(out)).sort()).toEqual(OUTPUTS);
    const points = JSON.parse(await readFile(join(out, 'collection-points.json'), 'utf8')) as { phones: unknown[] }[];
    expect(points[0]?.phones).toEqual([{ e164: '+56987654321', display: '+56 9 8765 4321' }]);
  });

  it('gives byte-identical output on a second run', async () => {
    await cli('build', '--raw', raw, '--out', out, '--quiet');
    const first = await readFile(join(out, 'report.json'), 'utf8');
    const firstPoints = await readFile(join(out, 'clean-points.json'), 'utf8');
    await cli('build', '--raw', raw, '--out', out, '--quiet');
    expect(await readFile(join(out, 'report.json'), 'utf8')).toBe(first);
    expect(await readFile(join(out, 'clean-points.json'), 'utf8')).toBe(firstPoints);
  });

  it('--json prints a machine-readable summary', async () => {
    const { code, stdout } = await cli('build', '--raw', raw, '--out', out, '--json');
    expect(code).toBe(0);
    const written = (JSON.parse(stdout) as { written: string[] }).written;
    expect(written).toEqual(expect.arrayContaining(['clean-points.json', 'collection-points.json', 'report.json', 'content/courses.json']));
    expect(written.some((file) => file.startsWith('media/'))).toBe(true);
  });

  it('--json on unusable input prints every problem as data, and the same lines on stderr', async () => {
    const path = join(raw, 'content', 'games.json');
    await writeFile(path, (await readFile(path, 'utf8')).replace(/("title": "[^"]+")/, '$1,,'));
    await writeFile(join(raw, 'content', 'dogs.json'), '{');
    const { code, stdout, stderr } = await cli('build', '--raw', raw, '--out', out, '--json');
    expect(code).toBe(1);
    const summary = BuildSummarySchema.parse(JSON.parse(stdout));
    if (!('problems' in summary)) throw new Error('sin problemas');
    expect(summary.problems.map((problem) => problem.file)).toEqual(['content/games.json', 'content/dogs.json']);
    expect(summary.problems[0]).toMatchObject({ line: expect.any(Number), column: expect.any(Number), message: expect.stringMatching(/^JSON no válido: /) });
    expect(stderr.split('\n').filter(Boolean)).toHaveLength(2);
    expect(stderr).toMatch(/^error: content\/games\.json:\d+:\d+: JSON no válido: /);
  });

  it('--verbose lists findings as file:line field: message', async () => {
    await writeInputs(`${CLEAN_HEADER}\n${CLEAN_ROW.replace('-33.4569', '-334569')}\n`, `${COLLECTION_HEADER}\n${COLLECTION_ROW}\n`);
    const { stdout } = await cli('build', '--raw', raw, '--out', out, '--verbose');
    expect(stdout).toMatch(/^clean-points\.csv:2 lat: .+$/m);
  });

  it('--strict with error findings exits 1, lists them and leaves the output folder exactly as it was', async () => {
    await setUp();
    const before = await snapshot(out);
    await writeInputs(`${CLEAN_HEADER}\n${CLEAN_ROW.replace('-33.4569,-70.5976', 'sin dato,')}\n`, `${COLLECTION_HEADER}\n${COLLECTION_ROW}\n`);
    const { code, stderr } = await cli('build', '--raw', raw, '--out', out, '--strict', '--quiet');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^clean-points\.csv:2 lat,lng: Coordenadas no válidas/m);
    expect(stderr).toContain('--strict: hay 1 hallazgos de severidad error');
    expect(await snapshot(out)).toEqual(before);
    expect(await readdir(dir)).toEqual(expect.not.arrayContaining([expect.stringMatching(/staging/)]));
  });

  it('--strict with no error findings writes as usual', async () => {
    expect((await cli('build', '--raw', raw, '--out', out, '--strict', '--quiet')).code).toBe(0);
    expect(await readdir(out)).toContain('report.json');
  });

  it('exits 2 on a usage error, saying so in Spanish', async () => {
    const flag = await cli('build', '--no-such-flag');
    expect([flag.code, flag.stderr]).toEqual([
      2,
      "error: opción desconocida '--no-such-flag'\n(npm run pipeline -- --help muestra los comandos y sus opciones)\n",
    ]);
    const command = await cli('biuld');
    expect(command.code).toBe(2);
    expect(command.stderr).toContain("error: comando desconocido 'biuld'\n(¿quiso decir build?)");
  });

  it('--help speaks Spanish throughout, commander words included', async () => {
    const pages = await Promise.all([cli('--help'), cli('build', '--help'), cli('help', 'diff'), cli('report', '--help')]);
    for (const { code, stdout } of pages) {
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Uso: pipeline/);
      expect(stdout).toContain('Opciones:');
      expect(stdout).not.toMatch(/Usage|Options|Commands|Arguments|display help|default:|\[options\]|\[command\]/);
    }
    expect(pages[0]?.stdout).toContain('Comandos:');
    expect(pages[1]?.stdout).toContain('--raw <carpeta>  carpeta de entrada (por omisión: "raw-data")');
  });
});

describe('npm run pipeline', () => {
  it('is the command every caller runs (package.json runs the same line as spawn.ts)', async () => {
    const pkg = JSON.parse(await readFile(resolve('package.json'), 'utf8')) as { scripts: Record<string, string> };
    const [heap, flag, loader, cliFile] = PIPELINE_ARGS;
    expect(pkg.scripts.pipeline).toBe(`node ${heap} ${flag} tsx pipeline/cli.ts`);
    expect([loader.endsWith('/node_modules/tsx/dist/loader.mjs'), cliFile]).toEqual([true, resolve('pipeline/cli.ts')]);
    const help = spawned('--help');
    expect([help.code, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toContain('Limpia y valida los datos de raw-data/');
  });

  it('exits 1 on unusable input with the problem on stderr and no stack trace, and 2 on a usage error', async () => {
    await rm(join(raw, 'clean-points.csv'));
    const failed = spawned('build', '--raw', raw, '--out', out);
    expect([failed.code, failed.stderr]).toEqual([1, 'error: clean-points.csv: no existe el archivo\n']);
    expect(spawned('frobnicate').code).toBe(2);
  });
});

describe('bad input leaves the output untouched', () => {
  const cases: [string, () => Promise<void>, RegExp][] = [
    ['a missing file', () => rm(join(raw, 'collection-points.csv')), /^error: collection-points\.csv: no existe el archivo$/m],
    [
      'a documented column missing',
      () => writeInputs(`${CLEAN_HEADER.replace('addres', 'calle_numero')}\n${CLEAN_ROW}\n`, `${COLLECTION_HEADER}\n`),
      /^error: clean-points\.csv:1 addres: falta la columna "addres"; el encabezado más parecido \(línea 1\) tiene comuna, region, name, image, lat, lng y "calle_numero"/m,
    ],
    [
      'no header anywhere',
      () => writeInputs(`${CLEAN_ROW}\n${CLEAN_ROW}\n`, `${COLLECTION_HEADER}\n`),
      /^error: clean-points\.csv:1: no se encontró el encabezado/m,
    ],
    [
      'binary garbage',
      () => writeInputs(`${CLEAN_HEADER}\n`, Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31) % 256))),
      /^error: collection-points\.csv: el archivo no es texto/m,
    ],
    [
      'a damaged workbook saved as .csv',
      () => writeInputs(`${CLEAN_HEADER}\n`, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(3000, 7)])),
      /^error: collection-points\.csv: el libro está dañado o incompleto/m,
    ],
    ['an empty file', () => writeInputs('', `${COLLECTION_HEADER}\n`), /^error: clean-points\.csv: el archivo está vacío$/m],
    [
      'a 50 MB single field',
      () => writeInputs(`${CLEAN_HEADER}\nÑuñoa,RM,"${'x'.repeat(50 * 1024 * 1024)}",,,,\n`, `${COLLECTION_HEADER}\n`),
      /^error: clean-points\.csv:2: la línea supera 256 KB/m,
    ],
  ];

  it.each(cases)(
    '%s: exit 1, file:line message, no stack trace',
    async (_label, breakIt, message) => {
      await setUp();
      const before = await Promise.all(['clean-points.json', 'collection-points.json', 'report.json'].map((f) => readFile(join(out, f), 'utf8')));
      await breakIt();
      const { code, stderr } = await cli('build', '--raw', raw, '--out', out);
      expect(code).toBe(1);
      expect(stderr).toMatch(message);
      expect(stderr).not.toMatch(/\n\s+at /);
      const after = await Promise.all(['clean-points.json', 'collection-points.json', 'report.json'].map((f) => readFile(join(out, f), 'utf8')));
      expect(after).toEqual(before);
      expect((await readdir(out)).sort()).toEqual(OUTPUTS);
    },
    60_000,
  );
});

describe('odd lines are findings, not stops', () => {
  it('a file with three broken rows lists all three in one run, publishes the rest and exits 0', async () => {
    const good = (n: number) => CLEAN_ROW.replace('Punto Limpio Ñuñoa', `Punto ${n}`).replace('3801', String(3800 + n));
    const clean = [
      CLEAN_HEADER,
      good(1),
      // An unquoted comma in the address, beside the name: two readings, so left out.
      good(2).replace('Av. Grecia 3802', 'Av. Grecia 3802, local 4'),
      good(3),
      // A quote that never closes.
      good(4).replace('Av. Grecia', '"Av. Grecia'),
      good(5),
      // A row cut short.
      good(6).split(',').slice(0, 5).join(','),
      good(7),
    ].join('\n');
    await writeInputs(`${clean}\n`, `${COLLECTION_HEADER}\n${COLLECTION_ROW}\n`);
    const { code, stdout } = await cli('build', '--raw', raw, '--out', out, '--verbose');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^clean-points\.csv:3 fila: La fila tiene 8 campos y el encabezado 7/m);
    expect(stdout).toMatch(/^clean-points\.csv:5 fila: Comillas que se abren y no se cierran: la línea 5/m);
    expect(stdout).toMatch(/^clean-points\.csv:7 fila: La fila tiene 5 de 7 campos/m);
    const points = JSON.parse(await readFile(join(out, 'clean-points.json'), 'utf8')) as { name: string }[];
    expect(points.map((point) => point.name)).toEqual(['Punto 1', 'Punto 3', 'Punto 5', 'Punto 6', 'Punto 7']);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as { inputs: Record<string, number>[] };
    expect(report.inputs[0]).toMatchObject({ rows: 7, records: 5, leftOut: 2, skipped: 0, duplicates: 0, omitted: 0 });
  });

  it('--strict still refuses to write when a row was left out', async () => {
    await setUp();
    const before = await snapshot(out);
    await writeInputs(`${CLEAN_HEADER}\n${CLEAN_ROW}\n"${CLEAN_ROW}\n`, `${COLLECTION_HEADER}\n${COLLECTION_ROW}\n`);
    const { code, stderr } = await cli('build', '--raw', raw, '--out', out, '--strict', '--quiet');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^clean-points\.csv:3 fila: Comillas que se abren y no se cierran/m);
    expect(await snapshot(out)).toEqual(before);
  });

  it('a file that cannot be read at all does not hide the other: both are named in one run', async () => {
    await writeInputs(`${CLEAN_ROW}\n`, `${COLLECTION_HEADER.replace(',correo', '')}\n${COLLECTION_ROW}\n`);
    const { code, stderr } = await cli('build', '--raw', raw, '--out', out);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^error: clean-points\.csv:1: no se encontró el encabezado/m);
    expect(stderr).toMatch(/^error: collection-points\.csv:1 correo: falta la columna "correo"/m);
  });

  it('corrections kept twice (a CSV and a workbook) do not hide a broken export: both are named in one run', async () => {
    await writeFile(join(raw, 'corrections.csv'), 'archivo,id,campo,valor_en_export,valor_corregido,motivo\n');
    await writeFile(join(raw, 'corrections.ods'), 'x');
    await writeInputs(`${CLEAN_ROW}\n`, `${COLLECTION_HEADER}\n${COLLECTION_ROW}\n`);
    const { code, stderr } = await cli('build', '--raw', raw, '--out', out);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^error: corrections\.csv, corrections\.ods: hay 2 archivos para los mismos datos/m);
    expect(stderr).toMatch(/^error: clean-points\.csv:1: no se encontró el encabezado/m);
  });
});

describe('temporary files', () => {
  it('are written beside the output folder, never in it, and what a killed run left is removed by the next', async () => {
    await setUp();
    const before = await snapshot(out);
    // A run killed while writing: a large export keeps it busy long enough to be caught at it.
    const sample = (await readFile(resolve('raw-data/collection-points.csv'), 'utf8')).trimEnd().split('\n');
    const rows = sample.slice(1);
    const many = Array.from({ length: 120 }, (_, k) => rows.map((row) => row.replace(/^[^,]*/, (id) => `${id}-${k}`))).flat();
    await writeFile(join(raw, 'collection-points.csv'), [sample[0], ...many].join('\n'));
    const child = spawn(process.execPath, [...PIPELINE_ARGS, 'build', '--raw', raw, '--out', out, '--quiet'], { cwd: REPOSITORY, stdio: 'ignore' });
    const staging = async () => (await readdir(dir)).filter((name) => name.startsWith('.out.staging-'));
    for (let i = 0; i < 600 && (await staging()).length === 0; i++) await new Promise((done) => setTimeout(done, 50));
    expect(await staging()).toHaveLength(1);
    child.kill('SIGKILL');
    await new Promise((done) => child.once('exit', done));
    expect(await snapshot(out)).toEqual(before);
    // An older version's leftover inside the folder, too.
    await writeFile(join(out, 'report.json.tmp-123-abc'), '{');
    await writeInputs(`${CLEAN_HEADER}\n${CLEAN_ROW}\n`, `${COLLECTION_HEADER}\n${COLLECTION_ROW}\n`);
    expect((await cli('build', '--raw', raw, '--out', out, '--quiet')).code).toBe(0);
    expect(await staging()).toEqual([]);
    expect((await readdir(out)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  }, 360_000);
});

describe('content files', () => {
  it('a schema error names the file, line and field', async () => {
    const path = join(raw, 'content', 'courses.json');
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.replace('"correct": "C"', '"correct": "D"'));
    const { code, stderr } = await cli('build', '--raw', raw, '--out', out);
    expect(code).toBe(1);
    const line = text.slice(0, text.indexOf('"correct": "C"')).split('\n').length;
    expect(stderr).toMatch(new RegExp(`^error: content/courses\\.json:${line}:\\d+ courses\\.1\\.questionary\\.correct: `, 'm'));
  });

  it('a reference to a missing media file names the file, line and field', async () => {
    const path = join(raw, 'content', 'legal.json');
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.replace('legal/cumpleanos-2024.pdf', 'legal/no-existe.pdf'));
    const { code, stderr } = await cli('build', '--raw', raw, '--out', out);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^error: content\/legal\.json:\d+ documents\.3\.file: no existe el archivo media\/legal\/no-existe\.pdf$/m);
  });

  it('an MP3 that cannot be read names the file, line and field, and the lengths of the others are written', async () => {
    await setUp();
    const index = JSON.parse(await readFile(join(out, 'audio.json'), 'utf8')) as { seconds: Record<string, number> };
    expect(index.seconds['dogs/kuyen.mp3']).toBeGreaterThan(1);
    expect(Object.keys(index.seconds)).toHaveLength(7 + 43);

    await writeFile(join(raw, 'media', 'dogs', 'kuyen.mp3'), 'ID3 esto no es audio');
    const text = await readFile(join(raw, 'content', 'dogs.json'), 'utf8');
    const line = text.slice(0, text.indexOf('"dogs/kuyen.mp3"')).split('\n').length;
    const { code, stderr } = await cli('build', '--raw', raw, '--out', out);
    expect(code).toBe(1);
    expect(stderr).toMatch(new RegExp(`^error: content/dogs\\.json:${line} dogs\\.\\d+\\.audio: media/dogs/kuyen\\.mp3 no es un MP3 que se pueda leer$`, 'm'));
  });
});

describe('pipeline check', () => {
  it('passes when the output is current and fails when it is stale', async () => {
    await setUp();
    expect((await cli('check', '--raw', raw, '--out', out)).code).toBe(0);
    await writeInputs(`${CLEAN_HEADER}\n${CLEAN_ROW.replace('Av. Grecia 3801', 'Av. Grecia 3802')}\n`, `${COLLECTION_HEADER}\n${COLLECTION_ROW}\n`);
    const stale = await cli('check', '--raw', raw, '--out', out);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('desactualizado');
    expect(stale.stderr).toContain('clean-points.json');
  });

  it('names a published file build no longer writes (a medium no content uses), and the next build takes it away', async () => {
    await setUp();
    await writeFile(join(out, 'media/courses/old-poster.svg'), '<svg/>');
    await writeFile(join(out, '.DS_Store'), '');
    const stale = await cli('check', '--raw', raw, '--out', out);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain(`sobra: ${out}/media/courses/old-poster.svg (build no lo escribe)`);
    expect(stale.stderr).not.toContain('.DS_Store');
    await setUp();
    expect((await cli('check', '--raw', raw, '--out', out)).code).toBe(0);
  });
});

describe('pipeline report --html', () => {
  it('writes the report page of a generated folder, and says what to run first when there is none', async () => {
    const missing = await cli('report', '--html', '--out', out);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`error: ${out}/report.json: no existe; ejecute primero \`npm run pipeline -- build\`\n`);
    await setUp();
    const { code, stdout } = await cli('report', '--html', '--out', out);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Reporte escrito en .*report\.html\n$/);
    const html = await readFile(join(out, 'report.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('collection-points.csv');
    expect((await readdir(out)).filter((name) => name.includes('.tmp-'))).toEqual([]);
    // check leaves the report page alone: build does not write it, and it is not stale data.
    expect((await cli('check', '--raw', raw, '--out', out)).code).toBe(0);
  });
});
