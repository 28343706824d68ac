/**
 * The provider formats, checked against the official SDKs' own types (devDependencies only:
 * nothing here ships). Gemini's SDK types `Schema.type` as a TypeScript enum whose values are
 * the strings on the wire; `Wire<T>` reads the SDK type with those string values.
 */
import type Anthropic from '@anthropic-ai/sdk';
import type { Content, FunctionDeclaration, GenerateContentResponse, Part, Type } from '@google/genai';
import type {
  ChatCompletion,
  ChatCompletionFunctionTool,
  ChatCompletionMessageParam,
  ChatCompletionTool,
  ChatCompletionToolMessageParam,
} from 'openai/resources/chat/completions';
import type { FunctionTool, Response, ResponseInputItem } from 'openai/resources/responses/responses';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import {
  type GeminiType,
  runAnthropicToolCalls,
  runGeminiToolCalls,
  runOpenAIChatToolCalls,
  runOpenAIResponsesToolCalls,
  toAnthropicTool,
  toGeminiTool,
  toOpenAITool,
} from '../../../src/providers';
import { createTool } from '../../../src/tools';

type Wire<T> = T extends Type ? `${T}` : T extends readonly (infer E)[] ? Wire<E>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

const weather = createTool({ id: 'weather', description: 'd', inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => city });

describe('OpenAI', () => {
  test('tool definitions', () => {
    toOpenAITool(weather) satisfies ChatCompletionFunctionTool;
    toOpenAITool(weather, { strict: true }) satisfies ChatCompletionTool;
    toOpenAITool(weather, { api: 'responses', strict: true }) satisfies FunctionTool;
    expectTypeOf(toOpenAITool(weather, { api: 'responses' })).toMatchTypeOf<FunctionTool>();
  });

  test('chat loop: SDK tool calls in, SDK messages out', async () => {
    const completion = {} as ChatCompletion;
    const message = completion.choices[0]!.message;
    const run = await runOpenAIChatToolCalls({ weather }, message.tool_calls ?? []);
    run.results satisfies ChatCompletionToolMessageParam[];
    const messages: ChatCompletionMessageParam[] = [message, ...run.results];
    void messages;
  });

  test('responses loop: SDK output items in, SDK input items out', async () => {
    const response = {} as Response;
    const run = await runOpenAIResponsesToolCalls({ weather }, response.output);
    run.results satisfies ResponseInputItem[];
    const input: ResponseInputItem[] = [...run.results];
    void input;
  });
});

describe('Anthropic', () => {
  test('tool definition', () => {
    toAnthropicTool(weather) satisfies Anthropic.Tool;
    const tools: Anthropic.ToolUnion[] = [toAnthropicTool(weather)];
    void tools;
  });

  test('loop: SDK content blocks in, SDK message out', async () => {
    const response = {} as Anthropic.Message;
    const run = await runAnthropicToolCalls({ weather }, response.content);
    run.results satisfies Anthropic.ToolResultBlockParam[];
    if (run.message) run.message satisfies Anthropic.MessageParam;
  });
});

describe('Gemini', () => {
  test('function declarations, both formats', () => {
    toGeminiTool(weather) satisfies Wire<FunctionDeclaration>;
    toGeminiTool(weather, { format: 'jsonSchema' }) satisfies FunctionDeclaration;
    expectTypeOf<GeminiType>().toMatchTypeOf<`${Type}`>();
  });

  test('loop: SDK parts in, SDK parts and content out', async () => {
    const response = {} as GenerateContentResponse;
    const run = await runGeminiToolCalls({ weather }, response.candidates?.[0]?.content?.parts ?? []);
    run.results satisfies Part[];
    if (run.content) run.content satisfies Content;
  });
});
