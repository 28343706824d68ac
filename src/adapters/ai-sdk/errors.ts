/**
 * Errors of `toolwright/ai-sdk`.
 * @module
 */
import { hasErrorBrand } from '../../internal/error-brand';
import { ToolwrightError } from '../../runtime';

const NAME = 'AISDKApprovalUnsupportedError';

/**
 * Thrown when converting a tool that requires approval while the installed AI SDK cannot ask for
 * it (AI SDK 5 has no `needsApproval`): the tool would otherwise run unasked.
 */
export class AISDKApprovalUnsupportedError extends ToolwrightError {
  /** The name the tool was converted under. */
  readonly toolName: string;

  constructor(toolName: string) {
    super(
      NAME,
      `Tool "${toolName}" requires approval, but the installed AI SDK has no tool approval (needsApproval came with AI SDK 6). Install ai@6, or remove the tool's requireApproval.`,
    );
    this.toolName = toolName;
  }

  /** Whether `value` is an {@link AISDKApprovalUnsupportedError}, from any copy of the package. */
  static override isInstance(value: unknown): value is AISDKApprovalUnsupportedError {
    return hasErrorBrand(value, NAME);
  }
}
