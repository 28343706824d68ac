// The errors a tool call can end with. The classes live in src/errors/; they are re-exported
// here so the runtime's modules import them from one place.
import { messageOfUnknown } from '../internal/message-of-unknown';

export { isToolExecutionError, ToolExecutionError } from '../errors/tool-execution-error';
export { ToolModelOutputError } from '../errors/tool-model-output-error';
export { ToolNotFoundError } from '../errors/tool-not-found-error';

/** A thrown value as an `Error`: itself when it is one, else an `Error` with its message. */
export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(messageOfUnknown(error));
}
