/**
 * The part of the tool loop every provider shares: run each call with `runToolCall`, then keep
 * the records the model must get an answer for apart from those waiting on the application.
 * @module
 */
import { runWireToolCall, type WireHost } from '../../wire';
import type { ResumeOptions, RunToolCallOptions, RuntimeTools, ToolCallInput, ToolCallRecord } from '../../runtime';

/** Options of the `run*ToolCalls` helpers: `runToolCall`'s, plus how to run several calls. */
export interface ProviderToolCallsOptions extends Omit<RunToolCallOptions, 'resume'> {
  /**
   * Continues calls that ended `approval-required` or `suspended` in an earlier turn, keyed by
   * tool call id: give the provider's same turn again with each pending call's ticket here.
   * Only the calls named here run; the turn's other calls finished in the first pass (their
   * results were returned then), so they are skipped and none of their results is returned
   * again. A name that is not a call of the turn rejects with a `TypeError`.
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

/**
 * The calls of a turn that a resume names, in turn order. A call that finished in the first
 * pass must not run a second time (its side effects would happen twice), so it is left out.
 */
function callsToResume(turn: readonly ToolCallInput[], resume: Readonly<Record<string, ResumeOptions>>): ToolCallInput[] {
  const ids = new Set(turn.map((call) => call.toolCallId));
  for (const id of Object.keys(resume)) {
    if (!ids.has(id)) {
      const known = [...ids].map((known) => JSON.stringify(known)).join(', ') || 'none';
      throw new TypeError(`Cannot resume tool call ${JSON.stringify(id)}: it is not a tool call of this turn (its calls: ${known}).`);
    }
  }
  return turn.filter((call) => Object.prototype.hasOwnProperty.call(resume, call.toolCallId));
}

/** Runs `calls` and sorts the records; `toResult` writes the provider's item for an answered one. */
export async function runProviderCalls<TResult>(
  tools: RuntimeTools,
  turn: readonly ToolCallInput[],
  options: ProviderToolCallsOptions,
  toResult: (record: ToolCallRecord, index: number) => TResult,
  argsToInputFor?: (call: ToolCallInput) => WireHost['argsToInput'],
): Promise<ProviderToolCalls<TResult>> {
  let calls = turn;
  const { resume, parallel, ...runOptions } = options;
  if (resume) calls = callsToResume(calls, resume);
  const one = (call: ToolCallInput): Promise<ToolCallRecord> => {
    const ticket = resume?.[call.toolCallId];
    // The provider's model sends the arguments in the form of the schema it was given.
    const host: WireHost = { argsToInput: argsToInputFor?.(call) };
    return runWireToolCall(tools, call, ticket ? { ...runOptions, resume: ticket } : runOptions, host);
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
