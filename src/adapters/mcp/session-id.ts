/**
 * The default session id generator of stateful Streamable HTTP: `crypto.randomUUID()`, checked
 * when the handler is made, so a runtime without it fails with a message that names the missing
 * global and the option that replaces it, instead of a TypeError on a client's first request.
 */

/** `crypto.randomUUID` as a generator; throws a TypeError naming the global when the runtime has none. */
export function defaultSessionIdGenerator(): () => string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  const randomUUID = crypto?.randomUUID;
  if (typeof randomUUID !== 'function') {
    throw new TypeError(
      'createMcpHttpHandler: stateful sessions need session ids, and globalThis.crypto.randomUUID is missing in this runtime. Pass sessionIdGenerator (a function returning unguessable ids).',
    );
  }
  return () => randomUUID.call(crypto);
}
