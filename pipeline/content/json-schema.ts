import { inputJsonSchema } from './content-problems.ts';
import type { ContentDataset } from './read-content.ts';
import { SCHEMA_KEY } from './read-content.ts';

/** Where the JSON Schemas are published, and how a content file points at its own. */
export const SCHEMAS_DIR = 'schemas';

/** `content/dogs.json` → `schemas/dogs.schema.json`. */
export const schemaFileOf = (dataset: ContentDataset) => `${SCHEMAS_DIR}/${dataset.file.replace(/^content\//, '').replace(/\.json$/, '')}.schema.json`;

/** The `$schema` value a content file carries: its schema's path from raw-data/content/. */
export const schemaPointerOf = (dataset: ContentDataset) => `../../generated/${schemaFileOf(dataset)}`;

/**
 * The JSON Schema of a content file, from its zod schema (zod's own `toJSONSchema`), so an
 * editor validates and completes the file as it is typed: field types, required fields, unknown
 * keys (`additionalProperties: false`), patterns, allowed values and each field's description.
 * Checks a JSON Schema cannot say (a slug that must match the name, unique ids) stay with the
 * pipeline. The file's own `$schema` key is allowed.
 */
export function contentJsonSchema(dataset: ContentDataset): Record<string, unknown> {
  const schema = inputJsonSchema(dataset.schema) as Record<string, unknown> & { properties?: Record<string, unknown> };
  return {
    ...schema,
    title: dataset.file,
    properties: { [SCHEMA_KEY]: { type: 'string', description: 'The JSON Schema this file follows (for the editor).' }, ...schema.properties },
  };
}
