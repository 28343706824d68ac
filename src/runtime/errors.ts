/**
 * The errors a tool call can end with. They are recognised by `Symbol.for` brands where a check
 * is offered, because dual ESM/CJS copies of the package break `instanceof`.
 * @module
 */

const TOOL_EXECUTION_ERROR_BRAND = Symbol.for('toolwright.runtime.ToolExecutionError');

/** The message of a thrown value of any kind; `'Unknown error'` when it carries none. */
function messageOfUnknown(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return 'Unknown error';
}

/** A thrown value as an `Error`: itself when it is one, else an `Error` with its message. */
export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(messageOfUnknown(error));
}

/**
 * What a tool's thrown error becomes, like the reference's MastraError:
 * `{id:'TOOL_EXECUTION_FAILED', domain:'TOOL', category:'USER'}`, the same message, and the
 * original error as `cause`. Recognise it with {@link isToolExecutionError} (works across copies).
 */
export class ToolExecutionError extends Error {
  override name = 'ToolExecutionError';
  readonly id = 'TOOL_EXECUTION_FAILED' as const;
  readonly domain = 'TOOL' as const;
  readonly category = 'USER' as const;
  readonly details: { errorMessage: string; model: string };
  override readonly cause: unknown;

  constructor(cause: unknown) {
    super(messageOfUnknown(cause));
    this.cause = cause;
    this.details = { errorMessage: String(cause), model: '' };
    Object.defineProperty(this, TOOL_EXECUTION_ERROR_BRAND, { value: true });
  }
}

/** Whether `value` is a {@link ToolExecutionError} (brand check, not `instanceof`). */
export function isToolExecutionError(value: unknown): value is ToolExecutionError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[TOOL_EXECUTION_ERROR_BRAND] === true;
}

/** The error of a call naming no known tool (the reference's ToolNotFoundError). */
export class ToolNotFoundError extends Error {
  override name = 'ToolNotFoundError';
}

/** The error of a call whose `toModelOutput` threw; the original is the `cause`. */
export class ToolModelOutputError extends Error {
  override name = 'ToolModelOutputError';
  override readonly cause: unknown;
  constructor(toolName: string, cause: unknown) {
    super(`toModelOutput of tool "${toolName}" threw: ${messageOfUnknown(cause)}`);
    this.cause = cause;
  }
}
