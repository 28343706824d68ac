// Run in a fresh app where `npm install ai@7 <packed toolwright>` succeeded without flags (the ai7 lane):
// the ESM and CJS entries load, and a tool call gets its toolsContext entry through ai 7.
import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { toAISDKTools, toAISDKToolApproval } from 'toolwright/ai-sdk';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';
import { createRequire } from 'node:module';
const weather = createTool({
  id: 'weather',
  description: 'w',
  inputSchema: z.object({ city: z.string() }),
  requestContextSchema: z.object({ u: z.string() }),
  execute: async ({ city }, ctx) => ({ city, u: ctx.requestContext.get('u') }),
});
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
let n = 0;
const model = new MockLanguageModelV4({
  doGenerate: async () =>
    n++
      ? { content: [{ type: 'text', text: 'ok' }], finishReason: { unified: 'stop' }, usage, warnings: [] }
      : {
          content: [{ type: 'tool-call', toolCallId: 'c', toolName: 'weather', input: '{"city":"Oslo"}' }],
          finishReason: { unified: 'tool-calls' },
          usage,
          warnings: [],
        },
});
const r = await generateText({
  model,
  tools: toAISDKTools({ weather }),
  toolsContext: { weather: { u: 'me' } },
  toolApproval: toAISDKToolApproval({ weather }),
  prompt: 'x',
  stopWhen: stepCountIs(3),
});
console.log(JSON.stringify(r.steps[0].toolResults[0].output), typeof createRequire(import.meta.url)('toolwright/ai-sdk').toAISDKTools);
