/**
 * The part of the tool loop every provider shares: run each call with `runToolCall`, then keep
 * the records the model must get an answer for apart from those waiting on the application.
 * @module
 */
import { runToolCall } from '../../runtime';
import type { ResumeOptions, RunToolCallOptions, RuntimeTools, ToolCallInput, ToolCallRecord } from '../../runtime';

/** Options of the `run*ToolCalls` helpers: `runToolCall`'s, plus how to run several calls. */
export interface ProviderToolCallsOptions extends Omit<RunToolCallOptions, 'resume'> {
  /**
   * Continues calls that ended `approval-required` or `suspended` in an earlier turn, keyed by
   * tool call id: give the provider's same tool-call object again with its ticket here.
   */
  resume?: Readonly<Record<string, ResumeOptions>> | undefined;
  /** Run the calls of one turn concurrently. Default `false`: one after another, in order. */
  parallel?: boolean | undefined;
}

/** What a `run*ToolCalls` helper returns. */
export interface ProviderToolCalls<TResult> {
  /**
   * The provider's tool-result items, one per answered call, in call order: send them back to
   * the model. Calls in `pending` and `aborted` have none.
   */
  readonly results: TResult[];
  /** Every call's record, in call order. */
  readonly records: ToolCallRecord[];
  /**
   * Calls that wait for the application: `approval-required` (ask the user) or `suspended`
   * (resume with data). Each record carries its `pending` ticket. Nothing was sent to the
   * model for them: answer them, then run the same call again with `resume`.
   */
  readonly pending: ToolCallRecord[];
  /** Calls stopped by the abort signal; nothing was sent for them either. */
  readonly aborted: ToolCallRecord[];
}

/** Whether a record is to be answered to the model now. */
export function isAnswered(record: ToolCallRecord): boolean {
  return record.status !== 'approval-required' && record.status !== 'suspended' && record.status !== 'aborted' && record.status !== 'pending';
}

/** Runs `calls` and sorts the records; `toResult` writes the provider's item for an answered one. */
export async function runProviderCalls<TResult>(
  tools: RuntimeTools,
  calls: readonly ToolCallInput[],
  options: ProviderToolCallsOptions,
  toResult: (record: ToolCallRecord, index: number) => TResult,
  mapArgsFor?: (call: ToolCallInput) => RunToolCallOptions['mapArgs'],
): Promise<ProviderToolCalls<TResult>> {
  const { resume, parallel, ...runOptions } = options;
  const one = (call: ToolCallInput): Promise<ToolCallRecord> => {
    const ticket = resume?.[call.toolCallId];
    const mapArgs = mapArgsFor?.(call) ?? runOptions.mapArgs;
    return runToolCall(tools, call, { ...runOptions, ...(ticket ? { resume: ticket } : {}), ...(mapArgs ? { mapArgs } : {}) });
  };
  let records: ToolCallRecord[];
  if (parallel) records = await Promise.all(calls.map(one));
  else {
    records = [];
    for (const call of calls) records.push(await one(call));
  }
  const results: TResult[] = [];
  const pending: ToolCallRecord[] = [];
  const aborted: ToolCallRecord[] = [];
  records.forEach((record, index) => {
    if (record.status === 'aborted') aborted.push(record);
    else if (!isAnswered(record)) pending.push(record);
    else results.push(toResult(record, index));
  });
  return { results, records, pending, aborted };
}

/** Refuses to write a tool result for a call that has none yet. */
export function assertAnswered(record: ToolCallRecord, what: string): void {
  if (!isAnswered(record)) {
    throw new TypeError(`Cannot write ${what} for tool call "${record.toolCallId}": it is ${record.status}, so it has no result yet`);
  }
}
