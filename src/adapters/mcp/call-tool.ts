/**
 * The `tools/call` handler: every call runs through the runtime's engine (hooks, approval,
 * validation, execute with `context.mcp`, suspension, `onOutput`, `toModelOutput`, transforms,
 * background tasks, the request's cancellation, the time limit). Approval and suspension ask the
 * client with `elicitation/create` when it can be asked; otherwise they fail closed. Every
 * tool-side failure is an `isError` result, never a protocol error.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { CallToolRequest, CallToolResult, ElicitRequestFormParams } from '@modelcontextprotocol/sdk/types.js';
import { type ApprovalHandler, InMemoryTicketReplayStore, type RunToolCallOptions, type ToolCallRecord } from '../../runtime';
import { consoleLogger, runWireToolCall } from '../../wire';
import { createCallIds } from './call-ids';
import { thrownErrorText } from './error-text';
import { APPROVAL_FORM, approvalMessage, type ElicitationForm, elicitationFormOf, resumeMessage } from './elicitation-forms';
import { createMcpContext, type McpRequestExtra } from './mcp-context';
import { type Asking, recordResult } from './record-result';
import { awaitedBackground, errorResult, heartbeatEvery, mcpCallOptions, mcpHost, runsInBackground, startHeartbeat } from './call-options';
import type { ServedTool } from './served-tool';
import type { McpToolsOptions } from './types';

export type { ServedTool } from './served-tool';

/**
 * Whether the client answers form-mode elicitation (an empty capability means form mode). A
 * server that never saw `initialize` serves a stateless HTTP exchange (every request has a fresh
 * server there): it can send the client nothing, whatever the client declared elsewhere.
 */
function askingOf(server: Server): Asking {
  const capabilities = server.getClientCapabilities();
  if (capabilities === undefined) return 'stateless-sessions';
  const elicitation = capabilities.elicitation as { form?: unknown; url?: unknown } | undefined;
  if (!elicitation) return 'undeclared';
  return elicitation.form !== undefined || elicitation.url === undefined ? 'askable' : 'undeclared';
}

async function ask(server: Server, extra: McpRequestExtra, message: string, form: ElicitationForm) {
  const params = { mode: 'form', message, requestedSchema: form } as unknown as ElicitRequestFormParams;
  return server.elicitInput(params, { relatedRequestId: extra.requestId, signal: extra.signal });
}

/** The approval handler for a client that can be asked: approve or decline, with an optional reason. */
function elicitApproval(server: Server, extra: McpRequestExtra, served: ServedTool): ApprovalHandler {
  return async (request) => {
    const answer = await ask(server, extra, approvalMessage(served.name, served.tool.title, request.args), APPROVAL_FORM);
    const content = answer.content as { approved?: unknown; reason?: unknown } | undefined;
    const reason = typeof content?.reason === 'string' && content.reason.trim() !== '' ? content.reason : undefined;
    // Only an accepted form whose box is ticked approves: decline, cancel and anything else decline.
    const approved = answer.action === 'accept' && content?.approved === true;
    return reason !== undefined ? { approved, reason } : { approved };
  };
}

/** Asks a suspended call's `resumeData` and resumes it, as long as the client answers and the tool suspends. */
async function resumeSuspended(
  server: Server,
  extra: McpRequestExtra,
  served: ServedTool,
  run: (options: Pick<RunToolCallOptions, 'resume'>) => Promise<ToolCallRecord>,
  first: ToolCallRecord,
): Promise<{ record: ToolCallRecord } | { result: CallToolResult }> {
  let record = first;
  while (record.status === 'suspended' && record.pending) {
    const form = elicitationFormOf(record.pending.resumeSchema);
    if (!form) return { record };
    const answer = await ask(server, extra, resumeMessage(served.name, served.tool.title, record.suspendPayload), form);
    if (answer.action !== 'accept') {
      const text = `Tool ${served.name} is suspended and waits for input; the user ${answer.action === 'decline' ? 'declined' : 'cancelled'} the request, so it did not resume. Suspend payload: ${JSON.stringify(record.suspendPayload ?? null)}`;
      return { result: errorResult(text) };
    }
    record = await run({ resume: { pending: record.pending, resumeData: answer.content ?? {} } });
  }
  return { record };
}

/** The `tools/call` request handler for the tools in `served`, sending requests through `server`. */
export function createCallToolHandler(server: Server, served: ReadonlyMap<string, ServedTool>, options: McpToolsOptions = {}) {
  // Tickets issued on this wire resume at most once: a finished call never runs again.
  const tickets = { ...options.tickets, replayStore: options.tickets?.replayStore ?? new InMemoryTicketReplayStore({ maxEntries: 10_000 }) };
  const callIds = createCallIds();
  const heartbeatMs = heartbeatEvery('toolwright/mcp: heartbeatMs', options.heartbeatMs);
  const logger = options.runtime?.logger ?? consoleLogger;
  return async (request: CallToolRequest, extra: McpRequestExtra): Promise<CallToolResult> => {
    const name = request.params.name;
    const entry = served.get(name);
    if (!entry) return errorResult(`Unknown tool: ${name}`);
    let stopBeats: (() => void) | undefined;
    try {
      const context = createMcpContext(server, extra, name);
      const requestContext = options.requestContext ? await options.requestContext(extra) : undefined;
      const asking = askingOf(server);
      const askable = asking === 'askable';
      const approval = askable ? elicitApproval(server, extra, entry) : options.approval;
      const call = { toolCallId: callIds(), toolName: entry.key, args: request.params.arguments ?? {} };
      const host = mcpHost(entry, context);
      // The client waits for a background tool's output, hearing from the server while it runs.
      const background = runsInBackground(entry, options.runtime);
      const run = (more?: Pick<RunToolCallOptions, 'resume'>) => {
        const callOptions = mcpCallOptions(options, {
          runId: call.toolCallId,
          abortSignal: extra.signal,
          tickets,
          approval,
          requestContext,
          resume: more?.resume,
          mcp: context,
        });
        if (background) callOptions.background = awaitedBackground(options.runtime);
        return runWireToolCall(entry.runtimeTools, call, callOptions, host);
      };
      if (background) stopBeats = startHeartbeat(context, heartbeatMs, logger);
      let record = await run();
      if (record.status === 'suspended' && askable) {
        const resumed = await resumeSuspended(server, extra, entry, run, record);
        if ('result' in resumed) return resumed.result;
        record = resumed.record;
      }
      return recordResult(entry, record, asking, logger);
    } catch (error) {
      logger.error(`Error calling tool ${name}:`, error);
      return errorResult(thrownErrorText(error));
    } finally {
      stopBeats?.();
    }
  };
}
