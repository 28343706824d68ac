import { AIMessage } from '@langchain/core/messages';
import { Command, END, MemorySaver, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { ToolNode } from '@langchain/langgraph/prebuilt';
import { describe, expect, it } from 'vitest';
import { approveToolCall, type LangChainToolInterrupt, toLangChainTools } from '../../../src/langchain';
import { InMemoryTicketReplayStore } from '../../../src/runtime';
import { KEYS, makeTools, toolMessages } from './helpers';

type Interrupts = Array<{ id: string; value: LangChainToolInterrupt }>;

describe("toolwright/langchain: LangGraph's prebuilt ToolNode (all calls of a message in one task)", () => {
  it('a resume re-runs the finished calls of the task; a call resumed in an earlier round never runs twice', async () => {
    const { tools, ran } = makeTools();
    const tickets = { keys: KEYS, replayStore: new InMemoryTicketReplayStore() };
    const graph = new StateGraph(MessagesAnnotation)
      .addNode('tools', new ToolNode(toLangChainTools(tools, { tickets })))
      .addEdge(START, 'tools')
      .addEdge('tools', END)
      .compile({ checkpointer: new MemorySaver() });
    const thread = { configurable: { thread_id: 'n' } };
    const message = new AIMessage({
      content: '',
      tool_calls: [
        { name: 'weather', args: { city: 'Oslo' }, id: 'w1' },
        { name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'e1' },
        { name: 'sendEmail', args: { to: 'grace@example.com' }, id: 'e2' },
      ],
    });
    const first = await graph.invoke({ messages: [message] }, thread);
    // The two sendEmail calls run side by side: either may be the first to ask.
    const to: Record<string, string> = { e1: 'ada@example.com', e2: 'grace@example.com' };
    const [a] = (first as { __interrupt__?: unknown }).__interrupt__ as Interrupts;
    const firstId = a!.value.toolCallId;
    expect(['e1', 'e2']).toContain(firstId);
    const secondId = firstId === 'e1' ? 'e2' : 'e1';
    const second = await graph.invoke(new Command({ resume: approveToolCall(a!.value) }), thread);
    const [b] = (second as { __interrupt__?: unknown }).__interrupt__ as Interrupts;
    expect(b!.value.toolCallId).toBe(secondId);
    const done = await graph.invoke(new Command({ resume: { [b!.id]: approveToolCall(b!.value) } }), thread);
    const results = toolMessages(done.messages);
    expect(results['w1']!.status).toBe('success');
    expect(results[firstId]).toMatchObject({ status: 'error' });
    expect(results[firstId]!.content).toContain('already used');
    expect(results[secondId]).toMatchObject({ status: 'success', content: `sent to ${to[secondId]}` });
    // weather ran on each of the three runs of the task; each sendEmail call ran once.
    expect(ran.filter((entry) => entry.startsWith('weather'))).toHaveLength(3);
    expect(ran.filter((entry) => entry.startsWith('sendEmail'))).toEqual([`sendEmail:${firstId}`, `sendEmail:${secondId}`]);
  });
});
