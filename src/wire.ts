/**
 * `toolwright/wire`: the kit for writing a wire, the code that puts `toolwright/runtime` in front
 * of a peer (a framework, a protocol, a queue). A wire turns the peer's request into a call of
 * the engine, run under a {@link WireHost} (what the peer already does around a call), and the
 * call's record into the peer's answer. This entry holds what only that code needs: the call
 * under a host, how to describe a tool to the peer (its JSON Schema included), the engine's own
 * approval and argument rules for a peer that asks or parses by itself, the texts the model is
 * told, tickets at a lower level, what a background executor runs on a worker, and the types
 * an implementer of a tracer or an idempotency store writes. Every built-in wire
 * (`toolwright/ai-sdk`, `toolwright/mcp`, `toolwright/providers`, `toolwright/langchain`,
 * `toolwright/openai-agents`, `toolwright/bullmq`, `toolwright/testing`) uses it. An application
 * needs none of it: `toolwright/runtime` has what it calls and holds. The guide "Write your own
 * wire" shows one end to end. Every public name is listed here.
 * @module
 */
import { registerAllSchemaVendors } from './schema/vendors/register-all';

// Every schema kind is supported through this entry, as through toolwright/runtime: a wire
// describes tools of any schema library to its peer.
registerAllSchemaVendors();

// Running a call under the host the peer makes: what the peer already does, declared once.
export { runWireToolCall, streamWireToolCall } from './runtime/wire-call';
export type { WireHost } from './runtime/host';

// Describing a tool to the peer: its name, description and JSON Schema as Mastra sends them.
export { toModelTool } from './runtime/to-model-tool';
export type { ModelFunctionTool, ModelToolSource, ToModelToolOptions } from './runtime/to-model-tool';
export { isMastraTool } from './tool/marker';
export type { WireToolSource } from './runtime/wire-tool';
export type { RuntimeToolArgsOf, RuntimeToolOutputOf } from './runtime/infer-types';

// A tool's schemas as JSON Schema, for a peer that is sent one (toModelTool uses them).
export { isStandardSchemaWithJSON } from './schema/standard';
export { standardSchemaToJSONSchema } from './schema/to-json-schema';
export type { ToJSONSchemaOptions } from './schema/to-json-schema';
export { toStandardSchema } from './schema/to-standard-schema';
export type { JSONSchema, JSONSchemaTarget, StandardSchemaWithJSON } from './schema/types';

// The engine's rules, for a peer that asks for approval or parses arguments itself.
export { toolMayNeedApproval } from './runtime/approval/needs-approval';
export { parseToolArgs } from './runtime/input/parse-args';
export type { ParsedToolArgs } from './runtime/input/parse-args';
export { findRuntimeTool } from './runtime/find-tool';
export { boundedStringify } from './runtime/serialize';
export type { FoundTool } from './runtime/find-tool';
export { checkRunToolCallOptions } from './runtime/stream-tool-call';
export { TOOL_HOOK_NAMES } from './runtime/call-tool-hook';
export type { ToolHookName } from './runtime/call-tool-hook';

// What the peer is told: the declined text, the model output of a record built outside a call.
export { DECLINED_MESSAGE } from './runtime/approval/approval';
export { resolveModelOutput } from './runtime/output/model-output';
export type { ModelOutputTool, ResolvedModelOutput } from './runtime/output/model-output';
export { boundModelOutput, checkModelOutputLimit, modelOutputLimitFor, MIN_MODEL_OUTPUT_LIMIT } from './runtime/output/bound-model-output';
export type { BoundedModelOutput } from './runtime/output/bound-model-output';
export { consoleLogger } from './runtime/console-logger';

// Implementing what an application passes: a tracer (toolwright/opentelemetry is one) and an
// idempotency store (toolwright/bullmq's Redis store is one). The interfaces themselves
// (Tracer, IdempotencyStore) are in toolwright/runtime.
export { createObserve } from './runtime/observe';
export type { ObserveLogLevel, ToolCallSpanInfo, TracerCallInfo } from './runtime/observe';
export type { IdempotencyCall, IdempotencyClaim } from './runtime/idempotency/idempotency-store';

// Tickets below `runToolCall`: build, sign, verify and compare them.
export { argsDigest, createPendingToolCall, pendingMismatch } from './runtime/pending';
export type { CallIdentity } from './runtime/pending';
export { signPendingToolCall, verifyPendingToolCall } from './runtime/tickets';

// Background tasks: what an executor receives and what its worker runs.
export type {
  BackgroundAttempt,
  BackgroundDispatchRequest,
  BackgroundTaskHandle,
  CancellableBackgroundAttempt,
  TaskStateStore,
} from './runtime/background-types';
export { createBackgroundAttempt } from './runtime/execution/attempt';
export { runBackgroundAttempt } from './runtime/execution/remote-attempt';
export type { BackgroundAttemptCall } from './runtime/execution/remote-attempt';
export { pendingBackgroundTask } from './runtime/execution/pending-task';
export type { PendingTaskSource } from './runtime/execution/pending-task';
export { DEFAULT_BACKGROUND_TIMEOUT_MS, backgroundStartedMessage, isBackgroundEligible, resolveBackgroundConfig } from './runtime/background-config';
export type { ResolvedBackgroundConfig } from './runtime/background-config';

// The `context.mcp` a wire builds for an MCP request (the tool-facing types are in toolwright/tools).
export type { MCPCreateMessageParams, MCPCreateMessageResult, MCPElicitRequestParams, MCPElicitResult } from './tool/mcp-types';
