// LangGraph's control flow (interrupt(), GraphInterrupt and the other bubble-ups) thrown inside a
// tool's execute reaches the graph as it does from a native tool.
import { tool } from '@langchain/core/tools';
import { Command, GraphInterrupt, interrupt, isGraphBubbleUp } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toLangChainTool } from '../../../src/langchain';
import { createTool } from '../../../src/tools';
import { agentFor, MemorySaver, toolMessages } from './helpers';

const ask = { messages: [{ role: 'user', content: 'go' }] };
const thread = (id: string) => ({ configurable: { thread_id: id } });

/** A toolwright tool and a native tool that both ask a person with interrupt() and log what they were told. */
function reviewTools() {
  const seen: string[] = [];
  const ours = createTool({
    id: 'review',
    description: 'Asks for a review',
    inputSchema: z.object({ draft: z.string() }),
    execute: async ({ draft }) => {
      const answer = interrupt('Please review.') as string;
      seen.push(`ours:${answer}`);
      return `${draft}: ${answer}`;
    },
  });
  const native = tool(
    async ({ draft }: { draft: string }) => {
      const answer = interrupt('Please review.') as string;
      seen.push(`native:${answer}`);
      return `${draft}: ${answer}`;
    },
    { name: 'review', description: 'Asks for a review', schema: z.object({ draft: z.string() }) },
  );
  return { ours: toLangChainTool(ours), native, seen };
}

describe('toolwright/langchain: LangGraph control flow from execute', () => {
  it('interrupt() in execute pauses the graph, and the resumed run reads the answer, as with a native tool', async () => {
    const { ours, native, seen } = reviewTools();
    const results: Record<string, unknown> = {};
    for (const [label, lcTool] of [
      ['native', native],
      ['ours', ours],
    ] as const) {
      const agent = agentFor([lcTool], [{ name: 'review', args: { draft: 'memo' }, id: 'c1' }], new MemorySaver());
      const first = await agent.invoke(ask, thread(label));
      const interrupts = first.__interrupt__ as Array<{ id: string; value: unknown }> | undefined;
      expect(interrupts?.map((i) => i.value)).toEqual(['Please review.']);
      expect(toolMessages(first.messages)['c1']).toBeUndefined();
      const done = await agent.invoke(new Command({ resume: 'looks good' }), thread(label));
      const message = toolMessages(done.messages)['c1']!;
      results[label] = { status: message.status, content: message.content };
    }
    expect(results['ours']).toEqual(results['native']);
    expect(results['ours']).toEqual({ status: 'success', content: 'memo: looks good' });
    expect(seen).toEqual(['native:looks good', 'ours:looks good']);
  });

  it('a thrown GraphInterrupt leaves the tool as it is', async () => {
    const thrown = new GraphInterrupt([{ id: 'x', value: 'stop here' }]);
    const ours = toLangChainTool(
      createTool({
        id: 'halt',
        description: 'Stops the graph',
        execute: async () => {
          throw thrown;
        },
      }),
    );
    const error = await ours.invoke({ type: 'tool_call', id: 'c1', name: 'halt', args: {} }).catch((e: unknown) => e);
    expect(error).toBe(thrown);
    expect(isGraphBubbleUp(error)).toBe(true);
  });
});
