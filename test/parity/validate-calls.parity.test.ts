// The validate calls a schema sees, in number, order and arguments, through both libraries:
// a validator with side effects (a counting refinement, a hand-made Standard Schema) observes
// every retry of the input repairs.
import { describe, expect, it } from 'vitest';
import { customSchema, expectParity, normalize, z4, zv3, type Side } from './support/harness';

/** A hand-made Standard Schema with JSON Schema that records a snapshot of every value it validates. */
function recording(check: (v: any) => Array<{ message: string; path?: PropertyKey[] }> | undefined, json: Record<string, unknown>) {
  const calls: unknown[] = [];
  const schema = customSchema((v) => {
    calls.push(normalize(v));
    const issues = check(v);
    return issues ? { issues } : { value: v };
  }, json);
  return { schema, calls };
}

const isObj = (v: any) => v !== null && typeof v === 'object' && !Array.isArray(v);

const needsPrompt = (v: any) => (isObj(v) && typeof v.prompt === 'string' ? undefined : [{ message: 'prompt is required', path: ['prompt'] }]);
const PROMPT_JSON = { type: 'object', properties: { prompt: { type: 'string' } }, required: ['prompt'] };
const needsNumber = (v: any) => (isObj(v) && typeof v.n === 'number' ? undefined : [{ message: 'n must be a number', path: ['n'] }]);
const N_JSON = { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] };

type Case = [name: string, check: (v: any) => any, json: Record<string, unknown>, input: () => unknown];

const CASES: Case[] = [
  ['a missing prompt with a message alias', needsPrompt, PROMPT_JSON, () => ({ message: 'hello' })],
  ['a missing prompt with a query alias and other fields', needsPrompt, PROMPT_JSON, () => ({ query: 'q', k: [1, { a: 2 }] })],
  ['an invalid field, no null anywhere', needsNumber, N_JSON, () => ({ n: 'two' })],
  ['an invalid field and a nested object', needsNumber, N_JSON, () => ({ n: 'two', o: { p: [1, 'x'] } })],
  ['a null at the failing path', needsNumber, N_JSON, () => ({ n: null, m: null })],
  ['a null elsewhere', needsNumber, N_JSON, () => ({ n: 'two', m: null, o: { q: null } })],
  ['an undefined field', needsNumber, N_JSON, () => ({ n: 'two', u: undefined })],
  ['a null inside an array', needsNumber, N_JSON, () => ({ n: 'x', list: [null, 1] })],
  ['a string as input', needsNumber, N_JSON, () => 'two'],
  ['an array as input', needsNumber, N_JSON, () => [1, 2]],
  ['undefined as input (object schema)', needsNumber, N_JSON, () => undefined],
  ['null as input (object schema)', needsNumber, N_JSON, () => null],
  ['valid input', needsNumber, N_JSON, () => ({ n: 1 })],
  ['a Date where an object is expected', needsNumber, N_JSON, () => new Date(0)],
];

describe('validate calls of the input repairs (hand-made Standard Schema with JSON Schema)', () => {
  for (const [name, check, json, input] of CASES) {
    it(`${name}: same calls, same order, same arguments, same result`, async () => {
      const seen = await expectParity(async (s: Side) => {
        const { schema, calls } = recording(check, json);
        const direct = s.validateToolInput(schema, input(), 'v');
        const viaDirect = calls.splice(0);
        const other = recording(check, json);
        const tool = s.createTool({ id: 't', description: 'd', inputSchema: other.schema, execute: async (x: any) => ({ got: x }) });
        const executed = await tool.execute(input(), {});
        return { direct, viaDirect, executed, viaExecute: other.calls };
      });
      expect('ok' in seen).toBe(true);
    });
  }

  it('the issue example: { message } against a prompt schema is validated three times, the last with the alias', async () => {
    const seen = await expectParity((s: Side) => {
      const { schema, calls } = recording(needsPrompt, PROMPT_JSON);
      s.validateToolInput(schema, { message: 'hello' });
      return calls;
    });
    expect(seen.ok).toEqual([{ message: 'hello' }, { message: 'hello' }, { message: 'hello', prompt: 'hello' }]);
  });

  it('an invalid { n: "two" } is validated twice', async () => {
    const seen = await expectParity((s: Side) => {
      const { schema, calls } = recording(needsNumber, N_JSON);
      s.validateToolInput(schema, { n: 'two' });
      return calls.length;
    });
    expect(seen.ok).toBe(2);
  });
});

describe('validate calls of the input repairs (zod counting refinements)', () => {
  const zods: Array<[string, any]> = [
    ['zod 4', z4],
    ['zod/v3', zv3],
  ];
  for (const [lib, z] of zods) {
    it(`${lib}: a refinement that fails runs once per attempt on both`, async () => {
      const seen = await expectParity(async (s: Side) => {
        const seenValues: unknown[] = [];
        const schema = z.object({
          s: z.string().refine((v: string) => {
            seenValues.push(v);
            return v.length > 3;
          }),
        });
        const tool = s.createTool({ id: 't', description: 'd', inputSchema: schema, execute: async (x: any) => x });
        const result = await tool.execute({ s: 'ab' });
        return { result: result.message, seenValues };
      });
      expect(seen.ok.seenValues).toEqual(['ab', 'ab']);
    });

    it(`${lib}: an object refinement sees the prompt alias attempt on both`, async () => {
      const seen = await expectParity(async (s: Side) => {
        const seenValues: unknown[] = [];
        const schema = z.object({ prompt: z.string().optional(), query: z.string().optional() }).refine((v: any) => {
          seenValues.push({ ...v });
          return typeof v.prompt === 'string';
        });
        return { result: s.validateToolInput(schema, { query: 'hi' }), seenValues };
      });
      expect(seen.ok.seenValues).toHaveLength(3);
    });
  }
});
