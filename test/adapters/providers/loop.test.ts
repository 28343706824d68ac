import { describe, expect, it } from 'vitest';
import { logSink } from '../../setup/log-sink';
import { z } from 'zod';
import {
  runAnthropicToolCalls,
  runGeminiToolCalls,
  runOpenAIChatToolCalls,
  runOpenAIResponsesToolCalls,
  toAnthropicToolResult,
  toGeminiFunctionResponse,
  toOpenAIChatToolMessage,
  toOpenAIFunctionCallOutput,
} from '../../../src/providers';
import { createTool } from '../../../src/tools';

const weather = createTool({
  id: 'weather',
  description: 'Weather for a city',
  inputSchema: z.object({ city: z.string(), units: z.enum(['c', 'f']).optional() }),
  execute: async ({ city, units }) => ({ city, temp: 21, units: units ?? 'c' }),
});
const greet = createTool({ id: 'greet', description: 'Greets', inputSchema: z.object({ name: z.string() }), execute: async ({ name }) => `Hello, ${name}!` });
const broken = createTool({
  id: 'broken',
  description: 'Always fails',
  inputSchema: z.object({}),
  execute: async () => {
    throw new Error('backend down');
  },
});
const pay = createTool({
  id: 'pay',
  description: 'Pays',
  requireApproval: true,
  inputSchema: z.object({ amount: z.number() }),
  execute: async ({ amount }) => ({ paid: amount }),
});
const ask = createTool({
  id: 'ask',
  description: 'Asks the user',
  inputSchema: z.object({ question: z.string() }),
  suspendSchema: z.object({ question: z.string() }),
  resumeSchema: z.object({ answer: z.string() }),
  execute: async ({ question }, { agent }) => {
    if (!agent?.resumeData) return void (await agent?.suspend({ question }));
    return { answer: agent.resumeData.answer };
  },
});
const photo = createTool({
  id: 'photo',
  description: 'Returns an image',
  inputSchema: z.object({}),
  execute: async () => ({ png: 'iVBORw0KGgo=' }),
  toModelOutput: (out: unknown) => ({
    type: 'content',
    value: [
      { type: 'text', text: 'A photo' },
      { type: 'media', data: (out as { png: string }).png, mediaType: 'image/png' },
    ],
  }),
});
const tools = { weather, greet, broken, pay, ask, photo };

describe('OpenAI Chat Completions', () => {
  const message = {
    role: 'assistant' as const,
    content: null,
    tool_calls: [
      { id: 'call_1', type: 'function' as const, function: { name: 'weather', arguments: '{"city":"Paris"}' } },
      { id: 'call_2', type: 'function' as const, function: { name: 'pay', arguments: '{"amount":5}' } },
      { id: 'call_3', type: 'function' as const, function: { name: 'greet', arguments: '{"name":"Ada"}' } },
      { id: 'call_4', type: 'function' as const, function: { name: 'broken', arguments: '{}' } },
    ],
  };

  it('answers finished calls with tool messages, in order; an approval-gated call comes back pending', async () => {
    const run = await runOpenAIChatToolCalls(tools, message.tool_calls);
    expect(run.results).toEqual([
      { role: 'tool', tool_call_id: 'call_1', content: '{"city":"Paris","temp":21,"units":"c"}' },
      { role: 'tool', tool_call_id: 'call_3', content: 'Hello, Ada!' },
      { role: 'tool', tool_call_id: 'call_4', content: 'backend down' },
    ]);
    expect(run.records.map((r) => r.status)).toEqual(['completed', 'approval-required', 'completed', 'failed']);
    expect(run.pending.map((r) => [r.toolCallId, r.status, r.pending?.kind])).toEqual([['call_2', 'approval-required', 'approval']]);
    expect(() => toOpenAIChatToolMessage(run.pending[0]!)).toThrow(
      'Cannot write a tool message for tool call "call_2": it is approval-required, so it has no result yet',
    );
  });

  it('resumes the pending call when the user approves, or answers the decline', async () => {
    const first = await runOpenAIChatToolCalls(tools, [message.tool_calls[1]!]);
    const ticket = first.pending[0]!.pending!;
    const approved = await runOpenAIChatToolCalls(tools, [message.tool_calls[1]!], { resume: { call_2: { pending: ticket, approved: true } } });
    expect(approved.results).toEqual([{ role: 'tool', tool_call_id: 'call_2', content: '{"paid":5}' }]);
    // A ticket resumes once: the decline is answered on a second ticket for the same call.
    const again = await runOpenAIChatToolCalls(tools, [message.tool_calls[1]!]);
    const declined = await runOpenAIChatToolCalls(tools, [message.tool_calls[1]!], {
      resume: { call_2: { pending: again.pending[0]!.pending!, approved: false, reason: 'Too much' } },
    });
    expect(declined.records[0]?.status).toBe('declined');
    expect(declined.results).toEqual([{ role: 'tool', tool_call_id: 'call_2', content: 'Too much' }]);
  });

  it('approves in-flow with an approval handler, and runs calls in parallel when asked', async () => {
    const run = await runOpenAIChatToolCalls(tools, message.tool_calls, { approval: () => true, parallel: true });
    expect(run.pending).toEqual([]);
    expect(run.results.map((m) => m.tool_call_id)).toEqual(['call_1', 'call_2', 'call_3', 'call_4']);
  });

  it('an unknown tool and unparsable arguments are answered with the runtime’s error text', async () => {
    const run = await runOpenAIChatToolCalls(tools, [
      { id: 'a', type: 'function', function: { name: 'nope', arguments: '{}' } },
      { id: 'b', type: 'function', function: { name: 'weather', arguments: '' } },
    ]);
    expect(run.results[0]?.content).toMatch(/^Tool "nope" not found\. Available tools: weather, greet/);
    expect(run.results[1]?.content).toMatch(/^Tool "weather" received invalid arguments/);
  });
});

describe('OpenAI Responses', () => {
  const output = [
    { type: 'reasoning', id: 'rs_1', summary: [] },
    { type: 'function_call', id: 'fc_1', call_id: 'call_a', name: 'weather', arguments: '{"city":"Oslo","units":"f"}', status: 'completed' },
    { type: 'function_call', id: 'fc_2', call_id: 'call_b', name: 'ask', arguments: '{"question":"Which day?"}', status: 'completed' },
    { type: 'function_call', id: 'fc_3', call_id: 'call_c', name: 'photo', arguments: '{}', status: 'completed' },
  ];

  it('answers function_call items with function_call_output items; a suspended call comes back pending', async () => {
    const run = await runOpenAIResponsesToolCalls(tools, output);
    expect(run.results).toEqual([
      { type: 'function_call_output', call_id: 'call_a', output: '{"city":"Oslo","temp":21,"units":"f"}' },
      {
        type: 'function_call_output',
        call_id: 'call_c',
        output: [
          { type: 'input_text', text: 'A photo' },
          { type: 'input_image', image_url: 'data:image/png;base64,iVBORw0KGgo=', detail: 'auto' },
        ],
      },
    ]);
    expect(run.pending.map((r) => [r.toolCallId, r.status, r.suspendPayload])).toEqual([['call_b', 'suspended', { question: 'Which day?' }]]);
    const resumed = await runOpenAIResponsesToolCalls(tools, [output[2]!], {
      resume: { call_b: { pending: run.pending[0]!.pending!, resumeData: { answer: 'Monday' } } },
    });
    expect(resumed.results).toEqual([{ type: 'function_call_output', call_id: 'call_b', output: '{"answer":"Monday"}' }]);
    expect(() => toOpenAIFunctionCallOutput(run.pending[0]!)).toThrow(/it is suspended/);
  });
});

describe('Anthropic', () => {
  const content = [
    { type: 'text', text: 'Let me check.' },
    { type: 'tool_use', id: 'toolu_1', name: 'weather', input: { city: 'Rome' } },
    { type: 'tool_use', id: 'toolu_2', name: 'broken', input: {} },
    { type: 'tool_use', id: 'toolu_3', name: 'pay', input: { amount: 9 } },
    { type: 'tool_use', id: 'toolu_4', name: 'photo', input: {} },
    { type: 'tool_use', id: 'toolu_5', name: 'weather', input: { city: 7 } },
  ];

  it('answers tool_use blocks with tool_result blocks (is_error for failures) in one user message', async () => {
    const run = await runAnthropicToolCalls(tools, content, { logger: logSink().logger });
    expect(run.results.map((b) => [b.tool_use_id, b.is_error ?? false])).toEqual([
      ['toolu_1', false],
      ['toolu_2', true],
      ['toolu_4', false],
      ['toolu_5', false],
    ]);
    expect(run.results[0]).toEqual({ type: 'tool_result', tool_use_id: 'toolu_1', content: '{"city":"Rome","temp":21,"units":"c"}' });
    expect(run.results[1]).toEqual({ type: 'tool_result', tool_use_id: 'toolu_2', content: 'backend down', is_error: true });
    expect(run.results[2]?.content).toEqual([
      { type: 'text', text: 'A photo' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } },
    ]);
    // Invalid input is a result (Mastra's validation error object), as the reference agent sends it.
    expect(JSON.parse(run.results[3]?.content as string)).toMatchObject({
      error: true,
      message: expect.stringContaining('Tool input validation failed for weather'),
    });
    expect(run.message).toEqual({ role: 'user', content: run.results });
    expect(run.pending.map((r) => r.toolCallId)).toEqual(['toolu_3']);
    expect(() => toAnthropicToolResult(run.pending[0]!)).toThrow(/approval-required/);
  });

  it('no message when nothing was answered', async () => {
    const run = await runAnthropicToolCalls(tools, [content[3]!]);
    expect(run.message).toBeUndefined();
    expect(run.results).toEqual([]);
  });
});

describe('Gemini', () => {
  const parts = [
    { text: 'Calling tools' },
    { functionCall: { id: 'fc-1', name: 'weather', args: { city: 'Lima' } } },
    { functionCall: { name: 'greet', args: { name: 'Bo' } } },
    { functionCall: { name: 'broken', args: {} } },
    { functionCall: { name: 'ask', args: { question: 'Why?' } } },
    { functionCall: { id: 'fc-5', name: 'photo', args: {} } },
  ];

  it('answers functionCall parts with functionResponse parts (output / error); ids only where the call had one', async () => {
    const run = await runGeminiToolCalls(tools, parts);
    expect(run.results).toEqual([
      { functionResponse: { id: 'fc-1', name: 'weather', response: { output: { city: 'Lima', temp: 21, units: 'c' } } } },
      { functionResponse: { name: 'greet', response: { output: 'Hello, Bo!' } } },
      { functionResponse: { name: 'broken', response: { error: 'backend down' } } },
      {
        functionResponse: {
          id: 'fc-5',
          name: 'photo',
          response: { output: 'A photo' },
          parts: [{ inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } }],
        },
      },
    ]);
    expect(run.content).toEqual({ role: 'user', parts: run.results });
    expect(run.pending.map((r) => [r.toolName, r.status])).toEqual([['ask', 'suspended']]);
    expect(() => toGeminiFunctionResponse(run.pending[0]!)).toThrow(/suspended/);
  });
});

describe('aborted calls', () => {
  it('are returned apart and never answered', async () => {
    const controller = new AbortController();
    controller.abort();
    const run = await runAnthropicToolCalls(tools, [{ type: 'tool_use', id: 't', name: 'weather', input: { city: 'X' } }], { abortSignal: controller.signal });
    expect(run.aborted.map((r) => r.status)).toEqual(['aborted']);
    expect(run.results).toEqual([]);
  });
});
