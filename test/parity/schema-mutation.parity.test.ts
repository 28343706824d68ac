// Whether making a tool changes the user's zod 4 schemas, and how: the reference marks every
// node it walks with a symbol and replaces each lazy's getter; toolwright does the same.
import { describe, expect, it } from 'vitest';
import * as zm from 'zod/mini';
import { z } from 'zod';
import { REF, OURS, type Side } from './support/harness';

function build(zod: 'classic' | 'mini') {
  if (zod === 'mini') {
    const lazy = zm.lazy(() => zm.object({ leaf: zm.string() }));
    const record = zm.record(zm.string(), zm.number());
    const root = zm.object({ record, list: zm.array(zm.string()), lazy, union: zm.union([zm.string(), zm.number()]), opt: zm.optional(zm.string()) });
    return { root, nodes: { root, record, lazy }, lazy };
  }
  const lazy = z.lazy(() => z.object({ leaf: z.string() }));
  const record = z.record(z.string(), z.number());
  const root = z.object({ record, list: z.array(z.string()), lazy, union: z.union([z.string(), z.number()]), opt: z.string().optional() });
  return { root, nodes: { root, record, lazy }, lazy };
}

/** What making a tool leaves on the schema objects: own symbol keys, and whether the getter changed. */
function observe(side: Side, zod: 'classic' | 'mini') {
  const { root, nodes, lazy } = build(zod);
  const getter = (lazy as any)._zod.def.getter;
  side.createTool({ id: 't', description: 'd', inputSchema: root, execute: async (input: unknown) => input });
  const symbols = Object.fromEntries(Object.entries(nodes).map(([name, node]) => [name, Object.getOwnPropertySymbols(node).length]));
  const replaced = (lazy as any)._zod.def.getter !== getter;
  // The replaced getter marks the inner schema it returns.
  const inner = (lazy as any)._zod.def.getter();
  return { symbols, replaced, innerMarked: Object.getOwnPropertySymbols(inner).length };
}

describe('creating a tool from zod 4 schemas mutates them as the reference does', () => {
  it.each(['classic', 'mini'] as const)('zod %s: every walked node gets one symbol key, and each lazy getter is replaced', (zod) => {
    const ref = observe(REF, zod);
    const ours = observe(OURS, zod);
    expect(ours).toEqual(ref);
    expect(ref.symbols).toEqual({ root: 1, record: 1, lazy: 1 });
    expect(ref.replaced).toBe(true);
  });

  it('a second tool from the same schema adds nothing', () => {
    for (const side of [REF, OURS]) {
      const { root } = build('classic');
      side.createTool({ id: 'a', description: 'd', inputSchema: root });
      const before = Object.getOwnPropertySymbols(root).length;
      side.createTool({ id: 'b', description: 'd', inputSchema: root });
      expect(Object.getOwnPropertySymbols(root).length).toBe(before);
    }
  });
});
