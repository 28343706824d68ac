/**
 * In-place shaping of the engine's own context. The engine builds a fresh context for every
 * execution and hands it to the function it calls (`tool.execute`, or the function a forwarder
 * of toolwright's own calls on, such as the MCP adapter's, which only adds keys and reads the
 * context no more). When that function is a createTool wrapper, no other code holds the object,
 * so the wrapper completes it in place rather than copying it: the tool sees the same keys, in
 * the same order, with the same values, and no copy (with its lazy `writer`) is made. A wrapper
 * called by any other function (a caller's own wrapper, say) is not the one named, and copies.
 * @module
 */
import { ownLazyWriter } from './lazy-writer';

/** Hands `context` (built by the engine, with a lazy writer) over to `callee`, the function it is passed to. */
export function handOverContext(context: object, callee: unknown): void {
  const lazy = ownLazyWriter(context);
  if (lazy !== undefined) lazy.owner = callee;
}
