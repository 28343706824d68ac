/**
 * `toolsmith/tools`: the names `@mastra/core/tools` has for defining and validating tools.
 * @module
 */
export { createTool } from './tool/create-tool';
export { Tool } from './tool/tool';
export { MASTRA_TOOL_MARKER, isVercelTool } from './tool/marker';
export { noopObserve } from './tool/observe';
export { ToolStream } from './tool/tool-stream';
export { isValidationError } from './validation/validation-error';
export { validateToolInput } from './validation/validate-input';
export { validateToolOutput } from './validation/validate-output';
export type { ValidationError, FormattedValidationErrors } from './validation/types';
