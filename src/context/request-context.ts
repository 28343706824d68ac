import { isPlainObject } from '../internal/is-plain-object';
import { MASTRA_AUTH_TOKEN_KEY } from './keys';
import { spanValue } from './span-value';
import type {
  RequestContextAll,
  RequestContextEntry,
  RequestContextForEachValue,
  RequestContextInit,
  RequestContextKey as Key,
  RequestContextValue as Val,
  RequestContextValueUnion,
} from './types';

/** Budget of visited JSON nodes when checking whether a value can be serialised. */
const PROBE_BUDGET = 1_000_000;

/**
 * Thrown by `toJSON()` when a stored value leads back into the same context's `toJSON()`.
 * The probe of the outermost `toJSON()` catches it and drops the key, but a stored value's own
 * `toJSON` can catch it first, so its name and message are Mastra 1.71's, word for word.
 */
class CyclicToJSONError extends Error {
  constructor() {
    super('RequestContext.toJSON: detected cyclic re-entry (a stored value transitively references this context)');
    this.name = 'CyclicRequestContextToJSONError';
  }
}

const inToJSON = new WeakSet<object>();
let toJSONDepth = 0;
let probeActive = false;
let probeLeft = 0;

function spend(n: number): void {
  probeLeft -= n;
  if (probeLeft < 0) throw new RangeError('RequestContext: value is too large to probe for serialisation');
}

let lengthGetter: ((this: unknown) => number) | undefined;

/** The element count of a typed array, read through the intrinsic getter; undefined for a DataView. */
function typedArrayLength(view: ArrayBufferView): number | undefined {
  lengthGetter ??= Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), 'length')?.get as (this: unknown) => number;
  try {
    return lengthGetter.call(view);
  } catch {
    return undefined;
  }
}

/** An array or an object literal; a value whose prototype cannot be read (a Proxy trap) is neither. */
function isPlainData(value: unknown): boolean {
  try {
    return Array.isArray(value) || isPlainObject(value);
  } catch {
    return false;
  }
}

/**
 * Request-scoped values handed to every tool call, typed per key when `Values` is a record.
 * A thin wrapper over a `Map`; `size()` is a method, `all` a fresh plain object on each read.
 *
 * Declared as an interface plus a constructor (like `Map` and `MapConstructor`) rather than
 * as a class, so the type lists only the public members: the backing `registry` and the
 * `isSerializable` probe exist at runtime, as in Mastra 1.71, but stay out of the type.
 * A class type with private or protected members only accepts instances of that very class,
 * so declaring them would keep Mastra's own `RequestContext` instances from fitting this type.
 */
export interface RequestContext<Values extends Record<string, any> | unknown = unknown> {
  /** Stores a value under a declared key. */
  set<K extends Key<Values>>(key: K, value: Val<Values, K>): void;
  /** Stores a value under any key, outside the typed schema. */
  setRaw(key: string, value: unknown): void;
  /** Reads a declared key. */
  get<K extends Key<Values>, R = Val<Values, K>>(key: K): R;
  /** Reads any key, untyped. */
  getRaw(key: string): unknown;
  /** Whether a declared key is present. */
  has<K extends Key<Values>>(key: K): boolean;
  /** Whether any key is present. */
  hasRaw(key: string): boolean;
  /** Removes a declared key; true when it was present. */
  delete<K extends Key<Values>>(key: K): boolean;
  /** Removes any key; true when it was present. */
  deleteRaw(key: string): boolean;
  /** Removes every entry. */
  clear(): void;
  /** The keys, in insertion order (a live Map iterator). */
  keys(): IterableIterator<Key<Values>>;
  /** The values, in insertion order (a live Map iterator). */
  values(): IterableIterator<RequestContextValueUnion<Values>>;
  /** The entries, in insertion order (a live Map iterator). */
  entries(): IterableIterator<RequestContextEntry<Values>>;
  /** The number of entries. A method, not a getter, as in Mastra 1.71. */
  size(): number;
  /** Calls `callbackfn(value, key, map)` for each entry; `map` is the backing Map. */
  forEach<K extends Key<Values>>(callbackfn: (value: RequestContextForEachValue<Values, K>, key: K, map: Map<string, unknown>) => void): void;
  /** A plain object of the serialisable entries: functions, symbols, cycles and BigInts are left out. */
  toJSON(): Record<string, unknown>;
  /** A tracing-safe copy: the auth token redacted, non-plain values replaced by `[<typeof>]`. */
  serializeForSpan(): Record<string, unknown>;
  /** Every entry as a plain object; a new object on each read. */
  get all(): RequestContextAll<Values>;
}

/** The `RequestContext` constructor: `new RequestContext<Values>(init?)`; subclass it with `extends RequestContext<Values>`. */
export interface RequestContextConstructor {
  /** A context holding `init`: `[key, value]` tuples, or any iterable of string-keyed pairs. */
  new <Values extends Record<string, any> | unknown = unknown>(init?: RequestContextInit<Values>): RequestContext<Values>;
  readonly prototype: RequestContext<any>;
}

// The implementation is an anonymous class expression so that it takes its runtime name
// (`RequestContext.name`) from the binding; the annotation hides its private members.
export const RequestContext: RequestContextConstructor = class<Values extends Record<string, any> | unknown = unknown> {
  /**
   * The backing map: an own enumerable property, as in Mastra 1.71. It is a class field
   * (defined on the instance before the constructor body runs), so the assignment below writes
   * that own property even when a subclass puts a `registry` accessor on its prototype; a plain
   * assignment would call the subclass's setter.
   */
  private registry!: Map<string, unknown>;

  constructor(init?: RequestContextInit<Values>) {
    if (init === undefined) {
      this.registry = new Map();
    } else if (init && typeof init === 'object' && typeof (init as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function') {
      this.registry = new Map(Object.entries(init));
    } else {
      this.registry = new Map(init as Iterable<readonly [string, unknown]> | undefined);
    }
  }

  /** Stores a value under a declared key. */
  set<K extends Key<Values>>(key: K, value: Val<Values, K>): void {
    this.registry.set(key as string, value);
  }

  /** Stores a value under any key, outside the typed schema. */
  setRaw(key: string, value: unknown): void {
    this.registry.set(key, value);
  }

  /** Reads a declared key. */
  get<K extends Key<Values>, R = Val<Values, K>>(key: K): R {
    return this.registry.get(key as string) as R;
  }

  /** Reads any key, untyped. */
  getRaw(key: string): unknown {
    return this.registry.get(key);
  }

  /** Whether a declared key is present. */
  has<K extends Key<Values>>(key: K): boolean {
    return this.registry.has(key as string);
  }

  /** Whether any key is present. */
  hasRaw(key: string): boolean {
    return this.registry.has(key);
  }

  /** Removes a declared key; true when it was present. */
  delete<K extends Key<Values>>(key: K): boolean {
    return this.registry.delete(key as string);
  }

  /** Removes any key; true when it was present. */
  deleteRaw(key: string): boolean {
    return this.registry.delete(key);
  }

  /** Removes every entry. */
  clear(): void {
    this.registry.clear();
  }

  /** The keys, in insertion order (a live Map iterator). */
  keys(): IterableIterator<Key<Values>> {
    return this.registry.keys() as IterableIterator<Key<Values>>;
  }

  /** The values, in insertion order (a live Map iterator). */
  values(): IterableIterator<RequestContextValueUnion<Values>> {
    return this.registry.values() as IterableIterator<RequestContextValueUnion<Values>>;
  }

  /** The entries, in insertion order (a live Map iterator). */
  entries(): IterableIterator<RequestContextEntry<Values>> {
    return this.registry.entries() as IterableIterator<RequestContextEntry<Values>>;
  }

  /** The number of entries. A method, not a getter, as in Mastra 1.71. */
  size(): number {
    return this.registry.size;
  }

  /** Calls `callbackfn(value, key, map)` for each entry; `map` is the backing Map. */
  forEach<K extends Key<Values>>(callbackfn: (value: RequestContextForEachValue<Values, K>, key: K, map: Map<string, unknown>) => void): void {
    this.registry.forEach(callbackfn as (value: unknown, key: string, map: Map<string, unknown>) => void);
  }

  /** A plain object of the serialisable entries: functions, symbols, cycles and BigInts are left out. */
  toJSON(): Record<string, unknown> {
    if (inToJSON.has(this)) throw new CyclicToJSONError();
    inToJSON.add(this);
    toJSONDepth++;
    try {
      const out: Record<string, unknown> = {};
      // `entries()` rather than the map's own iterator: a Map subclass put in `registry` may
      // override `entries`, and the reference reads through it.
      for (const [key, value] of this.registry.entries()) {
        if (this.isSerializable(value)) out[key] = value;
      }
      return out;
    } finally {
      inToJSON.delete(this);
      toJSONDepth--;
    }
  }

  /** Whether `toJSON()` keeps this value. */
  private isSerializable(value: unknown): boolean {
    if (value === null || value === undefined) return true;
    const kind = typeof value;
    if (kind === 'function' || kind === 'symbol') return false;
    if (kind !== 'object' && kind !== 'bigint') return true;
    const outermost = !probeActive;
    if (outermost) {
      probeActive = true;
      probeLeft = PROBE_BUDGET;
    }
    try {
      JSON.stringify(value, (_key, node: unknown) => {
        spend(1);
        if (!ArrayBuffer.isView(node)) return node;
        const count = typedArrayLength(node);
        if (count === undefined) return node;
        const view = node as unknown as Record<string, unknown>;
        if (typeof view[0] === 'bigint') return node;
        spend(count);
        const surrogate: Record<string, unknown> = Object.create(null);
        for (const k of Object.keys(view)) {
          if (String(Number(k)) !== k || !Number.isInteger(Number(k)) || Number(k) < 0) surrogate[k] = view[k];
        }
        return surrogate;
      });
      return true;
    } catch (error) {
      if (error instanceof CyclicToJSONError && toJSONDepth > 1) throw error;
      return false;
    } finally {
      if (outermost) probeActive = false;
    }
  }

  /** A tracing-safe copy: the auth token redacted, non-plain values replaced by `[<typeof>]`. */
  serializeForSpan(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    // Through `entries()`, as in toJSON.
    for (const [key, value] of this.registry.entries()) {
      if (key === MASTRA_AUTH_TOKEN_KEY) out[key] = '[REDACTED]';
      else if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
      // Deviation: strings, arrays and plain objects are bounded (depth, size, cycles) so that
      // the result always serialises; within bounds they are kept as they are. (Under `__proto__`
      // the assignment sets the result's prototype, as in the reference, which JSON never writes.)
      else if (typeof value === 'string' || isPlainData(value)) out[key] = key === '__proto__' ? value : spanValue(value);
      else out[key] = `[${typeof value}]`;
    }
    return out;
  }

  /** Every entry as a plain object; a new object on each read. */
  get all(): RequestContextAll<Values> {
    return Object.fromEntries(this.registry) as RequestContextAll<Values>;
  }
};
