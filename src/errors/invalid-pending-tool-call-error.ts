import { hasErrorBrand, ToolwrightError, type ToolwrightErrorOptions } from './toolwright-error';

const NAME = 'InvalidPendingToolCallError';

/** What an {@link InvalidPendingToolCallError} knows about the rejected ticket. */
export interface InvalidPendingToolCallErrorOptions extends ToolwrightErrorOptions {
  /** The ticket field that is missing or wrong (`undefined` when the whole value is). */
  readonly field?: string | undefined;
  /** The value found there. */
  readonly received?: unknown;
}

/** Thrown by `parsePendingToolCall` for text or objects that are not a pending tool call. */
export class InvalidPendingToolCallError extends ToolwrightError {
  override name = NAME;
  /** The ticket field that is missing or wrong (`undefined` when the whole value is). */
  readonly field: string | undefined;
  /** The value found there (the text, for text that is not JSON). */
  readonly received: unknown;

  constructor(message: string, options?: InvalidPendingToolCallErrorOptions) {
    super(NAME, message, options);
    this.field = options?.field;
    this.received = options?.received;
  }

  /** Whether `value` is an {@link InvalidPendingToolCallError}, from any copy of the package. */
  static override isInstance(value: unknown): value is InvalidPendingToolCallError {
    return hasErrorBrand(value, NAME);
  }
}
