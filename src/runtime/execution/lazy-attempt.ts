// A background attempt whose `abortSignal` is made on first read. An executor aborts most
// attempts never: each one still needs a signal for its time limit and for cancellation, and an
// AbortSignal is costly to construct (microseconds on Node 20, a listener map on every Node).
import type { LazyWriter } from '../../execute/lazy-writer';
import type { BackgroundAttempt, CancellableBackgroundAttempt } from '../background-types';

/**
 * One attempt, with its abort signal built when the tool, a hook or an adopted operation first
 * reads it; {@link LazyAttempt.abort} before that read gives a signal already aborted with the
 * same reason.
 * @internal
 */
export class LazyAttempt implements BackgroundAttempt {
  #controller: AbortController | undefined;
  #aborted = false;
  #reason: unknown;

  constructor(
    readonly taskId: string,
    readonly attempt: number,
    readonly disposition: 'deferred' | 'awaited',
  ) {}

  get abortSignal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort(this.#reason);
    }
    return this.#controller.signal;
  }

  /** Aborts the attempt's signal (now, or as it is made); a second abort changes nothing. */
  abort(reason?: unknown): void {
    if (this.#aborted) return;
    this.#aborted = true;
    this.#reason = reason;
    this.#controller?.abort(reason);
  }
}

/**
 * A new attempt `attempt` (0 for the first) of background task `taskId`, for a worker that runs
 * it with `runBackgroundAttempt`: its `abortSignal` is made only if something reads it.
 */
export function createBackgroundAttempt(taskId: string, attempt: number, disposition: 'deferred' | 'awaited'): CancellableBackgroundAttempt {
  return new LazyAttempt(taskId, attempt, disposition);
}

// The attempt rides on the context's lazy writer (one hidden holder for both): defining a second
// hidden property would cost every background execution another defineProperty.
const LAZY_WRITER: unique symbol = Symbol.for('toolwright.execute.lazyWriter') as never;

type Ctx = Record<string, unknown>;

function settle(target: Ctx, value: unknown): unknown {
  Object.defineProperty(target, 'abortSignal', { value, writable: true, enumerable: true, configurable: true });
  return value;
}

// One descriptor for every such context, so V8 keeps them on shared shapes (as the lazy writer's).
const SIGNAL_ACCESSOR: PropertyDescriptor = {
  get(this: Ctx) {
    const attempt = (this as { [LAZY_WRITER]?: LazyWriter })[LAZY_WRITER]?.attempt as LazyAttempt | undefined;
    return attempt === undefined ? undefined : settle(this, attempt.abortSignal);
  },
  set(this: Ctx, value: unknown) {
    settle(this, value);
  },
  enumerable: true,
  configurable: true,
};

/**
 * Adds `abortSignal` to `target` as its next key, read from `attempt` on first use: a read or an
 * assignment turns it into a plain data property; a spread or copy reads it. `target` carries
 * `writer`, the lazy writer already added (see lazy-writer.ts), which holds the attempt.
 */
export function addLazyAbortSignal(target: Ctx, writer: LazyWriter, attempt: LazyAttempt): void {
  writer.attempt = attempt;
  Object.defineProperty(target, 'abortSignal', SIGNAL_ACCESSOR);
}
