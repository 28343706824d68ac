/**
 * The task store of a server given none: JSON records in this process's memory, each dropped once
 * its time to live ran out (checked when it is read, and swept every 256 writes).
 */
import type { TaskStateStore } from '../../../../wire';

/** Options of {@link InMemoryTaskStateStore}. */
export interface InMemoryTaskStateStoreOptions {
  /** The clock, in epoch milliseconds (default `Date.now`): a test moves it to expire records. */
  now?: (() => number) | undefined;
}

/** A {@link TaskStateStore} in this process's memory. */
export class InMemoryTaskStateStore implements TaskStateStore {
  readonly #records = new Map<string, { json: string; expiresAt: number; final: boolean }>();
  readonly #now: () => number;
  #writes = 0;

  constructor(options: InMemoryTaskStateStoreOptions = {}) {
    this.#now = options.now ?? Date.now;
  }

  async get(key: string): Promise<unknown> {
    const entry = this.#records.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#records.delete(key);
      return undefined;
    }
    // A copy: a caller that changes what it read must not change the record.
    return JSON.parse(entry.json);
  }

  async set(key: string, value: unknown, ttlMs: number | null): Promise<void> {
    this.#write(key, value, ttlMs, false);
  }

  async setUnlessFinal(key: string, value: unknown, ttlMs: number | null, final: boolean): Promise<{ written: boolean; previous: unknown }> {
    const previous = await this.get(key);
    if (previous !== undefined && this.#records.get(key)?.final) return { written: false, previous };
    this.#write(key, value, ttlMs, final);
    return { written: true, previous };
  }

  #write(key: string, value: unknown, ttlMs: number | null, final: boolean): void {
    const now = this.#now();
    this.#writes += 1;
    if (this.#writes % 256 === 0) this.sweep(now);
    this.#records.set(key, { json: JSON.stringify(value), expiresAt: ttlMs === null ? Number.POSITIVE_INFINITY : now + ttlMs, final });
  }

  /** Drops the expired records, so that finished tasks nobody reads again do not pile up. */
  private sweep(now: number): void {
    for (const [key, entry] of this.#records) if (entry.expiresAt <= now) this.#records.delete(key);
  }
}
