import { hasErrorBrand, ToolwrightError, type ToolwrightErrorOptions } from './toolwright-error';

const NAME = 'ToolCallMismatchError';

/** Which part of a call a decision or a resume ticket did not match. */
export type ToolCallMismatchField = 'toolCallId' | 'toolName' | 'args' | 'decision';

/** What a {@link ToolCallMismatchError} knows about the refusal. */
export interface ToolCallMismatchErrorOptions extends ToolwrightErrorOptions {
  /** The part that did not match. */
  readonly field?: ToolCallMismatchField | undefined;
  /** The id of the call the decision or ticket was checked against. */
  readonly toolCallId?: string | undefined;
  /** What the decision or ticket was issued for (for `args`: its digest). */
  readonly expected?: unknown;
  /** What the call has instead (for `args`: their digest). */
  readonly received?: unknown;
}

/** The error of a call whose approval decision or resume ticket was issued for another call. */
export class ToolCallMismatchError extends ToolwrightError {
  override name = NAME;
  /** The part that did not match (`'decision'`: the decision names no call at all). */
  readonly field: ToolCallMismatchField | undefined;
  /** The id of the call that refused the decision or ticket. */
  readonly toolCallId: string | undefined;
  /** What the decision or ticket was issued for. */
  readonly expected: unknown;
  /** What the call has instead. */
  readonly received: unknown;

  constructor(message: string, options?: ToolCallMismatchErrorOptions) {
    super(NAME, message, options);
    this.field = options?.field;
    this.toolCallId = options?.toolCallId;
    this.expected = options?.expected;
    this.received = options?.received;
  }

  /** Whether `value` is a {@link ToolCallMismatchError}, from any copy of the package. */
  static override isInstance(value: unknown): value is ToolCallMismatchError {
    return hasErrorBrand(value, NAME);
  }
}
