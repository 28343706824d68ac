/**
 * `toolwright/ai-sdk`: toolwright tools in the AI SDK (`generateText`, `streamText`, agents).
 * Needs the optional peer `ai` (5, 6 or 7): one entry serves all three. Every public name is listed here.
 * @module
 */
export { toAISDKTool } from './adapters/ai-sdk/to-ai-sdk-tool';
export { toAISDKTools } from './adapters/ai-sdk/to-ai-sdk-tools';
export { repairToolCall } from './adapters/ai-sdk/repair-tool-call';
export { isSuspendedToolResult } from './adapters/ai-sdk/model-output';
export { AISDKApprovalUnsupportedError } from './adapters/ai-sdk/errors';
export { responseMessagesOf, withToolResult } from './adapters/ai-sdk/response-messages';
export type { AISDKRunMessages } from './adapters/ai-sdk/response-messages';
export { shareRuntimeContext } from './adapters/ai-sdk/runtime-context';
export type { SharedContextStep } from './adapters/ai-sdk/runtime-context';
export { toAISDKToolApproval } from './adapters/ai-sdk/tool-approval';
export type { AISDKToolApprovalFunction, AISDKToolApprovalOf, AISDKToolApprovalStatus } from './adapters/ai-sdk/tool-approval';
export type {
  AISDKRequestContextOf,
  AISDKSuspendedToolResult,
  AISDKToolOf,
  AISDKToolWithContext,
  AISDKToolsOf,
  AISDKToolSource,
  ToAISDKToolOptions,
} from './adapters/ai-sdk/types';
