import { describe, expect, it } from 'vitest';
import { LIBS, S, expectParity, parityValue, z4, zm, zv3, z3pkg, v, toStandardJsonSchema, ark, aiJsonSchema, type Side } from './support/harness';

const weather = S.object({ location: S.string });

/** Everything observable about a freshly constructed tool. */
function describeTool(s: Side, tool: any, opts: any = {}) {
  return {
    keys: Object.keys(tool),
    ownNames: Object.getOwnPropertyNames(tool),
    symbols: Object.getOwnPropertySymbols(tool).map((x) => x.description),
    marker: tool[s.MASTRA_TOOL_MARKER],
    markerDescriptor: Object.getOwnPropertyDescriptor(tool, s.MASTRA_TOOL_MARKER),
    markerIsGlobal: s.MASTRA_TOOL_MARKER === Symbol.for('mastra.core.tool.Tool'),
    protoNames: Object.getOwnPropertyNames(Object.getPrototypeOf(tool)),
    isInstance: tool instanceof s.Tool,
    json: JSON.stringify(tool),
    requireApproval: typeof tool.requireApproval === 'function' ? '$fn' : tool.requireApproval,
    requireApprovalSame: tool.requireApproval === opts.requireApproval,
    needsApprovalFn: tool.needsApprovalFn,
    executeType: typeof tool.execute,
    executeSame: tool.execute === opts.execute,
    inputSame: tool.inputSchema === opts.inputSchema,
    outputSame: tool.outputSchema === opts.outputSchema,
    suspendSame: tool.suspendSchema === opts.suspendSchema,
    resumeSame: tool.resumeSchema === opts.resumeSchema,
    rcSame: tool.requestContextSchema === opts.requestContextSchema,
    inputVendor: tool.inputSchema?.['~standard']?.vendor,
    inputHasJson: typeof tool.inputSchema?.['~standard']?.jsonSchema?.input,
    inputProtoIsSchema: tool.inputSchema ? Object.getPrototypeOf(tool.inputSchema) === opts.inputSchema : undefined,
    inputCtor: tool.inputSchema?.constructor?.name === 'Object' ? 'Object' : typeof tool.inputSchema,
  };
}

describe('construction: keys, marker, defaults', () => {
  const optionSets: Array<[string, () => any]> = [
    ['empty id, nothing else', () => ({ id: '' })],
    ['id + description', () => ({ id: 'a', description: 'd' })],
    ['with execute', () => ({ id: 'a', description: 'd', execute: async () => 1 })],
    ['title', () => ({ id: 'a', title: 'T', description: 'd' })],
    ['unknown keys dropped', () => ({ id: 'a', description: 'd', foo: 1, bar: { x: 1 } })],
    ['requireApproval true', () => ({ id: 'a', requireApproval: true })],
    ['requireApproval false', () => ({ id: 'a', requireApproval: false })],
    ['requireApproval 0', () => ({ id: 'a', requireApproval: 0 })],
    ["requireApproval ''", () => ({ id: 'a', requireApproval: '' })],
    ['requireApproval null', () => ({ id: 'a', requireApproval: null })],
    ["requireApproval 'yes'", () => ({ id: 'a', requireApproval: 'yes' })],
    ['requireApproval 1', () => ({ id: 'a', requireApproval: 1 })],
    ['requireApproval fn', () => ({ id: 'a', requireApproval: async () => true })],
    ['needsApprovalFn ignored', () => ({ id: 'a', needsApprovalFn: () => true })],
    [
      'all pass-through fields',
      () => ({
        id: 'a',
        description: 'd',
        mastra: { m: 1 },
        strict: true,
        providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
        toModelOutput: () => 'x',
        transform: { display: () => 1 },
        mcp: { annotations: { title: 'x' } },
        mcpMetadata: { serverName: 's' },
        background: { enabled: true },
        onInputStart: () => {},
        onInputDelta: () => {},
        onInputAvailable: () => {},
        onOutput: () => {},
        inputExamples: [{ input: { a: 1 } }],
      }),
    ],
    ['falsy schemas', () => ({ id: 'a', inputSchema: null, outputSchema: 0, suspendSchema: '', resumeSchema: undefined })],
    ['falsy execute', () => ({ id: 'a', execute: null })],
    ['falsy execute 0', () => ({ id: 'a', execute: 0 })],
    ['requestContextSchema kept raw (json)', () => ({ id: 'a', requestContextSchema: { type: 'object', properties: {} } })],
    ['requestContextSchema kept raw (zod)', () => ({ id: 'a', requestContextSchema: z4.object({ u: z4.string() }) })],
  ];
  it.each(optionSets)('%s', async (_name, make) => {
    await parityValue((s) => {
      const opts = make();
      return { create: describeTool(s, s.createTool(opts), opts), klass: describeTool(s, new s.Tool(make()), make()) };
    });
  });

  it('pass-through fields are copied by reference', async () => {
    await parityValue((s) => {
      const opts: any = {
        id: 'a',
        mastra: {},
        providerOptions: {},
        toModelOutput: () => 1,
        transform: {},
        mcp: {},
        mcpMetadata: {},
        background: {},
        onInputStart: () => {},
        onInputDelta: () => {},
        onInputAvailable: () => {},
        onOutput: () => {},
        inputExamples: [],
        strict: {},
      };
      const tool = s.createTool(opts);
      return Object.fromEntries(Object.keys(opts).map((k) => [k, tool[k] === opts[k]]));
    });
  });

  it('marker detection via isVercelTool', async () => {
    await parityValue((s) => [
      s.isVercelTool(s.createTool({ id: 'a', inputSchema: z4.object({}) })),
      s.isVercelTool({ [s.MASTRA_TOOL_MARKER]: false, parameters: {} }),
      s.isVercelTool({ parameters: {} }),
      s.isVercelTool({ inputSchema: {}, execute: () => 1 }),
      s.isVercelTool(null),
    ]);
  });

  it('execute is bound (destructured call works) and returns a Promise for sync execute', async () => {
    await parityValue(async (s) => {
      const tool = s.createTool({
        id: 'a',
        execute: function (this: any, x: any) {
          return { x, thisType: typeof this };
        },
      });
      const { execute } = tool;
      const p = execute(5);
      return { isPromise: p instanceof Promise, value: await p };
    });
  });
});

describe('schema identity and wrapping per library', () => {
  it.each(LIBS.map((l) => [l.name, l] as const))('%s', async (_n, lib) => {
    await parityValue((s) => {
      const opts = {
        id: 'w',
        inputSchema: lib.build(weather),
        outputSchema: lib.build(weather),
        suspendSchema: lib.build(weather),
        resumeSchema: lib.build(weather),
        requestContextSchema: lib.build(weather),
      };
      return describeTool(s, s.createTool(opts), opts);
    });
  });

  const extra: Array<[string, () => any]> = [
    ['raw zod4 string', () => z4.string()],
    ['zod/mini string', () => zm.string()],
    ['zod/v3 string', () => zv3.string()],
    ['zod3 pkg string', () => z3pkg.string()],
    ['valibot wrapped string', () => toStandardJsonSchema(v.string())],
    ['arktype string', () => ark('string')],
    ['ai jsonSchema', () => aiJsonSchema({ type: 'string' })],
    ['empty object', () => ({})],
    ['json schema array', () => ({ type: 'array', items: { type: 'number' } })],
  ];
  it.each(extra)('%s', async (_n, make) => {
    await parityValue((s) => {
      const opts = { id: 'x', inputSchema: make() };
      return describeTool(s, s.createTool(opts), opts);
    });
  });

  it('schema wrapped twice by two tools: same for native, different for wrappers', async () => {
    await parityValue((s) => {
      const out: Record<string, boolean> = {};
      for (const lib of LIBS) {
        const schema = lib.build(weather);
        out[lib.name] = s.createTool({ id: 'a', inputSchema: schema }).inputSchema === s.createTool({ id: 'b', inputSchema: schema }).inputSchema;
      }
      return out;
    });
  });
});

describe('construction throws', () => {
  const bad: Array<[string, () => any]> = [
    ['string', () => 'x'],
    ['number', () => 42],
    ['boolean true', () => true],
    ['function', () => () => 1],
    ['class', () => class A {}],
    ['symbol', () => Symbol('s')],
    ['bigint', () => 10n],
  ];
  for (const field of ['inputSchema', 'outputSchema', 'suspendSchema', 'resumeSchema'] as const) {
    it.each(bad)(`${field}: %s`, async (_n, make) => {
      const ref = await expectParity((s) => s.createTool({ id: 'a', [field]: make() }));
      expect('throws' in ref).toBe(true);
    });
  }
  it.each(bad)('requestContextSchema is not converted at construction: %s', async (_n, make) => {
    await parityValue((s) => Object.keys(s.createTool({ id: 'a', requestContextSchema: make() })));
  });
});

describe('JSON.stringify and missing execute', () => {
  it.each([
    ['plain', () => ({ id: 'a', description: 'd', execute: async () => 1 })],
    ['with zod schema', () => ({ id: 'a', description: 'd', inputSchema: z4.object({ a: z4.string() }) })],
    ['with json schema', () => ({ id: 'a', inputSchema: { type: 'object', properties: { a: { type: 'string' } } } })],
    ['with title/strict', () => ({ id: 'a', title: 't', strict: false, requireApproval: true })],
    ['with mcp', () => ({ id: 'a', mcp: { annotations: { readOnlyHint: true } }, inputExamples: [{ input: {} }] })],
  ] as const)('%s', async (_n, make) => {
    await parityValue((s) => {
      const t = s.createTool(make());
      return { json: JSON.stringify(t), execute: t.execute };
    });
  });

  it('later mutation of schemas is read at call time; plain JSON schema assigned later is ignored', async () => {
    await parityValue(async (s) => {
      const tool = s.createTool({ id: 'm', execute: async (x: any) => x });
      const r1 = await tool.execute({ a: 1 });
      tool.inputSchema = s.toStandardSchema(z4.object({ a: z4.string() }));
      const r2 = await tool.execute({ a: 1 });
      tool.inputSchema = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };
      const r3 = await tool.execute({ a: 1 });
      tool.id = 'renamed';
      tool.outputSchema = z4.number();
      const r4 = await tool.execute('x');
      return { r1, r2, r3, r4 };
    });
  });
});

describe('the reads of a schema that carries its own JSON Schema', () => {
  /** A Proxy over `schema` that logs each `has` and each `get` of a public key, in order. */
  function traced(schema: object, log: string[]): object {
    return new Proxy(schema, {
      has(target, key) {
        log.push(`has ${String(key)}`);
        return Reflect.has(target, key);
      },
      get(target, key, receiver) {
        if (typeof key === 'string' && !key.startsWith('_')) log.push(`get ${key}`);
        return Reflect.get(target, key, receiver);
      },
    });
  }

  it.each([
    ['zod 4', () => z4.object({ a: z4.string() })],
    ['valibot with toStandardJsonSchema', () => toStandardJsonSchema(v.object({ a: v.string() }))],
    ['arktype', () => ark({ a: 'string' })],
  ])('%s: createTool reads the schema option as the reference does, in the same order', async (_name, make) => {
    await parityValue((s) => {
      const log: string[] = [];
      s.createTool({ id: 't', description: 'd', inputSchema: traced(make(), log), outputSchema: traced(make(), log), execute: async () => ({}) });
      return log;
    });
  });
});
