// createTool refuses definitions that could never work, with an error naming the option and
// what to write instead; everything the reference accepts on purpose stays accepted.
import * as v from 'valibot';
import { type as ark } from 'arktype';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTool, Tool } from '../../src/tools';

const base = { id: 'send', description: 'Sends a mail' };
const make = (extra: Record<string, unknown>) => () => createTool({ ...base, ...extra } as never);

function refusal(fn: () => unknown): TypeError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return error as TypeError;
  }
  throw new Error('expected a TypeError');
}

describe('createTool refuses broken definitions', () => {
  it('an id that is missing or not a string; an empty id stays accepted', () => {
    const missing = refusal(() => createTool({ description: 'd' } as never));
    expect(missing.message).toBe('createTool: id must be a string, not undefined');
    expect(refusal(() => createTool({ id: 42, description: 'd' } as never)).message).toBe('createTool: id must be a string, not number');
    expect(refusal(() => new Tool({ id: null, description: 'd' } as never)).message).toBe('createTool: id must be a string, not object');
    expect(createTool({ id: '', description: 'd' }).id).toBe('');
  });

  it('a generator as execute (or a hook), in every spelling (method, bound, new Tool); async functions and arrows stay accepted', () => {
    const method = {
      async *execute() {
        yield 1;
      },
    };
    function* sync() {
      yield 1;
    }
    for (const execute of [method.execute, method.execute.bind(method), sync]) {
      expect(refusal(make({ execute })).message).toBe('createTool: execute is a generator: use ctx.writer');
      expect(refusal(() => new Tool({ ...base, execute } as never)).message).toBe('createTool: execute is a generator: use ctx.writer');
    }
    // A hook's body would never run either.
    expect(refusal(make({ onOutput: sync })).message).toBe('createTool: onOutput is a generator: use ctx.writer');
    expect(typeof createTool({ ...base, execute: async () => 1 }).execute).toBe('function');
    expect(typeof createTool({ ...base, execute: (() => 1) as never }).execute).toBe('function');
  });

  it.each([
    ['zod', { city: z.string() }],
    ['valibot', { city: v.string() }],
    ['arktype', { city: ark('string') }],
  ])('a %s shape as a schema option: wrap it in z.object', (_lib, shape) => {
    for (const option of ['inputSchema', 'outputSchema', 'suspendSchema', 'resumeSchema', 'requestContextSchema']) {
      expect(refusal(make({ [option]: shape })).message).toBe(`createTool: ${option} is an object of schemas: wrap it in \`z.object({...})\``);
    }
  });

  it('a JSON Schema object and real schemas stay accepted', () => {
    expect(() => make({ inputSchema: z.object({ city: z.string() }) })()).not.toThrow();
    expect(() => make({ inputSchema: ark({ city: 'string' }) })()).not.toThrow();
    expect(() => make({ requestContextSchema: { type: 'object', properties: { user: { type: 'string' } } } })()).not.toThrow();
  });

  it.each(['execute', 'toModelOutput', 'onInputStart', 'onInputDelta', 'onInputAvailable', 'onOutput'])('%s that is not a function', (option) => {
    expect(refusal(make({ [option]: 'nope' })).message).toBe(`createTool: ${option} must be a function, not string`);
    expect(() => make({ [option]: undefined })()).not.toThrow();
  });

  it('a misspelt option: did you mean …?', () => {
    expect(refusal(make({ requireAprovall: true })).message).toBe('createTool: requireAprovall is not an option: did you mean `requireApproval`?');
    expect(refusal(make({ inputschema: z.object({}) })).message).toContain('did you mean `inputSchema`?');
    expect(refusal(make({ excute: async () => 1 })).message).toContain('did you mean `execute`?');
    expect(refusal(make({ needsApproval: true })).message).toContain('did you mean `requireApproval`?');
    expect(refusal(make({ onOutputs: () => {} })).message).toContain('did you mean `onOutput`?');
  });

  it('other unknown options stay accepted, as the reference accepts them', () => {
    for (const extra of [{ x: 1 }, { ids: 'a' }, { mcps: {} }, { version: 2 }, { metadata: {} }, { tags: ['a'] }]) {
      expect(() => make(extra)()).not.toThrow();
    }
  });
});
