/**
 * `toolwright/tools/core`: the API of `toolwright/tools`, for bundled apps. Built in are the
 * schemas that carry their own JSON Schema (zod 4 classic from 4.2, valibot through
 * `toStandardJsonSchema`, arktype, any Standard JSON Schema) and AI SDK schemas. Zod 3, zod 4
 * without built-in JSON Schema (zod/mini) and plain JSON Schema objects need one import each:
 * `import 'toolwright/tools/zod3'`, `'toolwright/tools/zod-mini'`, `'toolwright/tools/json-schema'`;
 * without it, creating a tool with such a schema throws an error that names the import.
 * @module
 */
export { createTool } from '../tool/create-tool';
export { Tool } from '../tool/tool';
export type { ToolArgsOf } from '../tool/tool';
export { MASTRA_TOOL_MARKER, isVercelTool } from '../tool/marker';
export { noopObserve } from '../tool/observe';
export { ToolStream } from '../tool/tool-stream';
export { isValidationError } from '../validation/validation-error';
export { validateToolInput } from '../validation/validate-input';
export { validateToolOutput } from '../validation/validate-output';
export type { ValidationError, FormattedValidationErrors } from '../validation/types';
export type {
  AgentToolExecutionContext,
  CreateToolOptions,
  MastraPrimitives,
  MastraUnion,
  MCPLoggingLevel,
  MCPServerContext,
  McpMetadata,
  MCPToolExecutionContext,
  MCPToolProperties,
  MCPToolType,
  NeedsApprovalContext,
  NeedsApprovalFn,
  RequireToolApproval,
  RequireToolApprovalFn,
  SuspendOptions,
  ToolAction,
  ToolAfterHookContext,
  ToolAnnotations,
  ToolApprovalContext,
  ToolBackgroundConfig,
  ToolBeforeHookResult,
  ToolCallOptions,
  ToolExecuteContext,
  ToolExecuteFunction,
  ToolExecutionContext,
  ToolHookContext,
  ToolHooks,
  ToolInputAvailableOptions,
  ToolInputDeltaOptions,
  ToolInvocationOptions,
  ToolObserve,
  ToolOutputOptions,
  ToolPayloadTransform,
  ToolPayloadTransformContext,
  ToolPayloadTransformFunction,
  ToolPayloadTransformPhase,
  ToolPayloadTransformPolicy,
  ToolPayloadTransformResult,
  ToolPayloadTransformTarget,
  ToolPayloadTransformTargetConfig,
  WorkflowToolExecutionContext,
} from '../tool/types';
export type { InferToolInput, InferToolOutput, InferUITool, InferUITools, ToolSet, UITool, UITools } from '../tool/ui-types';
export type { Infer, InferInput, InferPublicSchema, JSONSchema7, PublicSchema } from '../schema/public-schema';
