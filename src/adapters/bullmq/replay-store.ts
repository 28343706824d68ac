// A ticket replay store every instance shares: one atomic SET NX per ticket, on Redis.
import type { Redis } from 'ioredis';
import type { PendingToolCall, TicketReplayStore } from '../../runtime';

/** Options of {@link RedisTicketReplayStore}. */
export interface RedisTicketReplayStoreOptions {
  /** The key prefix (default `'toolwright:ticket:'`). */
  prefix?: string | undefined;
  /**
   * The tickets' maximum age, as given to `tickets.maxAgeMs`: a ticket's id is kept until the
   * ticket expires (its `createdAt` plus this), after which verification refuses it anyway.
   * Without it, ids are kept forever.
   */
  maxAgeMs?: number | undefined;
}

/**
 * A {@link TicketReplayStore} on Redis: a ticket claimed on any instance is refused on every
 * other. Each claim is one `SET key NX PX ttl`, atomic on the server, with the ticket's own
 * expiry as the key's lifetime.
 *
 * @example
 * ```ts
 * const replayStore = new RedisTicketReplayStore(new Redis(), { maxAgeMs: 3_600_000 });
 * await runToolCall(tools, call, { tickets: { keys: [secret], replayStore, maxAgeMs: 3_600_000 } });
 * ```
 */
export class RedisTicketReplayStore implements TicketReplayStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #maxAgeMs: number | undefined;

  constructor(redis: Redis, options: RedisTicketReplayStoreOptions = {}) {
    this.#redis = redis;
    this.#prefix = options.prefix ?? 'toolwright:ticket:';
    this.#maxAgeMs = options.maxAgeMs;
  }

  async claim(ticketId: string, ticket: PendingToolCall): Promise<boolean> {
    const key = this.#prefix + ticketId;
    const created = Date.parse(ticket.createdAt);
    if (this.#maxAgeMs === undefined || Number.isNaN(created)) return (await this.#redis.set(key, '1', 'NX')) === 'OK';
    // An already expired ticket still needs a positive lifetime; it is refused by its age check anyway.
    const ttl = Math.max(1, created + this.#maxAgeMs - Date.now());
    return (await this.#redis.set(key, '1', 'PX', ttl, 'NX')) === 'OK';
  }
}
