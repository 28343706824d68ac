import { messageOfUnknown } from '../internal/message-of-unknown';
import { hasErrorBrand, ToolwrightError } from './toolwright-error';

const NAME = 'ToolModelOutputError';

/** The error of a call whose `toModelOutput` threw; what it threw is the `cause`. */
export class ToolModelOutputError extends ToolwrightError {
  override name = NAME;
  /** What `toModelOutput` threw. */
  override readonly cause: unknown;
  /** The name the tool was called by. */
  readonly toolName: string;
  /** The id of the call (`''` when unknown). */
  readonly toolCallId: string;

  constructor(toolName: string, cause: unknown, options?: { readonly toolCallId?: string | undefined }) {
    super(NAME, `toModelOutput of tool "${toolName}" threw: ${messageOfUnknown(cause)}`);
    this.cause = cause;
    this.toolName = toolName;
    this.toolCallId = options?.toolCallId ?? '';
  }

  /** Whether `value` is a {@link ToolModelOutputError}, from any copy of the package. */
  static override isInstance(value: unknown): value is ToolModelOutputError {
    return hasErrorBrand(value, NAME);
  }
}
