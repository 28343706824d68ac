// Approving with edited arguments through LangGraph's resume Command, with the real
// @langchain/langgraph: the answer's `args` run after the tool's checks, a refused edit runs
// nothing, and a replayed answer with other arguments is refused.
import { Command } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { approveToolCall, toLangChainTools, toolInterruptsOf } from '../../../src/langchain';
import { InMemoryTicketReplayStore } from '../../../src/runtime';
import { agentFor, copySaver, KEYS, logCollector, MemorySaver, makeTools, toolMessages } from './helpers';

const thread = (id: string) => ({ configurable: { thread_id: id } });
const ask = { messages: [{ role: 'user', content: 'go' }] };
const emailCall = [{ name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c1' }];

describe('toolwright/langchain: approving with edited arguments', () => {
  it('approveToolCall(value, { args }) runs the edited arguments; the interrupt showed the model’s', async () => {
    const { tools, ran } = makeTools();
    const agent = agentFor(toLangChainTools(tools), emailCall, new MemorySaver());
    const [request] = toolInterruptsOf(await agent.invoke(ask, thread('e1')));
    expect(request!.value.args).toEqual({ to: 'ada@example.com' });
    const answer = approveToolCall(request!.value, { args: { to: 'bob@example.com' } });
    expect(answer).toEqual({ ticket: request!.value.ticket, approved: true, args: { to: 'bob@example.com' } });
    const done = await agent.invoke(new Command({ resume: { [request!.id]: answer } }), thread('e1'));
    expect(toolMessages(done.messages)['c1']).toMatchObject({ status: 'success', content: 'sent to bob@example.com' });
    expect(ran).toEqual(['sendEmail:c1']);
  });

  it('edits the tool refuses: the model reads the validation failure, nothing runs', async () => {
    const { tools, ran } = makeTools();
    const { logged, logger } = logCollector();
    const agent = agentFor(toLangChainTools(tools, { runtime: { logger } }), emailCall, new MemorySaver());
    const [request] = toolInterruptsOf(await agent.invoke(ask, thread('e2')));
    const answer = approveToolCall(request!.value, { args: { to: 'not-an-email' } });
    const done = await agent.invoke(new Command({ resume: { [request!.id]: answer } }), thread('e2'));
    const message = toolMessages(done.messages)['c1']!;
    expect(message.status).toBe('error');
    expect(message.content).toContain('Tool input validation failed for sendEmail');
    expect(message.content).toContain('- to:');
    expect(logged).toEqual(['Tool input validation failed']);
    expect(ran).toEqual([]);
  });

  it('an answer that declines with args fails closed: nothing runs', async () => {
    const { tools, ran } = makeTools();
    const agent = agentFor(toLangChainTools(tools), emailCall, new MemorySaver());
    const [request] = toolInterruptsOf(await agent.invoke(ask, thread('e3')));
    const answer = { ticket: request!.value.ticket, approved: false, args: { to: 'bob@example.com' } };
    const done = await agent.invoke(new Command({ resume: { [request!.id]: answer } }), thread('e3'));
    // The runtime's TypeError, as createAgent's ToolNode hands a tool's throw to the model.
    const message = toolMessages(done.messages)['c1']!;
    expect(message.status).toBe('error');
    expect(message.content).toContain('TypeError: runToolCall: resume.args');
    expect(message.content).toContain('a declined call runs nothing, so it takes no arguments');
    expect(ran).toEqual([]);
  });

  it('an answer replayed from a copy of the checkpoint with other arguments runs nothing', async () => {
    const { tools, ran } = makeTools();
    const tickets = { keys: KEYS, replayStore: new InMemoryTicketReplayStore() };
    const checkpointer = new MemorySaver();
    const agent = agentFor(toLangChainTools(tools, { tickets }), emailCall, checkpointer);
    const [request] = toolInterruptsOf(await agent.invoke(ask, thread('e4')));
    const copy = copySaver(checkpointer);
    const first = new Command({ resume: { [request!.id]: approveToolCall(request!.value, { args: { to: 'bob@example.com' } }) } });
    expect(toolMessages((await agent.invoke(first, thread('e4'))).messages)['c1']!.status).toBe('success');
    const swapped = new Command({ resume: { [request!.id]: approveToolCall(request!.value, { args: { to: 'eve@example.com' } }) } });
    const replay = await agentFor(toLangChainTools(tools, { tickets }), [], copy).invoke(swapped, thread('e4'));
    expect(toolMessages(replay.messages)['c1']!.status).toBe('error');
    expect(toolMessages(replay.messages)['c1']!.content).toContain('already used');
    expect(ran).toEqual(['sendEmail:c1']);
  });
});
