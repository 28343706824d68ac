// execute sees the graph (its messages, state and store) and can update it with a Command or
// answer with its own ToolMessage, as a native tool can.
import { AIMessage, ToolMessage } from '@langchain/core/messages';
import { type ToolRuntime, tool } from '@langchain/core/tools';
import { Command, InMemoryStore } from '@langchain/langgraph';
import { ToolNode } from '@langchain/langgraph/prebuilt';
import { createAgent, fakeModel } from 'langchain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { langChainRuntimeOf, toLangChainTool } from '../../../src/langchain';
import { createTool } from '../../../src/tools';
import { toolMessages } from './helpers';

const ask = { messages: [{ role: 'user', content: 'remember tea' }] };

describe('toolwright/langchain: execute sees and updates the graph', () => {
  it('ctx.agent.messages holds the conversation; ctx.langchain the state and store a native tool gets', async () => {
    const seen: Record<string, unknown> = {};
    const ours = createTool({
      id: 'remember',
      description: 'Remembers a preference',
      inputSchema: z.object({ item: z.string() }),
      execute: async ({ item }, context) => {
        const runtime = langChainRuntimeOf(context)!;
        await (runtime.store as unknown as InMemoryStore).put(['prefs'], 'drink', { item });
        seen['ours'] = {
          conversation: context.agent?.messages.map((m: { role: string; content: unknown }) => [m.role, m.content]),
          stateMessages: (runtime.state as { messages: unknown[] }).messages.length,
          toolCallId: runtime.toolCallId,
          threadId: context.agent?.threadId,
        };
        return 'saved';
      },
    });
    const native = tool(
      async ({ item }: { item: string }, runtime: ToolRuntime) => {
        await (runtime.store as unknown as InMemoryStore).put(['prefs'], 'drink', { item });
        seen['native'] = { stateMessages: (runtime.state as { messages: unknown[] }).messages.length, toolCallId: runtime.toolCallId };
        return 'saved';
      },
      { name: 'remember', description: 'Remembers a preference', schema: z.object({ item: z.string() }) },
    );
    for (const [label, lcTool] of [
      ['native', native],
      ['ours', toLangChainTool(ours)],
    ] as const) {
      const store = new InMemoryStore();
      const model = fakeModel()
        .respondWithTools([{ name: 'remember', args: { item: 'tea' }, id: 'c1' }])
        .respond(new AIMessage('done'));
      await createAgent({ model, tools: [lcTool], store }).invoke(ask, { configurable: { thread_id: `t-${label}` } });
      expect((await store.get(['prefs'], 'drink'))?.value).toEqual({ item: 'tea' });
    }
    expect(seen['ours']).toEqual({
      conversation: [
        ['user', 'remember tea'],
        // The scripted model's tool-calling message echoes the prompt.
        ['assistant', 'remember tea'],
      ],
      stateMessages: 2,
      toolCallId: 'c1',
      threadId: 't-ours',
    });
    expect(seen['native']).toEqual({ stateMessages: 2, toolCallId: 'c1' });
  });

  it('a Command or a ToolMessage returned by execute reaches the graph as a native tool’s does', async () => {
    const make = (kind: 'command' | 'message', toolCallId: string) =>
      kind === 'command'
        ? new Command({ update: { messages: [new ToolMessage({ content: 'updated by command', tool_call_id: toolCallId })] } })
        : new ToolMessage({ content: 'my own message', tool_call_id: toolCallId, artifact: { rows: 3 } });
    for (const kind of ['command', 'message'] as const) {
      const ours = createTool({
        id: 'act',
        description: 'Acts',
        execute: async (_input, context) => make(kind, context.agent!.toolCallId),
      });
      const native = tool(async (_input: unknown, runtime: ToolRuntime) => make(kind, runtime.toolCallId), {
        name: 'act',
        description: 'Acts',
        schema: z.object({}),
      });
      const results: unknown[] = [];
      for (const lcTool of [native, toLangChainTool(ours)]) {
        const model = fakeModel()
          .respondWithTools([{ name: 'act', args: {}, id: 'c1' }])
          .respond(new AIMessage('done'));
        const { messages } = await createAgent({ model, tools: [lcTool] }).invoke(ask);
        const message = toolMessages(messages)['c1']!;
        results.push({ content: message.content, status: message.status, artifact: message.artifact });
      }
      expect(results[1]).toEqual(results[0]);
      expect((results[1] as { content: string }).content).toBe(kind === 'command' ? 'updated by command' : 'my own message');
    }
  });

  // Ported from langchain's ToolNode tests ("ToolNode with Commands"): a plain tool and a tool that
  // hands over to another agent with Command.PARENT, in one message.
  it('ToolNode returns a plain result and a Command.PARENT hand-over side by side, for native and ours alike', async () => {
    const handOver = (toolCallId: string) =>
      new Command({
        update: { messages: [new ToolMessage({ content: 'Transferred to Bob', tool_call_id: toolCallId, name: 'transfer_to_bob' })] },
        goto: 'bob',
        graph: Command.PARENT,
      });
    const nativeTools = [
      tool(({ a, b }: { a: number; b: number }) => `${a + b}`, { name: 'add', description: 'Adds', schema: z.object({ a: z.number(), b: z.number() }) }),
      tool(async (_input: unknown, runtime: ToolRuntime) => handOver(runtime.toolCallId), {
        name: 'transfer_to_bob',
        description: 'Transfer to Bob',
        schema: z.object({}),
      }),
    ];
    const ourTools = [
      toLangChainTool(
        createTool({ id: 'add', description: 'Adds', inputSchema: z.object({ a: z.number(), b: z.number() }), execute: async ({ a, b }) => `${a + b}` }),
      ),
      toLangChainTool(
        createTool({ id: 'transfer_to_bob', description: 'Transfer to Bob', execute: async (_input, context) => handOver(context.agent!.toolCallId) }),
      ),
    ];
    const input = () => ({
      messages: [
        new AIMessage({
          content: '',
          tool_calls: [
            { args: { a: 1, b: 2 }, id: '1', name: 'add', type: 'tool_call' as const },
            { args: {}, id: '2', name: 'transfer_to_bob', type: 'tool_call' as const },
          ],
        }),
      ],
    });
    const shape = (outputs: unknown) =>
      (outputs as unknown[]).map((output) =>
        output instanceof Command
          ? { goto: output.goto, graph: output.graph, update: (output.update as { messages: ToolMessage[] }).messages.map((m) => [m.content, m.tool_call_id]) }
          : (output as { messages: ToolMessage[] }).messages.map((m) => [m.content, m.tool_call_id, m.status]),
      );
    const native = shape(await new ToolNode(nativeTools).invoke(input()));
    const ours = shape(await new ToolNode(ourTools).invoke(input()));
    expect(ours).toEqual(native);
    expect(ours).toEqual([[['3', '1', 'success']], { goto: ['bob'], graph: Command.PARENT, update: [['Transferred to Bob', '2']] }]);
  });
});
