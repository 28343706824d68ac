/**
 * In-place shaping of the engine's own context. The engine builds a fresh context for every
 * execution and passes it to `tool.execute`. When that function is a createTool wrapper (or a
 * forwarder that only adds keys before calling one, and never reads the context afterwards), no
 * other code holds the object, so the wrapper may complete it in place rather than copy it: the
 * tool sees the same keys, in the same order, with the same values, and the copy (with its lazy
 * `writer`) is not made.
 * @module
 */
import { ownLazyWriter } from './lazy-writer';

/** The createTool wrappers: a WeakSet, so the functions carry no property of their own. */
const shaping = new WeakSet<object>();

/** Registers `execute` (a createTool wrapper) as one that shapes the engine's context in place, and returns it. */
export function shapingInPlace<F extends (...args: any[]) => unknown>(execute: F): F {
  shaping.add(execute);
  return execute;
}

/** Whether `execute` accepts the engine's own context to shape in place. */
export function shapesInPlace(execute: unknown): boolean {
  return typeof execute === 'function' && shaping.has(execute);
}

/** Hands `context` (built by the engine, with a lazy writer) over to the wrapper it is passed to. */
export function handOverContext(context: object): void {
  const lazy = ownLazyWriter(context);
  if (lazy !== undefined) lazy.ownedBy = context;
}

/** Once for a context handed over: true, and the caller may complete it in place. */
export function takeOwnedContext(context: object): boolean {
  const lazy = ownLazyWriter(context);
  if (lazy === undefined || lazy.ownedBy !== context) return false;
  lazy.ownedBy = undefined;
  return true;
}
