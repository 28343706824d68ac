/**
 * A failed or timed-out call as the SDK answers a native tool's: the error handed to the
 * `errorFunction`, the text the model reads without one, and the SDK's own time-limit rules.
 * @module
 */
import { UserError } from '@openai/agents';
import { isToolExecutionError, type ToolCallRecord } from '../../runtime';

/** The SDK's largest `timeoutMs` (a timer's limit). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** The name and message of a thrown value; a getter that throws leaves a readable text all the same. */
function nameAndMessage(error: unknown): { name: string; message: string } {
  try {
    if (error instanceof Error) return { name: String(error.name), message: String(error.message) };
    if (typeof error === 'string') return { name: 'Error', message: error };
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    return { name: typeof name === 'string' ? name : 'Error', message: typeof message === 'string' ? message : 'Unknown error' };
  } catch {
    return { name: 'Error', message: 'Unknown error' };
  }
}

/**
 * What the model reads for a failed call when the app gives no `errorFunction`: that it failed,
 * with the error's name and message only (no other field, cause or stack). The SDK's default
 * text hides even the message, and its "Please try again" invites a second side effect.
 */
export function failureText(toolName: string, error: unknown): string {
  const { name, message } = nameAndMessage(error);
  return `Tool "${toolName}" failed: ${name}: ${message}`;
}

/**
 * The error a failed record hands the `errorFunction`: what `execute` threw, as a native tool's
 * error function receives it, else the engine's error (a refused ticket, a throwing
 * `toModelOutput`, …).
 */
export function failureOf(record: ToolCallRecord): unknown {
  const error = record.error;
  if (isToolExecutionError(error) && error.thrown instanceof Error) return error.thrown;
  return error ?? new Error(`Tool "${record.toolName}" ended with status ${record.status}`);
}

/** Checks a `timeoutMs` option by the SDK's rules for its own tools (a `UserError` naming the tool). */
export function checkTimeoutMs(toolName: string, timeoutMs: unknown): void {
  if (timeoutMs === undefined) return;
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMEOUT_MS) {
    throw new UserError(
      `Function tool '${toolName}' timeoutMs must be a finite number of milliseconds, greater than 0 and at most ${MAX_TIMEOUT_MS}; got ${String(timeoutMs)}.`,
    );
  }
}
