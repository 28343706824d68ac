/**
 * What `execute` leaves for the SDK's `customDataExtractor` of the same call, kept per run.
 * @module
 */
import type { OpenAIAgentsCallData } from './types';

/**
 * The call data of every run of one tool set. The SDK hands the same `RunContext` object to
 * `execute` and to the extractor of a call, and each run has its own: keyed by it, runs that
 * share a tool set and reuse call ids (models do, across conversations) never read each
 * other's data. A run that ends early leaves its entries to the garbage collector with it.
 */
export class RunCallData {
  readonly #byRun = new WeakMap<object, Map<string, OpenAIAgentsCallData>>();

  /** Keeps `data` for call `callId` of the run `run` (nothing without a run context). */
  keep(run: object | undefined, callId: string, data: OpenAIAgentsCallData): void {
    if (run === undefined) return;
    let calls = this.#byRun.get(run);
    if (!calls) this.#byRun.set(run, (calls = new Map()));
    calls.set(callId, data);
  }

  /** The data of call `callId` of the run `run`, removed as it is read. */
  take(run: object | undefined, callId: string): OpenAIAgentsCallData | undefined {
    const calls = run === undefined ? undefined : this.#byRun.get(run);
    const data = calls?.get(callId);
    calls?.delete(callId);
    return data;
  }
}
