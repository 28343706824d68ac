/**
 * The `tools/call` handler of an SDK 2 server, written once for both protocol eras. A call
 * that needs an answer (approval, or the `resumeData` of a suspended call) returns an
 * `input_required` result (MRTR) whose `requestState` is the runtime's signed ticket. A
 * 2026-07-28 client answers and retries; on a 2025-era connection the SDK's legacy shim asks
 * with `elicitation/create` and re-enters the handler, so both go through the same check: the
 * ticket's signature, age and single use (the replay store), then the runtime resumes the call.
 * Clients that cannot be asked fail closed, as on SDK 1.
 */
import { type CallToolResult, type InputRequiredResult, inputRequired, inputResponse, type Server, type ServerContext } from '@modelcontextprotocol/server';
import { InMemoryTicketReplayStore, type RunToolCallOptions, type TicketOptions, type ToolCallRecord } from '../../../runtime';
import { consoleLogger, runWireToolCall } from '../../../wire';
import type { ServedTool } from '../call-tool';
import { APPROVAL_FORM, approvalMessage, elicitationFormOf, resumeMessage } from '../elicitation-forms';

import { thrownErrorText } from '../error-text';
import { recordResult } from '../record-result';
import { errorResult, mcpCallOptions, mcpHost } from '../call-options';
import { type CallExchange, canElicitForm, createMcpContextV2, isModernRequest } from './context';
import type { McpV2ToolsOptions } from './types';

/** How long an `input_required` ticket may be answered, unless `tickets.maxAgeMs` says otherwise. */
export const DEFAULT_REQUEST_STATE_MAX_AGE_MS = 10 * 60 * 1000;

const APPROVAL_KEY = 'approval';
const RESUME_KEY = 'resume';

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

/** The `toolCallId` a `requestState` names, when it is a ticket at all (the runtime checks the rest). */
function ticketCallId(state: string): string | undefined {
  try {
    const parsed = JSON.parse(state) as { toolCallId?: unknown };
    return typeof parsed?.toolCallId === 'string' ? parsed.toolCallId : undefined;
  } catch {
    return undefined;
  }
}

function ticketKind(state: string): unknown {
  try {
    return (JSON.parse(state) as { kind?: unknown })?.kind;
  } catch {
    return undefined;
  }
}

/** The question for a record that waits, or `undefined` when the client cannot be asked it. */
function questionFor(served: ServedTool, record: ToolCallRecord, askable: boolean): InputRequiredResult | undefined {
  if (!askable || !record.pending) return undefined;
  const requestState = JSON.stringify(record.pending);
  if (record.status === 'approval-required') {
    const message = approvalMessage(served.name, served.tool.title, record.args);
    return inputRequired({
      inputRequests: { [APPROVAL_KEY]: inputRequired.elicit({ mode: 'form', message, requestedSchema: APPROVAL_FORM as never }) },
      requestState,
    });
  }
  if (record.status === 'suspended') {
    const form = elicitationFormOf(record.pending.resumeSchema);
    if (!form) return undefined;
    const message = resumeMessage(served.name, served.tool.title, record.suspendPayload);
    return inputRequired({ inputRequests: { [RESUME_KEY]: inputRequired.elicit({ mode: 'form', message, requestedSchema: form as never }) }, requestState });
  }
  return undefined;
}

type Resume = NonNullable<RunToolCallOptions['resume']>;

/** The resume a retried request asks for, or a result when it does not resume (a declined resume form). */
function resumeOf(served: ServedTool, state: string, responses: Record<string, unknown> | undefined): { resume: Resume } | { result: CallToolResult } {
  if (ticketKind(state) === 'suspension') {
    const answer = inputResponse(responses, RESUME_KEY);
    if (answer.kind === 'elicit' && answer.action === 'accept') return { resume: { pending: state, resumeData: answer.content ?? {} } };
    const what = answer.kind === 'elicit' ? (answer.action === 'decline' ? 'declined' : 'cancelled') : 'did not answer';
    return {
      result: errorResult(
        `Tool ${served.name} is suspended and waits for input; the user ${what === 'did not answer' ? 'did not answer' : what} the request, so it did not resume.`,
      ),
    };
  }
  // Anything but an accepted form with the box ticked declines: the call fails closed.
  const answer = inputResponse(responses, APPROVAL_KEY);
  const content = answer.kind === 'elicit' ? (answer.content as { approved?: unknown; reason?: unknown } | undefined) : undefined;
  const approved = answer.kind === 'elicit' && answer.action === 'accept' && content?.approved === true;
  const reason = typeof content?.reason === 'string' && content.reason.trim() !== '' ? content.reason : undefined;
  return { resume: { pending: state, approved, ...(reason !== undefined ? { reason } : {}) } };
}

/**
 * The `tools/call` handler of `server` for the tools in `served`. `tickets` come from
 * {@link wireTickets}; `callIds` names the calls that resume no ticket (see `createCallIds`).
 */
export function createCallToolHandlerV2(
  server: Server,
  served: ReadonlyMap<string, ServedTool>,
  options: McpV2ToolsOptions,
  tickets: TicketOptions,
  callIds: () => string,
) {
  return async (
    request: { params: { name: string; arguments?: Record<string, unknown> | undefined } },
    ctx: ServerContext,
  ): Promise<CallToolResult | InputRequiredResult> => {
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
      const call = { toolCallId, toolName: entry.key, args: request.params.arguments ?? {} };
      const record: ToolCallRecord = await runWireToolCall(entry.runtimeTools, call, base, mcpHost(entry, mcp));
      const question = questionFor(entry, record, askable);
      if (question) return question;
      // A 2025-era server that never saw `initialize` serves a stateless exchange: nothing can be asked there.
      const stateless = !askable && !isModernRequest(ctx) && server.getClientCapabilities() === undefined;
      const asking = askable ? 'askable' : stateless ? 'stateless-legacy' : 'undeclared';
      return recordResult(entry, record, asking, options.runtime?.logger ?? consoleLogger) as CallToolResult;
    } catch (error) {
      (options.runtime?.logger ?? consoleLogger).error(`Error calling tool ${name}:`, error);
      return errorResult(thrownErrorText(error));
    } finally {
      exchange.open = false;
    }
  };
}
