import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';

// The engine completes its own context in place for createTool's steps; the tool must see what a
// copy would give it, and a caller's own wrapper must never see the object change.
describe('the execute context the engine builds for a createTool tool', () => {
  function inner(seen: Record<string, unknown>[]) {
    return createTool({
      id: 't',
      description: 'd',
      inputSchema: z.object({ a: z.number() }),
      execute: async ({ a }, ctx) => {
        seen.push(ctx as Record<string, unknown>);
        return { a, writer: typeof (ctx as { writer?: { write?: unknown } }).writer?.write };
      },
    });
  }

  it('gives the tool the same keys, in the same order, called directly or through a wrapper', async () => {
    const direct: Record<string, unknown>[] = [];
    const record = await runToolCall({ t: inner(direct) }, { toolCallId: 'c', toolName: 't', args: { a: 1 } });
    expect(record.result).toEqual({ a: 1, writer: 'function' });

    const wrapped: Record<string, unknown>[] = [];
    const tool = inner(wrapped);
    let given: Record<string, unknown> | undefined;
    let keysBefore: string[] = [];
    const wrapper = {
      id: 't',
      inputSchema: tool.inputSchema,
      execute: async (input: unknown, ctx: Record<string, unknown>) => {
        given = ctx;
        keysBefore = Object.keys(ctx);
        const agentBefore = ctx['agent'];
        const out = await tool.execute!(input as { a: number }, ctx as never);
        // The wrapper's own context object is left as it was.
        expect(Object.keys(ctx)).toEqual(keysBefore);
        expect(ctx['agent']).toBe(agentBefore);
        return out;
      },
    };
    const viaWrapper = await runToolCall({ t: wrapper }, { toolCallId: 'c', toolName: 't', args: { a: 2 } });
    expect(viaWrapper.status).toBe('completed');
    expect(viaWrapper.result).toEqual({ a: 2, writer: 'function' });
    expect(wrapped[0]).not.toBe(given);
    expect(Object.keys(direct[0]!)).toEqual(Object.keys(wrapped[0]!));
    expect(Object.keys(direct[0]!['agent'] as object)).toEqual(Object.keys(wrapped[0]!['agent'] as object));
    expect(keysBefore).not.toContain('workflow');
  });

  it('a suspend from the in-place context still records the payload and validates it', async () => {
    const tool = createTool({
      id: 's',
      description: 'd',
      suspendSchema: z.object({ why: z.string() }),
      resumeSchema: z.object({ ok: z.boolean() }),
      execute: async (_input, ctx) => {
        await ctx.agent?.suspend?.({ why: 'wait' });
        return undefined;
      },
    });
    const record = await runToolCall({ s: tool }, { toolCallId: 'c', toolName: 's', args: {} });
    expect(record.status).toBe('suspended');
    expect(record.suspendPayload).toEqual({ why: 'wait' });
  });
});
