// `context.idempotencyKey`: the call's key, read from its holder when the tool first asks, so a
// call whose tool never reads it mints none. It is not an own enumerable key: the context keeps
// the keys Mastra's agent gives, in their order (`Object.keys`, a spread and JSON see no new key).
import type { LazyWriter } from '../../execute/lazy-writer';
import { type IdempotencyHolder, keyOf } from '../idempotency/idempotency-key';

type Ctx = Record<string, unknown>;

// The holder is kept on the context's `LazyWriter`, as the background attempt keeps it: the
// context then has no hidden key beyond the one lazy-writer.ts adds.
const LAZY_WRITER: unique symbol = Symbol.for('toolwright.execute.lazyWriter') as never;

function settle(target: Ctx, value: unknown): unknown {
  Object.defineProperty(target, 'idempotencyKey', { value, writable: true, enumerable: false, configurable: true });
  return value;
}

/**
 * The prototype of the engine's contexts: it carries `idempotencyKey` as an accessor, so each
 * context's own keys stay exactly the reference's.
 */
const CONTEXT_PROTOTYPE: object = Object.create(Object.prototype, {
  idempotencyKey: {
    get(this: Ctx) {
      const holder = (this as { [LAZY_WRITER]?: LazyWriter })[LAZY_WRITER]?.idempotency as IdempotencyHolder | undefined;
      return holder === undefined ? undefined : keyOf(holder);
    },
    set(this: Ctx, value: unknown) {
      settle(this, value);
    },
    enumerable: false,
    configurable: true,
  },
});

/** A new, empty context whose `idempotencyKey` is read from the holder its `LazyWriter` carries (see {@link keyWriter}). */
export function keyedContext(): Ctx {
  return Object.create(CONTEXT_PROTOTYPE) as Ctx;
}

/** Gives `writer` (the context's `LazyWriter`) the call's key holder, for `idempotencyKey` to read. */
export function keyWriter(writer: LazyWriter, holder: IdempotencyHolder): void {
  writer.idempotency = holder;
}
