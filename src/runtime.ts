/**
 * `toolwright/runtime`: run a tool call the way Mastra's agent does, outside any agent —
 * hooks, approval, validation, suspend/resume, transforms, model output, background tasks.
 * This entry holds what an application calls and the types it holds (options, records, chunks,
 * tickets, errors). What only a wire needs to put the engine in front of a peer lives in
 * `toolwright/wire`. Every public name is listed here.
 * @module
 */
import { registerAllSchemaVendors } from './schema/vendors/register-all';

// Every schema kind is supported through this entry (see toolwright/tools/core).
registerAllSchemaVendors();

export { runToolCall } from './runtime/run-tool-call';
export { streamToolCall } from './runtime/stream-tool-call';
// The types of a call's signature, for an application that wraps runToolCall / streamToolCall.
export type { RuntimeCallArgs, RuntimeCallResult, RuntimeCallResumeData, RuntimeToolName } from './runtime/infer-types';
export { ToolExecutionError, isToolExecutionError, ToolNotFoundError, ToolModelOutputError } from './runtime/errors';
export { ToolwrightError } from './errors/toolwright-error';
export type { ToolwrightErrorOptions } from './errors/toolwright-error';
export type { ToolCallMismatchField } from './errors/tool-call-mismatch-error';
export { parsePendingToolCall, serializePendingToolCall, ToolCallMismatchError, InvalidPendingToolCallError } from './runtime/pending';
export type { PendingKind, PendingToolCall } from './runtime/pending';
export { InMemoryTicketReplayStore, MIN_TICKET_KEY_BYTES } from './runtime/tickets';
export type { TicketKey, TicketOptions, TicketReplayStore } from './runtime/tickets';
export {
  ToolCallTimeoutError,
  TicketVerificationError,
  TicketReplayError,
  IdempotencyKeyInFlightError,
  IdempotencyStoreError,
} from './runtime/reliability-errors';
export { InMemoryIdempotencyStore } from './runtime/idempotency/in-memory-idempotency-store';
export type { InMemoryIdempotencyStoreOptions } from './runtime/idempotency/in-memory-idempotency-store';
// The stores and the tracer an application passes; the types their implementers write
// (a store's claim, a tracer's call and span info) are in toolwright/wire.
export type { IdempotencyOptions, IdempotencyStore } from './runtime/idempotency/idempotency-store';
export type { TicketRefusal } from './runtime/reliability-errors';
export { InProcessBackgroundExecutor } from './runtime/execution/background-executor';
export type { BackgroundExecutor } from './runtime/background-types';
export type { BackgroundCallOverride, BackgroundOptions } from './runtime/background-config';
export type { BackgroundTask, BackgroundTaskStatus } from './tool/background-types';
export type { ToolCallMessage } from './tool/types';
export type { Tracer } from './runtime/observe';
export type { ToolModelOutput, ToolModelOutputJSON, ToolModelOutputPart, ToolModelOutputProviderOptions } from './runtime/tool-model-output';
export { toolCallNeedsApproval } from './runtime/approval/needs-approval';
export type { NeedsApprovalCall, NeedsApprovalOptions } from './runtime/approval/needs-approval';
export type {
  ApprovalDecision,
  ApprovalHandler,
  ApprovalHandlerResponse,
  ApprovalOption,
  ApprovalRequest,
  ApprovalResponse,
  ArgsTextDeltas,
  BackgroundTaskStartedChunk,
  ModelOutputLimit,
  ModelOutputTruncation,
  EditedApproval,
  ResumeOptions,
  RunErrorChunk,
  RunInfo,
  RunToolCallOptions,
  RuntimeChunk,
  RuntimeLogger,
  RuntimeTool,
  RuntimeToolChunk,
  RuntimeTools,
  ToolApprovalChunk,
  ToolCallApproval,
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
