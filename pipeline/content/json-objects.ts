import type { Node } from 'jsonc-parser';

/** Where a value is in a content file, e.g. `documents.0`; and its node in the file's tree (jsonc-parser). */
export interface ObjectAt {
  path: (string | number)[];
  node: Node;
}

/** Every object of a content file's tree that `match` accepts, outermost first; what a match holds is not searched further. */
export function objectsWhere(tree: Node | undefined, match: (node: Node) => boolean, path: (string | number)[] = []): ObjectAt[] {
  if (!tree) return [];
  if (tree.type === 'array') return (tree.children ?? []).flatMap((child, index) => objectsWhere(child, match, [...path, index]));
  if (tree.type !== 'object') return [];
  if (match(tree)) return [{ path, node: tree }];
  return (tree.children ?? []).flatMap((pair) => objectsWhere(pair.children?.[1], match, [...path, String(pair.children?.[0]?.value ?? '')]));
}

/** The node of an object's property, when it has it. */
export function propertyNode(node: Node, key: string): Node | undefined {
  return node.children?.find((pair) => pair.children?.[0]?.value === key)?.children?.[1];
}

/** The string value of an object's property; undefined when it has none or it is not a string. */
export function stringProperty(node: Node, key: string): string | undefined {
  const value = propertyNode(node, key);
  return value?.type === 'string' ? String(value.value) : undefined;
}
