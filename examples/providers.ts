/**
 * `toolwright/providers`: the same tools as raw OpenAI, Anthropic and Gemini function tools,
 * and the tool loop around each provider's response. The provider responses are written by
 * hand here (no network, no API key); in an app they come from the provider's SDK.
 *
 *   npm run build && npx tsx examples/providers.ts
 */
import { pathToFileURL } from 'node:url';
import { runAnthropicToolCalls, runGeminiToolCalls, runOpenAIChatToolCalls, toAnthropicTool, toGeminiTool, toOpenAITool } from 'toolwright/providers';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

export const weatherTool = createTool({
  id: 'weather',
  description: 'Current weather for a city',
  inputSchema: z.object({
    city: z.string().describe('City name'),
    units: z.enum(['celsius', 'fahrenheit']).optional().describe('Defaults to celsius'),
  }),
  execute: async ({ city, units }) => ({ city, temperature: units === 'fahrenheit' ? 70 : 21, units: units ?? 'celsius' }),
});

export const refundTool = createTool({
  id: 'refund',
  description: 'Refunds an order (needs the user’s approval)',
  requireApproval: true,
  inputSchema: z.object({ orderId: z.string(), amountEur: z.number().positive() }),
  execute: async ({ orderId, amountEur }) => ({ refunded: amountEur, orderId }),
});

const tools = { weather: weatherTool, refund: refundTool };

export async function main(): Promise<void> {
  // 1. OpenAI, strict: every field required, optional ones nullable, no extra keys.
  const openaiTool = toOpenAITool(weatherTool, { strict: true });
  console.log('OpenAI strict tool:', JSON.stringify(openaiTool));

  // The model answers under the strict schema: `units` is null, meaning "not given".
  const assistant = {
    role: 'assistant' as const,
    content: null,
    tool_calls: [{ id: 'call_1', type: 'function' as const, function: { name: 'weather', arguments: '{"city":"Oslo","units":null}' } }],
  };
  const openai = await runOpenAIChatToolCalls(tools, assistant.tool_calls);
  console.log('OpenAI tool messages:', openai.results);

  // 2. Anthropic: a tool that needs approval is handed back, not answered.
  console.log('Anthropic tool:', JSON.stringify(toAnthropicTool(refundTool)));
  const content = [{ type: 'tool_use', id: 'toolu_1', name: 'refund', input: { orderId: 'A-17', amountEur: 30 } }];
  const first = await runAnthropicToolCalls(tools, content);
  console.log(
    'Anthropic pending:',
    first.pending.map((r) => `${r.toolName} ${r.status}`),
  );
  // ...the user approves; the same tool_use block runs again with the ticket.
  const ticket = first.pending[0]!.pending!;
  const approved = await runAnthropicToolCalls(tools, content, { resume: { toolu_1: { pending: ticket, approved: true } } });
  console.log('Anthropic after approval:', JSON.stringify(approved.message));

  // 3. Gemini: Schema format (upper-case types), functionResponse parts back.
  console.log('Gemini declaration:', JSON.stringify(toGeminiTool(weatherTool)));
  const parts = [{ functionCall: { id: 'fc_1', name: 'weather', args: { city: 'Lima', units: 'fahrenheit' } } }];
  const gemini = await runGeminiToolCalls(tools, parts);
  console.log('Gemini response parts:', JSON.stringify(gemini.content));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
