// `testTool`: a harness that runs one tool the way Mastra's agent does (through
// `toolwright/runtime`) and hands back everything a unit test looks at.
import {
  parsePendingToolCall,
  runToolCall,
  serializePendingToolCall,
  type PendingKind,
  type PendingToolCall,
  type ResumeOptions,
  type RunToolCallOptions,
  type RuntimeTool,
  type ToolApprovalChunk,
  type ToolCallInput,
  type ToolCallRecord,
} from '../runtime';
import { checkRunToolCallOptions } from '../wire';
import { isValidationError, type ToolArgsOf } from '../tools';
import { recordHooks } from './hook-recorder';
import { createRecordingLogger } from './recording-logger';
import type {
  HookInvocation,
  LogEntry,
  TestCallInput,
  TestCallOptions,
  TestContinueOptions,
  TestRunOptions,
  TestToolOptions,
  ToolHarness,
  ToolOutputOf,
  ToolResumeOf,
  ToolSuspendOf,
  ToolTestRun,
} from './types';

type AnyRun = ToolTestRun<any, any, any>;

/** Refuses a `requestContext` or an `approval` of the wrong kind, naming testTool. */
function checkRunOptions(options: TestRunOptions): void {
  checkRunToolCallOptions(options, 'testTool');
}

function isIterable(value: unknown): boolean {
  if (typeof value === 'string' || typeof value !== 'object' || value === null) return false;
  const v = value as Record<symbol, unknown>;
  return typeof v[Symbol.iterator] === 'function' || typeof v[Symbol.asyncIterator] === 'function';
}

/**
 * Whether the runtime gave the ticket of a continuation back, so the call is still paused: the
 * tool refused the answer (resume data or edited arguments that fail its schema: a ValidationError
 * result) and the claim went to the runtime's per-process store, which forgets a refused one. An
 * application's `replayStore` keeps every claim. A ValidationError of the tool's output means its
 * code ran: the runtime keeps that ticket used, and answering it again is refused with a
 * TicketReplayError.
 */
function givenBack(run: ToolCallRecord, options: TestRunOptions): boolean {
  return run.status === 'completed' && isValidationError(run.result) && !options.tickets?.replayStore;
}

/** `{ argsText }` and `{ argsTextDeltas }` (and nothing else) are raw text; anything else is the parsed args. */
function toCallArgs(input: unknown): Partial<Pick<ToolCallInput, 'args' | 'argsText' | 'argsTextDeltas'>> {
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const keys = Object.keys(input);
    const value = (input as Record<string, unknown>)[keys[0] ?? ''];
    if (keys.length === 1 && keys[0] === 'argsText' && typeof value === 'string') return { argsText: value };
    if (keys.length === 1 && keys[0] === 'argsTextDeltas' && isIterable(value)) {
      return { argsTextDeltas: value as ToolCallInput['argsTextDeltas'] };
    }
  }
  return { args: input };
}

/**
 * Wraps a tool for unit tests. `call()` runs one tool call end to end, as Mastra's agent runs it
 * (hooks, approval, validation, `execute` with the agent-shaped context, suspension, model output,
 * transforms), and resolves to the run record of `toolwright/runtime` plus the hook invocations in
 * order, the log lines, the approval request, the suspend payload and the display/transcript
 * payloads. A paused call is continued with `approve()`, `decline(reason?)` or `resume(data)`,
 * through the runtime's JSON pending ticket. The tool itself is never modified.
 *
 * Types come from the tool: `call()` takes its input type, `resume()` its resume type, and
 * `result` is its output type or a `ValidationError`. Nothing here depends on a test runner.
 *
 * Options: `requestContext` (an instance, or a plain object of values), `approval` (a handler, a
 * bound decision, or `true`/`false`), `requireToolApproval` (the agent-wide policy), `logger`
 * (also receives what `logs` records; nothing is printed), `toolName` (defaults to the tool's
 * id), and the other `runToolCall` options (`transform`, `tracer`, `observe`, `background`, …).
 *
 * @example
 * ```ts
 * import { expect, it } from 'vitest';
 * import { testTool } from 'toolwright/testing';
 * import { weatherTool } from './weather-tool';
 *
 * it('returns the weather and tells the model', async () => {
 *   const harness = testTool(weatherTool);
 *   const run = await harness.call({ argsTextDeltas: ['{"location":', '"Paris"}'] });
 *   expect(run.status).toBe('completed');
 *   expect(run.result).toMatchObject({ conditions: 'sunny' }); // the output, or a ValidationError
 *   expect(run.hooks.map((h) => h.name)).toEqual(['onInputStart', 'onInputDelta', 'onInputDelta', 'onInputAvailable', 'onOutput']);
 *   expect(harness.logs).toEqual([]);
 * });
 *
 * it('asks before paying', async () => {
 *   const harness = testTool(payTool);
 *   const paused = await harness.call({ amount: 500 });
 *   expect(paused.status).toBe('approval-required');
 *   expect((await harness.decline('too much')).modelOutput).toEqual({ type: 'text', value: 'too much' });
 * });
 * ```
 */
export function testTool<TTool extends RuntimeTool>(
  tool: TTool,
  options: TestToolOptions = {},
): ToolHarness<ToolArgsOf<TTool>, ToolOutputOf<TTool>, ToolSuspendOf<TTool>, ToolResumeOf<TTool>> {
  type Run = ToolTestRun<ToolArgsOf<TTool>, ToolOutputOf<TTool>, ToolSuspendOf<TTool>>;
  const { logger: userLogger, toolName: givenName, ...defaults } = options;
  checkRunOptions(defaults);
  const id = givenName ?? tool.id;
  if (typeof id !== 'string' || id === '') throw new TypeError('testTool: the tool has no id; pass options.toolName');
  const toolName: string = id;
  const logs: LogEntry[] = [];
  const runs: Run[] = [];
  const runOptions = new WeakMap<AnyRun, TestRunOptions>();
  let paused: { pending: PendingToolCall; options: TestRunOptions } | undefined;
  let calls = 0;

  async function execute(call: ToolCallInput, given: TestRunOptions, resume?: ResumeOptions): Promise<Run> {
    checkRunOptions(given);
    const hooks: HookInvocation[] = [];
    const logger = createRecordingLogger(userLogger, [logs]);
    const runtimeOptions: RunToolCallOptions = {
      // An instance is passed as is (the test sees the tool's writes); the runtime makes a plain
      // object of values into a fresh context for each run.
      ...given,
      logger,
      resume,
    };
    const name = call.toolName ?? toolName;
    const record = (await runToolCall({ [name]: recordHooks(tool, hooks) }, { ...call, toolName: name } as ToolCallInput, runtimeOptions)) as ToolCallRecord<
      ToolArgsOf<TTool>,
      ToolOutputOf<TTool>
    >;
    const approvalChunk = record.chunks.find((chunk): chunk is ToolApprovalChunk => chunk.type === 'tool-call-approval');
    const run: Run = {
      ...record,
      suspendPayload: record.suspendPayload as ToolSuspendOf<TTool> | undefined,
      hooks,
      logs: logger.entries,
      approvalRequest: approvalChunk?.payload,
      display: record.transforms?.display ?? {},
      transcript: record.transforms?.transcript ?? {},
    };
    runs.push(run);
    runOptions.set(run, given);
    if (record.pending && (record.status === 'approval-required' || record.status === 'suspended')) {
      paused = { pending: record.pending, options: given };
    }
    return run;
  }

  function call(input: TestCallInput<ToolArgsOf<TTool>>, callOptions: TestCallOptions = {}): Promise<Run> {
    const { toolCallId, messages, providerMetadata, ...overrides } = callOptions;
    calls += 1;
    const toolCall: ToolCallInput = {
      toolCallId: toolCallId ?? `call-${calls}`,
      ...toCallArgs(input),
      ...(messages !== undefined ? { messages } : {}),
      ...(providerMetadata !== undefined ? { providerMetadata } : {}),
    };
    return execute(toolCall, { ...defaults, ...overrides });
  }

  async function continueWith(
    kind: PendingKind,
    verb: string,
    answer: Omit<ResumeOptions, 'pending'>,
    continueOptions: TestContinueOptions = {},
  ): Promise<Run> {
    const { from, ...overrides } = continueOptions;
    let pending: PendingToolCall;
    let base: TestRunOptions = defaults;
    if (from === undefined) {
      if (!paused) throw new Error(`testTool: nothing to ${verb}: no call of "${toolName}" is paused`);
      pending = paused.pending;
      base = paused.options;
    } else if (typeof from === 'object' && from !== null && 'chunks' in from) {
      if (!from.pending) throw new Error(`testTool: nothing to ${verb}: that run ended "${from.status}", it is not paused`);
      pending = from.pending;
      base = runOptions.get(from) ?? defaults;
    } else {
      pending = parsePendingToolCall(from);
    }
    if (pending.kind !== kind) {
      const hint = pending.kind === 'suspension' ? 'it is suspended: use resume(data)' : 'it waits for approval: use approve() or decline(reason)';
      throw new Error(`testTool: cannot ${verb} tool call "${pending.toolCallId}": ${hint}`);
    }
    const wasCurrent = paused?.pending === pending;
    // Through JSON, as a ticket stored by one process and resumed by another.
    const ticket = serializePendingToolCall(pending);
    const given = { ...base, ...overrides };
    const run = await execute({ toolCallId: pending.toolCallId, toolName: pending.toolName }, given, { ...answer, pending: ticket });
    if (wasCurrent && paused?.pending === pending && !givenBack(run, given)) paused = undefined;
    return run;
  }

  return {
    tool,
    toolName,
    logs,
    runs,
    get pending() {
      return paused?.pending;
    },
    call,
    approve: (approveOptions = {}) => {
      const { args, ...continueOptions } = approveOptions;
      return continueWith('approval', 'approve', args === undefined ? { approved: true } : { approved: true, args }, continueOptions);
    },
    decline: (reason, continueOptions) =>
      continueWith('approval', 'decline', { approved: false, ...(reason !== undefined ? { reason } : {}) }, continueOptions),
    resume: (data, continueOptions) => continueWith('suspension', 'resume', { resumeData: data }, continueOptions),
  };
}
