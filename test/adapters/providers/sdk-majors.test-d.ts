/**
 * The README's provider loops against each supported SDK major, side by side: openai 6 and 7
 * (`openai7` alias), @anthropic-ai/sdk, @google/genai 2 and 3 (`genai3` alias). Types only.
 */
import type Anthropic from '@anthropic-ai/sdk';
import type { Content as Content2, GoogleGenAI as GoogleGenAI2, Tool as GeminiTool2 } from '@google/genai';
import type { Content as Content3, GoogleGenAI as GoogleGenAI3, Tool as GeminiTool3 } from 'genai3';
import type OpenAI6 from 'openai';
import type OpenAI7 from 'openai7';
import { describe, test } from 'vitest';
import { z } from 'zod';
import {
  runAnthropicToolCalls,
  runGeminiToolCalls,
  runOpenAIChatToolCalls,
  runOpenAIResponsesToolCalls,
  toAnthropicTool,
  toGeminiTool,
  toOpenAITool,
} from '../../../src/providers';
import { createTool } from '../../../src/tools';

const weather = createTool({ id: 'weather', description: 'd', inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => city });

describe('OpenAI 6 and 7', () => {
  test('chat loop', async () => {
    async function loop(client: OpenAI6 | OpenAI7) {
      const messages: OpenAI7.Chat.ChatCompletionMessageParam[] & OpenAI6.Chat.ChatCompletionMessageParam[] = [{ role: 'user', content: 'Oslo?' }];
      const completion = await (client as OpenAI7).chat.completions.create({ model: 'gpt-5', messages, tools: [toOpenAITool(weather, { strict: true })] });
      const message = completion.choices[0]!.message;
      const { results } = await runOpenAIChatToolCalls({ weather }, message.tool_calls ?? [], { strict: true });
      messages.push(message, ...results);
    }
    void loop;
  });

  test('responses loop, openai 6', async () => {
    const client = {} as OpenAI6;
    const input: OpenAI6.Responses.ResponseInput = [{ role: 'user', content: 'Oslo?' }];
    const tools = [toOpenAITool(weather, { api: 'responses', strict: true })];
    const response = await client.responses.create({ model: 'gpt-5', input, tools });
    const { results } = await runOpenAIResponsesToolCalls({ weather }, response.output, { strict: true });
    input.push(...response.output, ...results);
    await client.responses.create({ model: 'gpt-5', previous_response_id: response.id, input: results, tools });
  });

  test('responses loop, openai 7: previous_response_id and the results (output items are not input items there)', async () => {
    const client = {} as OpenAI7;
    const input: OpenAI7.Responses.ResponseInput = [{ role: 'user', content: 'Oslo?' }];
    const tools = [toOpenAITool(weather, { api: 'responses', strict: true })];
    const response = await client.responses.create({ model: 'gpt-5', input, tools });
    const { results } = await runOpenAIResponsesToolCalls({ weather }, response.output, { strict: true });
    await client.responses.create({ model: 'gpt-5', previous_response_id: response.id, input: results, tools });
  });
});

describe('Anthropic', () => {
  test('loop', async () => {
    const client = {} as Anthropic;
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'Oslo?' }];
    const response = await client.messages.create({ model: 'claude-sonnet-4-5', max_tokens: 1024, messages, tools: [toAnthropicTool(weather)] });
    const { message } = await runAnthropicToolCalls({ weather }, response.content);
    if (message) messages.push({ role: 'assistant', content: response.content }, message);
  });
});

describe('Gemini 2 and 3', () => {
  test('loop, @google/genai 2', async () => {
    const client = {} as GoogleGenAI2;
    const tools: GeminiTool2[] = [{ functionDeclarations: [toGeminiTool(weather)] }];
    const contents: Content2[] = [{ role: 'user', parts: [{ text: 'Oslo?' }] }];
    const response = await client.models.generateContent({ model: 'gemini-2.5-flash', contents, config: { tools } });
    const turn = response.candidates?.[0]?.content;
    const { content } = await runGeminiToolCalls({ weather }, turn?.parts ?? []);
    if (turn && content) contents.push(turn, content);
  });

  test('loop, @google/genai 3', async () => {
    const client = {} as GoogleGenAI3;
    const tools: GeminiTool3[] = [{ functionDeclarations: [toGeminiTool(weather), toGeminiTool(weather, { format: 'jsonSchema' })] }];
    const contents: Content3[] = [{ role: 'user', parts: [{ text: 'Oslo?' }] }];
    const response = await client.models.generateContent({ model: 'gemini-2.5-flash', contents, config: { tools } });
    const turn = response.candidates?.[0]?.content;
    const { content } = await runGeminiToolCalls({ weather }, turn?.parts ?? []);
    if (turn && content) contents.push(turn, content);
  });
});
