/**
 * `toolwright/langchain`: toolwright tools for LangChain.js and LangGraph.js (`@langchain/core`
 * and `@langchain/langgraph` 1.x, optional peer dependencies). Approval and suspension become
 * LangGraph interrupts. Every public name is listed here.
 * @module
 */
export { toLangChainTool, toLangChainTools } from './adapters/langchain/to-langchain-tools';
export { ToolwrightLangChainTool } from './adapters/langchain/to-langchain-tool';
export { langChainRuntimeOf } from './adapters/langchain/graph-context';
export { approveToolCall, declineToolCall, resumeToolCall, toolInterruptsOf } from './adapters/langchain/answers';
export type { LangChainPausedCall, LangChainToolAnswer, LangChainToolInterrupt, LangChainToolOptions } from './adapters/langchain/types';
export type { LangChainToolOf, LangChainToolsOf } from './adapters/langchain/tool-types';
