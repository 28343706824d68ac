import { hasErrorBrand } from '../../internal/error-brand';
import { ToolwrightError, type ToolwrightErrorOptions } from '../../runtime';

const NAME = 'BullMQUnreachableError';

/**
 * The rejection of a background task's `done`, or of `getBackgroundTask`, when Redis stops
 * answering for longer than the executor's `unreachableTimeoutMs`. The task's fate is unknown
 * here: it may still complete on a worker, and its record can be read once Redis answers. The
 * driver's last error, if any, is the `cause`.
 */
export class BullMQUnreachableError extends ToolwrightError {
  /** The Redis connection, as `redis://host:port/db` or `redis+unix://path`. */
  readonly connection: string;
  /** The task that could not be followed or read. */
  readonly taskId: string;

  constructor(connection: string, taskId: string, message: string, options?: ToolwrightErrorOptions) {
    super(NAME, message, options);
    this.connection = connection;
    this.taskId = taskId;
  }

  /** Whether `value` is a {@link BullMQUnreachableError}, from any copy of the package. */
  static override isInstance(value: unknown): value is BullMQUnreachableError {
    return hasErrorBrand(value, NAME);
  }
}
