import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeRawDir } from '../fixtures/raw.ts';
import { InputError } from '../io/input-error.ts';
import { createAtomicSink } from '../io/write.ts';
import { runPipeline } from '../run.ts';
import { closestKey, contentErrorMap, inputJsonSchema, knownKeys } from './content-problems.ts';

let dir: string;
let raw: string;

beforeEach(async () => {
  ({ dir, raw } = await makeRawDir('content-errors-'));
  await writeFile(join(raw, 'clean-points.csv'), 'comuna,region,name,addres,image,lat,lng\nÑuñoa,RM,Punto,,,-33.4569,-70.5976\n');
  await writeFile(
    join(raw, 'collection-points.csv'),
    'id,type,region,comuna,name,addres,coordinates,lat,lng,dias,horarios,operacion,empresa,puntoExtra,supervisor,contacto,correo\n',
  );
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Edits a content file with `change` and returns the lines the CLI prints after `error: `. */
async function problems(...edits: [file: string, change: (text: string) => string][]): Promise<string[]> {
  for (const [file, change] of edits) {
    const path = join(raw, 'content', file);
    await writeFile(path, change(await readFile(path, 'utf8')));
  }
  const sink = createAtomicSink(join(dir, 'out'));
  try {
    await runPipeline(raw, { sink });
  } catch (error) {
    if (error instanceof InputError) return error.lines();
    throw error;
  } finally {
    await sink.abort();
  }
  throw new Error('se esperaba un error');
}

describe('content errors a maintainer understands at once', () => {
  it('a trailing comma', async () => {
    expect(
      await problems(['games.json', (text) => text.replace('"cover": "games/hola-ola.svg"\n    }', '"cover": "games/hola-ola.svg",\n    }')]),
    ).toMatchSnapshot();
  });

  it('a missing comma, a missing quote, single quotes', async () => {
    expect(
      await problems(
        ['site.json', (text) => text.replace('"logo": "brand/logo.svg",', '"logo": "brand/logo.svg"')],
        ['pets.json', (text) => text.replace('"label": "Home"', '"label": "Home')],
        ['birthday.json', (text) => text.replace(/"title"/, "'title'")],
      ),
    ).toMatchSnapshot();
  });

  it('a missing field', async () => {
    expect(await problems(['dogs.json', (text) => text.replace('"photo": "dogs/oldy.svg", ', '')])).toMatchSnapshot();
  });

  it('an unknown key, with the closest known one', async () => {
    expect(await problems(['dogs.json', (text) => text.replace('"name": "Sharpi"', '"nombre": "Sharpi"')])).toMatchSnapshot();
  });

  it('a wrong type and a value out of its set', async () => {
    expect(
      await problems(
        ['dogs.json', (text) => text.replace('{ "id": 2, "name": "Oldy"', '{ "id": "2", "name": "Oldy"')],
        ['courses.json', (text) => text.replace('"correct": "C"', '"correct": "D"')],
      ),
    ).toMatchSnapshot();
  });

  it('several files broken at once: every problem of every file, in one run', async () => {
    const lines = await problems(
      ['games.json', (text) => text.replace('"title": "Hola ola"', '"titulo": "Hola ola"').replace('"slug": "edificio-infinito"', '"slug": 7')],
      ['dogs.json', (text) => text.replace('"name": "Boss"', '"name": ""')],
      ['site.json', (text) => `${text.trimEnd()},\n`],
    );
    expect(lines).toMatchSnapshot();
    expect(new Set(lines.map((line) => line.split(':')[0]))).toEqual(new Set(['content/games.json', 'content/dogs.json', 'content/site.json']));
  });

  it('the editor pointer $schema is accepted and never published', async () => {
    const path = join(raw, 'content', 'games.json');
    await writeFile(path, (await readFile(path, 'utf8')).replace('{', '{\n  "$schema": "../../generated/schemas/games.schema.json",'));
    const sink = createAtomicSink(join(dir, 'out'));
    await runPipeline(raw, { sink });
    await sink.commit();
    expect(await readFile(join(dir, 'out', 'content', 'games.json'), 'utf8')).not.toContain('$schema');
  });
});

describe('closestKey', () => {
  it.each([
    ['nombre', ['id', 'name', 'slug'], 'name'],
    ['nmae', ['id', 'name', 'slug'], 'name'],
    ['Slug', ['id', 'name', 'slug'], 'slug'],
    ['photos', ['photo', 'audio'], 'photo'],
    ['colour', ['id', 'name'], null],
  ])('%s among %j → %s', (key, known, expected) => {
    expect(closestKey(key, known)).toBe(expected);
  });
});

describe("the schema side, on zod's public API", () => {
  const Item = z.strictObject({ name: z.string(), photo: z.string().optional() });
  const Schema = z.strictObject({
    items: z.array(Item),
    link: z.union([z.strictObject({ href: z.string() }), z.strictObject({ url: z.string(), label: z.string() })]),
    byName: z.record(z.string(), z.strictObject({ size: z.number().multipleOf(5) })),
  });

  it('knows the keys of every object from the JSON Schema: in lists, in each alternative of a union, in records', () => {
    const json = inputJsonSchema(Schema);
    expect(knownKeys(json, [])).toEqual(['items', 'link', 'byName']);
    expect(knownKeys(json, ['items', 3])).toEqual(['name', 'photo']);
    expect(knownKeys(json, ['link'])).toEqual(['href', 'url', 'label']);
    expect(knownKeys(json, ['byName', 'cualquiera'])).toEqual(['size']);
    expect(knownKeys(json, ['nada', 'de', 'esto'])).toEqual([]);
  });

  it("words each issue for a maintainer, one line per unknown key, and falls back on zod's Spanish", () => {
    const data = { items: [{ nombre: 'x', color: 'y' }], link: { href: 'a' }, byName: { a: { size: 7 } } };
    const result = Schema.safeParse(data, { error: contentErrorMap(Schema), reportInput: true });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['items.0.name', 'falta este campo obligatorio'],
      ['items.0', 'campo desconocido "nombre"; ¿quisiste decir "name"?\ncampo desconocido "color"; se esperan: name, photo'],
      ['byName.a.size', z.locales.es().localeError({ code: 'not_multiple_of', divisor: 5, input: 7, path: [], inst: z.number() } as never) as string],
    ]);
    expect(String(result.error?.issues[2]?.message)).toMatch(/múltiplo de 5/);
  });
});
