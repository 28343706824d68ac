/**
 * Where a call's idempotency key is claimed before `execute` runs and its result kept after:
 * the contract every store keeps (in memory here, on Redis in `toolwright/bullmq`).
 * @module
 */

/** The call a key is claimed for: what a store may keep beside it, for whoever reads the store. */
export interface IdempotencyCall {
  toolName: string;
  toolCallId: string;
}

/**
 * A store's answer to a claim:
 * - `claimed`: no execution of the key completed and none holds it; this one runs `execute`,
 *   then completes or releases the key with `token`.
 * - `completed`: an execution of the key completed; `result` is what it returned (JSON-safe),
 *   and `execute` does not run again.
 * - `running`: another execution holds the key and its lease has not run out.
 */
export type IdempotencyClaim = { status: 'claimed'; token: string } | { status: 'completed'; result: unknown } | { status: 'running' };

/**
 * Keeps which idempotency keys run and which completed, with their results. Each method may
 * answer with a promise. Shared by several processes, `claim` must be atomic (one claimant
 * wins), and `complete`/`release` must act only while `token` still holds the key.
 */
export interface IdempotencyStore {
  /** Claims `key` for one execution of `call` (see {@link IdempotencyClaim}). */
  claim(key: string, call: IdempotencyCall): IdempotencyClaim | Promise<IdempotencyClaim>;
  /** The execution holding `key` under `token` returned `result` (made JSON-safe): later claims get it. */
  complete(key: string, token: string, result: unknown): void | Promise<void>;
  /** The execution holding `key` under `token` threw, was refused, or suspended: a later one may run. */
  release(key: string, token: string): void | Promise<void>;
}

/** The runtime's `idempotency` option. */
export interface IdempotencyOptions {
  /** Where keys are claimed and results kept. */
  store: IdempotencyStore;
}
