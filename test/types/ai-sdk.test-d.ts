/**
 * `toolwright/ai-sdk` types: converted tools are AI SDK tools, typed from the toolwright tool.
 * Only types are checked here; nothing runs.
 */
import { createTool as refCreateTool } from '@mastra/core/tools';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { generateText, streamText, type LanguageModel, type Tool, type ToolSet } from 'ai';
import { type } from 'arktype';
import * as v from 'valibot';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { type AISDKSuspendedToolResult, type AISDKToolOf, isSuspendedToolResult, toAISDKTool, toAISDKTools, type ToAISDKToolOptions } from '../../src/ai-sdk';
import { RequestContext } from '../../src/request-context';
import { createTool, type ValidationError } from '../../src/tools';

declare const model: LanguageModel;

const weather = createTool({
  id: 'weather',
  description: 'Current weather',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ celsius: z.number() }),
  execute: async ({ city }) => ({ celsius: city.length }),
});

describe('toAISDKTool', () => {
  test('gives an AI SDK Tool with every result execute may give (its input unknown: a refused call still runs)', () => {
    const tool = toAISDKTool(weather);
    expectTypeOf(tool).toMatchTypeOf<Tool>();
    expectTypeOf(tool).toEqualTypeOf<AISDKToolOf<typeof weather>>();
    expectTypeOf(tool).toMatchTypeOf<Tool<unknown, { celsius: number } | ValidationError | AISDKSuspendedToolResult>>();
  });

  test('tools of every schema library and Mastra tools are accepted', () => {
    const valibot = createTool({ id: 'v', description: 'v', inputSchema: toStandardJsonSchema(v.object({ a: v.string() })), execute: async ({ a }) => a });
    const ark = createTool({ id: 'a', description: 'a', inputSchema: type({ a: 'string' }), execute: async ({ a }) => a });
    const mastra = refCreateTool({ id: 'm', description: 'm', inputSchema: z.object({ a: z.string() }), execute: async ({ a }) => a });
    expectTypeOf(toAISDKTool(valibot)).toMatchTypeOf<Tool>();
    expectTypeOf(toAISDKTool(ark)).toMatchTypeOf<Tool>();
    expectTypeOf(toAISDKTool(mastra)).toMatchTypeOf<Tool>();
  });

  test('options are typed', () => {
    toAISDKTool(weather, { requestContext: new RequestContext(), agentId: 'a', requireToolApproval: true, logger: console });
    // @ts-expect-error a request context is a RequestContext, not a plain object
    toAISDKTool(weather, { requestContext: 'user-1' });
    // @ts-expect-error not an option
    toAISDKTool(weather, { approval: true });
    expectTypeOf<ToAISDKToolOptions['onChunk']>().toMatchTypeOf<((chunk: any) => unknown) | undefined>();
  });
});

describe('toAISDKTools', () => {
  test('keeps the keys, and fits generateText and streamText', async () => {
    const tools = toAISDKTools({ weather, forecast: weather });
    expectTypeOf(tools).toMatchTypeOf<ToolSet>();
    expectTypeOf<keyof typeof tools>().toEqualTypeOf<'weather' | 'forecast'>();
    const result = await generateText({ model, tools, prompt: 'weather?' });
    for (const part of result.toolResults) {
      if (part.toolName === 'weather' && !part.dynamic) {
        expectTypeOf(part.input).toBeUnknown();
        if (isSuspendedToolResult(part.output)) expectTypeOf(part.output.pending.toolCallId).toBeString();
      }
    }
    streamText({ model, tools, prompt: 'weather?' });
  });

  test('rejects what is not a record of tools', () => {
    // @ts-expect-error an array is not a record of tools
    toAISDKTools([weather]);
  });
});
