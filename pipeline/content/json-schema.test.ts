import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { CONTENT } from './content-files.ts';
import { contentJsonSchema, schemaPointerOf } from './json-schema.ts';
import { SCHEMA_KEY, withoutSchemaKey } from './read-content.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });

/** A content file as committed, with its `$schema` pointer. */
const sample = (file: string) => JSON.parse(readFileSync(resolve('raw-data', file), 'utf8')) as Record<string, unknown>;

/** Sets (or, with `undefined`, deletes) the value at `path` in a copy of a content file's data. */
function setAt(data: unknown, path: readonly (string | number)[], value: unknown): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], data) as Record<string | number, unknown>;
  const key = path.at(-1) as string | number;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

const firstKey = (data: Record<string, unknown>): string => Object.keys(data).find((key) => key !== SCHEMA_KEY) ?? '';

/** Breakages a JSON Schema can say, applied to a copy of a file's data. */
const BREAKAGES: readonly [string, (data: Record<string, unknown>) => void][] = [
  ['an unknown top-level key', (data) => setAt(data, ['nombre'], 'x')],
  ['a required top-level key removed', (data) => setAt(data, [firstKey(data)], undefined)],
  ['a top-level value of the wrong type', (data) => setAt(data, [firstKey(data)], 42)],
];

/** Deeper breakages, by file: an unknown key, a wrong type, an empty text, a bad media path, a value out of its set, a missing field. */
const DEEP: readonly [string, string, (string | number)[], unknown][] = [
  ['content/dogs.json', 'an unknown key in a dog', ['dogs', 0, 'nombre'], 'Sharpi'],
  ['content/dogs.json', 'a dog id as text', ['dogs', 1, 'id'], '2'],
  ['content/dogs.json', 'a photo that is not a media path', ['dogs', 2, 'photo'], 'Fotos/Boss.SVG'],
  ['content/games.json', 'an empty title', ['games', 0, 'title'], ''],
  ['content/courses.json', 'a quiz answer out of its set', ['courses', 1, 'questionary', 'correct'], 'D'],
  ['content/site.json', 'a menu link with a missing label', ['menu', 0, 'label'], undefined],
];

describe('JSON Schemas of the content files', () => {
  it.each(CONTENT.map((dataset) => [dataset.file, dataset] as const))('%s: zod and the JSON Schema accept the committed file', (file, dataset) => {
    const data = sample(file);
    expect(data[SCHEMA_KEY], 'the file points at its schema').toBe(schemaPointerOf(dataset));
    expect(dataset.schema.safeParse(withoutSchemaKey(data)).success).toBe(true);
    const validate = ajv.compile(contentJsonSchema(dataset));
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(CONTENT.flatMap((dataset) => BREAKAGES.map(([label, breakIt]) => [dataset.file, label, dataset, breakIt] as const)))(
    '%s with %s: both refuse it',
    (file, _label, dataset, breakIt) => {
      const data = structuredClone(sample(file));
      breakIt(data);
      expect(dataset.schema.safeParse(withoutSchemaKey(data)).success).toBe(false);
      expect(ajv.compile(contentJsonSchema(dataset))(data)).toBe(false);
    },
  );

  it.each(DEEP)('%s with %s: both refuse it', (file, _label, path, value) => {
    const dataset = CONTENT.find((candidate) => candidate.file === file);
    if (!dataset) throw new Error(file);
    const data = structuredClone(sample(file));
    setAt(data, path, value);
    expect(dataset.schema.safeParse(withoutSchemaKey(data)).success).toBe(false);
    expect(ajv.compile(contentJsonSchema(dataset))(data)).toBe(false);
  });

  it("carries the fields' descriptions for the editor", () => {
    const dogs = CONTENT.find((dataset) => dataset.file === 'content/dogs.json');
    expect(JSON.stringify(dogs && contentJsonSchema(dogs))).toContain('Name as shown, with its accents');
  });
});
