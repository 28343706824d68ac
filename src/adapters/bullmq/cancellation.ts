// Cancelling tasks on a worker: the attempts running here, and the cancels that reached this
// worker before their task's attempt began (the dispatcher's message can overtake the job).

/** How many cancels of tasks not running here a worker remembers: a cancel only needs to outlive the few moments before its job's attempt begins. */
const REMEMBERED = 1024;

/** The reason a cancelled task's signal fires with, and its record's error. */
export class CancelledError extends Error {
  override name = 'CancelledError';
}

/** An attempt running on this worker, as a cancel reaches it. */
export interface RunningAttempt {
  /** Aborts the attempt's signal with `reason` only: the tool decides what that means (BullMQ's `cancelJob`). */
  abort(reason: unknown): void;
  /** Aborts the attempt's signal with `reason` and ends the attempt at once as cancelled (the executor's `cancel`). */
  cancel(reason: unknown): void;
}

/** The attempts running on one worker, by task id, and the cancels that came before their attempt. */
export class WorkerCancellations {
  /** The attempts running now (each is in here while it runs). */
  readonly running = new Map<string, RunningAttempt>();
  readonly #early = new Map<string, unknown>();

  /** Aborts the signal of the attempt of `taskId` if it runs here; `false` otherwise. */
  abort(taskId: string, reason: unknown): boolean {
    const attempt = this.running.get(taskId);
    attempt?.abort(reason);
    return attempt !== undefined;
  }

  /** Aborts the signals of every attempt running here. */
  abortAll(reason: unknown): void {
    for (const attempt of this.running.values()) attempt.abort(reason);
  }

  /**
   * A cancel the dispatcher sent: the attempt running here stops; otherwise the cancel is kept,
   * in case this worker holds the job and its attempt has not begun yet.
   */
  requested(taskId: string, reason: unknown): void {
    const attempt = this.running.get(taskId);
    if (attempt) return attempt.cancel(reason);
    this.#early.set(taskId, reason);
    if (this.#early.size > REMEMBERED) this.#early.delete(this.#early.keys().next().value as string);
  }

  /** The reason of a cancel that came before the task's attempt, if one did (taken once). */
  takeEarly(taskId: string): unknown {
    const reason = this.#early.get(taskId);
    this.#early.delete(taskId);
    return reason;
  }
}
