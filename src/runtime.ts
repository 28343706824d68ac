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
export type { RuntimeCallArgs, RuntimeCallResult, RuntimeToolInputOf, RuntimeToolName, RuntimeToolOf, RuntimeToolOutputOf } from './runtime/infer-types';
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
export type { BackgroundAttempt, BackgroundDispatchRequest, BackgroundExecutor, BackgroundTaskHandle } from './runtime/execution/background-executor';
export {
  DEFAULT_BACKGROUND_TIMEOUT_MS,
  backgroundStartedMessage,
  isBackgroundEligible,
  resolveBackgroundConfig,
} from './runtime/execution/background-config';
export type { BackgroundCallOverride, BackgroundOptions, ResolvedBackgroundConfig } from './runtime/execution/background-config';
export { createObserve, noopObserve } from './runtime/observe';
export type { ObserveLogLevel, ToolCallSpanInfo, Tracer, TracerCallInfo } from './runtime/observe';
export { toModelTool } from './runtime/to-model-tool';
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
