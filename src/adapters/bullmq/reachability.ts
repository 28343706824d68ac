// Whether Redis still answers, while someone waits on it. A server that went away does not
// always close its connections (a host that froze, a paused process): ioredis then waits on
// its replies forever, and so would every `done` waiting for an event from it. A PING every
// quarter of the bound tells the two apart.
import type { Redis } from 'ioredis';

/** What {@link watchReachability} reports to. */
export interface ReachabilityHandlers {
  /** True while anything waits on Redis; the watch stops itself once nothing does. */
  needed(): boolean;
  /** Redis has not answered for the whole bound; `cause` is the driver's last error, if any. */
  lost(cause: Error | undefined): void;
  /** Redis answered again after a PING failed or went unanswered for a while. */
  back(): void;
}

/** A running watch: `ensure` starts it when a wait begins, `stop` ends it. */
export interface ReachabilityWatch {
  ensure(): void;
  stop(): void;
}

/**
 * Pings `redis` while `handlers.needed()`; calls `lost` once no PING has been answered for
 * `timeoutMs` (counted from the last answer, or from `ensure` when none came since), and
 * `back` when an answer follows a failure or a delay.
 */
export function watchReachability(redis: Redis, timeoutMs: number, handlers: ReachabilityHandlers): ReachabilityWatch {
  const interval = Math.max(10, Math.floor(timeoutMs / 4));
  let running = false;
  let inFlight = false;
  let doubtful = false;
  let lastError: Error | undefined;
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    running = false;
    clearTimeout(probeTimer);
    clearTimeout(deadline);
    probeTimer = undefined;
    deadline = undefined;
  };
  const arm = () => {
    clearTimeout(deadline);
    deadline = setTimeout(() => {
      deadline = undefined;
      doubtful = true;
      handlers.lost(lastError);
      if (!handlers.needed()) stop();
    }, timeoutMs);
  };
  const schedule = () => {
    if (running) probeTimer = setTimeout(probe, interval);
  };
  const answered = () => {
    inFlight = false;
    if (!running) return;
    lastError = undefined;
    arm();
    if (doubtful) {
      doubtful = false;
      handlers.back();
    }
  };
  const failed = (error: unknown) => {
    inFlight = false;
    lastError = error instanceof Error ? error : new Error(String(error));
    doubtful = true;
  };
  function probe() {
    probeTimer = undefined;
    if (!handlers.needed()) return stop();
    // The last PING is still unanswered: Redis is busy or gone; its answer will say which.
    if (inFlight) doubtful = true;
    else {
      inFlight = true;
      redis.ping().then(answered, failed);
    }
    schedule();
  }

  return {
    ensure() {
      if (running) return;
      running = true;
      arm();
      schedule();
    },
    stop,
  };
}

/**
 * Waits for `graceful` (BullMQ's close: QUIT on each connection) while Redis answers; once
 * `redis` has not answered a PING for `timeoutMs`, calls `drop` (disconnect without a goodbye)
 * and returns. A QUIT queued for a server that went away waits forever: ioredis does not fail
 * the commands of a client that is between reconnection attempts when it is disconnected, so
 * nothing queued before the drop is awaited after it.
 */
export async function closeWhileReachable(redis: Redis, timeoutMs: number, graceful: Promise<void>, drop: () => void): Promise<void> {
  let closing = true;
  let gone!: () => void;
  const lost = new Promise<'lost'>((resolve) => {
    gone = () => resolve('lost');
  });
  const watch = watchReachability(redis, timeoutMs, { needed: () => closing, lost: gone, back: () => undefined });
  watch.ensure();
  try {
    const first = await Promise.race([graceful.then(() => 'closed' as const), lost]);
    if (first === 'lost') {
      // A QUIT that fails once its connection is dropped says nothing the caller can act on.
      graceful.catch(() => undefined);
      drop();
    }
  } finally {
    closing = false;
    watch.stop();
  }
}
