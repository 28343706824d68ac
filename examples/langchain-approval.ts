/**
 * Approve or decline a LangChain tool call, under strict TypeScript without a cast:
 * `toolInterruptsOf` reads the calls a `createAgent` run paused at, typed, and
 * `approveToolCall` / `declineToolCall` build the answers that resume them.
 *
 *   npm run build && npx tsx examples/langchain-approval.ts
 */
import { pathToFileURL } from 'node:url';
import { AIMessage, ToolMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { Command, MemorySaver } from '@langchain/langgraph';
import { createAgent } from 'langchain';
import { approveToolCall, declineToolCall, toLangChainTools, toolInterruptsOf } from 'toolwright/langchain';
import { InMemoryTicketReplayStore } from 'toolwright/runtime';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

const refund = createTool({
  id: 'refund',
  description: 'Refunds an order',
  inputSchema: z.object({ orderId: z.string(), amountEur: z.number().positive() }),
  requireApproval: true,
  execute: async ({ orderId, amountEur }) => `refunded ${amountEur} EUR on ${orderId}`,
});

// In production: keys from your secret store, a replay store every process shares, and a
// checkpointer clients cannot write to (whoever can edit a checkpoint can answer its interrupt).
const tools = toLangChainTools({ refund }, { tickets: { keys: ['an-example-secret-of-at-least-32-bytes'], replayStore: new InMemoryTicketReplayStore() } });

/** Your approval rule: here, refunds up to 50 EUR. Check who approves in your app, too. */
function allowed(args: unknown): boolean {
  return (args as { amountEur: number }).amountEur <= 50;
}

async function refundRun(thread: string, amountEur: number): Promise<void> {
  const model = fakeModel()
    .respondWithTools([{ name: 'refund', args: { orderId: 'A1', amountEur }, id: 'call-1' }])
    .respond(new AIMessage('Done.'));
  const agent = createAgent({ model, tools, checkpointer: new MemorySaver() });
  const config = { configurable: { thread_id: thread } };
  const first = await agent.invoke({ messages: [{ role: 'user', content: `Refund ${amountEur} EUR on A1` }] }, config);
  // Each paused call, typed: its interrupt id and its value (tool, args, ticket).
  const answers: Record<string, unknown> = {};
  for (const { id, value } of toolInterruptsOf(first)) {
    console.log('Asked to approve:', value.toolName, value.args);
    answers[id] = allowed(value.args) ? approveToolCall(value) : declineToolCall(value, 'Refunds over 50 EUR need a manager.');
  }
  const done = await agent.invoke(new Command({ resume: answers }), config);
  const result = done.messages.find((message) => ToolMessage.isInstance(message));
  console.log('Model reads:', result?.content);
}

export async function main(): Promise<void> {
  await refundRun('small', 20);
  await refundRun('large', 400);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
