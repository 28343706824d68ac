import { hasErrorBrand } from '../../internal/error-brand';
import { ToolwrightError, type ToolwrightErrorOptions } from '../../runtime';

const NAME = 'BullMQExecutorError';

/**
 * Thrown (as a rejection of `dispatch`) when a background call cannot be handed to BullMQ: Redis
 * did not answer in time, or the call carries data that cannot leave the process. The message
 * names the tool and, for connection failures, the Redis connection; the driver's error is the
 * `cause`.
 */
export class BullMQExecutorError extends ToolwrightError {
  /** The tool the refused call named. */
  readonly toolName: string;

  constructor(toolName: string, message: string, options?: ToolwrightErrorOptions) {
    super(NAME, message, options);
    this.toolName = toolName;
  }

  /** Whether `value` is a {@link BullMQExecutorError}, from any copy of the package. */
  static override isInstance(value: unknown): value is BullMQExecutorError {
    return hasErrorBrand(value, NAME);
  }
}
