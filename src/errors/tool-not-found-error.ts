import { hasErrorBrand, ToolwrightError, type ToolwrightErrorOptions } from './toolwright-error';

const NAME = 'ToolNotFoundError';

/** What a {@link ToolNotFoundError} knows about the call. */
export interface ToolNotFoundErrorOptions extends ToolwrightErrorOptions {
  /** The name the model called. */
  readonly toolName?: string | undefined;
  /** The names of the tools that were available. */
  readonly availableTools?: readonly string[] | undefined;
}

/** The error of a call naming no known tool; the message is Mastra 1.71's. */
export class ToolNotFoundError extends ToolwrightError {
  override name = NAME;
  /** The name the model called (`''` when unknown). */
  readonly toolName: string;
  /** The names of the tools that were available. */
  readonly availableTools: readonly string[];

  constructor(message: string, options?: ToolNotFoundErrorOptions) {
    super(NAME, message, options);
    this.toolName = options?.toolName ?? '';
    this.availableTools = options?.availableTools ?? [];
  }

  /** Whether `value` is a {@link ToolNotFoundError}, from any copy of the package. */
  static override isInstance(value: unknown): value is ToolNotFoundError {
    return hasErrorBrand(value, NAME);
  }
}
