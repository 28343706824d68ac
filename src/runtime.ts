/**
 * `toolwright/runtime`: run a tool call the way Mastra's agent does, outside any agent —
 * hooks, approval, validation, suspend/resume, transforms, model output, background tasks.
 * Every public name is listed here.
 * @module
 */
import { registerAllSchemaVendors } from './schema/vendors/register-all';

// Every schema kind is supported through this entry (see toolwright/tools/core).
registerAllSchemaVendors();

export { runToolCall } from './runtime/run-tool-call';
export { streamToolCall } from './runtime/stream-tool-call';
export type {
  ApprovalResumeData,
  RuntimeCallArgs,
  RuntimeCallResult,
  RuntimeCallResumeData,
  RuntimeNamedTool,
  RuntimeToolArgsOf,
  RuntimeToolInputOf,
  RuntimeToolName,
  RuntimeToolOf,
  RuntimeToolOutputOf,
  RuntimeToolResumeOf,
} from './runtime/infer-types';
export type { WireToolSource } from './runtime/wire-tool';
export { ToolExecutionError, isToolExecutionError, ToolNotFoundError, ToolModelOutputError } from './runtime/errors';
export { ToolwrightError } from './errors/toolwright-error';
export type { ToolwrightErrorOptions } from './errors/toolwright-error';
export type { ToolCallMismatchField } from './errors/tool-call-mismatch-error';
export {
  argsDigest,
  createPendingToolCall,
  parsePendingToolCall,
  serializePendingToolCall,
  pendingMismatch,
  ToolCallMismatchError,
  InvalidPendingToolCallError,
} from './runtime/pending';
export type { PendingKind, PendingToolCall, CallIdentity } from './runtime/pending';
export { signPendingToolCall, verifyPendingToolCall, InMemoryTicketReplayStore, MIN_TICKET_KEY_BYTES } from './runtime/tickets';
export type { TicketKey, TicketOptions, TicketReplayStore } from './runtime/tickets';
export { ToolCallTimeoutError, TicketVerificationError, TicketReplayError } from './runtime/reliability-errors';
export type { TicketRefusal } from './runtime/reliability-errors';
export { InProcessBackgroundExecutor } from './runtime/execution/background-executor';
export { createBackgroundAttempt } from './runtime/execution/lazy-attempt';
export { runBackgroundAttempt } from './runtime/execution/remote-attempt';
export type { BackgroundAttemptCall } from './runtime/execution/remote-attempt';
export { pendingBackgroundTask } from './runtime/execution/pending-task';
export type { PendingTaskSource } from './runtime/execution/pending-task';
export type { CancellableBackgroundAttempt } from './runtime/background-types';
export type { BackgroundTask, BackgroundTaskStatus } from './tool/background-types';
export { findRuntimeTool } from './runtime/find-tool';
export { parseToolArgs } from './runtime/input/parse-args';
export type { ParsedToolArgs } from './runtime/input/parse-args';
export type { FoundTool } from './runtime/find-tool';
export { isMastraTool } from './tool/marker';
export type { ToolCallMessage } from './tool/types';
export { consoleLogger } from './runtime/console-logger';
export { checkRunToolCallOptions } from './runtime/stream-tool-call';
export { TOOL_HOOK_NAMES } from './runtime/call-tool-hook';
export type { ToolHookName } from './runtime/call-tool-hook';
export { isStandardSchemaWithJSON } from './schema/standard';
export { standardSchemaToJSONSchema } from './schema/to-json-schema';
export type { ToJSONSchemaOptions } from './schema/to-json-schema';
export { toStandardSchema } from './schema/to-standard-schema';
export type { JSONSchema, JSONSchemaTarget, StandardSchemaWithJSON } from './schema/types';
export type {
  MCPCreateMessageParams,
  MCPCreateMessageResult,
  MCPElicitRequestParams,
  MCPElicitResult,
  MCPLoggingLevel,
  MCPToolExecutionContext,
  MCPToolProperties,
} from './tool/mcp-types';
export type { BackgroundAttempt, BackgroundDispatchRequest, BackgroundExecutor, BackgroundTaskHandle } from './runtime/background-types';
export {
  DEFAULT_BACKGROUND_TIMEOUT_MS,
  backgroundStartedMessage,
  isBackgroundEligible,
  resolveBackgroundConfig,
} from './runtime/background-config';
export type { BackgroundCallOverride, BackgroundOptions, ResolvedBackgroundConfig } from './runtime/background-config';
export { createObserve, noopObserve } from './runtime/observe';
export type { ObserveLogLevel, ToolCallSpanInfo, Tracer, TracerCallInfo } from './runtime/observe';
export { toModelTool } from './runtime/to-model-tool';
export { resolveModelOutput } from './runtime/output/model-output';
export type { ModelOutputTool, ResolvedModelOutput } from './runtime/output/model-output';
export type { ToolModelOutput, ToolModelOutputJSON, ToolModelOutputPart, ToolModelOutputProviderOptions } from './runtime/tool-model-output';
export type { ModelFunctionTool, ModelToolSource, ToModelToolOptions } from './runtime/to-model-tool';
export { DECLINED_MESSAGE } from './runtime/approval/approval';
export { toolCallNeedsApproval, toolMayNeedApproval } from './runtime/approval/needs-approval';
export type { NeedsApprovalCall, NeedsApprovalOptions } from './runtime/approval/needs-approval';
export type {
  ApprovalDecision,
  ApprovalHandler,
  ApprovalOption,
  ApprovalRequest,
  ApprovalResponse,
  ArgsTextDeltas,
  BackgroundTaskStartedChunk,
  ResumeOptions,
  RunErrorChunk,
  RunToolCallOptions,
  RuntimeChunk,
  RuntimeChunkMetadata,
  RuntimeLogger,
  RuntimeTool,
  RuntimeToolChunk,
  RuntimeTools,
  ToolApprovalChunk,
  ToolCallChunk,
  ToolCallInput,
  ToolCallRecord,
  ToolCallStatus,
  ToolCallStream,
  ToolCustomChunk,
  ToolErrorChunk,
  ToolInputDeltaChunk,
  ToolInputEndChunk,
  ToolInputStartChunk,
  ToolOutputChunk,
  ToolOutputDeniedChunk,
  ToolPayloadTransformState,
  ToolResultChunk,
  ToolSuspendedChunk,
} from './runtime/types';
