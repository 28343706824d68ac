/**
 * A context `writer` made on first read. The runtime gives every execution a `ToolStream`, a
 * WritableStream, which costs far more to construct than the rest of the context (Node sets up
 * transfer support for each one), and most tools never write (bench rows: the wires' tool
 * rounds, and the runtime row). The accessor keeps `writer` in its place among the context's
 * keys; a read or an assignment turns it into a plain data property. A copy of the context
 * (spread, or `copyContext`) reads it, and so builds the stream. Every lazy context carries the
 * same getter and setter; the stream's holder sits under a non-enumerable symbol, which spreads
 * and `Object.keys` do not see.
 * @module
 */

type Ctx = Record<string, any>;

/** The stream behind a context's `writer`: one stream for the context and all its copies. */
export class LazyWriter {
  private made = false;
  private stream: unknown;
  /** The call's idempotency key holder, which the context's `idempotencyKey` reads (see idempotency-context.ts). */
  declare idempotency?: unknown;

  constructor(private readonly create: () => unknown) {}

  /** The stream (built now if need be), settled on `target` as a data property. */
  read(target: Ctx): unknown {
    if (!this.made) {
      this.stream = this.create();
      this.made = true;
    }
    return settle(target, this.stream);
  }
}

/** Where a context keeps its `LazyWriter` (non-enumerable, so copies do not carry it). */
const LAZY_WRITER: unique symbol = Symbol.for('toolwright.execute.lazyWriter');

function settle(target: Ctx, value: unknown): unknown {
  Object.defineProperty(target, 'writer', { value, writable: true, enumerable: true, configurable: true });
  return value;
}

const WRITER_ACCESSOR: PropertyDescriptor = {
  get(this: Ctx) {
    // Read through the prototype chain too: an object made with the context as its prototype.
    const lazy = (this as { [LAZY_WRITER]?: LazyWriter })[LAZY_WRITER];
    return lazy === undefined ? undefined : lazy.read(this);
  },
  set(this: Ctx, value: unknown) {
    settle(this, value);
  },
  enumerable: true,
  configurable: true,
};

/**
 * Adds `writer`, read through the given `LazyWriter`, to `target` as its next key. Call it
 * where `writer` belongs in the key order, while the object is being built.
 */
export function addLazyWriter(target: Ctx, lazy: LazyWriter): void {
  Object.defineProperty(target, 'writer', WRITER_ACCESSOR);
  Object.defineProperty(target, LAZY_WRITER, { value: lazy });
}
