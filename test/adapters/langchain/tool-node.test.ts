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
    const [a] = (first as { __interrupt__?: unknown }).__interrupt__ as Interrupts;
    expect(a!.value.toolCallId).toBe('e1');
    const second = await graph.invoke(new Command({ resume: approveToolCall(a!.value) }), thread);
    const [b] = (second as { __interrupt__?: unknown }).__interrupt__ as Interrupts;
    expect(b!.value.toolCallId).toBe('e2');
    const done = await graph.invoke(new Command({ resume: { [b!.id]: approveToolCall(b!.value) } }), thread);
    const results = toolMessages(done.messages);
    expect(results['w1']!.status).toBe('success');
    expect(results['e1']).toMatchObject({ status: 'error' });
    expect(results['e1']!.content).toContain('already used');
    expect(results['e2']).toMatchObject({ status: 'success', content: 'sent to grace@example.com' });
    // weather ran on each of the three runs of the task; each sendEmail call ran once.
    expect(ran.filter((entry) => entry.startsWith('weather'))).toHaveLength(3);
    expect(ran.filter((entry) => entry.startsWith('sendEmail'))).toEqual(['sendEmail:e1', 'sendEmail:e2']);
  });
});
