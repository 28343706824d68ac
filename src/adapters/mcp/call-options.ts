/**
 * What both SDK majors' `tools/call` handlers pass the engine for one call: the wire's fixed
 * options, the call's own fields and the served options' `runtime`. Also the `isError` result
 * every failure becomes.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { BackgroundOptions, RunToolCallOptions, RuntimeChunk, RuntimeLogger, ToolOutputChunk } from '../../runtime';
import { isBackgroundEligible, type WireHost } from '../../wire';
import type { McpExecuteContext } from './execute-context';
import type { ServedTool } from './served-tool';
import type { McpToolsBaseOptions } from './types-base';

/** An `isError` result with one text block. */
export function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** One call's own fields, beside the wire's fixed options. */
export interface McpCallFields {
  /** The run's id unless the `runtime` options name one: each `tools/call` is a run of its own. */
  runId: string;
  abortSignal: AbortSignal;
  tickets: RunToolCallOptions['tickets'];
  approval: RunToolCallOptions['approval'];
  requestContext: RunToolCallOptions['requestContext'];
  resume: RunToolCallOptions['resume'];
  /** What fills `context.mcp`. */
  mcp: McpExecuteContext;
}

/**
 * How many of a request's writes were sent as progress. A run resumed within the same request
 * (SDK 1 asks and resumes in one `tools/call`) goes on counting: progress must increase.
 */
const writesSent = new WeakMap<McpExecuteContext, number>();

/** A written value as a progress message: a string as it is, anything else as JSON. */
function messageOf(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Sends `message` as the request's next progress notification, counted with what the tool
 * writes (progress must increase), when the client asked for progress.
 */
export async function sendProgress(context: McpExecuteContext, message: string): Promise<void> {
  const progress = (writesSent.get(context) ?? 0) + 1;
  writesSent.set(context, progress);
  await context.mcp.progress?.({ progress, message });
}

/** A third of the SDKs' default request timeout (60 s): two beats may be late before a client gives up. */
export const DEFAULT_HEARTBEAT_MS = 15_000;

/**
 * The heartbeat interval of option `name` (default {@link DEFAULT_HEARTBEAT_MS}, `false`: none);
 * anything but a positive integer is refused with a TypeError naming the option.
 */
export function heartbeatEvery(name: string, value: number | false | undefined): number | false {
  if (value === false) return false;
  if (value === undefined) return DEFAULT_HEARTBEAT_MS;
  if (!Number.isSafeInteger(value) || value <= 0) throw new TypeError(`${name} must be a positive integer (milliseconds), got ${String(value)}.`);
  return value;
}

/**
 * While a client waits for a background tool's result: a progress notification every `everyMs`
 * (none unless the client asked for progress), so that a client resetting its timeout on progress
 * keeps waiting for a tool that reports nothing. Returns what stops it.
 */
export function startHeartbeat(context: McpExecuteContext, everyMs: number | false, logger: RuntimeLogger): (() => void) | undefined {
  if (everyMs === false) return undefined;
  const timer = setInterval(() => {
    sendProgress(context, 'still running').catch((error) => logger.warn('Could not send a progress notification:', error));
  }, everyMs);
  return () => clearInterval(timer);
}

/** Whether a served tool's calls may run in the background (its `background.enabled`, or the runtime's `background.tools`). */
export function runsInBackground(entry: Pick<ServedTool, 'key' | 'tool'>, runtime: McpToolsBaseOptions['runtime']): boolean {
  return isBackgroundEligible(entry.key, entry.tool.background, runtime?.background);
}

/**
 * The `background` options of a call whose MCP client waits for its answer: the runtime's, with
 * the task's result awaited. An MCP client cannot follow up on the "started in the background"
 * placeholder the runtime gives agents, who are told later.
 */
export function awaitedBackground(runtime: McpToolsBaseOptions['runtime']): BackgroundOptions {
  return { ...runtime?.background, awaitResult: true };
}

/**
 * The `onChunk` of a call: each value the tool writes through `context.writer` becomes a
 * `notifications/progress` (numbered from 1, the value as its message), sent only when the
 * client asked for progress, as `context.mcp.progress` sends; then the runtime options' own
 * `onChunk`, if any, gets every chunk. A failed notification is logged by the engine and never
 * fails the call.
 */
function progressOnChunk(context: McpExecuteContext, onChunk: RunToolCallOptions['onChunk']): (chunk: RuntimeChunk) => Promise<void> {
  return async (chunk) => {
    if (chunk.type === 'tool-output') await sendProgress(context, messageOf((chunk as ToolOutputChunk).payload.output));
    await onChunk?.(chunk);
  };
}

/**
 * What an MCP server already does around a call, on both SDK majors: it calls `execute` at once
 * and streams nothing of the call before it, sends no answer to a cancelled request, checks a
 * tool not made by createTool against the schemas it listed (as `@mastra/mcp` does), and adds
 * `mcp` to the context of `execute`.
 */
export function mcpHost(entry: Pick<ServedTool, 'validateHere'>, context: McpExecuteContext): WireHost {
  return {
    callsExecuteAtOnce: true,
    dropsCancelledCalls: true,
    listedSchemas: entry.validateHere,
    contextFields: { mcp: context.mcp },
  };
}

/**
 * The engine's options for one call: the call's own fields over the served options' `runtime`.
 * What the tool writes goes to the client as progress (see {@link progressOnChunk}).
 */
export function mcpCallOptions(served: Pick<McpToolsBaseOptions, 'runtime' | 'timeoutMs'>, call: McpCallFields): RunToolCallOptions {
  const { runtime, timeoutMs } = served;
  if (!runtime)
    return {
      run: { runId: call.runId },
      abortSignal: call.abortSignal,
      tickets: call.tickets,
      approval: call.approval,
      timeoutMs,
      requestContext: call.requestContext,
      resume: call.resume,
      onChunk: progressOnChunk(call.mcp, undefined),
    };
  const merged: RunToolCallOptions = {
    ...runtime,
    run: { ...runtime.run, runId: runtime.run?.runId ?? call.runId },
    abortSignal: call.abortSignal,
    tickets: call.tickets,
    approval: call.approval,
    onChunk: progressOnChunk(call.mcp, runtime.onChunk),
  };
  if (timeoutMs !== undefined) merged.timeoutMs = timeoutMs;
  if (call.requestContext !== undefined) merged.requestContext = call.requestContext;
  if (call.resume !== undefined) merged.resume = call.resume;
  return merged;
}
