/**
 * The wires convert toolwright tools (and Mastra tools, or objects with their members); another
 * framework's tool, or an object with no `id`, is refused by the types.
 */
import { tool as openAIAgentsTool } from '@openai/agents';
import { createTool as mastraCreateTool } from '@mastra/core/tools';
import { tool as aiSdkTool } from 'ai';
import { tool as langChainTool } from '@langchain/core/tools';
import { describe, test } from 'vitest';
import { z } from 'zod';
import { toAISDKTool, toAISDKTools } from '../../src/ai-sdk';
import { toLangChainTool, toLangChainTools } from '../../src/langchain';
import { toOpenAIAgentsTool, toOpenAIAgentsTools } from '../../src/openai-agents';
import { createTool } from '../../src/tools';

const weather = createTool({ id: 'weather', description: 'Weather', inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => ({ city }) });
const mastra = mastraCreateTool({ id: 'm', description: 'm', inputSchema: z.object({ a: z.string() }), execute: async ({ a }) => a });
const plain = { id: 'plain', description: 'A plain tool', execute: async (input: { n: number }) => input.n };
const someAiSdkTool = aiSdkTool({ description: 's', inputSchema: z.object({ q: z.string() }), execute: async ({ q }) => q });
const someLangChainTool = langChainTool(async ({ q }: { q: string }) => q, { name: 's', description: 's', schema: z.object({ q: z.string() }) });
const someAgentsTool = openAIAgentsTool({ name: 's', description: 's', parameters: z.object({ q: z.string() }), execute: async ({ q }) => q });

describe('toolwright tools, Mastra tools and objects with their members are converted', () => {
  test('on every wire', () => {
    toAISDKTools({ weather, mastra, plain });
    toAISDKTool(weather);
    toLangChainTool(weather);
    toLangChainTool(mastra);
    toLangChainTools([weather, plain]);
    toLangChainTools({ weather, mastra });
    toOpenAIAgentsTool(weather);
    toOpenAIAgentsTools({ weather, mastra, plain });
  });
});

describe('other objects are refused', () => {
  test('the AI SDK wire', () => {
    // @ts-expect-error an AI SDK tool is not a toolwright tool
    toAISDKTools({ someAiSdkTool });
    // @ts-expect-error an AI SDK tool is not a toolwright tool
    toAISDKTool(someAiSdkTool);
    // @ts-expect-error no id
    toAISDKTools({ x: { description: 'x', execute: async () => 1 } });
  });

  test('the LangChain wire', () => {
    // @ts-expect-error a description alone is not a tool
    toLangChainTool({ description: 'x' });
    // @ts-expect-error a LangChain tool is not a toolwright tool
    toLangChainTool(someLangChainTool);
    // @ts-expect-error an AI SDK tool is not a toolwright tool
    toLangChainTools({ someAiSdkTool });
    // @ts-expect-error a LangChain tool is not a toolwright tool
    toLangChainTools([someLangChainTool]);
  });

  test('the OpenAI Agents wire', () => {
    // @ts-expect-error an OpenAI Agents tool is not a toolwright tool
    toOpenAIAgentsTool(someAgentsTool);
    // @ts-expect-error an AI SDK tool is not a toolwright tool
    toOpenAIAgentsTools({ someAiSdkTool });
    // @ts-expect-error no id
    toOpenAIAgentsTool({ description: 'x', execute: async () => 1 });
  });
});
