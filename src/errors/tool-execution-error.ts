import { messageOfUnknown } from '../internal/message-of-unknown';
import { hasErrorBrand, ToolwrightError } from './toolwright-error';

const NAME = 'ToolExecutionError';

/** Which call a {@link ToolExecutionError} belongs to. */
export interface ToolExecutionErrorOptions {
  /** The name the tool was called by. */
  readonly toolName?: string | undefined;
  /** The id of the failed call. */
  readonly toolCallId?: string | undefined;
}

/**
 * What a tool's thrown error becomes, with the fields of Mastra 1.71's `MastraError`:
 * `{ id: 'TOOL_EXECUTION_FAILED', domain: 'TOOL', category: 'USER' }`, the same message, and the
 * original error as `cause`. Recognise it with {@link isToolExecutionError} or
 * `ToolExecutionError.isInstance` (both work across copies of the package).
 */
export class ToolExecutionError extends ToolwrightError {
  // Enumerable own fields, as the error has always had (they show in JSON.stringify and logs).
  override name = NAME;
  readonly id = 'TOOL_EXECUTION_FAILED' as const;
  readonly domain = 'TOOL' as const;
  readonly category = 'USER' as const;
  readonly details: { errorMessage: string; model: string };
  /** What the tool threw, as it threw it. */
  override readonly cause: unknown;
  /** The name the tool was called by, when known. */
  declare readonly toolName?: string;
  /** The id of the failed call, when known. */
  declare readonly toolCallId?: string;

  constructor(cause: unknown, options?: ToolExecutionErrorOptions) {
    super(NAME, messageOfUnknown(cause));
    this.cause = cause;
    this.details = { errorMessage: String(cause), model: '' };
    // Not enumerable: the error's own keys stay those of Mastra's error.
    if (options?.toolName !== undefined) Object.defineProperty(this, 'toolName', { value: options.toolName });
    if (options?.toolCallId !== undefined) Object.defineProperty(this, 'toolCallId', { value: options.toolCallId });
  }

  /** Whether `value` is a {@link ToolExecutionError}, from any copy of the package. */
  static override isInstance(value: unknown): value is ToolExecutionError {
    return hasErrorBrand(value, NAME);
  }
}

/** Whether `value` is a {@link ToolExecutionError} (brand check, not `instanceof`). */
export function isToolExecutionError(value: unknown): value is ToolExecutionError {
  return hasErrorBrand(value, NAME);
}
