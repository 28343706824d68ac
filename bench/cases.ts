// The benchmark cases: each one names what the floor, toolwright and the reference do once.
// The floor is what a tool call cannot avoid: the schema's own `~standard.validate` on the
// input, the raw execute function, and `~standard.validate` on its output.
import { createTool as refCreateTool } from '@mastra/core/tools';
import { RequestContext as RefRequestContext } from '@mastra/core/request-context';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { type as ark } from 'arktype';
import * as v from 'valibot';
import { z } from 'zod';
import type { Toolwright } from './load';

/** One row of the table: three functions doing the same job. */
export interface BenchCase {
  group: string;
  name: string;
  /** For invalid input: how many times the floor validates (the reference's validate calls). */
  floorValidates?: number | undefined;
  floor: () => unknown;
  toolwright: () => unknown;
  /** Absent when the reference has no public equivalent. */
  reference?: (() => unknown) | undefined;
}

type Vendor = 'zod' | 'valibot' | 'arktype';
type Size = '1 field' | '50 fields' | '1,000 items';

const FIELDS = 50;
const ITEMS = 1_000;
const kinds = ['string', 'number', 'boolean'] as const;
const kindOf = (i: number) => kinds[i % 3]!;
const sample = { string: 'text', number: 42, boolean: true } as const;

function zodSchema(size: Size): any {
  if (size === '1 field') return z.object({ city: z.string() });
  if (size === '50 fields') {
    const shape: Record<string, z.ZodType> = {};
    for (let i = 0; i < FIELDS; i++) shape[`f${i}`] = kindOf(i) === 'string' ? z.string() : kindOf(i) === 'number' ? z.number() : z.boolean();
    return z.object(shape);
  }
  return z.object({ items: z.array(z.object({ id: z.number(), name: z.string(), done: z.boolean() })) });
}

function valibotSchema(size: Size): any {
  if (size === '1 field') return toStandardJsonSchema(v.object({ city: v.string() }));
  if (size === '50 fields') {
    const entries: Record<string, any> = {};
    for (let i = 0; i < FIELDS; i++) entries[`f${i}`] = kindOf(i) === 'string' ? v.string() : kindOf(i) === 'number' ? v.number() : v.boolean();
    return toStandardJsonSchema(v.object(entries));
  }
  return toStandardJsonSchema(v.object({ items: v.array(v.object({ id: v.number(), name: v.string(), done: v.boolean() })) }));
}

function arktypeSchema(size: Size): any {
  if (size === '1 field') return ark({ city: 'string' });
  if (size === '50 fields') {
    const def: Record<string, string> = {};
    for (let i = 0; i < FIELDS; i++) def[`f${i}`] = kindOf(i);
    return ark(def as any);
  }
  return ark({ items: ark({ id: 'number', name: 'string', done: 'boolean' }).array() });
}

const makers: Record<Vendor, (size: Size) => any> = { zod: zodSchema, valibot: valibotSchema, arktype: arktypeSchema };

/**
 * Valid input for a size, and an invalid one (one wrong value, at the end for arrays), each
 * parsed from JSON as a model's tool-call arguments are. (Built by assigning 50 computed keys,
 * the 50-field object would be a V8 dictionary-mode object, slow for every contender to read.)
 */
function inputs(size: Size): { valid: unknown; invalid: unknown } {
  const { valid, invalid } = rawInputs(size);
  return { valid: JSON.parse(JSON.stringify(valid)), invalid: JSON.parse(JSON.stringify(invalid)) };
}

function rawInputs(size: Size): { valid: unknown; invalid: unknown } {
  if (size === '1 field') return { valid: { city: 'Paris' }, invalid: { city: 5 } };
  if (size === '50 fields') {
    const valid: Record<string, unknown> = {};
    for (let i = 0; i < FIELDS; i++) valid[`f${i}`] = sample[kindOf(i)];
    return { valid, invalid: { ...valid, f25: 'not a number' } };
  }
  const items = Array.from({ length: ITEMS }, (_, i) => ({ id: i, name: `item ${i}`, done: i % 2 === 0 }));
  const bad = items.slice();
  bad[ITEMS - 1] = { id: ITEMS - 1, name: 'last', done: 'no' as never };
  return { valid: { items }, invalid: { items: bad } };
}

const rawExecute = async (input: unknown) => input;

/** The floor: validate input, run the raw function, validate its output. */
function floorOf(schema: any, rcSchema?: any) {
  const std = schema['~standard'];
  const rcStd = rcSchema?.['~standard'];
  return async (input: unknown, rcValues?: Record<string, unknown>) => {
    if (rcStd) {
      const rc = rcStd.validate(rcValues);
      if (rc.issues) return rc;
    }
    const checked = std.validate(input);
    if (checked.issues) return checked;
    const output = await rawExecute(checked.value);
    return std.validate(output);
  };
}

/**
 * The floor of invalid input, counting every validate call the reference's repair steps make:
 * the schema's own `validate` on the input, `calls` times.
 */
function invalidFloorOf(schema: any, calls: number) {
  const std = schema['~standard'];
  return async (input: unknown) => {
    let result: any;
    for (let i = 0; i < calls; i++) result = std.validate(input);
    return result;
  };
}

/**
 * How many times the reference's execute calls the schema's `~standard.validate` for `input`:
 * counted once, through an own `~standard` that counts, removed afterwards.
 */
async function referenceValidateCalls(schema: any, input: unknown): Promise<number> {
  const own = Object.getOwnPropertyDescriptor(schema, '~standard');
  const std = schema['~standard'];
  let calls = 0;
  const counting = { ...std, validate: (value: unknown) => (calls++, std.validate(value)) };
  Object.defineProperty(schema, '~standard', { value: counting, configurable: true, writable: true });
  try {
    await refCreateTool(toolOptions(schema) as any).execute!(input as any, undefined as any);
  } finally {
    if (own) Object.defineProperty(schema, '~standard', own);
    else delete schema['~standard'];
  }
  return calls;
}

/**
 * The floor of construction: the least a drop-in Tool is, a plain object with the tool's
 * 24 keys and a wrapper closure around execute (no schema normalisation, no validation).
 */
function plainTool(o: Record<string, any>) {
  const execute = o.execute;
  return {
    id: o.id,
    title: o.title,
    description: o.description,
    inputSchema: o.inputSchema,
    outputSchema: o.outputSchema,
    suspendSchema: o.suspendSchema,
    resumeSchema: o.resumeSchema,
    requestContextSchema: o.requestContextSchema,
    execute: (input: unknown, context: unknown) => execute(input, context),
    mastra: o.mastra,
    requireApproval: o.requireApproval || false,
    strict: o.strict,
    providerOptions: o.providerOptions,
    toModelOutput: o.toModelOutput,
    transform: o.transform,
    mcp: o.mcp,
    onInputStart: o.onInputStart,
    onInputDelta: o.onInputDelta,
    onInputAvailable: o.onInputAvailable,
    onOutput: o.onOutput,
    inputExamples: o.inputExamples,
    mcpMetadata: o.mcpMetadata,
    background: o.background,
    needsApprovalFn: undefined,
  };
}

function toolOptions(schema: any, extra?: Record<string, unknown>) {
  return { id: 'bench-tool', description: 'A benchmark tool', inputSchema: schema, outputSchema: schema, execute: rawExecute, ...extra };
}

/** Every case, in table order. */
export async function buildCases(toolwright: Toolwright): Promise<BenchCase[]> {
  const { createTool } = toolwright.tools;
  const { RequestContext } = toolwright.requestContext;
  const cases: BenchCase[] = [];
  for (const vendor of ['zod', 'valibot', 'arktype'] as const) {
    const schema = makers[vendor]('1 field');
    const options = toolOptions(schema);
    cases.push({
      group: 'construction',
      name: `${vendor}, 1 field`,
      floor: () => plainTool(options),
      toolwright: () => createTool(options as any),
      reference: () => refCreateTool(options as any),
    });
  }
  // A tool without schemas: what createTool itself costs, with no schema conversion to share.
  const bare = { id: 'bench-tool', description: 'A benchmark tool', execute: rawExecute };
  cases.push({
    group: 'construction',
    name: 'no schema',
    floor: () => plainTool(bare),
    toolwright: () => createTool(bare as any),
    reference: () => refCreateTool(bare as any),
  });
  for (const validity of ['valid', 'invalid'] as const) {
    for (const size of ['1 field', '50 fields', '1,000 items'] as const) {
      const data = inputs(size);
      for (const vendor of ['zod', 'valibot', 'arktype'] as const) {
        const schema = makers[vendor](size);
        const input = data[validity];
        const calls = validity === 'invalid' ? await referenceValidateCalls(schema, input) : undefined;
        const ours = createTool(toolOptions(schema) as any);
        const ref = refCreateTool(toolOptions(schema) as any);
        const floor = calls === undefined ? floorOf(schema) : invalidFloorOf(schema, calls);
        cases.push({
          group: `execute, ${validity} input`,
          name: `${vendor}, ${size}`,
          floorValidates: calls,
          floor: () => floor(input),
          toolwright: () => ours.execute!(input as any, undefined as any),
          reference: () => ref.execute!(input as any, undefined as any),
        });
      }
    }
  }

  // Request context: a context with two values; then a schema over it.
  const schema = zodSchema('1 field');
  const input = { city: 'Paris' };
  const entries: [string, string][] = [
    ['userId', 'u-1'],
    ['tier', 'pro'],
  ];
  const oursRc = new RequestContext(entries);
  const refRc = new RefRequestContext(entries);
  const floor = floorOf(schema);
  const ours = createTool(toolOptions(schema) as any);
  const ref = refCreateTool(toolOptions(schema) as any);
  cases.push({
    group: 'request context',
    name: 'zod, with a request context',
    floor: () => floor(input),
    toolwright: () => ours.execute!(input as any, { requestContext: oursRc } as any),
    reference: () => ref.execute!(input as any, { requestContext: refRc } as any),
  });
  const rcSchema = z.object({ userId: z.string(), tier: z.enum(['free', 'pro']) });
  const rcFloor = floorOf(schema, rcSchema);
  const rcValues = Object.fromEntries(entries);
  const oursRcs = createTool(toolOptions(schema, { requestContextSchema: rcSchema }) as any);
  const refRcs = refCreateTool(toolOptions(schema, { requestContextSchema: rcSchema }) as any);
  cases.push({
    group: 'request context',
    name: 'zod, with a requestContextSchema',
    // The values as a plain object made once: the floor must not depend on the code under
    // test (reading `all` from toolwright's RequestContext would time toolwright's `all`).
    floor: () => rcFloor(input, rcValues),
    toolwright: () => oursRcs.execute!(input as any, { requestContext: oursRc } as any),
    reference: () => refRcs.execute!(input as any, { requestContext: refRc } as any),
  });
  return cases;
}

/**
 * The runtime path (runToolCall with hooks and toModelOutput), when `src/runtime.ts` loads.
 * The reference runs this path only inside its agent loop, so there is no reference column.
 */
export async function buildRuntimeCases(toolwright: Toolwright): Promise<BenchCase[]> {
  const { createTool } = toolwright.tools;
  const runtime = toolwright.runtime;
  if (typeof runtime?.runToolCall !== 'function') return [];
  const schema = zodSchema('1 field');
  const floor = floorOf(schema);
  const tool = createTool({
    ...toolOptions(schema),
    toModelOutput: (output: unknown) => ({ type: 'json', value: output }),
    onInputAvailable: () => undefined,
    onOutput: () => undefined,
  } as any);
  const tools = { [tool.id]: tool };
  const input = { city: 'Paris' };
  const logger = { warn: () => undefined, error: () => undefined };
  let n = 0;
  const options = { logger, run: { runId: 'run-1', agentId: 'bench-agent' } };
  const call = (toolCallId: string) => ({ toolCallId, toolName: tool.id, args: input });
  // The row must time a call that runs the tool, its hooks and toModelOutput, not an error path.
  const check = await runtime.runToolCall(tools, call('probe'), options);
  if (check?.status !== 'completed' || check.modelOutput === undefined) {
    throw new Error(`bench: the runtime row's probe call did not succeed: ${JSON.stringify(check?.error ?? check?.status)}`);
  }
  return [
    {
      group: 'runtime',
      name: 'zod, runToolCall + hooks + toModelOutput',
      floor: () => floor(input),
      toolwright: () => runtime.runToolCall(tools, call(`call-${n++}`), options),
    },
    ...(await boundedOutputCases(toolwright)),
  ];
}

/** A tool result of a little over 1 MB of JSON: 10,000 rows of about 100 characters. */
const BULK_RESULT = { rows: Array.from({ length: 10_000 }, (_, i) => ({ id: i, sku: `SKU-${i}`, note: 'n'.repeat(70) })) };

/**
 * The cost of `modelOutputLimit` on a 1 MB result: the floor column is the same call without a
 * limit, so toolwright/floor is the bound's cost as a ratio. Absent for a tree whose runtime has
 * no `modelOutputLimit` (its probe call says nothing was cut).
 */
async function boundedOutputCases(toolwright: Toolwright): Promise<BenchCase[]> {
  const { createTool } = toolwright.tools;
  const runtime = toolwright.runtime!;
  const bulk = createTool({ id: 'bulk', description: 'Returns 1 MB', execute: async () => BULK_RESULT } as any);
  const tools = { bulk };
  const logger = { warn: () => undefined, error: () => undefined };
  const whole = { logger, runId: 'run-1' };
  const bounded = { ...whole, modelOutputLimit: 20_000 };
  let n = 0;
  const call = () => ({ toolCallId: `call-${n++}`, toolName: 'bulk', args: {} });
  const check = await runtime.runToolCall(tools, call(), bounded);
  if (check?.status !== 'completed')
    throw new Error(`bench: the bounded-output row's probe call did not succeed: ${JSON.stringify(check?.error ?? check?.status)}`);
  if (check.modelOutputTruncated === undefined) return [];
  return [
    {
      group: 'runtime',
      name: 'a 1 MB result, modelOutputLimit 20,000 (floor: the same call without a limit)',
      floor: () => runtime.runToolCall(tools, call(), whole),
      toolwright: () => runtime.runToolCall(tools, call(), bounded),
    },
  ];
}
