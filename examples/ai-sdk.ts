/**
 * toolwright tools in the AI SDK: `toAISDKTools` from `toolwright/ai-sdk` hands the tools to
 * `generateText` and `streamText`. A scripted model (the AI SDK's `MockLanguageModelV3`) stands
 * in for a real one, so the program runs offline:
 *
 * 1. generateText: a tool round, with `toModelOutput` shaping what the model reads;
 * 2. streamText: the input hooks fire as the arguments stream in;
 * 3. invalid input: the model gets Mastra's "Tool input validation failed" result;
 * 4. approval: the AI SDK asks, the app denies, the model is told;
 * 5. suspension: the tool suspends, the app resumes it through `toolwright/runtime`.
 *
 *   npm run build && npx tsx examples/ai-sdk.ts
 */
import { pathToFileURL } from 'node:url';
import { generateText, type ModelMessage, stepCountIs, streamText } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { isSuspendedToolResult, toAISDKTools } from 'toolwright/ai-sdk';
import { runToolCall } from 'toolwright/runtime';
import { createTool, isValidationError } from 'toolwright/tools';
import { z } from 'zod';

export const tools = {
  weather: createTool({
    id: 'weather',
    description: 'Current weather for a city',
    inputSchema: z.object({ city: z.string() }),
    outputSchema: z.object({ city: z.string(), celsius: z.number() }),
    onInputStart: ({ toolCallId }) => console.log(`  hook: ${toolCallId} input started`),
    onInputDelta: ({ inputTextDelta }) => console.log(`  hook: input chunk ${inputTextDelta}`),
    onInputAvailable: ({ input }) => console.log('  hook: input available', input),
    execute: async ({ city }) => ({ city, celsius: 21 }),
    // The model reads one line; the application keeps the object. As under Mastra's agent, a
    // ValidationError result comes here too: undefined keeps the default (JSON) output for it.
    toModelOutput: (output) => (isValidationError(output) ? undefined : { type: 'text', value: `${output.city}: ${output.celsius}°C` }),
  }),
  sendEmail: createTool({
    id: 'send-email',
    description: 'Sends an email',
    inputSchema: z.object({ to: z.string() }),
    requireApproval: true,
    execute: async ({ to }) => ({ sent: true, to }),
  }),
  transfer: createTool({
    id: 'transfer',
    description: 'Sends money once the user confirms',
    inputSchema: z.object({ amountEur: z.number() }),
    resumeSchema: z.object({ confirmed: z.boolean() }),
    execute: async ({ amountEur }, ctx) => {
      if (!ctx.agent?.resumeData) return await ctx.agent?.suspend({ question: `Send ${amountEur} EUR?` });
      return { sent: ctx.agent.resumeData.confirmed, amountEur };
    },
  }),
};

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** The tool-result outputs the model has read so far, in order. */
const modelReads: unknown[] = [];

function lastToolOutput(prompt: ModelMessage[] | readonly any[]): unknown {
  const tool = [...prompt].reverse().find((message) => message.role === 'tool');
  const part = tool?.content.find((p: any) => p.type === 'tool-result');
  return part?.output;
}

/** A model that calls `toolName` with `input` once, then answers with what it read. */
function scriptedModel(toolName: string, input: string) {
  const answer = (prompt: any[]) => {
    const read = lastToolOutput(prompt);
    modelReads.push(read);
    return `I read ${JSON.stringify(read)}`;
  };
  const hasResult = (prompt: any[]) => prompt.some((message) => message.role === 'tool' && message.content.some((p: any) => p.type === 'tool-result'));
  return new MockLanguageModelV3({
    doGenerate: async ({ prompt }) =>
      hasResult(prompt)
        ? { content: [{ type: 'text', text: answer(prompt) }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] }
        : {
            content: [{ type: 'tool-call', toolCallId: 'call-1', toolName, input }],
            finishReason: { unified: 'tool-calls', raw: undefined },
            usage,
            warnings: [],
          },
    doStream: async ({ prompt }) => {
      const parts: any[] = hasResult(prompt)
        ? [
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: answer(prompt) },
            { type: 'text-end', id: 't' },
          ]
        : [
            { type: 'tool-input-start', id: 'call-1', toolName },
            // The arguments arrive in two chunks, as a real model streams them.
            { type: 'tool-input-delta', id: 'call-1', delta: input.slice(0, 8) },
            { type: 'tool-input-delta', id: 'call-1', delta: input.slice(8) },
            { type: 'tool-input-end', id: 'call-1' },
            { type: 'tool-call', toolCallId: 'call-1', toolName, input },
          ];
      parts.push({ type: 'finish', finishReason: { unified: hasResult(prompt) ? 'stop' : 'tool-calls', raw: undefined }, usage });
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
}

export async function main(): Promise<void> {
  // Warnings (such as "Tool input validation failed") and hook errors go to this logger.
  const logger = { warn: (message: string) => console.log(`  log: ${message}`), error: (message: string) => console.log(`  log: ${message}`) };
  const aiTools = toAISDKTools(tools, { logger });

  console.log('--- 1. generateText: a tool round ---');
  const round = await generateText({
    model: scriptedModel('weather', '{"city":"Paris"}'),
    tools: aiTools,
    prompt: 'Weather in Paris?',
    stopWhen: stepCountIs(3),
  });
  console.log('Application gets:', round.steps[0]?.toolResults[0]?.output);
  console.log('Model reads:', modelReads.at(-1));

  console.log('--- 2. streamText: hooks while the arguments stream ---');
  const streamed = streamText({ model: scriptedModel('weather', '{"city":"Oslo"}'), tools: aiTools, prompt: 'Weather in Oslo?', stopWhen: stepCountIs(3) });
  console.log('Answer:', await streamed.text);

  console.log('--- 3. invalid input ---');
  await generateText({ model: scriptedModel('weather', '{"city":42}'), tools: aiTools, prompt: 'Weather?', stopWhen: stepCountIs(3) });
  console.log('Model reads:', (modelReads.at(-1) as { value: { message: string } }).value.message);

  console.log('--- 4. approval, denied ---');
  const emailModel = scriptedModel('sendEmail', '{"to":"alice@example.com"}');
  const messages: ModelMessage[] = [{ role: 'user', content: 'Email Alice' }];
  const asked = await generateText({ model: emailModel, tools: aiTools, messages });
  const request = asked.content.find((part) => part.type === 'tool-approval-request');
  console.log('Approval requested for:', request?.toolCall.toolName, request?.toolCall.input);
  if (!request) throw new Error('expected an approval request');
  messages.push(...asked.response.messages, {
    role: 'tool',
    content: [{ type: 'tool-approval-response', approvalId: request.approvalId, approved: false, reason: 'Not now' }],
  });
  await generateText({ model: emailModel, tools: aiTools, messages });
  console.log('Model reads:', modelReads.at(-1));

  console.log('--- 5. suspension, resumed ---');
  const paused = await generateText({ model: scriptedModel('transfer', '{"amountEur":120}'), tools: aiTools, prompt: 'Pay 120 EUR', stopWhen: stepCountIs(3) });
  const output = paused.steps[0]?.toolResults[0]?.output;
  if (!isSuspendedToolResult(output)) throw new Error('expected a suspension');
  console.log('Suspended with:', output.suspendPayload);
  console.log('Model reads:', modelReads.at(-1));
  const ticket = JSON.stringify(output.pending);
  const resumed = await runToolCall(tools, { toolCallId: 'call-1' }, { resume: { pending: ticket, resumeData: { confirmed: true } } });
  console.log('Resumed:', resumed.status, resumed.result);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
