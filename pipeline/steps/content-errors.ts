/**
 * What is wrong with a hand-edited content file, said in Spanish at the line and column where it
 * is: JSON syntax errors with what they most likely are (a trailing comma, a missing quote), and
 * every schema problem, with unknown keys named next to the closest known one.
 */
import { findNodeAtLocation, type Node, type ParseError, printParseErrorCode } from 'jsonc-parser';
import type { z } from 'zod';
import { InputError } from '../errors.ts';
import { withoutAccents } from '../schema/fold.ts';

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
      } else if (next === "'" ) {
        message = 'los textos y los nombres de campo van entre comillas dobles ("), no simples';
      } else if (code === 'PropertyNameExpected' && /[A-Za-z_]/.test(next)) {
        message = 'el nombre del campo va entre comillas dobles, p. ej. "name"';
      } else {
        message = code === 'ValueExpected' ? 'falta un valor (un texto entre comillas, un número, true, false, null, { } o [ ])' : 'falta el nombre de un campo entre comillas dobles';
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
  nombre: 'name', titulo: 'title', texto: 'text', imagen: 'image', foto: 'photo', audio: 'audio', descripcion: 'description',
  enlace: 'href', url: 'url', etiqueta: 'label', juegos: 'games', perros: 'dogs', cursos: 'courses',
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

type Schema = z.ZodType & { def?: { type?: string; innerType?: Schema; in?: Schema; element?: Schema; options?: Schema[] }; shape?: Record<string, Schema> };

/** The keys the schema allows for the object at `path`, found through its public shape. */
export function knownKeys(schema: Schema, path: readonly PropertyKey[]): string[] {
  let current: Schema | undefined = schema;
  const unwrap = (s: Schema | undefined): Schema | undefined => {
    let x = s;
    for (let i = 0; i < 10 && x; i++) {
      const type = x.def?.type;
      if (type === 'optional' || type === 'nullable' || type === 'default' || type === 'readonly' || type === 'catch' || type === 'nonoptional') x = x.def?.innerType;
      else if (type === 'pipe') x = x.def?.in;
      else break;
    }
    return x;
  };
  for (const part of path) {
    current = unwrap(current);
    if (!current) return [];
    if (current.def?.type === 'array') current = current.def.element;
    else if (current.shape && typeof part === 'string') current = current.shape[part];
    else if (current.def?.type === 'record') return [];
  }
  current = unwrap(current);
  return current?.shape ? Object.keys(current.shape) : [];
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

/** The value at a path of the parsed JSON. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

/**
 * Every schema problem of a file, in Spanish, at the line and column of the value (a missing
 * field at its object, an unknown key at the key).
 */
export function schemaProblems(file: string, text: string, tree: Node, data: unknown, schema: z.ZodType, issues: readonly z.core.$ZodIssue[]): InputError[] {
  const problems: InputError[] = [];
  const at = (path: readonly PropertyKey[], key?: string) => {
    const parts = path.filter((part): part is string | number => typeof part !== 'symbol');
    let node: Node | undefined;
    if (key !== undefined) node = findNodeAtLocation(tree, [...parts, key])?.parent?.children?.[0];
    for (let depth = parts.length; depth >= 0 && !node; depth--) node = findNodeAtLocation(tree, parts.slice(0, depth));
    return position(text, node?.offset ?? 0);
  };
  const field = (path: readonly PropertyKey[]) => path.map(String).join('.') || null;
  for (const issue of issues) {
    const path = issue.path;
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema as Schema, path);
      for (const key of issue.keys) {
        const near = closestKey(key, known);
        const { line, column } = at(path, key);
        const hint = near ? `; ¿quisiste decir "${near}"?` : known.length > 0 ? `; se esperan: ${known.join(', ')}` : '';
        problems.push(new InputError(`campo desconocido "${key}"${hint}`, file, line, field([...path, key]), column));
      }
      continue;
    }
    const value = valueAt(data, path);
    let message: string;
    switch (issue.code) {
      case 'invalid_type':
        message = value === undefined ? 'falta este campo obligatorio' : `debe ser ${TYPE_NAMES[issue.expected] ?? issue.expected}, pero es ${received(value)}`;
        break;
      case 'too_small':
        message =
          issue.origin === 'string'
            ? issue.minimum === 1
              ? 'no puede estar vacío'
              : `debe tener al menos ${issue.minimum} caracteres`
            : issue.origin === 'array'
              ? `debe tener al menos ${issue.minimum} elemento${issue.minimum === 1 ? '' : 's'}`
              : `debe ser al menos ${issue.minimum}`;
        break;
      case 'too_big':
        message = issue.origin === 'string' ? `debe tener como máximo ${issue.maximum} caracteres` : issue.origin === 'array' ? `debe tener como máximo ${issue.maximum} elementos` : `debe ser como máximo ${issue.maximum}`;
        break;
      case 'invalid_value':
        message = `debe ser ${issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `uno de: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`}, pero es ${received(value)}`;
        break;
      case 'invalid_format':
        message = `${received(value)} no tiene el formato esperado${issue.format === 'regex' && 'pattern' in issue ? ` (${String(issue.pattern)})` : ''}`;
        break;
      case 'invalid_union':
        message = `${received(value)} no corresponde a ninguna de las formas permitidas`;
        break;
      default:
        // Custom checks carry their own Spanish message.
        message = issue.message;
    }
    const { line, column } = at(path);
    problems.push(new InputError(message, file, line, field(path), column));
  }
  return problems;
}
