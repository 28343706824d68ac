// Deviation 17 (docs/compatibility.md): definitions the reference's createTool accepts silently
// and toolwright's refuses with a TypeError naming the option.
import { createTool as refCreateTool } from '@mastra/core/tools';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTool } from '../../src/tools';

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

  it('the reference ignores the misspelt option: its tool needs no approval', () => {
    expect((refCreateTool({ id: 't', description: 'd', requireAprovall: true } as never) as { requireApproval?: unknown }).requireApproval).toBe(false);
  });
});
