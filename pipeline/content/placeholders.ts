import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseTree } from 'jsonc-parser';
import { type Finding, finding } from '../findings/finding.ts';
import { position } from './content-problems.ts';
import { objectsWhere, propertyNode, stringProperty } from './json-objects.ts';

/**
 * A `content-placeholder` warning for each value of the content files that only the organisation
 * can give and is still pending (a RUT, a mailbox someone reads, the current contest rules), at
 * its line: every build says it until a maintainer writes the value. The files were already
 * validated by their schemas, so only the shape `{ "pending": … }` (pipeline/schema/content/pending.ts) is looked for.
 */
export async function placeholderFindings(rawDir: string, files: readonly string[]): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const file of files) {
    const text = await readFile(join(rawDir, file), 'utf8');
    for (const { path, node } of objectsWhere(parseTree(text), (object) => stringProperty(object, 'pending') !== undefined)) {
      const pending = stringProperty(node, 'pending') ?? '';
      const provisional = stringProperty(node, 'provisional') ?? null;
      found.push({
        file,
        line: position(text, propertyNode(node, 'pending')?.offset ?? node.offset).line,
        ...finding('content-placeholder', { field: path.join('.'), raw: provisional, pending, provisional }),
      });
    }
  }
  return found;
}
