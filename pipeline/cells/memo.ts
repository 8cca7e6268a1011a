/** Keys longer than this are worked out each time, never cached. */
const MAX_KEY_CHARS = 256;

/**
 * Caches a pure function of one string. Exports repeat the same regions, comunas, types and
 * opening hours on thousands of rows, so each distinct value is worked out once. The cache
 * is emptied when it reaches `limit` entries and keeps no key longer than MAX_KEY_CHARS, so
 * memory stays bounded on any input.
 */
export function memoize<R>(fn: (key: string) => R, limit = 20_000): (key: string) => R {
  const cache = new Map<string, R>();
  return (key) => {
    // Long cells are rare and seldom repeat; caching them would let memory grow with the input.
    if (key.length > MAX_KEY_CHARS) return fn(key);
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as R;
    if (cache.size >= limit) cache.clear();
    const value = fn(key);
    cache.set(key, value);
    return value;
  };
}
