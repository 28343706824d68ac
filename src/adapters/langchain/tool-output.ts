// What a finished call gives LangChain, as a native tool's `call()` would: a ToolMessage for a
// tool call, the output itself for a direct invoke, a `Command` or `ToolMessage` the tool
// returned as it is, and a rejection for a failure.
import { isDirectToolOutput, ToolMessage } from '@langchain/core/messages';
import type { ToolCallRecord } from '../../runtime';
import { failureName, graphControlOf, toolCallError } from './call-error';
import { recordContent } from './content';

/** The call as LangChain made it: `toolCallId` is undefined for a direct `invoke(args)`. */
export interface LangChainCall {
  readonly toolCallId: string | undefined;
  readonly name: string;
  readonly args: unknown;
}

/**
 * How a call ended on this wire: the runtime's record, or the text of the wire's own refusal (a
 * gated call where nothing can interrupt, an answer without its ticket), which runs nothing.
 */
export type CallEnd = ToolCallRecord | string;

function textOf(content: string | readonly unknown[]): string {
  return typeof content === 'string' ? content : JSON.stringify(content);
}

/**
 * The output of a finished call, or the error it rejects with:
 * 1. LangGraph's control flow thrown by `execute` (`interrupt()`) is thrown again as it was;
 * 2. a failure (a throw, bad input, output or resume data, a refusal) rejects with a
 *    `ToolInvocationError`-branded error carrying the text the model reads;
 * 3. a decline is an answer: an error ToolMessage with the reason, as langchain's
 *    human-in-the-loop middleware answers a rejected call;
 * 4. a `Command` or `ToolMessage` returned by `execute` goes to the graph as it is;
 * 5. a direct invoke gets the output itself, a tool call a ToolMessage whose `artifact` says how
 *    the call ended.
 */
export function toolOutput(end: CallEnd, call: LangChainCall): unknown {
  const failedCall = { id: call.toolCallId, name: call.name, args: call.args };
  if (typeof end === 'string') throw toolCallError('ToolInvocationError', end, failedCall);
  const control = graphControlOf(end);
  if (control !== undefined) throw control;
  const { content, error, status } = recordContent(end);
  if (error && status !== 'declined') throw toolCallError(failureName(end), textOf(content), failedCall);
  if (status === 'completed' && isDirectToolOutput(end.result)) return end.result;
  if (call.toolCallId === undefined) return status === 'declined' ? content : end.result;
  return new ToolMessage({
    content,
    tool_call_id: call.toolCallId,
    name: call.name,
    status: error ? 'error' : 'success',
    // For the application, never sent to the model: how the call ended (a decline included), and
    // whether `modelOutputLimit` shortened the content.
    artifact: end.modelOutputTruncated ? { status: status ?? 'failed', modelOutputTruncated: end.modelOutputTruncated } : { status: status ?? 'failed' },
  });
}
