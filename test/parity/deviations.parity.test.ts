// Deliberate deviations (docs/compatibility.md). Each test runs the scenario through both libraries,
// asserts the reference's behaviour as observed, and asserts toolwright's.
import { describe, expect, it } from 'vitest';
import { MissingJSONSchemaError } from '../../src/index';
import { OURS, REF, both, customSchema, runSide, toStandardJsonSchema, v, z4, ark, type Side } from './support/harness';

describe('1. raw valibot schema (no JSON Schema extension)', () => {
  const scenario = async (s: Side) => {
    const tool = s.createTool({ id: 'raw', inputSchema: v.object({ a: v.string() }), execute: async (x: any) => ({ got: x }) });
    return tool.execute({ a: 1 });
  };

  it('reference lets {a:1} through a {a: string} schema; toolwright returns valibot issues', async () => {
    const { ref, ours } = await both(scenario);
    expect(ref).toEqual({ ok: { got: { a: 1 } } });
    expect('ok' in ours && ours.ok.error).toBe(true);
    const ok = (ours as any).ok;
    expect(ok.message).toContain('Tool input validation failed for raw');
    expect(ok.message).toContain('- a: Invalid type: Expected string but received 1');
    expect(ok.validationErrors).toEqual({ errors: [], fields: { a: { errors: ['Invalid type: Expected string but received 1'], fields: {} } } });
  });

  it('valid input passes on both', async () => {
    const { ref, ours } = await both(async (s) =>
      s.createTool({ id: 'raw', inputSchema: v.object({ a: v.string() }), execute: async (x: any) => x }).execute({ a: 'x', extra: 1 }),
    );
    expect(ref).toEqual({ ok: { a: 'x', extra: 1 } });
    expect(ours).toEqual({ ok: { a: 'x' } }); // valibot strips unknown keys
  });

  it('reference rejects a non-object with Ajv "must be object"; toolwright with valibot message', async () => {
    const { ref, ours } = await both(async (s) =>
      s.createTool({ id: 'raw', inputSchema: v.object({ a: v.string() }), execute: async (x: any) => x }).execute('str'),
    );
    expect((ref as any).ok.message).toContain('- root: must be object');
    expect((ours as any).ok.message).toContain('- root: Invalid type: Expected Object but received "str"');
  });

  it('JSON Schema: reference serialises valibot internals; toolwright throws MissingJSONSchemaError', async () => {
    const ref = await runSide(REF, (s) => s.standardSchemaToJSONSchema(s.toStandardSchema(v.object({ a: v.string() })), { io: 'input' }));
    // observed: valibot's own object, serialised (kind 'schema', type 'object', entries, ...)
    expect('ok' in ref && ref.ok.kind).toBe('schema');
    expect('ok' in ref && ref.ok.type).toBe('object');
    expect('ok' in ref && Object.keys(ref.ok.entries)).toEqual(['a']);
    let thrown: any;
    try {
      OURS.standardSchemaToJSONSchema(OURS.toStandardSchema(v.object({ a: v.string() })), { io: 'input' });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(MissingJSONSchemaError);
    expect(thrown.message).toContain('toStandardJsonSchema');
  });

  it('wrapped valibot behaves the same on both sides', async () => {
    const { ref, ours } = await both(async (s) =>
      s.createTool({ id: 'w', inputSchema: toStandardJsonSchema(v.object({ a: v.string() })), execute: async (x: any) => x }).execute({ a: 1 }),
    );
    expect(ours).toEqual(ref);
    expect((ref as any).ok.error).toBe(true);
  });
});

describe('2. request-context validators returning value and issues', () => {
  const cases: Array<[string, () => any, () => Record<string, unknown>]> = [
    ['valibot minLength', () => toStandardJsonSchema(v.object({ userId: v.pipe(v.string(), v.minLength(3)) })), () => ({ userId: 'ab' })],
    ['valibot wrong type', () => toStandardJsonSchema(v.object({ userId: v.string() })), () => ({ userId: 5 })],
    ['custom value+issues', () => customSchema((x: any) => ({ value: x, issues: [{ message: 'nope', path: ['userId'] }] })), () => ({ userId: 'x' })],
  ];
  it.each(cases)('%s: reference runs the tool, toolwright returns a request-context error', async (_n, mk, entries) => {
    const { ref, ours } = await both(async (s) => {
      let ran = false;
      const r = await s
        .createTool({
          id: 'rc',
          requestContextSchema: mk(),
          execute: async () => {
            ran = true;
            return 'ran';
          },
        })
        .execute({}, { requestContext: new s.RequestContext(entries()) });
      return { r, ran };
    });
    expect(ref).toEqual({ ok: { r: 'ran', ran: true } });
    const o = (ours as any).ok;
    expect(o.ran).toBe(false);
    expect(o.r.error).toBe(true);
    expect(o.r.message).toMatch(/^Request context validation failed for rc\. Please fix the following errors and try again:\n- userId: /);
  });

  it('valid valibot request context: same on both', async () => {
    const { ref, ours } = await both(async (s) => {
      let all: any;
      const r = await s
        .createTool({
          id: 'rc',
          requestContextSchema: toStandardJsonSchema(v.object({ userId: v.string() })),
          execute: async (_d: any, c: any) => {
            all = c.requestContext.all;
            return 'ran';
          },
        })
        .execute({}, { requestContext: new s.RequestContext({ userId: 'abc', x: 1 }) });
      return { r, all };
    });
    expect(ours).toEqual(ref);
  });
});

describe('3. cyclic input with an inputSchema', () => {
  const mk = () => {
    const o: any = { a: 'x', inner: { b: 1 } };
    o.inner.back = o;
    return o;
  };
  it('reference throws RangeError; toolwright returns a ValidationError naming the cycle path', async () => {
    const { ref, ours } = await both(async (s) =>
      s.createTool({ id: 'cyc', inputSchema: z4.object({ a: z4.string() }).passthrough(), execute: async () => 'ran' }).execute(mk()),
    );
    expect(ref).toEqual({ throws: { name: 'RangeError', message: 'Maximum call stack size exceeded' } });
    const o = (ours as any).ok;
    expect(o.error).toBe(true);
    expect(o.message).toContain('- inner.back: Circular reference');
  });
  it('without inputSchema, or when resuming, cyclic input reaches execute on both', async () => {
    const { ref, ours } = await both(async (s) => {
      const input = mk();
      const seen: boolean[] = [];
      await s
        .createTool({
          id: 'c',
          execute: async (x: any) => {
            seen.push(x === input);
          },
        })
        .execute(input);
      await s
        .createTool({
          id: 'c',
          inputSchema: z4.object({ a: z4.number() }),
          execute: async (x: any) => {
            seen.push(x === input);
          },
        })
        .execute(input, { resumeData: { r: 1 } });
      return seen;
    });
    expect(ref).toEqual({ ok: [true, true] });
    expect(ours).toEqual(ref);
  });
});

describe('4. issue paths through Object.prototype names', () => {
  const cases: Array<[string, () => any, () => any]> = [
    ['zod constructor field', () => z4.object({ constructor: z4.string() }), () => ({ constructor: 1 })],
    ['custom path constructor', () => customSchema(() => ({ issues: [{ message: 'bad', path: ['constructor'] }] })), () => ({})],
    ['custom path toString', () => customSchema(() => ({ issues: [{ message: 'bad', path: ['toString'] }] })), () => ({})],
    ['custom path __proto__', () => customSchema(() => ({ issues: [{ message: 'bad', path: ['__proto__'] }] })), () => ({})],
    ['custom path __proto__.x', () => customSchema(() => ({ issues: [{ message: 'bad', path: ['__proto__', 'x'] }] })), () => ({})],
    ['custom nested hasOwnProperty', () => customSchema(() => ({ issues: [{ message: 'bad', path: ['a', 'hasOwnProperty'] }] })), () => ({})],
  ];
  it.each(cases)('%s: reference throws TypeError; toolwright returns a proper tree', async (_n, mkSchema, input) => {
    const { ref, ours } = await both(async (s) => s.createTool({ id: 'p', inputSchema: mkSchema(), execute: async () => 'ran' }).execute(input()));
    expect('throws' in ref && ref.throws.name).toBe('TypeError');
    expect((ref as any).throws.message).toMatch(/^Cannot read properties of undefined/);
    const o = (ours as any).ok;
    expect(o.error).toBe(true);
    // walk the tree along own properties
    const path = o.message.split('\n')[1].replace(/^- /, '').split(': ')[0].split('.');
    let node = o.validationErrors;
    for (const seg of path) {
      expect(Object.prototype.hasOwnProperty.call(node.fields, seg)).toBe(true);
      node = node.fields[seg];
    }
    expect(node.errors.length).toBeGreaterThan(0);
  });

  it('output validation with a constructor path: same split', async () => {
    const { ref, ours } = await both(async (s) =>
      s.createTool({ id: 'p', outputSchema: z4.object({ constructor: z4.string() }), execute: async () => ({ constructor: 1 }) }).execute({}),
    );
    expect('throws' in ref && ref.throws.name).toBe('TypeError');
    expect((ours as any).ok.validationErrors.fields.constructor).toEqual({ errors: ['Invalid input: expected string, received number'], fields: {} });
  });
});

describe('5. validate returning {} (neither value nor issues)', () => {
  it.each([
    ['inputSchema', 'filter'],
    ['resumeSchema', 'filter'],
    ['outputSchema', 'map'],
    ['suspendSchema', 'map'],
  ])('%s: reference crashes with a TypeError; toolwright returns an error with no issue lines', async (field, prop) => {
    const { ref, ours } = await both(async (s) =>
      s
        .createTool({
          id: 'e',
          [field]: customSchema(() => ({})),
          execute: async (_d: any, c: any) => {
            await c.suspend?.({ p: 1 });
            return { o: 1 };
          },
        })
        .execute({}, { suspend: async () => undefined, resumeData: field === 'resumeSchema' ? { r: 1 } : undefined }),
    );
    expect('throws' in ref && ref.throws.name).toBe('TypeError');
    // observed: input/resume validation crashes reading `filter` (the null-path step), output/suspend reading `map`
    expect((ref as any).throws.message).toBe(`Cannot read properties of undefined (reading '${prop}')`);
    const o = (ours as any).ok;
    expect(o.error).toBe(true);
    expect(o.message.split('\n')[1]).toBe('');
    expect(o.validationErrors).toEqual({ errors: [], fields: {} });
  });

  it('{issues: []} is a failure with an empty line on both', async () => {
    const { ref, ours } = await both(async (s) =>
      s.createTool({ id: 'e', outputSchema: customSchema(() => ({ issues: [] })), execute: async () => 1 }).execute({}),
    );
    expect(ours).toEqual(ref);
    expect((ref as any).ok.error).toBe(true);
  });
});

describe('6. cyclic request-context values in a failing validation', () => {
  it('reference: RangeError during redaction; toolwright prints [Circular]', async () => {
    const { ref, ours } = await both(async (s) => {
      const circ: any = { name: 'c' };
      circ.self = circ;
      return s
        .createTool({ id: 'rc', requestContextSchema: z4.object({ userId: z4.string() }), execute: async () => 'ran' })
        .execute({}, { requestContext: new s.RequestContext({ circ }) });
    });
    expect(ref).toEqual({ throws: { name: 'RangeError', message: 'Maximum call stack size exceeded' } });
    const o = (ours as any).ok;
    expect(o.error).toBe(true);
    expect(o.message).toContain('[Circular]');
  });
});

describe('no copy of valid input (not observable through values)', () => {
  it.each([
    ['json schema', () => ({ type: 'object', properties: { a: { type: 'string' } } })],
    ['arktype', () => ark({ a: 'string' })],
  ] as const)('%s: reference passes a copy; toolwright may pass the caller object (values equal)', async (_n, mk) => {
    const { ref, ours } = await both(async (s) => {
      const input = { a: 'x', nested: { b: [1] } };
      let seen: any;
      await s
        .createTool({
          id: 'c',
          inputSchema: mk(),
          execute: async (x: any) => {
            seen = x;
          },
        })
        .execute(input);
      return { same: seen === input, value: seen };
    });
    expect((ref as any).ok.same).toBe(false);
    expect((ours as any).ok.value).toEqual((ref as any).ok.value);
    expect(typeof (ours as any).ok.same).toBe('boolean');
  });
});

describe('14. deeply nested input, resume data and request-context values', () => {
  const chain = (depth: number, leaf: unknown = 1): any => {
    let value: any = leaf;
    for (let i = 0; i < depth; i++) value = { c: value };
    return value;
  };
  const DEEP = 10_000;
  type Node = { c: Node | null };

  it('an unchecked deep field: reference RangeError; toolwright runs execute', async () => {
    const { ref, ours } = await both(async (s) =>
      s
        .createTool({ id: 'x', inputSchema: z4.object({ name: z4.string(), data: z4.unknown() }), execute: async () => 'ok' })
        .execute({ name: 'x', data: chain(DEEP) }),
    );
    expect(ref).toEqual({ throws: { name: 'RangeError', message: 'Maximum call stack size exceeded' } });
    expect(ours).toEqual({ ok: 'ok' });
  });

  it('a recursive schema whose validator overflows: reference RangeError; toolwright a ValidationError', async () => {
    const node: any = z4.lazy(() => z4.object({ c: node.nullable() }));
    const scenario = (depth: number) => async (s: Side) => s.createTool({ id: 'x', inputSchema: node, execute: async () => 'ok' }).execute(chain(depth, null));
    const deep = await both(scenario(DEEP));
    expect(deep.ref).toEqual({ throws: { name: 'RangeError', message: 'Maximum call stack size exceeded' } });
    const o = (deep.ours as any).ok;
    expect(o.error).toBe(true);
    expect(o.message).toContain(
      'Tool input validation failed for x. Please fix the following errors and try again:\n- root: The value is nested too deeply to validate',
    );
    expect(o.message).toContain('... (truncated)');
    expect(o.validationErrors.errors[0]).toMatch(/nested too deeply to validate/);
    // Shallow input: both validate it and agree.
    const shallow = await both(scenario(50));
    expect(shallow.ours).toEqual(shallow.ref);
    expect(shallow.ref).toEqual({ ok: 'ok' });
  });

  it('deep request-context values in a failing validation: reference RangeError; toolwright the ValidationError', async () => {
    const { ref, ours } = await both(async (s) =>
      s.createTool({ id: 'rc', requestContextSchema: z4.object({ n: z4.number(), data: z4.unknown() }), execute: async () => 'ran' }).execute(
        {},
        {
          requestContext: new s.RequestContext([
            ['n', 'x'],
            ['data', chain(DEEP)],
          ]),
        },
      ),
    );
    expect(ref).toEqual({ throws: { name: 'RangeError', message: 'Maximum call stack size exceeded' } });
    const o = (ours as any).ok;
    expect(o.error).toBe(true);
    expect(o.message).toContain('- n: ');
  });

  it('a recursive output schema (valibot): reference RangeError; toolwright a ValidationError', async () => {
    // (zod 4 turns the overflow into a rejected promise; the reference then leaves it unhandled.)
    const node: v.GenericSchema<Node> = v.object({ c: v.nullable(v.lazy(() => node)) });
    const { ref, ours } = await both(async (s) => s.createTool({ id: 'o', outputSchema: node, execute: async () => chain(DEEP, null) }).execute({}));
    expect('throws' in ref && ref.throws.name).toBe('RangeError');
    expect((ours as any).ok.message).toContain(
      'Tool output validation failed for o. The tool returned invalid output:\n- root: The value is nested too deeply to validate',
    );
  });
});

describe('15. serializeForSpan with circular or deeply nested plain values', () => {
  const circular = (): any => {
    const value: any = { a: 1 };
    value.self = value;
    return value;
  };
  const chain = (depth: number): any => {
    let value: any = 1;
    for (let i = 0; i < depth; i++) value = { c: value };
    return value;
  };

  it('reference keeps them by reference, so JSON.stringify of the result throws; toolwright bounds them', () => {
    for (const value of [circular(), chain(10_000)]) {
      const ref = new REF.RequestContext([['v', value]]).serializeForSpan();
      expect(ref.v).toBe(value);
      expect(() => JSON.stringify(ref)).toThrow();
      const ours = new OURS.RequestContext([['v', value]]).serializeForSpan();
      expect(ours.v).not.toBe(value);
      expect(typeof JSON.stringify(ours)).toBe('string');
    }
    expect(new OURS.RequestContext([['v', circular()]]).serializeForSpan()).toEqual({ v: { a: 1, self: '[Circular]' } });
  });

  it('plain values within bounds are kept by reference on both sides', () => {
    const value = { a: [1, { b: 'x' }], n: null };
    const ref = new REF.RequestContext([
      ['v', value],
      ['s', 'text'],
      ['d', new Date(0)],
    ]).serializeForSpan();
    const ours = new OURS.RequestContext([
      ['v', value],
      ['s', 'text'],
      ['d', new Date(0)],
    ]).serializeForSpan();
    expect(ref.v).toBe(value);
    expect(ours.v).toBe(value);
    expect(ours).toEqual(ref);
  });
});

describe('20. request-context secrets in the validation text the model reads', () => {
  // A request context built from an incoming HTTP request carries its headers.
  const headers = {
    userId: 5,
    'x-api-key': 'sk-live-9c1e',
    cookie: 'session=4f7a2b',
    'set-cookie': 'refresh=8d2c',
    'x-session-passwd': 'hunter2',
    apiKey: 'k-both',
    region: 'eu',
  };
  const scenario = async (s: Side) =>
    s
      .createTool({ id: 'scoped', requestContextSchema: z4.object({ userId: z4.string() }), execute: async () => 'ran' })
      .execute({}, { requestContext: new s.RequestContext(Object.entries(headers) as never) });

  it('reference: only its own words (apiKey, …) are redacted, x-api-key and cookie values reach the text; toolwright redacts the logger list', async () => {
    const { ref, ours } = await both(scenario);
    const refText = (ref as any).ok.message as string;
    const ourText = (ours as any).ok.message as string;
    expect(refText).toContain('Provided request context');
    for (const value of ['sk-live-9c1e', 'session=4f7a2b', 'refresh=8d2c', 'hunter2']) expect(refText).toContain(value);
    expect(refText).not.toContain('k-both');
    expect(ourText).toContain('Provided request context');
    for (const value of ['sk-live-9c1e', 'session=4f7a2b', 'refresh=8d2c', 'hunter2', 'k-both']) expect(ourText).not.toContain(value);
    for (const key of ['x-api-key', 'cookie', 'set-cookie', 'x-session-passwd', 'apiKey']) expect(ourText).toContain(`"${key}": "[REDACTED]"`);
    // What is not a secret reads the same on both sides.
    expect(ourText).toContain('"region": "eu"');
    expect(refText).toContain('"region": "eu"');
    expect(ourText.split('\n')[0]).toBe(refText.split('\n')[0]);
  });
});
