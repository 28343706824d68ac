// How a call that did not succeed leaves the tool: LangGraph's own control flow as it was thrown,
// anything else as an error that carries a name and a message only.
import { isToolExecutionError, type ToolCallRecord } from '../../runtime';

/**
 * LangGraph's interrupts and its other bubble-ups (`GraphInterrupt`, `ParentCommand`, …), read
 * from the flag LangGraph's own `isGraphBubbleUp` reads, so a second copy of LangGraph is seen too.
 */
export function isGraphBubbleUp(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { is_bubble_up?: unknown }).is_bubble_up === true;
}

/** What `execute` threw, when it was LangGraph's control flow (an `interrupt()`, a `Command.PARENT`). */
export function graphControlOf(record: ToolCallRecord): unknown {
  if (record.status !== 'failed' || !isToolExecutionError(record.error)) return undefined;
  const thrown: unknown = record.error.thrown;
  return isGraphBubbleUp(thrown) ? thrown : undefined;
}

/** The call a failed call's error belongs to, as the model made it. */
export interface LangChainFailedCall {
  readonly id: string | undefined;
  readonly name: string;
  readonly args: unknown;
}

/**
 * The error a call that failed rejects with, as a native tool's throw would. It carries the
 * failure's name and the text the model reads (never the thrown error's fields, cause or stack),
 * the call, and langchain's `ToolInvocationError` brand, so that `createAgent`'s ToolNode hands
 * the model that text as it is. A plain `Error`: middleware that names the error by its
 * constructor (`toolRetryMiddleware`'s answer) reads `Error`, as for a tool's own `Error`.
 */
export function toolCallError(name: string, message: string, toolCall: LangChainFailedCall): Error {
  const error = new Error(message);
  error.name = name;
  // The thrown error's frames stay in the process; these would only show the wire's own.
  error.stack = `${name}: ${message}`;
  return Object.assign(error, { '~brand': 'ToolInvocationError', toolCall });
}

/** The name a failure crosses with: what the tool threw, the runtime's error, or `ToolInvocationError`. */
export function failureName(record: ToolCallRecord | undefined): string {
  const error = record?.error;
  if (!error) return 'ToolInvocationError';
  const thrown: unknown = isToolExecutionError(error) ? error.thrown : error;
  if (thrown instanceof Error && typeof thrown.name === 'string') return thrown.name;
  return isToolExecutionError(error) ? 'Error' : error.name;
}
