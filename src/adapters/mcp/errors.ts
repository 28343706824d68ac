import { hasErrorBrand } from '../../internal/error-brand';
import { ToolwrightError, type ToolwrightErrorOptions } from '../../runtime';

const NAME = 'McpToolDefinitionError';

/**
 * Thrown by `createMcpServer`, `registerMcpTools` and `createMcpHttpHandler` when a tool cannot
 * be served over MCP as defined: its input schema does not describe an object (MCP arguments
 * are always an object), or no JSON Schema can be derived from a schema. The message names the
 * tool; the underlying error, if any, is the `cause`.
 */
export class McpToolDefinitionError extends ToolwrightError {
  /** The record key the tool was registered under. */
  readonly toolName: string;

  constructor(toolName: string, message: string, options?: ToolwrightErrorOptions) {
    super(NAME, message, options);
    this.toolName = toolName;
  }

  /** Whether `value` is a {@link McpToolDefinitionError}, from any copy of the package. */
  static override isInstance(value: unknown): value is McpToolDefinitionError {
    return hasErrorBrand(value, NAME);
  }
}
