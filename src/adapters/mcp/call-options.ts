/**
 * What both SDK majors' `tools/call` handlers pass the engine for one call: the wire's fixed
 * options, the call's own fields and the served options' `runtime`. Also the `isError` result
 * every failure becomes.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { RunToolCallOptions } from '../../runtime';
import { type McpExecuteContext, withMcp } from './execute-context';
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
 * The engine's options for one call, built as one literal when no `runtime` options are given
 * (in V8, keys added to a spread copy cost microseconds per call). Both SDKs call `execute` at
 * once with no tool-call chunk streamed first (`yieldBeforeExecute: false`), send no response to
 * a cancelled request (`settleOnAbort: false`), and check the output of a tool not made by
 * createTool, as `@mastra/mcp` does (`validatePlainToolOutput: true`).
 */
export function mcpCallOptions(served: Pick<McpToolsBaseOptions, 'runtime' | 'timeoutMs'>, call: McpCallFields): RunToolCallOptions {
  const { runtime, timeoutMs } = served;
  if (!runtime)
    return {
      runId: call.runId,
      abortSignal: call.abortSignal,
      tickets: call.tickets,
      approval: call.approval,
      timeoutMs,
      requestContext: call.requestContext,
      resume: call.resume,
      yieldBeforeExecute: false,
      settleOnAbort: false,
      validatePlainToolOutput: true,
      contextExtras: withMcp(undefined, call.mcp),
    };
  const merged: RunToolCallOptions = {
    ...runtime,
    abortSignal: call.abortSignal,
    tickets: call.tickets,
    approval: call.approval,
    yieldBeforeExecute: false,
    settleOnAbort: false,
    validatePlainToolOutput: true,
    contextExtras: withMcp(runtime.contextExtras, call.mcp),
  };
  merged.runId ??= call.runId;
  if (timeoutMs !== undefined) merged.timeoutMs = timeoutMs;
  if (call.requestContext !== undefined) merged.requestContext = call.requestContext;
  if (call.resume !== undefined) merged.resume = call.resume;
  return merged;
}
