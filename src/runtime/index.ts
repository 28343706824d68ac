export { runToolCall } from './run-tool-call';
export {
  streamToolCall,
  ToolExecutionError,
  isToolExecutionError,
  ToolNotFoundError,
  ToolModelOutputError,
} from './stream-tool-call';
export {
  argsDigest,
  createPendingToolCall,
  parsePendingToolCall,
  serializePendingToolCall,
  pendingMismatch,
  ToolCallMismatchError,
  InvalidPendingToolCallError,
} from './pending';
export type { PendingKind, PendingToolCall, CallIdentity } from './pending';
export {
  InProcessBackgroundExecutor,
  DEFAULT_BACKGROUND_TIMEOUT_MS,
  backgroundStartedMessage,
  isBackgroundEligible,
  resolveBackgroundConfig,
} from './background';
export type {
  BackgroundAttempt,
  BackgroundCallOverride,
  BackgroundDispatchRequest,
  BackgroundExecutor,
  BackgroundOptions,
  BackgroundTaskHandle,
  ResolvedBackgroundConfig,
} from './background';
export { createObserve, noopObserve } from './observe';
export type { ObserveLogLevel, Tracer, TracerCallInfo } from './observe';
export { toModelTool } from './to-model-tool';
export type { ModelFunctionTool, ModelToolSource, ToModelToolOptions } from './to-model-tool';
export { DECLINED_MESSAGE } from './approval';
export type {
  ApprovalDecision,
  ApprovalHandler,
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
} from './types';
