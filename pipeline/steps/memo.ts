/**
 * Caches a pure function of one string. Exports repeat the same regions, comunas, types and
 * opening hours on thousands of rows, so each distinct value is worked out once. The cache
 * is emptied when it reaches `limit` entries, so memory stays bounded on any input.
 */
export function memoize<R>(fn: (key: string) => R, limit = 20_000): (key: string) => R {
  const cache = new Map<string, R>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as R;
    if (cache.size >= limit) cache.clear();
    const value = fn(key);
    cache.set(key, value);
    return value;
  };
}
