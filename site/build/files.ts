import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every prerendered HTML file of a built site (`dist/client`), leaving out the hashed assets. */
export async function builtHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtHtmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    }),
  );
  return nested.flat();
}
