import { newTaskId } from '../../internal/task-id';
import type { IdempotencyClaim, IdempotencyStore } from './idempotency-store';

type Entry = { state: 'running'; token: string; until: number } | { state: 'completed'; result: unknown; until: number };

/** Options of {@link InMemoryIdempotencyStore}. */
export interface InMemoryIdempotencyStoreOptions {
  /**
   * How long a claim holds its key while `execute` runs, in ms (default 300000, the background
   * tasks' default time limit). Past it, a process that died mid-execute no longer blocks the
   * key: the next claim takes it over (and `execute` runs again).
   */
  leaseMs?: number | undefined;
  /** How long a completed key and its result are kept, in ms (default: forever). */
  ttlMs?: number | undefined;
  /** How many keys are kept at most; the oldest go first (default: no bound). */
  maxEntries?: number | undefined;
}

/**
 * An {@link IdempotencyStore} in this process's memory: for one process (retries of the
 * in-process background executor, several resumes of one ticket here). Processes that share
 * work (queue workers) need a shared store, such as `RedisIdempotencyStore` from
 * `toolwright/bullmq`.
 *
 * @example
 * ```ts
 * const idempotency = { store: new InMemoryIdempotencyStore() };
 * await runToolCall(tools, call, { idempotency });
 * ```
 */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  readonly #entries = new Map<string, Entry>();
  readonly #leaseMs: number;
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: InMemoryIdempotencyStoreOptions = {}) {
    this.#leaseMs = options.leaseMs ?? 300_000;
    this.#ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
    this.#maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  }

  claim(key: string): IdempotencyClaim {
    const now = Date.now();
    const entry = this.#entries.get(key);
    if (entry !== undefined && entry.until > now) return entry.state === 'completed' ? { status: 'completed', result: entry.result } : { status: 'running' };
    const token = newTaskId();
    this.#entries.delete(key);
    this.#entries.set(key, { state: 'running', token, until: now + this.#leaseMs });
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    return { status: 'claimed', token };
  }

  complete(key: string, token: string, result: unknown): void {
    if (!this.#holds(key, token)) return;
    this.#entries.set(key, { state: 'completed', result, until: Date.now() + this.#ttlMs });
  }

  release(key: string, token: string): void {
    if (this.#holds(key, token)) this.#entries.delete(key);
  }

  /** How many keys are kept (running or completed). */
  get size(): number {
    return this.#entries.size;
  }

  #holds(key: string, token: string): boolean {
    const entry = this.#entries.get(key);
    return entry?.state === 'running' && entry.token === token;
  }
}
