/**
 * A page's data for the browser as one JSON string instead of a tree of values. The router
 * revives the page's data value by value (every string checked for its own encodings of dates,
 * `undefined` and the like), which for the locator's ~316 points held a 77–125 ms task at 4×
 * CPU (53–60 ms packed; docs/performance.md); one string costs it one check, and the browser's
 * own `JSON.parse` reads the rest. For plain JSON values only (strings, numbers, booleans, null,
 * arrays and objects of them): a property that is `undefined` is left out, as it would be in JSON.
 * `unpack` trusts the string: `+data` made it at build time from values its loaders parsed with
 * the shared zod schemas, and parsing again in the browser would ship zod to every visitor.
 */
declare const packedType: unique symbol;

/** `T` as a JSON string; the type travels with it, so the page reads back what `+data` packed. */
export type Packed<T> = string & { readonly [packedType]: T };

export function pack<T>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

export function unpack<T>(packed: Packed<T>): T {
  return JSON.parse(packed) as T;
}
