/**
 * `toolwright/ai-sdk`: toolwright tools in the AI SDK (`generateText`, `streamText`, agents).
 * Needs the optional peer `ai` (5 or 6). Every public name is listed here.
 * @module
 */
export { toAISDKTool } from './adapters/ai-sdk/to-ai-sdk-tool';
export { toAISDKTools } from './adapters/ai-sdk/to-ai-sdk-tools';
export { repairToolCall } from './adapters/ai-sdk/repair-tool-call';
export { isSuspendedToolResult } from './adapters/ai-sdk/model-output';
export { AISDKApprovalUnsupportedError } from './adapters/ai-sdk/errors';
export type { AISDKSuspendedToolResult, AISDKToolOf, AISDKToolsOf, AISDKToolSource, ToAISDKToolOptions } from './adapters/ai-sdk/types';
