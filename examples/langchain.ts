/**
 * toolwright tools in LangChain.js: `toLangChainTools` from `toolwright/langchain` hands the tools
 * to langchain v1's `createAgent`. A scripted model (`fakeModel` from `@langchain/core/testing`)
 * stands in for a real one, so the program runs offline:
 *
 * 1. a tool round: the model reads the tool's result as a ToolMessage;
 * 2. invalid input: the model reads Mastra's "Tool input validation failed" result;
 * 3. approval: the call becomes a LangGraph interrupt, the app approves it;
 * 4. suspension: the tool asks a question, the app answers with resume data.
 *
 *   npm run build && npx tsx examples/langchain.ts
 */
import { pathToFileURL } from 'node:url';
import { AIMessage, type BaseMessage, ToolMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { Command, MemorySaver } from '@langchain/langgraph';
import { createAgent } from 'langchain';
import { approveToolCall, resumeToolCall, toLangChainTools, toolInterruptsOf } from 'toolwright/langchain';
import { InMemoryTicketReplayStore } from 'toolwright/runtime';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

export const tools = {
  weather: createTool({
    id: 'weather',
    description: 'Current weather for a city',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => ({ city, celsius: 21 }),
  }),
  sendEmail: createTool({
    id: 'send-email',
    description: 'Sends an email',
    inputSchema: z.object({ to: z.string().email() }),
    requireApproval: true,
    execute: async ({ to }) => `sent to ${to}`,
  }),
  bookTable: createTool({
    id: 'book-table',
    description: 'Books a table, asking for a time first',
    inputSchema: z.object({ restaurant: z.string() }),
    resumeSchema: z.object({ slot: z.enum(['19:30', '20:00']) }),
    execute: async ({ restaurant }, context) => {
      if (!context.agent?.resumeData) return await context.agent?.suspend({ question: `Which time at ${restaurant}?` });
      return `booked ${restaurant} at ${context.agent.resumeData.slot}`;
    },
  }),
};

// Warnings (such as "Tool input validation failed") and hook errors go to this logger.
const logger = { warn: (message: string) => console.log(`  log: ${message}`), error: (message: string) => console.log(`  log: ${message}`) };
// In production: keys from your secret store, and a replay store every process shares.
const lcTools = toLangChainTools(tools, {
  tickets: { keys: ['an-example-secret-of-at-least-32-bytes'], replayStore: new InMemoryTicketReplayStore() },
  runtime: { logger },
});

/** An agent whose model calls `name` with `args` once, then answers. */
function agentCalling(name: string, args: Record<string, unknown>) {
  const model = fakeModel()
    .respondWithTools([{ name, args, id: 'call-1' }])
    .respond(new AIMessage('Done.'));
  return createAgent({ model, tools: lcTools, checkpointer: new MemorySaver() });
}

function toolMessage(messages: BaseMessage[]): ToolMessage | undefined {
  return messages.find((message): message is ToolMessage => ToolMessage.isInstance(message));
}

export async function main(): Promise<void> {
  console.log('--- 1. a tool round ---');
  const thread = { configurable: { thread_id: 'weather' } };
  const round = await agentCalling('weather', { city: 'Paris' }).invoke({ messages: [{ role: 'user', content: 'Weather in Paris?' }] }, thread);
  console.log('Model reads:', toolMessage(round.messages)?.content);

  console.log('--- 2. invalid input ---');
  const invalid = await agentCalling('weather', { city: 42 }).invoke({ messages: [{ role: 'user', content: 'Weather?' }] }, thread);
  const rejected = toolMessage(invalid.messages);
  console.log('Status:', rejected?.status);
  console.log('Model reads:', JSON.parse(String(rejected?.content)).message);

  console.log('--- 3. approval, approved ---');
  const mail = agentCalling('sendEmail', { to: 'ada@example.com' });
  const mailThread = { configurable: { thread_id: 'mail' } };
  const asked = await mail.invoke({ messages: [{ role: 'user', content: 'Email Ada' }] }, mailThread);
  const [approval] = toolInterruptsOf(asked);
  console.log('Interrupt:', approval?.value.toolwright, approval?.value.toolName, approval?.value.args);
  if (!approval) throw new Error('expected an interrupt');
  const sent = await mail.invoke(new Command({ resume: { [approval.id]: approveToolCall(approval.value) } }), mailThread);
  console.log('Model reads:', toolMessage(sent.messages)?.content);

  console.log('--- 4. suspension, resumed ---');
  const booking = agentCalling('bookTable', { restaurant: 'Chez Lou' });
  const bookingThread = { configurable: { thread_id: 'booking' } };
  const paused = await booking.invoke({ messages: [{ role: 'user', content: 'A table at Chez Lou' }] }, bookingThread);
  const [question] = toolInterruptsOf(paused);
  console.log('Interrupt:', question?.value.toolwright, question?.value.suspendPayload);
  if (!question) throw new Error('expected an interrupt');
  const booked = await booking.invoke(new Command({ resume: { [question.id]: resumeToolCall(question.value, { slot: '20:00' }) } }), bookingThread);
  console.log('Model reads:', toolMessage(booked.messages)?.content);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
