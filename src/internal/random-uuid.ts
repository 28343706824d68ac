// The ids the engine makes per call (runs, background tasks), from the platform's
// `crypto.randomUUID()`; a runtime without it gets undefined, and the caller its own fallback.

/**
 * A random (version 4, RFC 9562) UUID from `crypto.randomUUID()`; undefined when the runtime
 * lacks it.
 * @internal
 */
export function randomUuid(): string | undefined {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return typeof crypto?.randomUUID === 'function' ? crypto.randomUUID() : undefined;
}
