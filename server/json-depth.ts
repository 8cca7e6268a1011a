/**
 * True when JSON text nests objects or arrays deeper than `max` levels (`{}` is one level).
 * A single pass over the characters with a counter, no recursion, so a body nested thousands
 * of levels deep is refused before anything parses or serialises it. Brackets inside strings do
 * not count. Invalid JSON may pass; JSON.parse refuses it next.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
