import { readFileSync } from 'node:fs';

/** The part of a record of the build's manifest (`dist/assets.json`, Vite's format) that is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks each built module imports statically, by URL path (`/assets/…`), from the build's
 * manifest: depth first, every chunk after the chunks it imports, each once. A module the
 * manifest does not know has none.
 */
export function staticImportsFrom(manifest: Record<string, ManifestChunk>): (href: string) => string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  return (href) => {
    const order: string[] = [];
    const visit = (chunk: ManifestChunk, seen: Set<string>) => {
      for (const key of chunk.imports ?? []) {
        const imported = manifest[key];
        if (imported === undefined) throw new Error(`el manifiesto no tiene ${key}, que importa ${chunk.file}`);
        const path = `/${imported.file}`;
        if (seen.has(path)) continue;
        seen.add(path);
        visit(imported, seen);
        order.push(path);
      }
    };
    const chunk = byFile.get(href);
    if (chunk !== undefined) visit(chunk, new Set([href]));
    return order;
  };
}

/** {@link staticImportsFrom} on the manifest file of a build. */
export function readStaticImports(manifestFile: string): (href: string) => string[] {
  return staticImportsFrom(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);
}
