/**
 * A page's data for the browser as one JSON string instead of a tree of values. The router
 * revives the page's data value by value (every string checked for its own encodings of dates,
 * `undefined` and the like), which for the locator's ~316 points was a 50–75 ms task on a slow
 * phone; one string costs it one check, and the browser's own `JSON.parse` reads the rest in a
 * few milliseconds. For plain JSON values only (strings, numbers, booleans, null, arrays and
 * objects of them): a property that is `undefined` is left out, as it would be in JSON.
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
