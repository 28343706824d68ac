// `context.idempotencyKey`: the call's key, read from its holder when the tool first asks, so a
// call whose tool never reads it mints none. It is not enumerable: the context keeps the keys
// Mastra's agent gives, in their order (`Object.keys`, a spread and JSON see no new key).
import type { LazyWriter } from '../../execute/lazy-writer';
import { type IdempotencyHolder, keyOf } from '../idempotency/idempotency-key';

type Ctx = Record<string, unknown>;

// The holder rides on the context's lazy writer (the one hidden holder a context has), as the
// background attempt does: one shared descriptor keeps every such context on shared shapes.
const LAZY_WRITER: unique symbol = Symbol.for('toolwright.execute.lazyWriter') as never;

function settle(target: Ctx, value: unknown): unknown {
  Object.defineProperty(target, 'idempotencyKey', { value, writable: true, enumerable: false, configurable: true });
  return value;
}

const KEY_ACCESSOR: PropertyDescriptor = {
  get(this: Ctx) {
    const holder = (this as { [LAZY_WRITER]?: LazyWriter })[LAZY_WRITER]?.idempotency as IdempotencyHolder | undefined;
    return holder === undefined ? undefined : settle(this, keyOf(holder));
  },
  set(this: Ctx, value: unknown) {
    settle(this, value);
  },
  enumerable: false,
  configurable: true,
};

/** Adds `idempotencyKey` to `target` (which carries `writer`, the lazy writer already added), read from `holder` on first use. */
export function addIdempotencyKey(target: Ctx, writer: LazyWriter, holder: IdempotencyHolder): void {
  writer.idempotency = holder;
  Object.defineProperty(target, 'idempotencyKey', KEY_ACCESSOR);
}
