/**
 * What is wrong with a hand-edited content file, said in Spanish at the line and column where it
 * is: JSON syntax errors with what they most likely are (a trailing comma, a missing quote), and
 * every schema problem, with unknown keys named next to the closest known one. The schema's
 * messages are zod's documented error customisation (a per-parse error map, with zod's Spanish
 * locale for anything not said here) and the known keys come from the content's JSON Schema
 * (zod's `toJSONSchema`, the one editors read): nothing reads zod's internals.
 */
import { findNodeAtLocation, type Node, type ParseError, printParseErrorCode } from 'jsonc-parser';
import { z } from 'zod';
import { withoutAccents } from '../../shared/fold.ts';
import { InputError } from '../io/input-error.ts';

/** 1-based line and column of an offset in the text. */
export function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

const previousToken = (text: string, offset: number) => {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i] ?? '')) i--;
  return { char: text[i] ?? '', offset: i };
};
const nextChar = (text: string, offset: number) => {
  let i = offset;
  while (i < text.length && /\s/.test(text[i] ?? '')) i++;
  return text[i] ?? '';
};

/**
 * The first syntax error of a file, explained: where a parser says "value expected" before a
 * closing brace, the cause is almost always a comma left after the last element. (The errors
 * after the first are most often its consequences, so only the first is reported.)
 */
export function syntaxProblem(file: string, text: string, error: ParseError): InputError {
  let at = error.offset;
  let message: string;
  const next = nextChar(text, error.offset);
  const before = previousToken(text, error.offset);
  const code = printParseErrorCode(error.error);
  switch (code) {
    case 'ValueExpected':
    case 'PropertyNameExpected':
      if ((next === '}' || next === ']') && before.char === ',') {
        at = before.offset;
        message = `sobra esta coma: después del último elemento no va coma (antes de "${next}")`;
      } else if (next === "'") {
        message = 'los textos y los nombres de campo van entre comillas dobles ("), no simples';
      } else if (code === 'PropertyNameExpected' && /[A-Za-z_]/.test(next)) {
        message = 'el nombre del campo va entre comillas dobles, p. ej. "name"';
      } else {
        message =
          code === 'ValueExpected'
            ? 'falta un valor (un texto entre comillas, un número, true, false, null, { } o [ ])'
            : 'falta el nombre de un campo entre comillas dobles';
      }
      break;
    case 'CommaExpected':
      at = before.offset + 1;
      message = 'falta una coma entre dos elementos (al final de esta línea)';
      break;
    case 'ColonExpected':
      message = 'falta ":" entre el nombre del campo y su valor';
      break;
    case 'CloseBraceExpected':
      message = 'falta cerrar un objeto con "}" (o falta una coma antes de este campo)';
      break;
    case 'CloseBracketExpected':
      message = 'falta cerrar una lista con "]" (o falta una coma antes de este elemento)';
      break;
    case 'UnexpectedEndOfString':
      message = 'un texto no cierra sus comillas: falta la comilla doble (") de cierre';
      break;
    case 'InvalidCharacter':
      message = 'carácter no permitido dentro de un texto (un salto de línea o una tabulación: escríbalos \\n o \\t)';
      break;
    case 'InvalidEscapeCharacter':
      message = 'barra invertida (\\) no válida dentro de un texto: para una barra escriba \\\\';
      break;
    case 'InvalidNumberFormat':
      message = 'número mal escrito (use punto decimal, sin separador de miles)';
      break;
    case 'EndOfFileExpected':
      message = 'hay texto después del final del JSON (¿una llave o un corchete de más?)';
      break;
    case 'InvalidSymbol':
      message =
        next === "'"
          ? 'los textos y los nombres de campo van entre comillas dobles ("), no simples'
          : /[A-Za-z_]/.test(next)
            ? 'texto sin comillas: los textos y los nombres de campo van entre comillas dobles (")'
            : `símbolo no permitido "${next}"`;
      break;
    default:
      message = 'el JSON no es válido en este punto';
  }
  const { line, column } = position(text, Math.max(0, at));
  return new InputError(`JSON no válido: ${message}`, file, line, null, column);
}

/** Edit distance between two short words. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] as number;
}

/** Spanish words maintainers type for the schema's English keys. */
const TRANSLATIONS: Readonly<Record<string, string>> = {
  nombre: 'name',
  titulo: 'title',
  texto: 'text',
  imagen: 'image',
  foto: 'photo',
  audio: 'audio',
  descripcion: 'description',
  enlace: 'href',
  url: 'url',
  etiqueta: 'label',
  juegos: 'games',
  perros: 'dogs',
  cursos: 'courses',
};

const fold = (text: string) => withoutAccents(text).toLowerCase();

/** The known key closest to a mistyped one, when one is close enough to be meant. */
export function closestKey(key: string, known: readonly string[]): string | null {
  const folded = fold(key);
  const translated = TRANSLATIONS[folded];
  if (translated && known.includes(translated)) return translated;
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const d = distance(folded, fold(candidate));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(key.length / 3)) ? best : null;
}

/** A JSON Schema node, as `z.toJSONSchema` writes it. */
interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The JSON Schema of what a content file may say (its input), as the editors get it. */
export function inputJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

/** The alternatives a node stands for: its reference followed, its unions and intersections opened. */
function alternatives(root: JsonSchema, node: JsonSchema | undefined, depth = 0): JsonSchema[] {
  if (!node || depth > 20) return [];
  if (node.$ref?.startsWith('#/$defs/')) return alternatives(root, root.$defs?.[node.$ref.slice('#/$defs/'.length)], depth + 1);
  if (node.$ref === '#' && node !== root) return alternatives(root, root, depth + 1);
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  if (branches.length > 0) return [node, ...branches.flatMap((branch) => alternatives(root, branch, depth + 1))];
  return [node];
}

/** The keys the JSON Schema allows for the object at `path` (every alternative's, in order). */
export function knownKeys(jsonSchema: Record<string, unknown>, path: readonly PropertyKey[]): string[] {
  const root = jsonSchema as JsonSchema;
  let nodes = alternatives(root, root);
  for (const part of path) {
    nodes = nodes.flatMap((node) => {
      if (typeof part === 'number') return alternatives(root, Array.isArray(node.items) ? node.items[part] : (node.prefixItems?.[part] ?? node.items));
      if (typeof part !== 'string') return [];
      const property = node.properties?.[part] ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
      return alternatives(root, property);
    });
  }
  return [...new Set(nodes.flatMap((node) => Object.keys(node.properties ?? {})))];
}

/** What to say of an unknown key: the closest known key, or the keys expected there. */
function unknownKey(key: string, known: readonly string[]): string {
  const near = closestKey(key, known);
  return `campo desconocido "${key}"${near ? `; ¿quisiste decir "${near}"?` : known.length > 0 ? `; se esperan: ${known.join(', ')}` : ''}`;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'un texto entre comillas',
  number: 'un número',
  int: 'un número entero',
  boolean: 'true o false',
  array: 'una lista [ ]',
  object: 'un objeto { }',
  null: 'null',
};

function received(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'una lista';
  if (typeof value === 'string') return `el texto "${value.length > 30 ? `${value.slice(0, 30)}…` : value}"`;
  if (typeof value === 'number') return `el número ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') return 'un objeto';
  return typeof value;
}

/** zod's own Spanish messages, for any issue this module does not word itself. */
const SPANISH = z.locales.es().localeError;

/**
 * The error map a content file is parsed with (`schema.safeParse(data, { error, reportInput: true })`):
 * each issue in the words a maintainer understands at once. An unknown key's issue says one line
 * per key, in the issue's order, naming the closest known key of the JSON Schema. Messages a
 * schema gives its own checks (a slug that must match the name) win over these, as zod orders them.
 */
export function contentErrorMap(schema: z.ZodType): z.core.$ZodErrorMap {
  let jsonSchema: Record<string, unknown> | null = null;
  return (issue) => {
    const value = issue.input;
    switch (issue.code) {
      case 'unrecognized_keys': {
        jsonSchema ??= inputJsonSchema(schema);
        const known = knownKeys(jsonSchema, issue.path ?? []);
        return issue.keys.map((key) => unknownKey(key, known)).join('\n');
      }
      case 'invalid_type':
        return value === undefined ? 'falta este campo obligatorio' : `debe ser ${TYPE_NAMES[issue.expected] ?? issue.expected}, pero es ${received(value)}`;
      case 'too_small':
        if (issue.origin === 'string') return issue.minimum === 1 ? 'no puede estar vacío' : `debe tener al menos ${issue.minimum} caracteres`;
        if (issue.origin === 'array') return `debe tener al menos ${issue.minimum} elemento${issue.minimum === 1 ? '' : 's'}`;
        return `debe ser al menos ${issue.minimum}`;
      case 'too_big':
        if (issue.origin === 'string') return `debe tener como máximo ${issue.maximum} caracteres`;
        return issue.origin === 'array' ? `debe tener como máximo ${issue.maximum} elementos` : `debe ser como máximo ${issue.maximum}`;
      case 'invalid_value':
        return `debe ser ${issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `uno de: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`}, pero es ${received(value)}`;
      case 'invalid_format':
        return `${received(value)} no tiene el formato esperado${issue.format === 'regex' && 'pattern' in issue ? ` (${String(issue.pattern)})` : ''}`;
      case 'invalid_union':
        return `${received(value)} no corresponde a ninguna de las formas permitidas`;
      default:
        return SPANISH(issue);
    }
  };
}

/**
 * Every schema problem of a file (its issues, worded by `contentErrorMap`), at the line and
 * column of the value: a missing field at its object, an unknown key at the key.
 */
export function schemaProblems(file: string, text: string, tree: Node, issues: readonly z.core.$ZodIssue[]): InputError[] {
  const at = (path: readonly PropertyKey[], key?: string) => {
    const parts = path.filter((part): part is string | number => typeof part !== 'symbol');
    let node: Node | undefined;
    if (key !== undefined) node = findNodeAtLocation(tree, [...parts, key])?.parent?.children?.[0];
    for (let depth = parts.length; depth >= 0 && !node; depth--) node = findNodeAtLocation(tree, parts.slice(0, depth));
    return position(text, node?.offset ?? 0);
  };
  const field = (path: readonly PropertyKey[]) => path.map(String).join('.') || null;
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const lines = issue.message.split('\n');
      return issue.keys.map((key, index) => {
        const { line, column } = at(issue.path, key);
        return new InputError(lines[index] ?? lines[0] ?? `campo desconocido "${key}"`, file, line, field([...issue.path, key]), column);
      });
    }
    const { line, column } = at(issue.path);
    return [new InputError(issue.message, file, line, field(issue.path), column)];
  });
}
