// Each provider SDK's own client runs a two-turn loop driven by the loop helpers against a fake
// provider server on 127.0.0.1. The first turn asks for a valid call, an invalid call, a call of a
// throwing tool and an approval-gated call; the gated call is approved through `resume`, and the
// second request carries every result once. The assertions read the bodies the SDK sent.
// openai 7 and @google/genai 3 need Node 22: they run in the ai7 lane (vitest.ai7.config.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logSink } from '../../setup/log-sink';
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
import type { ProviderToolCalls } from '../../../src/providers';
import { createTool } from '../../../src/tools';

const NODE_22 = Number(process.versions.node.split('.')[0]) >= 22;
if (!NODE_22) console.log('sdk round trips: openai 7 and @google/genai 3 skipped on Node < 22 (they run in the ai7 lane)');

const ran: string[] = [];
const tools = {
  weather: createTool({
    id: 'weather',
    description: 'Weather for a city',
    inputSchema: z.object({ city: z.string(), units: z.enum(['c', 'f']).optional() }),
    execute: async ({ city, units }) => (ran.push(`weather:${city}`), { city, temp: 21, units: units ?? 'c' }),
  }),
  broken: createTool({
    id: 'broken',
    description: 'Always fails',
    inputSchema: z.object({}),
    execute: async () => {
      ran.push('broken');
      throw new Error('backend down');
    },
  }),
  pay: createTool({
    id: 'pay',
    description: 'Pays',
    requireApproval: true,
    inputSchema: z.object({ amount: z.number() }),
    execute: async ({ amount }) => (ran.push(`pay:${amount}`), { paid: amount }),
  }),
};
/** The first turn's calls: [id, name, args]. */
const CALLS = [
  ['call_1', 'weather', { city: 'Oslo', units: null }],
  ['call_2', 'weather', { town: 'Oslo' }],
  ['call_3', 'broken', {}],
  ['call_4', 'pay', { amount: 5 }],
] as const;

/** A fake provider: answers the first request with `first`, the second with `second`; keeps each request. */
function fakeServer(first: unknown, second: unknown) {
  const requests: { path: string; body: any }[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body: JSON.parse(text) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(requests.length === 1 ? first : second));
    });
  });
  return {
    requests,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The loop every SDK runs: first pass, approve the pending call through `resume`, all results together. */
async function runTurn<T>(run: (options: object) => Promise<ProviderToolCalls<T>>): Promise<T[]> {
  const first = await run({ logger: logSink().logger });
  expect(first.pending.map((r) => [r.toolCallId, r.status])).toEqual([['call_4', 'approval-required']]);
  const resume = Object.fromEntries(first.pending.map((r) => [r.toolCallId, { pending: r.pending!, approved: true }]));
  const second = await run({ resume });
  expect(second.records.map((r) => r.toolCallId)).toEqual(['call_4']);
  const byId = new Map([...first.records, ...second.records].map((r) => [r.toolCallId, r] as const));
  expect([...byId.values()].map((r) => r.status).sort()).toEqual(['completed', 'completed', 'completed', 'failed']);
  return [...first.results, ...second.results];
}

const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
const chatFirst = {
  id: 'c1',
  object: 'chat.completion',
  created: 0,
  model: 'gpt-test',
  choices: [
    {
      index: 0,
      finish_reason: 'tool_calls',
      message: {
        role: 'assistant',
        content: null,
        tool_calls: CALLS.map(([id, name, args]) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } })),
      },
    },
  ],
  usage,
};
const chatSecond = { ...chatFirst, id: 'c2', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'done' } }] };

const responsesFirst = {
  id: 'r1',
  object: 'response',
  created_at: 0,
  status: 'completed',
  model: 'gpt-test',
  output: CALLS.map(([id, name, args], i) => ({
    type: 'function_call',
    id: `fc_${i}`,
    call_id: id,
    name,
    arguments: JSON.stringify(args),
    status: 'completed',
  })),
};
const responsesSecond = {
  ...responsesFirst,
  id: 'r2',
  output: [{ type: 'message', id: 'm1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'done', annotations: [] }] }],
};

const openAIs = [
  { name: 'openai 6', load: () => import('openai'), node22: false },
  // One client type for the loop body; each major's own types are checked in sdk-majors.test-d.ts.
  { name: 'openai 7', load: () => import('openai7') as unknown as Promise<typeof import('openai')>, node22: true },
];

describe.each(openAIs)('$name', ({ load, node22 }) => {
  it.skipIf(node22 && !NODE_22)('Chat Completions: strict tools in, every tool message once, in call order', async () => {
    const { default: OpenAI } = await load();
    const fake = fakeServer(chatFirst, chatSecond);
    const client = new OpenAI({ apiKey: 'test', baseURL: `${await fake.start()}/v1`, maxRetries: 0 });
    try {
      const definitions = [
        toOpenAITool(tools.weather, { strict: true }),
        toOpenAITool(tools.broken, { strict: true }),
        toOpenAITool(tools.pay, { strict: true }),
      ];
      const messages: any[] = [{ role: 'user', content: 'go' }];
      const completion = await client.chat.completions.create({ model: 'gpt-test', messages, tools: definitions as never });
      const message = completion.choices[0]!.message;
      const results = await runTurn((options) => runOpenAIChatToolCalls(tools, message.tool_calls ?? [], { strict: true, ...options }));
      messages.push(message, ...results);
      await client.chat.completions.create({ model: 'gpt-test', messages, tools: definitions as never });
    } finally {
      await fake.stop();
    }
    const [first, second] = fake.requests;
    expect(first!.path).toBe('/v1/chat/completions');
    expect(first!.body.tools.map((t: any) => [t.type, t.function.name, t.function.strict, t.function.parameters.additionalProperties])).toEqual([
      ['function', 'weather', true, false],
      ['function', 'broken', true, false],
      ['function', 'pay', true, false],
    ]);
    expect(first!.body.tools[0].function.parameters.required).toEqual(['city', 'units']);
    const sent = second!.body.messages.filter((m: any) => m.role === 'tool');
    expect(sent.map((m: any) => m.tool_call_id)).toEqual(['call_1', 'call_2', 'call_3', 'call_4']);
    expect(JSON.parse(sent[0].content)).toEqual({ city: 'Oslo', temp: 21, units: 'c' });
    expect(JSON.parse(sent[1].content)).toMatchObject({ error: true, message: expect.stringMatching(/^Tool input validation failed for weather/) });
    expect(sent[2].content).toBe('backend down');
    expect(JSON.parse(sent[3].content)).toEqual({ paid: 5 });
  });

  it.skipIf(node22 && !NODE_22)('Responses: strict tools in, every function_call_output once', async () => {
    const { default: OpenAI } = await load();
    const fake = fakeServer(responsesFirst, responsesSecond);
    const client = new OpenAI({ apiKey: 'test', baseURL: `${await fake.start()}/v1`, maxRetries: 0 });
    try {
      const definitions = [toOpenAITool(tools.weather, { api: 'responses', strict: true }), toOpenAITool(tools.pay, { api: 'responses', strict: false })];
      const response = await client.responses.create({ model: 'gpt-test', input: 'go', tools: definitions as never });
      const results = await runTurn((options) => runOpenAIResponsesToolCalls(tools, response.output, { strict: true, ...options }));
      await client.responses.create({ model: 'gpt-test', previous_response_id: response.id, input: results as never, tools: definitions as never });
    } finally {
      await fake.stop();
    }
    const [first, second] = fake.requests;
    expect(first!.path).toBe('/v1/responses');
    expect(first!.body.tools.map((t: any) => [t.name, t.strict])).toEqual([
      ['weather', true],
      ['pay', false],
    ]);
    expect(second!.body.previous_response_id).toBe('r1');
    expect(second!.body.input.map((i: any) => [i.type, i.call_id])).toEqual([
      ['function_call_output', 'call_1'],
      ['function_call_output', 'call_2'],
      ['function_call_output', 'call_3'],
      ['function_call_output', 'call_4'],
    ]);
    expect(second!.body.input[2].output).toBe('backend down');
  });
});

describe('@anthropic-ai/sdk', () => {
  it('tools in; tool_result blocks in one user message, is_error only for the throwing tool', async () => {
    const { default: Anthropic } = await import('@anthropic-ai/sdk');
    const message = (content: unknown[], stop: string) => ({
      id: 'msg',
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      content,
      stop_reason: stop,
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
    });
    const fake = fakeServer(
      message(
        CALLS.map(([id, name, input]) => ({ type: 'tool_use', id, name, input })),
        'tool_use',
      ),
      message([{ type: 'text', text: 'done' }], 'end_turn'),
    );
    const client = new Anthropic({ apiKey: 'test', baseURL: await fake.start(), maxRetries: 0 });
    try {
      const definitions = [toAnthropicTool(tools.weather), toAnthropicTool(tools.broken), toAnthropicTool(tools.pay)];
      const messages: any[] = [{ role: 'user', content: 'go' }];
      const response = await client.messages.create({ model: 'claude-test', max_tokens: 64, messages, tools: definitions as never });
      const results = await runTurn((options) => runAnthropicToolCalls(tools, response.content, options));
      messages.push({ role: 'assistant', content: response.content }, { role: 'user', content: results });
      await client.messages.create({ model: 'claude-test', max_tokens: 64, messages, tools: definitions as never });
    } finally {
      await fake.stop();
    }
    const [first, second] = fake.requests;
    expect(first!.path).toBe('/v1/messages');
    expect(first!.body.tools.map((t: any) => [t.name, t.input_schema.type])).toEqual([
      ['weather', 'object'],
      ['broken', 'object'],
      ['pay', 'object'],
    ]);
    const blocks = second!.body.messages.at(-1).content;
    expect(blocks.map((b: any) => [b.type, b.tool_use_id, b.is_error ?? false])).toEqual([
      ['tool_result', 'call_1', false],
      ['tool_result', 'call_2', false],
      ['tool_result', 'call_3', true],
      ['tool_result', 'call_4', false],
    ]);
    expect(blocks[2].content).toBe('backend down');
  });
});

const genAIs = [
  { name: '@google/genai 2', load: () => import('@google/genai'), node22: false, version: 'v1beta' },
  { name: '@google/genai 3', load: () => import('genai3'), node22: true, version: 'v1' },
];

describe.each(genAIs)('$name', ({ load, node22, version }) => {
  it.skipIf(node22 && !NODE_22)(`declarations in (the ${version} API); functionResponse parts with ids, error for the throwing tool`, async () => {
    const { GoogleGenAI } = await load();
    const candidate = (parts: unknown[]) => ({ candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }] });
    const fake = fakeServer(candidate(CALLS.map(([id, name, args]) => ({ functionCall: { id, name, args } }))), candidate([{ text: 'done' }]));
    const client = new GoogleGenAI({ apiKey: 'test', httpOptions: { baseUrl: await fake.start() } });
    try {
      const config = { tools: [{ functionDeclarations: [toGeminiTool(tools.weather), toGeminiTool(tools.broken), toGeminiTool(tools.pay)] }] };
      const contents: any[] = [{ role: 'user', parts: [{ text: 'go' }] }];
      const response = await client.models.generateContent({ model: 'gemini-test', contents, config: config as never });
      const turn = response.candidates![0]!.content!;
      const results = await runTurn((options) => runGeminiToolCalls(tools, turn.parts ?? [], options));
      contents.push(turn, { role: 'user', parts: results });
      await client.models.generateContent({ model: 'gemini-test', contents, config: config as never });
    } finally {
      await fake.stop();
    }
    const [first, second] = fake.requests;
    expect(first!.path.startsWith(`/${version}/models/gemini-test:generateContent`)).toBe(true);
    expect(first!.body.tools[0].functionDeclarations.map((d: any) => [d.name, d.parameters?.type])).toEqual([
      ['weather', 'OBJECT'],
      ['broken', undefined],
      ['pay', 'OBJECT'],
    ]);
    const parts = second!.body.contents.at(-1).parts;
    expect(parts.map((p: any) => [p.functionResponse.id, p.functionResponse.name, Object.keys(p.functionResponse.response)])).toEqual([
      ['call_1', 'weather', ['output']],
      ['call_2', 'weather', ['output']],
      ['call_3', 'broken', ['error']],
      ['call_4', 'pay', ['output']],
    ]);
    expect(parts[2].functionResponse.response.error).toBe('backend down');
  });
});

beforeAll(() => void ran.splice(0));
afterAll(() => {
  // Each call ran once per SDK loop: the approved call only after the explicit yes, never twice.
  expect(ran.filter((r) => r.startsWith('pay')).length).toBe(ran.filter((r) => r === 'broken').length);
});
