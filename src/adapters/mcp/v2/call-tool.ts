/**
 * The `tools/call` handler of an SDK 2 server, written once for both protocol eras. A call
 * that needs an answer (approval, or the `resumeData` of a suspended call) returns an
 * `input_required` result (MRTR) whose `requestState` is the runtime's signed ticket. A
 * 2026-07-28 client answers and retries; on a 2025-era connection the SDK's legacy shim asks
 * with `elicitation/create` and re-enters the handler, so both go through the same check: the
 * ticket's signature, age and single use (the replay store), then the runtime resumes the call.
 * Clients that cannot be asked fail closed, as on SDK 1.
 */
import type { CreateTaskResultV2 } from '@modelcontextprotocol/ext-tasks/core/v2';
import { CLIENT_CAPABILITIES_META_KEY, type CallToolResult, type InputRequiredResult, type Server, type ServerContext } from '@modelcontextprotocol/server';
import { InMemoryTicketReplayStore, type RunToolCallOptions, type TicketOptions, type ToolCallRecord } from '../../../runtime';
import { consoleLogger, runWireToolCall } from '../../../wire';
import type { ServedTool } from '../call-tool';
import { thrownErrorText } from '../error-text';
import { type Asking, recordResult } from '../record-result';
import { errorResult, mcpCallOptions, mcpHost, startHeartbeat } from '../call-options';
import { type CallExchange, canElicitForm, createMcpContextV2, isModernRequest } from './context';
import { APPROVAL_KEY, questionFor, RESUME_KEY, resumeOf, ticketCallId } from './input-questions';
import { callerOf } from './tasks/caller';
import { startTask, type TaskCall } from './tasks/run-task';
import { isTaskTool, type TaskServing } from './tasks/serving';
import { TASKS_EXTENSION } from './tasks/task-record';
import type { McpV2ToolsOptions } from './types';

/** How long an `input_required` ticket may be answered, unless `tickets.maxAgeMs` says otherwise. */
export const DEFAULT_REQUEST_STATE_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * The replay store of every SDK 2 server in this process that was given none: one store, so a
 * `requestState` is answered at most once whichever server sees the retry, even when an app's
 * own factory registers the tools again for each request. Bounded; the expiry covers what it
 * forgets first.
 */
const processReplayStore = new InMemoryTicketReplayStore({ maxEntries: 100_000 });

/** The ticket options of the servers made from one set of tools: single use and an expiry, as MRTR requires. */
export function wireTickets(tickets: TicketOptions | undefined): TicketOptions {
  return {
    ...tickets,
    maxAgeMs: tickets?.maxAgeMs ?? DEFAULT_REQUEST_STATE_MAX_AGE_MS,
    replayStore: tickets?.replayStore ?? processReplayStore,
  };
}

/** What a `tools/call` handler serves: the tools, the options, and what every server made from them shares. */
export interface CallToolServing {
  served: ReadonlyMap<string, ServedTool>;
  options: McpV2ToolsOptions;
  tickets: TicketOptions;
  /** Names the calls that resume no ticket (see `createCallIds`). */
  callIds: () => string;
  tasks: TaskServing;
  /** Each listed tool's output schema, for the SDK's result projection. */
  outputSchemas: ReadonlyMap<string, Record<string, unknown> | undefined>;
}

/** Whether the client asks could be asked, and if not why (see `Asking`). */
function askingOf(server: Server, ctx: ServerContext, askable: boolean): Asking {
  // A 2025-era server that never saw `initialize` serves a stateless exchange: nothing can be asked there.
  const stateless = !askable && !isModernRequest(ctx) && server.getClientCapabilities() === undefined;
  return askable ? 'askable' : stateless ? 'stateless-legacy' : 'undeclared';
}

/** The engine's options for a call of `entry`: a background-enabled tool's task result is awaited, never its placeholder. */
function withBackground(serving: CallToolServing, entry: ServedTool, base: RunToolCallOptions): RunToolCallOptions {
  if (isTaskTool(entry, serving.options)) base.background = serving.tasks.background;
  return base;
}

/**
 * The task call of a request for `entry` (a `tools/call` that becomes a task, or a `tasks/update`
 * that resumes one): the engine's options come from this request, its `context.mcp` sends
 * nothing (a task's progress and logs have no request to ride on).
 */
export function taskCallFor(
  serving: CallToolServing,
  server: Server,
  ctx: ServerContext,
  entry: ServedTool,
  call: { toolCallId: string; args: Record<string, unknown>; requestContext: RunToolCallOptions['requestContext'] },
): TaskCall {
  const { options, tickets } = serving;
  const askable = canElicitForm(server, ctx);
  const logger = options.runtime?.logger ?? consoleLogger;
  const exchange: CallExchange = { open: false };
  return {
    serving: serving.tasks,
    entry,
    toolCallId: call.toolCallId,
    args: call.args,
    options: (signal, resume) => {
      const mcp = createMcpContextV2(server, ctx, entry.name, exchange);
      mcp.abortSignal = signal;
      mcp.mcp.progress = async () => undefined;
      mcp.mcp.log = async () => undefined;
      const base = mcpCallOptions(options, {
        runId: call.toolCallId,
        abortSignal: signal,
        tickets,
        approval: askable ? undefined : options.approval,
        requestContext: call.requestContext,
        resume,
        mcp,
      });
      // A background attempt cannot suspend: a tool that resumes with data runs its task here.
      base.background = suspends(entry) ? serving.tasks.foreground : serving.tasks.background;
      return { options: base, host: mcpHost(entry, mcp) };
    },
    question: (record) => {
      const asked = questionFor(entry, record, askable);
      if (!asked?.inputRequests || asked.requestState === undefined) return undefined;
      return { inputRequests: asked.inputRequests, requestState: asked.requestState, kind: record.status === 'approval-required' ? APPROVAL_KEY : RESUME_KEY };
    },
    asking: askingOf(server, ctx, askable),
    project: (result) => ({
      resultType: 'complete',
      ...(server.projectCallToolResult(result as never, serving.outputSchemas.get(entry.name)) as Record<string, unknown>),
    }),
    logger,
  };
}

/** Whether a tool may `suspend()` and wait for resume data (it declares a `resumeSchema`). */
function suspends(entry: ServedTool): boolean {
  return (entry.tool as { resumeSchema?: unknown }).resumeSchema !== undefined;
}

/** Whether a request declares the tasks extension in its client capabilities (2026-07-28 only: on the request). */
export function declaresTasks(ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const declared = envelope?.[CLIENT_CAPABILITIES_META_KEY] as { extensions?: Record<string, unknown> } | undefined;
  const extension = declared?.extensions?.[TASKS_EXTENSION];
  return typeof extension === 'object' && extension !== null && !Array.isArray(extension);
}

/**
 * The `tools/call` handler of `server` for the tools `serving` holds. A call of a
 * background-enabled tool from a client that declares the tasks extension answers at once with a
 * task; any other call answers with its result when it is done (a background task awaited).
 */
export function createCallToolHandlerV2(server: Server, serving: CallToolServing) {
  const { served, options, tickets, callIds } = serving;
  return async (
    request: { params: { name: string; arguments?: Record<string, unknown> | undefined } },
    ctx: ServerContext,
  ): Promise<CallToolResult | InputRequiredResult | CreateTaskResultV2> => {
    const name = request.params.name;
    const entry = served.get(name);
    if (!entry) return errorResult(`Unknown tool: ${name}`);
    const exchange: CallExchange = { open: true };
    try {
      const askable = canElicitForm(server, ctx);
      const requestContext = options.requestContext ? await options.requestContext(ctx) : undefined;
      const state = ctx.mcpReq.requestState<unknown>();
      const next = typeof state === 'string' ? resumeOf(entry, state, ctx.mcpReq.inputResponses) : undefined;
      if (next && 'result' in next) return next.result;
      const toolCallId = (typeof state === 'string' ? ticketCallId(state) : undefined) ?? callIds();
      const args = request.params.arguments ?? {};
      if (serving.tasks.enabled && next === undefined && isTaskTool(entry, options) && declaresTasks(ctx)) {
        return await startTask(taskCallFor(serving, server, ctx, entry, { toolCallId, args, requestContext }), await callerOf(ctx, serving.tasks.callerOf));
      }
      const mcp = createMcpContextV2(server, ctx, name, exchange);
      const base = mcpCallOptions(options, {
        runId: toolCallId,
        abortSignal: ctx.mcpReq.signal,
        tickets,
        // A client that can be asked answers through input_required; the option decides for the rest.
        approval: askable ? undefined : options.approval,
        requestContext,
        resume: next?.resume,
        mcp,
      });
      const stopBeats = isTaskTool(entry, options) ? startHeartbeat(mcp, serving.tasks.heartbeatMs, options.runtime?.logger ?? consoleLogger) : undefined;
      let record: ToolCallRecord;
      try {
        record = await runWireToolCall(
          entry.runtimeTools,
          { toolCallId, toolName: entry.key, args },
          withBackground(serving, entry, base),
          mcpHost(entry, mcp),
        );
      } finally {
        stopBeats?.();
      }
      const question = questionFor(entry, record, askable);
      if (question) return question;
      return recordResult(entry, record, askingOf(server, ctx, askable), options.runtime?.logger ?? consoleLogger) as CallToolResult;
    } catch (error) {
      (options.runtime?.logger ?? consoleLogger).error(`Error calling tool ${name}:`, error);
      return errorResult(thrownErrorText(error));
    } finally {
      exchange.open = false;
    }
  };
}
