// Deviation 17 (docs/compatibility.md): definitions the reference's createTool accepts silently
// and toolwright's refuses with a TypeError naming the option.
import { createTool as refCreateTool } from '@mastra/core/tools';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTool } from '../../src/tools';
import { runMastra, TOOL_KEY } from './support/agent-harness';

const CASES: Array<[string, Record<string, unknown>, string]> = [
  ['no id', { description: 'd' }, 'createTool: id must be a string, not undefined'],
  ['a zod shape as inputSchema', { id: 't', description: 'd', inputSchema: { city: z.string() } }, 'inputSchema is an object of schemas'],
  ['execute that is not a function', { id: 't', description: 'd', execute: 'nope' }, 'execute must be a function, not string'],
  ['a hook that is not a function', { id: 't', description: 'd', onOutput: 1 }, 'onOutput must be a function, not number'],
  ['a misspelt requireApproval', { id: 't', description: 'd', requireAprovall: true }, 'did you mean `requireApproval`?'],
];

describe('deviation 17: broken definitions', () => {
  it.each(CASES)('%s: the reference accepts it, toolwright throws', (_name, opts, message) => {
    expect(() => refCreateTool(opts as never)).not.toThrow();
    expect(() => createTool(opts as never)).toThrow(TypeError);
    expect(() => createTool(opts as never)).toThrow(message);
  });

  it('an execute getter whose second read is not a function: the reference wraps that second value, and its tool throws when called', async () => {
    const flipping = () => {
      let reads = 0;
      return {
        id: 't',
        description: 'd',
        get execute() {
          reads += 1;
          return reads === 1 ? async () => 'ran' : null;
        },
      };
    };
    const ref = refCreateTool(flipping() as never);
    await expect(ref.execute!({} as never, undefined as never)).rejects.toThrow('originalExecute is not a function');
    expect(() => createTool(flipping() as never)).toThrow('createTool: execute must be a function, not null');
  });

  it('the reference ignores the misspelt option: its tool needs no approval', () => {
    expect((refCreateTool({ id: 't', description: 'd', requireAprovall: true } as never) as { requireApproval?: unknown }).requireApproval).toBe(false);
  });
});

// A generator as execute: the reference calls it and takes the generator object it returns as the
// result, so the body never runs and the model reads `{}`. toolwright refuses it at definition
// time and points to ctx.writer, which is how a tool streams progress.
describe('deviation 17: a generator function as execute', () => {
  const definition = (execute: unknown) => ({ id: TOOL_KEY, description: 'Weather', inputSchema: z.object({ location: z.string() }), execute });

  it('the reference runs the agent step without running the body: the model reads {}', async () => {
    const observation = await runMastra({
      name: 'async generator execute',
      tool: (create, rec) =>
        create(
          definition(async function* (input: unknown) {
            rec.push('execute', input);
            yield { progress: 50 };
            return { celsius: 21 };
          }),
        ),
    });
    expect(observation.events).toEqual([]);
    expect(observation.result).toEqual({});
    expect(observation.modelOutput).toEqual({ type: 'json', value: {} });
  });

  it.each([
    [
      'an async generator',
      async function* () {
        yield 1;
        return 2;
      },
      '[object AsyncGenerator]',
    ],
    [
      'a generator',
      function* () {
        yield 1;
        return 2;
      },
      '[object Generator]',
    ],
  ])('%s: the reference returns the unstarted generator; toolwright throws at definition time', async (_kind, execute, tag) => {
    const ref = refCreateTool(definition(execute) as never) as { execute: (input: unknown, ctx: unknown) => Promise<unknown> };
    expect(Object.prototype.toString.call(await ref.execute({ location: 'Paris' }, {}))).toBe(tag);
    expect(() => createTool(definition(execute) as never)).toThrow(new TypeError('createTool: execute is a generator: use ctx.writer'));
  });
});
