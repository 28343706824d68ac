/**
 * `toOpenAIAgentsTool`: a toolwright (or Mastra) tool as the OpenAI Agents SDK's own
 * `FunctionTool`, made with its `tool()`. Every call runs through the runtime's engine.
 * @module
 */
import { type FunctionTool, type RunContext, tool as sdkTool } from '@openai/agents';
import { fromStrictArgs, toOpenAITool } from '../../providers';
import {
  InMemoryTicketReplayStore,
  type RunToolCallOptions,
  type RuntimeTool,
  runToolCall,
  serializePendingToolCall,
  type ToolCallRecord,
  toolCallNeedsApproval,
  toModelTool,
  toolMayNeedApproval,
} from '../../runtime';
import { callDataOf, sdkOutputOf } from './output';
import { readTicket, requestContextOf, writeTicket } from './run-context';
import { hasOptionalProperty } from './strict-args';
import type { OpenAIAgentsCallData, OpenAIAgentsToolSource, ToOpenAIAgentsToolOptions } from './types';
import type { WireToolSource } from '../../runtime';

/** What the SDK passes as `details` to execute (the parts read here). */
type CallDetails = { toolCall?: { callId?: string }; signal?: AbortSignal } | undefined;

/** The call's answer when the engine did not finish it and must not run it: a refusal the model reads. */
function refusal(key: string, callId: string, why: string): string {
  return `Tool "${key}" (call "${callId}") did not run: ${why}`;
}

/**
 * Builds the SDK tool for `tool`, offered under `name` and run by the engine under `key` (the
 * tool's id: the name validation messages use). Tools built together share `replayStore`.
 * @internal
 */
export function buildOpenAIAgentsTool(
  tool: OpenAIAgentsToolSource,
  name: string | undefined,
  options: ToOpenAIAgentsToolOptions,
  replayStore: InMemoryTicketReplayStore,
): FunctionTool<any, any, any> {
  if (typeof tool !== 'object' || tool === null) throw new TypeError(`toOpenAIAgentsTool: expected a tool object, got ${tool === null ? 'null' : typeof tool}`);
  const strict = options.strict ?? tool.strict !== false;
  const model = toOpenAITool(tool, { api: 'responses', strict, name: name ?? options.name });
  const key = typeof tool.id === 'string' && tool.id !== '' ? tool.id : model.name;
  const tools = { [key]: tool as RuntimeTool };
  const runtime = options.runtime ?? {};
  const tickets = { ...options.tickets, replayStore: options.tickets?.replayStore ?? replayStore };
  const needsMapping = strict && hasOptionalProperty(toModelTool(key, tool).inputSchema);
  const mapArgs = needsMapping ? (fromStrictArgs as RunToolCallOptions['mapArgs']) : undefined;
  // Every key a call sets is in the template: a copy then keeps its shape, where keys added to a
  // spread copy cost microseconds a call in V8 (the openai-agents bench row).
  const template: RunToolCallOptions = {
    // The SDK calls execute at once and streams no chunk of the call before it.
    yieldBeforeExecute: false,
    ...runtime,
    tickets,
    mapArgs,
    requestContext: undefined,
    abortSignal: undefined,
    resume: undefined,
  };
  const base = (context: unknown): RunToolCallOptions => {
    const options = { ...template };
    options.requestContext = requestContextOf(context);
    return options;
  };
  // Without needsApproval the SDK never gates a call: execute then reads no ticket and asks the
  // SDK for no decision (the question costs tens of microseconds a call: the openai-agents bench row).
  const gated = toolMayNeedApproval(tool as RuntimeTool, runtime.requireToolApproval);
  // Between execute and the SDK's customData extractor of the same call.
  const callData = new Map<string, OpenAIAgentsCallData>();

  const approvalOf = (runContext: RunContext<unknown>, callId: string) => runContext.isToolApproved({ toolName: model.name, callId });

  const needsApproval = async (runContext: RunContext<unknown>, input: unknown, callId?: string): Promise<boolean> => {
    const id = callId ?? '';
    // Asked again on the resumed run: a call with a ticket, or one the SDK has a decision for, stays gated.
    if (readTicket(runContext.context, id) !== undefined || approvalOf(runContext, id) !== undefined) return true;
    try {
      const options = base(runContext.context);
      const call = { toolCallId: id, toolName: key, args: input };
      if (!(await toolCallNeedsApproval(tools, call, options))) return false;
      // The engine issues the ticket; gated by the agent-wide setting, the call cannot run here.
      const record = await runToolCall(tools, call, { ...options, requireToolApproval: true });
      if (record.status === 'approval-required' && record.pending) writeTicket(runContext.context, id, serializePendingToolCall(record.pending));
    } catch (error) {
      runtime.logger?.error(`Error evaluating approval for tool ${key}:`, error);
    }
    // Gated, with a ticket or not: without one, execute refuses the approved call (fail closed).
    return true;
  };

  /** The SDK's answer for a record: the model output, the app's data kept for the customData extractor. */
  const finish = (record: ToolCallRecord, id: string, signal: AbortSignal | undefined): unknown => {
    if (record.status === 'aborted') throw signal?.reason ?? new Error('The tool call was aborted');
    callData.set(id, callDataOf(record));
    if (record.status === 'approval-required') return refusal(key, id, 'it requires approval, and the SDK did not ask for it.');
    return sdkOutputOf(record);
  };

  const execute = async (input: unknown, runContext?: RunContext<unknown>, details?: unknown): Promise<unknown> => {
    const { toolCall, signal } = (details ?? {}) as NonNullable<CallDetails>;
    const id = toolCall?.callId ?? '';
    const context = runContext?.context;
    // Only needsApproval writes a ticket, and the SDK holds a decision only for a call it gated.
    const ticket = gated ? readTicket(context, id) : undefined;
    const decided = gated && runContext ? approvalOf(runContext, id) : undefined;
    if (decided !== undefined && (ticket === undefined || decided !== true)) {
      return refusal(key, id, 'its approval has no toolwright ticket in the run context (the RunState was restored without it).');
    }
    const options = base(context);
    options.abortSignal = signal;
    if (ticket !== undefined) options.resume = { pending: ticket, approved: true };
    return finish(await runToolCall(tools, { toolCallId: id, toolName: key, args: input }, options), id, signal);
  };

  const made = sdkTool({
    name: model.name,
    description: model.description ?? '',
    parameters: model.parameters as never,
    strict: strict as true,
    execute: execute as never,
    ...(gated ? { needsApproval: needsApproval as never } : {}),
    customDataExtractor: ({ toolCall }: { toolCall: { callId: string } }) => {
      const data = callData.get(toolCall.callId);
      callData.delete(toolCall.callId);
      return data ? { toolwright: data } : undefined;
    },
  } as never);
  return made as FunctionTool<any, any, any>;
}

/**
 * Converts a toolwright tool into the OpenAI Agents SDK's `FunctionTool` (made with the SDK's
 * `tool()`), named by its `id`. Validation, approval, hooks, suspension, `toModelOutput` and
 * transforms are the engine's: `needsApproval` asks the engine, and an approved call resumes
 * from the ticket the engine issued, kept in the run context with the `RunState`.
 *
 * @example
 * ```ts
 * const agent = new Agent({ name: 'support', tools: [toOpenAIAgentsTool(refund)] });
 * ```
 */
export function toOpenAIAgentsTool(tool: OpenAIAgentsToolSource & WireToolSource, options: ToOpenAIAgentsToolOptions = {}): FunctionTool<any, any, any> {
  return buildOpenAIAgentsTool(tool, undefined, options, new InMemoryTicketReplayStore());
}

/**
 * Converts a record of tools into SDK `FunctionTool`s, each named by its key; they share one
 * replay store (unless `tickets.replayStore` is given).
 */
export function toOpenAIAgentsTools(
  tools: Readonly<Record<string, OpenAIAgentsToolSource & WireToolSource>>,
  options: Omit<ToOpenAIAgentsToolOptions, 'name'> = {},
): FunctionTool<any, any, any>[] {
  const replayStore = new InMemoryTicketReplayStore();
  return Object.entries(tools).map(([name, tool]) => buildOpenAIAgentsTool(tool, name, options, replayStore));
}
