/**
 * `toolwright/tools`: the names `@mastra/core/tools` has for defining and validating tools.
 * Every schema kind is supported; `toolwright/tools/core` is the same API with less built in.
 * @module
 */
import { registerAllSchemaVendors } from './schema/vendors/register-all';

registerAllSchemaVendors();

export { createTool } from './tool/create-tool';
export { Tool } from './tool/tool';
export { MASTRA_TOOL_MARKER, isVercelTool } from './tool/marker';
export { noopObserve } from './tool/observe';
export { ToolStream } from './tool/tool-stream';
export { isValidationError } from './validation/validation-error';
export { validateToolInput } from './validation/validate-input';
export { validateToolOutput } from './validation/validate-output';
export type { ValidationError, FormattedValidationErrors } from './validation/types';
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
  ToolInvocationOptions,
  ToolObserve,
  ToolPayloadTransform,
  ToolPayloadTransformContext,
  ToolPayloadTransformFunction,
  ToolPayloadTransformPhase,
  ToolPayloadTransformPolicy,
  ToolPayloadTransformResult,
  ToolPayloadTransformTarget,
  ToolPayloadTransformTargetConfig,
  WorkflowToolExecutionContext,
} from './tool/types';
export type { InferToolInput, InferToolOutput, InferUITool, InferUITools, ToolSet, UITool, UITools } from './tool/ui-types';
export type { Infer, InferPublicSchema, JSONSchema7, PublicSchema } from './schema/public-schema';
