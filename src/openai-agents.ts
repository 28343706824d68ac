/**
 * `toolwright/openai-agents`: toolwright tools as the OpenAI Agents SDK's function tools
 * (`@openai/agents`, an optional peer dependency). Every call runs through `toolwright/runtime`.
 * Every public name is listed here.
 * @module
 */
export { toOpenAIAgentsTool, toOpenAIAgentsTools } from './adapters/openai-agents/to-openai-agents-tool';
export { suspendedCallsOf, suspendedMessage, withToolResult } from './adapters/openai-agents/output';
export type { OpenAIAgentsToolOutput } from './adapters/openai-agents/output';
export { TICKETS_KEY } from './adapters/openai-agents/run-context';
export type { OpenAIAgentsCallData, OpenAIAgentsSuspendedCall, OpenAIAgentsToolSource, ToOpenAIAgentsToolOptions } from './adapters/openai-agents/types';
export type { OpenAIAgentsContextOf, OpenAIAgentsToolOf, OpenAIAgentsToolResult, OpenAIAgentsToolsOf } from './adapters/openai-agents/tool-types';
