/**
 * `toOpenAIAgentsTool`: a toolwright (or Mastra) tool as the OpenAI Agents SDK's own
 * `FunctionTool`, made with its `tool()` and typed as it types one. Every call runs through the runtime's engine.
 * @module
 */
import { type FunctionTool, type RunContext, tool as sdkTool, ToolTimeoutError } from '@openai/agents';
import { fromStrictArgs, toOpenAITool } from '../../providers';
import {
  type RunToolCallOptions,
  type RuntimeTool,
  serializePendingToolCall,
  ToolCallTimeoutError,
  type ToolCallRecord,
  toolCallNeedsApproval,
} from '../../runtime';
import { checkModelOutputLimit, runWireToolCall, toModelTool, toolMayNeedApproval, type WireHost, type WireToolSource } from '../../wire';
import { RunCallData } from './call-data';
import { checkTimeoutMs, failureOf, failureText } from './failure';
import { callDataOf, sdkOutputOf } from './output';
import { wireTickets } from './replay-store';
import { readTicket, requestContextOf, writeTicket } from './run-context';
import { hasOptionalProperty } from './strict-args';
import type { OpenAIAgentsToolOf, OpenAIAgentsToolsOf } from './tool-types';
import type { OpenAIAgentsToolSource, ToOpenAIAgentsToolOptions } from './types';
import type { Tool } from '../../tools';

/**
 * What the converters take: a toolwright `Tool`, or any other tool source. `Tool` comes first, so
 * that TypeScript matches a toolwright tool by its type arguments rather than member by member.
 */
type OpenAIAgentsToolInput = Tool<any, any, any, any, any, any, any> | (OpenAIAgentsToolSource & WireToolSource);

/** What the SDK passes as `details` to execute (the parts read here). */
type CallDetails = { toolCall?: { callId?: string }; signal?: AbortSignal } | undefined;

/** The SDK's own tool options, handed to its `tool()` as they are given. */
const PASSED_THROUGH = ['isEnabled', 'inputGuardrails', 'outputGuardrails', 'deferLoading', 'providerData', 'allowedCallers'] as const;

/** The call's answer when the engine did not finish it and must not run it: a refusal the model reads. */
function refusal(key: string, callId: string, why: string): string {
  return `Tool "${key}" (call "${callId}") did not run: ${why}`;
}

/** The engine's time limit: the SDK's `timeoutMs` option, or `runtime.timeoutMs` (not both). */
function timeLimitOf(options: ToOpenAIAgentsToolOptions, name: string): number | undefined {
  const given = options.timeoutMs;
  const runtime = options.runtime?.timeoutMs;
  if (given !== undefined && runtime !== undefined) {
    throw new TypeError(`toOpenAIAgentsTool: tool "${name}" has both timeoutMs and runtime.timeoutMs; give one (they are the same time limit).`);
  }
  checkTimeoutMs(name, given);
  return given ?? runtime;
}

/** Whether the run holds a standing approval of the tool (`state.approve(item, { alwaysApprove: true })`). */
function approvedForGood(runContext: RunContext<unknown>, toolName: string): boolean {
  const approvals = runContext.toJSON().approvals as Record<string, { approved?: unknown } | undefined>;
  return approvals[toolName]?.approved === true;
}

/**
 * Builds the SDK tool for `tool`, offered under `name` and run by the engine under `key` (the
 * tool's id: the name validation messages use).
 * @internal
 */
export function buildOpenAIAgentsTool(tool: OpenAIAgentsToolSource, name: string | undefined, options: ToOpenAIAgentsToolOptions): FunctionTool<any, any, any> {
  if (typeof tool !== 'object' || tool === null) throw new TypeError(`toOpenAIAgentsTool: expected a tool object, got ${tool === null ? 'null' : typeof tool}`);
  const strict = options.strict ?? tool.strict !== false;
  const model = toOpenAITool(tool, { api: 'responses', strict, name: name ?? options.name });
  const key = typeof tool.id === 'string' && tool.id !== '' ? tool.id : model.name;
  const tools = { [key]: tool as RuntimeTool };
  const runtime = options.runtime ?? {};
  checkModelOutputLimit(runtime.modelOutputLimit, 'toOpenAIAgentsTool (runtime)');
  const timeoutMs = timeLimitOf(options, model.name);
  const raiseOnTimeout = options.timeoutBehavior === 'raise_exception';
  const needsMapping = strict && hasOptionalProperty(toModelTool(key, tool).inputSchema);
  // The SDK calls execute at once and streams nothing of the call before it; a model given the
  // strict schema sends its arguments in the strict form.
  const host: WireHost = { callsExecuteAtOnce: true, argsToInput: needsMapping ? fromStrictArgs : undefined };
  const tickets = wireTickets(options.tickets);
  const base = (context: unknown, abortSignal: AbortSignal | undefined): RunToolCallOptions => ({
    ...runtime,
    timeoutMs,
    tickets,
    requestContext: requestContextOf(context),
    abortSignal,
  });
  // Without needsApproval the SDK never gates a call: execute then reads no ticket and asks the
  // SDK for no decision. Both this and `needsMapping` are decided per tool, when it is converted,
  // to spare a tool round work it does not need: the question costs tens of microseconds a call,
  // the strict profile's way back a few percent of the round (bench row: openai-agents: zod,
  // run() tool round).
  const gated = toolMayNeedApproval(tool as RuntimeTool, runtime.requireToolApproval);
  const callData = new RunCallData();

  const approvalOf = (runContext: RunContext<unknown>, callId: string) => runContext.isToolApproved({ toolName: model.name, callId });

  const needsApproval = async (runContext: RunContext<unknown>, input: unknown, callId?: string): Promise<boolean> => {
    const id = callId ?? '';
    // Asked again on the resumed run: a call with a ticket, or one the SDK has a decision for, stays gated.
    if (readTicket(runContext.context, id) !== undefined || approvalOf(runContext, id) !== undefined) return true;
    try {
      const options = base(runContext.context, undefined);
      const call = { toolCallId: id, toolName: key, args: input };
      const asked = { ...call, args: host.argsToInput ? host.argsToInput(tool as RuntimeTool, input) : input };
      if (!(await toolCallNeedsApproval(tools, asked, options))) return false;
      // The engine issues the ticket; gated by the agent-wide setting, the call cannot run here.
      const record = await runWireToolCall(tools, call, { ...options, requireToolApproval: true }, host);
      if (record.status === 'approval-required' && record.pending) writeTicket(runContext.context, id, serializePendingToolCall(record.pending));
    } catch (error) {
      runtime.logger?.error(`Error evaluating approval for tool ${key}:`, error);
    }
    // Gated, with a ticket or not: without one, execute refuses the approved call (fail closed).
    return true;
  };

  /**
   * The SDK's answer for a record, the app's data kept for the customData extractor of the
   * same call. A failure is thrown, so that the SDK hands it to the `errorFunction` as it does
   * for a native tool; a time limit ends as the SDK's `timeoutBehavior` says.
   */
  const answer = (record: ToolCallRecord, runContext: RunContext<unknown> | undefined, details: CallDetails): unknown => {
    const id = record.toolCallId;
    const timedOut = ToolCallTimeoutError.isInstance(record.error) ? record.error : undefined;
    if (record.status === 'aborted' && !timedOut) throw details?.signal?.reason ?? new Error('The tool call was aborted');
    if (timedOut && raiseOnTimeout) throw new ToolTimeoutError({ toolName: model.name, timeoutMs: timedOut.timeoutMs });
    callData.keep(runContext, id, callDataOf(record));
    if (timedOut) {
      if (!options.timeoutErrorFunction || !runContext) return failureText(key, timedOut);
      return options.timeoutErrorFunction(runContext, new ToolTimeoutError({ toolName: model.name, timeoutMs: timedOut.timeoutMs }), details as never);
    }
    switch (record.status) {
      case 'failed':
        throw failureOf(record);
      case 'approval-required':
        return refusal(key, id, 'it requires approval, and the SDK did not ask for it.');
      case 'pending':
        // execute returned nothing: a success, which the SDK writes as it does for a native tool.
        return record.result;
      default:
        return sdkOutputOf(record);
    }
  };

  const execute = async (input: unknown, runContext?: RunContext<unknown>, details?: unknown): Promise<unknown> => {
    const { toolCall, signal } = (details ?? {}) as NonNullable<CallDetails>;
    const id = toolCall?.callId ?? '';
    const options = base(runContext?.context, signal);
    // The SDK holds a decision only for a call it gated (or a tool approved for good).
    const decided = gated && runContext ? approvalOf(runContext, id) : undefined;
    if (decided !== undefined && runContext) {
      // Only needsApproval writes a ticket: an approved call resumes from it.
      const ticket = readTicket(runContext.context, id);
      if (decided === true && ticket !== undefined) options.resume = { pending: ticket, approved: true };
      // The SDK asks nothing for a tool approved for good: that standing yes answers the engine,
      // which still validates the call before it takes the answer.
      else if (decided === true && approvedForGood(runContext, model.name)) options.approval = true;
      else return refusal(key, id, 'its approval has no toolwright ticket in the run context (the RunState was restored without it).');
    }
    return answer(await runWireToolCall(tools, { toolCallId: id, toolName: key, args: input }, options, host), runContext, details as CallDetails);
  };

  const errorFunction = options.errorFunction === undefined ? (_runContext: unknown, error: unknown) => failureText(key, error) : options.errorFunction;
  const passed: Record<string, unknown> = {};
  for (const option of PASSED_THROUGH) if (options[option] !== undefined) passed[option] = options[option];
  const made = sdkTool({
    name: model.name,
    description: model.description ?? '',
    parameters: model.parameters as never,
    strict: strict as true,
    execute: execute as never,
    ...passed,
    ...(gated ? { needsApproval: needsApproval as never } : {}),
    // A raised timeout goes past the error function, as the SDK's own time limit does.
    errorFunction:
      errorFunction && raiseOnTimeout
        ? (runContext: RunContext<unknown>, error: unknown, details?: unknown) => {
            if (error instanceof ToolTimeoutError) throw error;
            return errorFunction(runContext, error, details as never);
          }
        : errorFunction,
    customDataExtractor: ({ runContext, toolCall }: { runContext: RunContext<unknown>; toolCall: { callId: string } }) => {
      const data = callData.take(runContext, toolCall.callId);
      return data ? { toolwright: data } : undefined;
    },
  } as never);
  return made as FunctionTool<any, any, any>;
}

/**
 * Converts a toolwright tool into the OpenAI Agents SDK's `FunctionTool` (made with the SDK's
 * `tool()`), named by its `id`. Validation, approval, hooks, suspension, `toModelOutput` and
 * transforms are the engine's: `needsApproval` asks the engine, and an approved call resumes
 * from the ticket the engine issued, kept in the run context with the `RunState`. Typed as the
 * SDK's `tool()` types a tool ({@link OpenAIAgentsToolOf}): an `Agent` whose context is not what
 * the tool's `requestContextSchema` takes refuses it.
 *
 * @example
 * ```ts
 * const agent = new Agent({ name: 'support', tools: [toOpenAIAgentsTool(refund)] });
 * ```
 */
export function toOpenAIAgentsTool<T extends OpenAIAgentsToolInput>(tool: T, options: ToOpenAIAgentsToolOptions = {}): OpenAIAgentsToolOf<T> {
  return buildOpenAIAgentsTool(tool, undefined, options) as OpenAIAgentsToolOf<T>;
}

/**
 * Converts a record of tools into SDK `FunctionTool`s, each named by its key and typed as
 * {@link toOpenAIAgentsTool} types it.
 */
export function toOpenAIAgentsTools<TTools extends Readonly<Record<string, OpenAIAgentsToolInput>>>(
  tools: TTools,
  options: Omit<ToOpenAIAgentsToolOptions, 'name'> = {},
): OpenAIAgentsToolsOf<TTools> {
  return Object.entries(tools).map(([name, tool]) => buildOpenAIAgentsTool(tool, name, options)) as OpenAIAgentsToolsOf<TTools>;
}
