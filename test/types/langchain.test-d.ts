// The LangChain wire's typed readers: a run's interrupts and execute's graph runtime, under strict TypeScript without casts.
import type { ToolRuntime } from '@langchain/core/tools';
import { Command, MemorySaver } from '@langchain/langgraph';
import { createAgent, fakeModel } from 'langchain';
import { describe, expectTypeOf, it } from 'vitest';
import { approveToolCall, type LangChainToolAnswer, langChainRuntimeOf, toLangChainTools, toolInterruptsOf } from '../../src/langchain';
import { createTool } from '../../src/tools';

describe('toolwright/langchain types', () => {
  it('toolInterruptsOf types a createAgent result’s interrupts: approve and resume need no cast', async () => {
    const send = createTool({ id: 'send', description: 'Sends', requireApproval: true, execute: async () => 'sent' });
    const agent = createAgent({ model: fakeModel(), tools: toLangChainTools({ send }), checkpointer: new MemorySaver() });
    const result = await agent.invoke({ messages: [] }, { configurable: { thread_id: 't' } });
    const [paused] = toolInterruptsOf(result);
    expectTypeOf(paused!.id).toEqualTypeOf<string>();
    expectTypeOf(paused!.value.ticket).toEqualTypeOf<string>();
    expectTypeOf(paused!.value.toolwright).toEqualTypeOf<'approval' | 'suspension'>();
    expectTypeOf(approveToolCall(paused!.value)).toEqualTypeOf<LangChainToolAnswer>();
    expectTypeOf(new Command({ resume: { [paused!.id]: approveToolCall(paused!.value) } })).toMatchTypeOf<Command>();
    // @ts-expect-error a value that is not a run's result or its interrupt list
    toolInterruptsOf(42);
  });

  it('langChainRuntimeOf gives the graph runtime, typed by the state it is told', () => {
    const runtime = langChainRuntimeOf<{ messages: unknown[] }>({});
    expectTypeOf(runtime).toEqualTypeOf<ToolRuntime<{ messages: unknown[] }, unknown> | undefined>();
    expectTypeOf(runtime!.state.messages).toEqualTypeOf<unknown[]>();
  });
});
