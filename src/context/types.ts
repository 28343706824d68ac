/**
 * Per-key typing for `RequestContext<Values>`. When `Values` is a record, keys and values
 * are checked against it; when it is `unknown` (the default), any string key is allowed
 * and values are `unknown`. Every helper distributes over a union of records, like the
 * inline conditionals of the Mastra 1.71 class.
 */

/** The keys a `RequestContext<Values>` accepts in `get`, `set`, `has`, `delete` and `forEach`. */
export type RequestContextKey<Values> = Values extends Record<string, any> ? keyof Values : string;

/** The value stored under `K`: declared type for a typed context, `unknown` for an untyped one. */
export type RequestContextValue<Values, K> = Values extends Record<string, any> ? (K extends keyof Values ? Values[K] : never) : unknown;

/** The value handed to a `forEach` callback: like `RequestContextValue` but `unknown` for a foreign key. */
export type RequestContextForEachValue<Values, K> = Values extends Record<string, any> ? (K extends keyof Values ? Values[K] : unknown) : unknown;

/** What `values()` yields: the union of the declared value types, or `unknown`. */
export type RequestContextValueUnion<Values> = Values extends Record<string, any> ? Values[keyof Values] : unknown;

/** What `entries()` yields: a `[key, value]` tuple union that narrows on the key. */
export type RequestContextEntry<Values> = Values extends Record<string, any> ? { [K in keyof Values]: [K, Values[K]] }[keyof Values] : [string, unknown];

/** The type of `all`: the declared record, or `Record<string, any>` for an untyped context. */
export type RequestContextAll<Values> = Values extends Record<string, any> ? Values : Record<string, any>;

/** Every `[key, value]` pair of a record, as an array of tuples. */
export type RecordEntries<T> = { [K in keyof T]: [K, T[K]] }[keyof T][];

/** What the constructor accepts: typed `[key, value]` tuples, or any iterable of string-keyed pairs. */
export type RequestContextInit<Values> = Values extends Record<string, any> ? RecordEntries<Partial<Values>> : Iterable<readonly [string, unknown]>;
