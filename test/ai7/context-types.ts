// Type-checked against ai 7 (tsc -p test/ai7/tsconfig.json, in the ai7 lane): a tool's
// requestContextSchema types its toolsContext entry, which generateText then requires.
import { generateText } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { toAISDKToolApproval, toAISDKTools } from 'toolwright/ai-sdk';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

const account = createTool({
  id: 'account',
  description: 'Reads the account',
  inputSchema: z.object({}),
  requestContextSchema: z.object({ userId: z.string() }),
  execute: async (_input, ctx) => ({ user: ctx.requestContext?.get('userId') }),
});
const weather = createTool({ id: 'weather', description: 'Weather', inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => ({ city }) });
const tools = toAISDKTools({ account, weather });
const model = new MockLanguageModelV4();

export async function typed(): Promise<void> {
  await generateText({ model, tools, toolsContext: { account: { userId: 'u1' } }, prompt: 'me' });
  // @ts-expect-error userId is a string
  await generateText({ model, tools, toolsContext: { account: { userId: 1 } }, prompt: 'me' });
  // @ts-expect-error the account tool's context is required
  await generateText({ model, tools, prompt: 'me' });
  // A tool without a requestContextSchema takes no context.
  await generateText({ model, tools: toAISDKTools({ weather }), prompt: 'me' });
  await generateText({ model, tools, toolsContext: { account: { userId: 'u1' } }, toolApproval: toAISDKToolApproval({ account, weather }), prompt: 'me' });
}
