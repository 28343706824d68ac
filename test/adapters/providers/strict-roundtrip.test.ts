import { describe, expect, it } from 'vitest';
import { logSink } from '../../setup/log-sink';
import { z } from 'zod';
import { fromStrictArgs, runOpenAIChatToolCalls, toOpenAITool } from '../../../src/providers';
import { runToolCall } from '../../../src/runtime';
import { runWireToolCall } from '../../../src/wire';
import { compileJsonSchema } from '../../../src/schema/json-schema';
import { createTool } from '../../../src/tools';
import { corpusTools } from './corpus';
import { generate, rng } from './strict-profile';

const SAMPLES = 60;
const strictTools = corpusTools().filter((e) => e.case.strict);

describe.each(strictTools.map((e) => [`${e.case.name} (${e.vendor})`, e] as const))('strict round trip: %s', (_label, { tool }) => {
  const schema = toOpenAITool(tool, { strict: true }).function.parameters;
  const conforms = compileJsonSchema(schema as never);

  it(`${SAMPLES} seeded arguments drawn from the strict schema are accepted by the tool, through fromStrictArgs and the runtime`, async () => {
    const r = rng(0x5eed + tool.id!.length);
    let nulls = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const args = generate(schema, r) as Record<string, unknown>;
      expect(conforms(args), 'the generator writes what the strict schema allows').toEqual([]);
      nulls += JSON.stringify(args).split('null').length - 1;
      const expected = fromStrictArgs(tool, args);
      const record = await runWireToolCall(tool, { toolCallId: `c${i}`, argsText: JSON.stringify(args) }, {}, { argsToInput: fromStrictArgs });
      expect(record.error, JSON.stringify(args)).toBeUndefined();
      expect(record.status).toBe('completed');
      const result = record.result as Record<string, unknown>;
      expect(result, 'the tool is not handed a validation error').not.toHaveProperty('error', true);
      // Defaults may be filled in by the tool: everything the model sent (minus optional nulls) arrives.
      expect(result).toMatchObject(expected as Record<string, unknown>);
    }
    if (JSON.stringify(schema).includes('"null"')) expect(nulls, 'the samples exercise null values').toBeGreaterThan(0);
  });
});

describe('fromStrictArgs', () => {
  const search = createTool({
    id: 'search',
    description: 'Search',
    inputSchema: z.object({
      q: z.string(),
      limit: z.number().optional(),
      cursor: z.string().nullable(),
      tag: z.string().nullable().optional(),
      filter: z.object({ from: z.string().optional(), to: z.string().optional() }).optional(),
      items: z.array(z.object({ id: z.string(), note: z.string().optional() })),
      shape: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a'), x: z.number().optional() }),
        z.object({ kind: z.literal('b'), y: z.string().optional() }),
      ]),
    }),
    execute: async (input) => input,
  });
  const strictArgs = {
    q: 'x',
    limit: null,
    cursor: null,
    tag: null,
    filter: { from: null, to: '2024' },
    items: [
      { id: '1', note: null },
      { id: '2', note: 'n' },
    ],
    shape: { kind: 'b', y: null },
  };

  it('removes nulls of optional fields at every depth, keeps required nulls and optional-nullable nulls', () => {
    expect(fromStrictArgs(search, strictArgs)).toEqual({
      q: 'x',
      cursor: null,
      tag: null,
      filter: { to: '2024' },
      items: [{ id: '1' }, { id: '2', note: 'n' }],
      shape: { kind: 'b' },
    });
  });

  it('does not modify its input, and passes non-objects through', () => {
    const copy = structuredClone(strictArgs);
    fromStrictArgs(search, strictArgs);
    expect(strictArgs).toEqual(copy);
    expect(fromStrictArgs(search, null)).toBeNull();
    expect(fromStrictArgs(search, 'text')).toBe('text');
  });

  it('the record, chunks and hooks see the arguments after the round trip', async () => {
    const seen: unknown[] = [];
    const hooked = createTool({
      ...search,
      id: 'search',
      onInputAvailable: ({ input }: { input: unknown }) => void seen.push(input),
    } as never) as typeof search;
    const strict = await runWireToolCall(hooked, { toolCallId: 'c', argsText: JSON.stringify(strictArgs) }, {}, { argsToInput: fromStrictArgs });
    const clean = fromStrictArgs(search, strictArgs);
    expect(strict.result).toEqual(clean);
    expect(strict.args).toEqual(clean);
    expect(seen).toEqual([clean]);
    expect(strict.chunks.find((c) => c.type === 'tool-call')?.payload).toMatchObject({ args: clean });
  });

  // The tool's own input repair strips nulls only at the paths validation names; a union names
  // itself, so it strips every null, required ones included, and the call fails.
  const picky = createTool({
    id: 'picky',
    description: 'A required nullable field beside a union',
    inputSchema: z.object({ cursor: z.string().nullable(), shape: z.union([z.object({ a: z.number().optional() }), z.object({ b: z.string() })]) }),
    execute: async (input) => input,
  });
  const pickyArgs = { cursor: null, shape: { a: null } };

  it('arguments the tool’s own repair cannot fix are accepted after the round trip', async () => {
    const plain = await runToolCall(picky, { toolCallId: 'c', argsText: JSON.stringify(pickyArgs) }, { logger: logSink().logger });
    expect(plain.result).toMatchObject({ error: true });
    const strict = await runWireToolCall(picky, { toolCallId: 'c', argsText: JSON.stringify(pickyArgs) }, {}, { argsToInput: fromStrictArgs });
    expect(strict.result).toEqual({ cursor: null, shape: {} });
  });

  it('the OpenAI loop applies it for strict tools (the tool’s own strict, or the strict option)', async () => {
    const strictPicky = createTool({ ...picky, id: 'picky', strict: true } as never) as typeof picky;
    const call = { id: 'call_1', type: 'function' as const, function: { name: 'picky', arguments: JSON.stringify(pickyArgs) } };
    const own = await runOpenAIChatToolCalls({ picky: strictPicky }, [call]);
    expect(own.records[0]?.result).toEqual({ cursor: null, shape: {} });
    const given = await runOpenAIChatToolCalls({ picky }, [call], { strict: true });
    expect(given.records[0]?.result).toEqual({ cursor: null, shape: {} });
    const off = await runOpenAIChatToolCalls({ picky }, [call], { logger: logSink().logger });
    expect(off.records[0]?.result).toMatchObject({ error: true });
  });

  it('an approval-gated strict call resumes from its ticket with the same provider call', async () => {
    const gated = createTool({ ...picky, id: 'picky', strict: true, requireApproval: true } as never) as typeof picky;
    const call = { id: 'call_9', type: 'function' as const, function: { name: 'picky', arguments: JSON.stringify(pickyArgs) } };
    const first = await runOpenAIChatToolCalls({ picky: gated }, [call]);
    expect(first.results).toEqual([]);
    const ticket = first.pending[0]!.pending!;
    expect(ticket.args, 'the ticket holds the arguments after the round trip').toEqual({ cursor: null, shape: {} });
    const resumed = await runOpenAIChatToolCalls({ picky: gated }, [call], { resume: { call_9: { pending: ticket, approved: true } } });
    expect(resumed.records[0]?.status).toBe('completed');
    expect(resumed.results).toEqual([{ role: 'tool', tool_call_id: 'call_9', content: '{"cursor":null,"shape":{}}' }]);
  });
});
