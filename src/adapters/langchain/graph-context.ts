// What `execute` sees of the graph it runs in: the conversation, the thread, and LangGraph's own
// tool runtime (state, store, context, writer), as a native tool's second argument has them.
import { BaseMessage } from '@langchain/core/messages';
import type { ToolRuntime } from '@langchain/core/tools';
import type { ToolCallMessage } from '../../runtime';

/** The roles of the conversation `ctx.agent.messages` holds, by LangChain message type. */
const ROLES: Record<string, ToolCallMessage['role']> = { human: 'user', ai: 'assistant', system: 'system', developer: 'system', tool: 'tool' };

/**
 * The graph state's messages as `ctx.agent.messages` carries a conversation (`role` and
 * `content`); the messages themselves stay in `ctx.langchain.state.messages`.
 */
function conversationOf(state: unknown): ToolCallMessage[] {
  const messages = (state as { messages?: unknown } | null | undefined)?.messages;
  if (!Array.isArray(messages)) return [];
  const conversation: ToolCallMessage[] = [];
  for (const message of messages) {
    if (!BaseMessage.isInstance(message)) continue;
    const role = ROLES[message.type];
    if (role) conversation.push({ role, content: message.content });
  }
  return conversation;
}

/**
 * What carries the graph into a call: the state's messages, LangGraph's `thread_id` as
 * `ctx.agent.threadId`, and the tool runtime LangGraph hands a tool (the config with `state`,
 * `store`, `context`, `writer`, `toolCallId`), which the peer adds to `execute`'s context as
 * `ctx.langchain`.
 */
export function graphCallOptions(config: Partial<ToolRuntime>): {
  messages: ToolCallMessage[];
  threadId: string | undefined;
  contextFields: { langchain: Partial<ToolRuntime> };
} {
  const threadId = config.configurable?.['thread_id'];
  return {
    messages: conversationOf(config.state),
    threadId: typeof threadId === 'string' ? threadId : undefined,
    contextFields: { langchain: config },
  };
}

/**
 * The LangGraph tool runtime of a call made through `toolwright/langchain` (the graph's `state`,
 * `store`, run `context`, `writer`, `toolCallId` and `config`, as a native tool's second argument),
 * read from `execute`'s context; undefined for a call made elsewhere.
 * @example
 * ```ts
 * execute: async (input, context) => {
 *   const graph = langChainRuntimeOf(context);
 *   await graph?.store?.put(['prefs'], 'drink', input);
 * }
 * ```
 */
export function langChainRuntimeOf<TState = unknown, TContext = unknown>(context: unknown): ToolRuntime<TState, TContext> | undefined {
  const runtime = (context as { langchain?: unknown } | null | undefined)?.langchain;
  return typeof runtime === 'object' && runtime !== null ? (runtime as ToolRuntime<TState, TContext>) : undefined;
}
