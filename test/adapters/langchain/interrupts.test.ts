import { Command } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { approveToolCall, declineToolCall, resumeToolCall, toLangChainTools, toolInterruptsOf } from '../../../src/langchain';
import { InMemoryTicketReplayStore, parsePendingToolCall } from '../../../src/runtime';
import { DECLINED_MESSAGE, verifyPendingToolCall } from '../../../src/wire';
import { agentFor, copySaver, KEYS, logCollector, MemorySaver, makeTools, toolMessages } from './helpers';

const thread = (id: string) => ({ configurable: { thread_id: id } });
const ask = { messages: [{ role: 'user', content: 'go' }] };

const interruptsOf = toolInterruptsOf;

describe('toolwright/langchain: approval and suspension as LangGraph interrupts', () => {
  it('approval: the interrupt carries the tool, the validated args and a signed ticket; approved runs once', async () => {
    const { tools, ran } = makeTools();
    const tickets = { keys: KEYS, replayStore: new InMemoryTicketReplayStore() };
    const agent = agentFor(toLangChainTools(tools, { tickets }), [{ name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c1' }], new MemorySaver());
    const first = await agent.invoke(ask, thread('a'));
    const [request] = interruptsOf(first);
    expect(request!.value).toMatchObject({ toolwright: 'approval', toolName: 'sendEmail', toolCallId: 'c1', args: { to: 'ada@example.com' } });
    await expect(verifyPendingToolCall(parsePendingToolCall(request!.value.ticket), { keys: KEYS })).resolves.toMatchObject({ toolCallId: 'c1' });
    await expect(verifyPendingToolCall(parsePendingToolCall(request!.value.ticket), { keys: ['another-key-of-at-least-32-bytes-long'] })).rejects.toThrow();
    expect(ran).toEqual([]);
    const done = await agent.invoke(new Command({ resume: { [request!.id]: approveToolCall(request!.value) } }), thread('a'));
    expect(toolMessages(done.messages)['c1']).toMatchObject({ status: 'success', content: 'sent to ada@example.com' });
    expect(ran).toEqual(['sendEmail:c1']);
  });

  it('approval declined with a reason: the model reads the reason, the tool never runs', async () => {
    const { tools, ran } = makeTools();
    const agent = agentFor(toLangChainTools(tools), [{ name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c1' }], new MemorySaver());
    const [request] = interruptsOf(await agent.invoke(ask, thread('d')));
    const done = await agent.invoke(new Command({ resume: { [request!.id]: declineToolCall(request!.value, 'Not to Ada') } }), thread('d'));
    expect(toolMessages(done.messages)['c1']).toMatchObject({ status: 'error', content: 'Not to Ada' });
    const agent2 = agentFor(toLangChainTools(tools), [{ name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c2' }], new MemorySaver());
    const [request2] = interruptsOf(await agent2.invoke(ask, thread('d2')));
    const done2 = await agent2.invoke(new Command({ resume: { [request2!.id]: declineToolCall(request2!.value) } }), thread('d2'));
    expect(toolMessages(done2.messages)['c2']!.content).toBe(DECLINED_MESSAGE);
    expect(ran).toEqual([]);
  });

  it('an answer without the ticket, or a forged one, runs nothing', async () => {
    const { tools, ran } = makeTools();
    const agent = agentFor(
      toLangChainTools(tools, { tickets: { keys: KEYS } }),
      [{ name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c1' }],
      new MemorySaver(),
    );
    const [request] = interruptsOf(await agent.invoke(ask, thread('f')));
    const bare = await agent.invoke(new Command({ resume: { [request!.id]: { approved: true } } }), thread('f'));
    expect(toolMessages(bare.messages)['c1']!.status).toBe('error');
    expect(toolMessages(bare.messages)['c1']!.content).toContain('without its ticket');
    const forged = JSON.stringify({ ...JSON.parse(request!.value.ticket), args: { to: 'eve@example.com' } });
    const agent2 = agentFor(
      toLangChainTools(tools, { tickets: { keys: KEYS } }),
      [{ name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c1' }],
      new MemorySaver(),
    );
    const [request2] = interruptsOf(await agent2.invoke(ask, thread('f2')));
    const edited = await agent2.invoke(new Command({ resume: { [request2!.id]: { ticket: forged, approved: true } } }), thread('f2'));
    expect(toolMessages(edited.messages)['c1']!.status).toBe('error');
    expect(ran).toEqual([]);
  });

  it('fails closed without interrupt support: no checkpointer, or outside a graph', async () => {
    const { tools, ran } = makeTools();
    const { messages } = await agentFor(toLangChainTools(tools), [{ name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c1' }]).invoke(ask);
    const message = toolMessages(messages)['c1']!;
    expect(message.status).toBe('error');
    expect(message.content).toContain('requires approval before it runs, and this run cannot be interrupted (No checkpointer set)');
    const [sendEmail] = toLangChainTools({ sendEmail: tools.sendEmail });
    // Outside a graph the refusal rejects, as a native tool's failure does.
    await expect(sendEmail!.invoke({ type: 'tool_call', id: 'c2', name: 'sendEmail', args: { to: 'ada@example.com' } })).rejects.toThrow(
      'call it inside a LangGraph graph',
    );
    expect(ran).toEqual([]);
  });

  it('suspend and resume: the payload in the interrupt, resumeData checked against resumeSchema', async () => {
    const { tools, ran } = makeTools();
    const agent = agentFor(toLangChainTools(tools), [{ name: 'bookTable', args: { restaurant: 'Chez Lou' }, id: 'c1' }], new MemorySaver());
    const [request] = interruptsOf(await agent.invoke(ask, thread('s')));
    expect(request!.value).toMatchObject({ toolwright: 'suspension', toolName: 'bookTable', suspendPayload: { question: 'Which time at Chez Lou?' } });
    expect(JSON.parse(request!.value.resumeSchema!)).toMatchObject({ properties: { slot: { enum: ['19:30', '20:00'] } } });
    const done = await agent.invoke(new Command({ resume: { [request!.id]: resumeToolCall(request!.value, { slot: '20:00' }) } }), thread('s'));
    expect(toolMessages(done.messages)['c1']).toMatchObject({ status: 'success', content: 'booked Chez Lou at 20:00' });
    expect(ran).toEqual(['bookTable:c1']);

    const { logged, logger } = logCollector();
    const agent2 = agentFor(
      toLangChainTools(tools, { runtime: { logger } }),
      [{ name: 'bookTable', args: { restaurant: 'Chez Lou' }, id: 'c2' }],
      new MemorySaver(),
    );
    const [request2] = interruptsOf(await agent2.invoke(ask, thread('s2')));
    const bad = await agent2.invoke(new Command({ resume: { [request2!.id]: resumeToolCall(request2!.value, { slot: 'midnight' }) } }), thread('s2'));
    expect(toolMessages(bad.messages)['c2']!.status).toBe('error');
    expect(toolMessages(bad.messages)['c2']!.content).toContain('slot');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Tool input validation failed for bookTable');
    expect(ran).toEqual(['bookTable:c1']);
  });

  it('two parallel calls of one tool are resumed separately, each running once; a replayed answer runs nothing', async () => {
    const { tools, ran } = makeTools();
    const tickets = { keys: KEYS, replayStore: new InMemoryTicketReplayStore() };
    const checkpointer = new MemorySaver();
    const calls = [
      { name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c1' },
      { name: 'sendEmail', args: { to: 'grace@example.com' }, id: 'c2' },
    ];
    const agent = agentFor(toLangChainTools(tools, { tickets }), calls, checkpointer);
    // The two parallel calls may interrupt in either order: they are taken by their call ids.
    const requests = interruptsOf(await agent.invoke(ask, thread('p')));
    const byId = [...requests].sort((a, b) => a.value.toolCallId.localeCompare(b.value.toolCallId));
    expect(byId.map((r) => [r.value.toolCallId, r.value.args])).toEqual([
      ['c1', { to: 'ada@example.com' }],
      ['c2', { to: 'grace@example.com' }],
    ]);
    const [one, two] = byId;
    const afterOne = await agent.invoke(new Command({ resume: { [one!.id]: approveToolCall(one!.value) } }), thread('p'));
    expect(interruptsOf(afterOne).map((r) => r.value.toolCallId)).toEqual(['c2']);
    expect(ran).toEqual(['sendEmail:c1']);
    const done = await agent.invoke(new Command({ resume: { [two!.id]: declineToolCall(two!.value, 'Not Grace') } }), thread('p'));
    const messages = toolMessages(done.messages);
    expect([messages['c1']!.content, messages['c2']!.content]).toEqual(['sent to ada@example.com', 'Not Grace']);
    expect(ran).toEqual(['sendEmail:c1']);
  });

  it('two parallel calls answered in one Command each run once', async () => {
    const { tools, ran } = makeTools();
    const calls = [
      { name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c1' },
      { name: 'sendEmail', args: { to: 'grace@example.com' }, id: 'c2' },
    ];
    const agent = agentFor(toLangChainTools(tools, { tickets: { keys: KEYS, replayStore: new InMemoryTicketReplayStore() } }), calls, new MemorySaver());
    const [one, two] = interruptsOf(await agent.invoke(ask, thread('t')));
    const done = await agent.invoke(new Command({ resume: { [one!.id]: approveToolCall(one!.value), [two!.id]: approveToolCall(two!.value) } }), thread('t'));
    const messages = toolMessages(done.messages);
    expect([messages['c1']!.content, messages['c2']!.content]).toEqual(['sent to ada@example.com', 'sent to grace@example.com']);
    expect([...ran].sort()).toEqual(['sendEmail:c1', 'sendEmail:c2']);
  });

  it('an answer replayed from a copy of the checkpoint runs nothing: the ticket was claimed', async () => {
    const { tools, ran } = makeTools();
    const tickets = { keys: KEYS, replayStore: new InMemoryTicketReplayStore() };
    const checkpointer = new MemorySaver();
    const agent = agentFor(toLangChainTools(tools, { tickets }), [{ name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c1' }], checkpointer);
    const [request] = interruptsOf(await agent.invoke(ask, thread('r')));
    const copy = copySaver(checkpointer);
    const answer = new Command({ resume: { [request!.id]: approveToolCall(request!.value) } });
    const done = await agent.invoke(answer, thread('r'));
    expect(toolMessages(done.messages)['c1']!.status).toBe('success');
    const replay = await agentFor(toLangChainTools(tools, { tickets }), [], copy).invoke(answer, thread('r'));
    expect(toolMessages(replay.messages)['c1']!.status).toBe('error');
    expect(toolMessages(replay.messages)['c1']!.content).toContain('already used');
    expect(ran).toEqual(['sendEmail:c1']);
  });
});
