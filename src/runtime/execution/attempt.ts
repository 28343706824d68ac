// One attempt of a background task: which task and attempt it is, and the signal that aborts it.
import type { CancellableBackgroundAttempt } from '../background-types';

/**
 * One attempt, with its own abort signal: the executor aborts it at its time limit or when the
 * task is cancelled; a second abort changes nothing.
 * @internal
 */
export class Attempt implements CancellableBackgroundAttempt {
  readonly #controller = new AbortController();

  constructor(
    readonly taskId: string,
    readonly attempt: number,
    readonly disposition: 'deferred' | 'awaited',
  ) {}

  get abortSignal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Aborts the attempt's signal with `reason`; a second abort changes nothing. */
  abort(reason?: unknown): void {
    this.#controller.abort(reason);
  }
}

/**
 * A new attempt `attempt` (0 for the first) of background task `taskId`, for a worker that runs
 * it with `runBackgroundAttempt`.
 */
export function createBackgroundAttempt(taskId: string, attempt: number, disposition: 'deferred' | 'awaited'): CancellableBackgroundAttempt {
  return new Attempt(taskId, attempt, disposition);
}
