/**
 * toolwright tools in the OpenAI Agents SDK: `toOpenAIAgentsTools` from `toolwright/openai-agents`
 * gives an `Agent` the SDK's own function tools, each call run by toolwright's engine. A scripted
 * `Model` stands in for a real one, so the program runs offline:
 *
 * 1. a tool round: strict parameters, a `null` optional read as absent;
 * 2. approval: the run ends with an interruption; the app approves through the `RunState`
 *    string, the call runs once, and a replay of the same string runs nothing;
 * 3. a decline, with the reason the model reads;
 * 4. suspension: the model reads a placeholder, the app resumes the call from its ticket.
 *
 *   npm run build && npx tsx examples/openai-agents.ts
 */
import { pathToFileURL } from 'node:url';
import { Agent, type Model, type ModelRequest, type ModelResponse, RunState, run, setTracingDisabled, Usage } from '@openai/agents';
import { suspendedCallsOf, toOpenAIAgentsTools, withToolResult } from 'toolwright/openai-agents';
import { InMemoryTicketReplayStore, runToolCall } from 'toolwright/runtime';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

setTracingDisabled(true);

export const tools = {
  lookup: createTool({
    id: 'lookup',
    description: 'Finds an order',
    inputSchema: z.object({ orderId: z.string(), region: z.string().optional() }),
    execute: async ({ orderId, region }) => ({ orderId, status: 'shipped', region: region ?? 'any' }),
  }),
  refund: createTool({
    id: 'refund',
    description: 'Refunds an order, after a yes',
    inputSchema: z.object({ orderId: z.string(), amountEur: z.number() }),
    requireApproval: true,
    execute: async ({ orderId, amountEur }) => {
      console.log(`  execute: refund ${amountEur} EUR on ${orderId}`);
      return { orderId, refunded: amountEur };
    },
  }),
  confirm: createTool({
    id: 'confirm',
    description: 'Cancels an order once the user confirms',
    inputSchema: z.object({ orderId: z.string() }),
    suspendSchema: z.object({ question: z.string() }),
    resumeSchema: z.object({ confirmed: z.boolean() }),
    execute: async ({ orderId }, context) => {
      const answer = context.agent?.resumeData;
      if (!answer) return await context.agent?.suspend({ question: `Cancel order ${orderId}?` });
      return { orderId, cancelled: answer.confirmed };
    },
  }),
};

/** A model that makes one function call, then answers with the text of the result it read. */
class ScriptedModel implements Model {
  constructor(private readonly call: { name: string; arguments: string }) {}

  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    const items = Array.isArray(request.input) ? request.input : [];
    const result = items.find((item) => item.type === 'function_call_result');
    if (result?.type === 'function_call_result') {
      console.log('Model reads:', result.output);
      return { usage: new Usage(), output: [{ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'ok' }] }] };
    }
    return { usage: new Usage(), output: [{ type: 'function_call', callId: 'call-1', status: 'completed', ...this.call }] };
  }

  // biome-ignore lint/correctness/useYield: this example does not stream
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error('not streamed in this example');
  }
}

// The same keys in every process that resumes a RunState; a replay store they all share.
const tickets = { keys: ['an-example-key-of-at-least-32-bytes!'], replayStore: new InMemoryTicketReplayStore() };
const agentFor = (call: { name: string; arguments: string }) =>
  new Agent({ name: 'support', instructions: 'Help with orders', model: new ScriptedModel(call), tools: toOpenAIAgentsTools(tools, { tickets }) });

export async function main(): Promise<void> {
  console.log('--- 1. a tool round ---');
  await run(agentFor({ name: 'lookup', arguments: '{"orderId":"A1","region":null}' }), 'Where is A1?');

  console.log('--- 2. approval, through the RunState string ---');
  const refundAgent = agentFor({ name: 'refund', arguments: '{"orderId":"A1","amountEur":10}' });
  const first = await run(refundAgent, 'Refund A1', { context: { tenant: 'acme' } });
  console.log('Approval requested for:', first.interruptions[0]?.name, first.interruptions[0]?.arguments);
  first.state.approve(first.interruptions[0]!);
  const stored = first.state.toString(); // in a database; later, maybe in another process:
  await run(refundAgent, await RunState.fromString(refundAgent, stored));
  console.log('Replaying the same state:');
  await run(refundAgent, await RunState.fromString(refundAgent, stored));

  console.log('--- 3. a decline ---');
  const declined = await run(refundAgent, 'Refund A1');
  declined.state.reject(declined.interruptions[0]!, { message: 'Refunds over chat are off today' });
  await run(refundAgent, declined.state);

  console.log('--- 4. suspension ---');
  const confirmAgent = agentFor({ name: 'confirm', arguments: '{"orderId":"A1"}' });
  const paused = await run(confirmAgent, 'Cancel A1');
  const [call] = suspendedCallsOf(paused);
  console.log('Suspended with:', call?.suspendPayload);
  const resumed = await runToolCall(tools, { toolCallId: call!.toolCallId }, { resume: { pending: call!.pending, resumeData: { confirmed: true } }, tickets });
  console.log('Resumed:', resumed.status, resumed.result);
  await run(confirmAgent, withToolResult(paused.history, resumed));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
