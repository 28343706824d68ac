/**
 * A call the schema refuses still reaches a converted tool's `execute` (the model reads the
 * ValidationError), so the AI SDK reports it as a valid, static call: narrowing by `toolName`
 * must not type its input as the schema's.
 */
import { generateText, type LanguageModel, tool } from 'ai';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { type AISDKSuspendedToolResult, toAISDKTools } from '../../src/ai-sdk';
import { createTool, isValidationError, type ValidationError } from '../../src/tools';

declare const model: LanguageModel;

const search = createTool({
  id: 'search',
  description: 'Search',
  inputSchema: z.object({ query: z.string() }),
  outputSchema: z.object({ hits: z.array(z.string()) }),
  execute: async ({ query }) => ({ hits: [query] }),
});

describe('narrowing a static call by toolName', () => {
  test('the input stays unknown, as a refused call holds what the model sent', async () => {
    const result = await generateText({ model, tools: toAISDKTools({ search }), prompt: 'p' });
    for (const call of result.toolCalls) {
      if (call.toolName === 'search' && !call.dynamic) {
        expectTypeOf(call.input).toBeUnknown();
        // @ts-expect-error the input may be anything the model sent ({ query: 42 })
        void call.input.query;
      }
    }
    for (const part of result.staticToolResults) {
      if (part.toolName === 'search') {
        expectTypeOf(part.output).toEqualTypeOf<{ hits: string[] } | ValidationError | AISDKSuspendedToolResult>();
        if (!isValidationError(part.output) && 'hits' in part.output) expectTypeOf(part.output.hits).toEqualTypeOf<string[]>();
      }
    }
  });

  test('a native tool, for comparison: its static calls are valid ones (the AI SDK makes a refused call dynamic)', async () => {
    const native = tool({ description: 's', inputSchema: z.object({ query: z.string() }), execute: async ({ query }) => ({ hits: [query] }) });
    const result = await generateText({ model, tools: { search: native }, prompt: 'p' });
    for (const call of result.toolCalls) {
      if (call.toolName === 'search' && !call.dynamic) expectTypeOf(call.input).toEqualTypeOf<{ query: string }>();
    }
  });
});
