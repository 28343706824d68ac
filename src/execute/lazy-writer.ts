/**
 * A context `writer` made on first read. The runtime gives every execution a `ToolStream`, a
 * WritableStream, which costs far more to construct than the rest of the context (Node sets up
 * transfer support for each one), and most tools never write. The accessor keeps `writer` in its
 * place among the context's keys; a read or an assignment turns it into a plain data property.
 * Copies of the context made by `copyContext` stay lazy and share the one stream.
 * @module
 */

type Ctx = Record<string, any>;

/** Marks a context whose `writer` may still be lazy (non-enumerable, so copies do not carry it). */
export const LAZY_WRITER: unique symbol = Symbol.for('toolwright.execute.lazyWriter');

/** The stream behind a lazy `writer`, built once for the context and all its copies. */
export class LazyWriter {
  private made = false;
  private stream: unknown;

  constructor(private readonly create: () => unknown) {}

  /** The stream (built now if need be), settled on `target` as a data property. */
  read(target: Ctx): unknown {
    if (!this.made) {
      this.stream = this.create();
      this.made = true;
    }
    return settle(target, this.stream);
  }

  /** Replaces the lazy writer of `target` with `value`. */
  replace(target: Ctx, value: unknown): void {
    settle(target, value);
  }
}

function settle(target: Ctx, value: unknown): unknown {
  Object.defineProperty(target, 'writer', { value, writable: true, enumerable: true, configurable: true });
  return value;
}

/** Marks `context` (whose `writer` accessor calls `lazy`) so that `copyContext` keeps it lazy. */
export function markLazyWriter(context: Ctx, lazy: LazyWriter): void {
  Object.defineProperty(context, LAZY_WRITER, { value: lazy });
}

/**
 * A shallow copy as `{ ...context }` makes it (own enumerable keys in order, values read once),
 * except that a still-lazy `writer` stays lazy. `undefined` when `context` has no lazy writer.
 */
export function copyWithLazyWriter(context: object, lazy: LazyWriter): Ctx | undefined {
  const descriptor = Object.getOwnPropertyDescriptor(context, 'writer');
  if (!descriptor || descriptor.get === undefined) return undefined;
  const source = context as Ctx;
  const out: Ctx = {};
  for (const key of Object.keys(source)) {
    if (key === 'writer') {
      Object.defineProperty(out, 'writer', {
        get(this: Ctx) {
          return lazy.read(this);
        },
        set(this: Ctx, value: unknown) {
          lazy.replace(this, value);
        },
        enumerable: true,
        configurable: true,
      });
    } else if (key === '__proto__') {
      Object.defineProperty(out, key, { value: source[key], writable: true, enumerable: true, configurable: true });
    } else {
      out[key] = source[key];
    }
  }
  for (const symbol of Object.getOwnPropertySymbols(source)) {
    if (Object.prototype.propertyIsEnumerable.call(source, symbol)) out[symbol as never] = source[symbol as never];
  }
  markLazyWriter(out, lazy);
  return out;
}
