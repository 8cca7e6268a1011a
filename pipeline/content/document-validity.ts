import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseTree } from 'jsonc-parser';
import { hasEnded } from '../schema/content/document.ts';
import { position } from './content-problems.ts';
import { objectsWhere, stringProperty } from './json-objects.ts';

/** A document of the content (pipeline/schema/content/document.ts) whose last day has passed. */
export interface EndedDocument {
  file: string;
  line: number;
  /** Where it is in the file, e.g. `documents.0`. */
  field: string;
  /** Its title or label, else its PDF. */
  name: string;
  pdf: string;
  validUntil: string;
}

/**
 * The documents of the content files (contest rules, terms: `{ file, validUntil }`) that no longer
 * apply on `today` (`YYYY-MM-DD`). A fact of the calendar, not of the input: `pipeline build`
 * prints them on the terminal and never writes them into generated/, which stays the same for the
 * same input whatever the day.
 */
export async function endedDocuments(rawDir: string, files: readonly string[], today: string): Promise<EndedDocument[]> {
  const ended: EndedDocument[] = [];
  for (const file of files) {
    const source = await readFile(join(rawDir, file), 'utf8').catch(() => null);
    if (source === null) continue;
    const found = objectsWhere(parseTree(source), (node) => stringProperty(node, 'validUntil') !== undefined && stringProperty(node, 'file') !== undefined);
    for (const { path, node } of found) {
      const validUntil = stringProperty(node, 'validUntil') ?? '';
      const pdf = stringProperty(node, 'file') ?? '';
      if (!hasEnded(validUntil, today)) continue;
      const name = stringProperty(node, 'title') ?? stringProperty(node, 'label') ?? pdf;
      ended.push({ file, line: position(source, node.offset).line, field: path.join('.'), name, pdf, validUntil });
    }
  }
  return ended;
}

/** The terminal's line for one: `aviso: content/legal.json:4 documents.0: «Arena Teletón 2023» …`. */
export function formatEnded(document: EndedDocument): string {
  const [year, month, day] = document.validUntil.split('-');
  return `aviso: ${document.file}:${document.line} ${document.field}: «${document.name}» (${document.pdf}) dejó de estar vigente el ${day}-${month}-${year}; el sitio ya no lo muestra como vigente. Publique la versión vigente o quítelo del contenido`;
}

/**
 * The privacy notice's line when its `version` is a day after `today`: the version is the day the
 * notice was published, and every consent records it, so a future one would say a notice not out
 * yet was agreed to. Null when it is not ahead (or the file cannot be read: the build says why).
 */
export async function noticeVersionAhead(rawDir: string, today: string): Promise<string | null> {
  const source = await readFile(join(rawDir, 'content/privacy.json'), 'utf8').catch(() => null);
  const tree = source === null ? undefined : parseTree(source);
  const version = tree && stringProperty(tree, 'version');
  if (source === null || version === undefined || version <= today) return null;
  const line = position(source, source.indexOf('"version"')).line;
  return `aviso: content/privacy.json:${line} version: ${version} es una fecha futura; debe ser el día en que se publicó el aviso, que cada consentimiento guarda`;
}
