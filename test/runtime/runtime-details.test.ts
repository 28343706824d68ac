import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTool, noopObserve } from '../../src/tools';
import { parsePendingToolCall, runToolCall } from '../../src/runtime';
import { argsDigest, createPendingToolCall, signPendingToolCall } from '../../src/wire';
import { types } from './helpers';

describe('reference details', () => {
  it('strips resumeData / suspendedToolCallId / _background from args before execute', async () => {
    const seen: any[] = [];
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async (input, ctx) => {
        seen.push({ input, resumeData: ctx.agent?.resumeData });
        return 'ok';
      },
    });
    await runToolCall(
      { t: tool },
      { toolCallId: 'c', toolName: 't', args: { a: 1, resumeData: { x: 1 }, suspendedToolCallId: 'z', _background: { enabled: false } } },
    );
    expect(seen).toEqual([{ input: { a: 1 }, resumeData: { x: 1 } }]);
  });

  it('tool title rides on tool-call and streaming-start chunks', async () => {
    const tool = createTool({ id: 't', title: 'Nice', description: 'd', execute: async () => 1 });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', argsTextDeltas: ['{}'] });
    expect((rec.chunks[0] as any).payload.title).toBe('Nice');
    expect((rec.chunks.find((c) => c.type === 'tool-call') as any).payload.title).toBe('Nice');
  });

  it('the suspend chunk carries the suspend-phase transform', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      transform: { display: { suspend: ({ suspendPayload }: any) => ({ hidden: !!suspendPayload }) } },
      execute: async (_i, ctx) => {
        await ctx.agent!.suspend({ s: 1 });
      },
    });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    const chunk = rec.chunks.find((c) => c.type === 'tool-call-suspended') as any;
    expect(chunk.metadata.mastra.toolPayloadTransform.display).toEqual({
      'input-available': { transformed: { message: 'Tool input-available payload unavailable' } },
      suspend: { transformed: { hidden: true } },
    });
    expect(rec.pending!.resumeSchema).toBeUndefined();
  });

  it('an approval option is ignored when no approval is required', async () => {
    const tool = createTool({ id: 't', description: 'd', execute: async () => 1 });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { approval: () => false });
    expect(rec.status).toBe('completed');
  });

  it('ctx.observe defaults to noopObserve; a given observe is passed through', async () => {
    const got: any[] = [];
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async (_i, ctx) => {
        got.push(ctx.observe);
        return 1;
      },
    });
    await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    const mine = { span: async (_n: string, fn: () => any) => fn(), log: () => {} };
    await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { observe: mine });
    expect(got).toEqual([noopObserve, mine]);
  });

  it('resuming refuses a ticket for another tool name', async () => {
    const tool = createTool({ id: 't', description: 'd', execute: async () => 1 });
    const pending = await signPendingToolCall(createPendingToolCall({ kind: 'approval', runId: 'r', toolCallId: 'c', toolName: 't', args: {} }));
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 'other' as string }, { resume: { pending, approved: true } });
    expect(rec.status).toBe('failed');
    expect(rec.error!.name).toBe('ToolCallMismatchError');
  });

  it('tickets: digest is canonical, JSON-safe, and parse rejects junk', () => {
    expect(argsDigest({ b: 1, a: [1, { d: undefined, c: 2 }] })).toBe('{"a":[1,{"c":2}],"b":1}');
    const p = createPendingToolCall({ kind: 'suspension', runId: 'r', toolCallId: 'c', toolName: 't', args: { n: 1n }, suspendPayload: { when: new Date(0) } });
    expect(p.args).toEqual({ n: '1' });
    expect(p.suspendPayload).toEqual({ when: '1970-01-01T00:00:00.000Z' });
    expect(parsePendingToolCall(JSON.stringify(p))).toEqual(p);
    expect(() => parsePendingToolCall('nope')).toThrow('not valid JSON');
    expect(() => parsePendingToolCall({ ...p, version: 2 })).toThrow('version');
  });

  it('a ValidationError result does not go through toModelOutput: the model reads the validation message (deviation 18)', async () => {
    const mapped: unknown[] = [];
    const tool = createTool({
      id: 't',
      description: 'd',
      inputSchema: z.object({ n: z.number() }),
      execute: async () => 1,
      toModelOutput: (o: unknown) => {
        mapped.push(o);
        return { type: 'text', value: 'mapped' };
      },
    });
    // @ts-expect-error `n` is a number: the types refuse it, the runtime answers with a ValidationError
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: { n: 'x' } }, { logger: { warn() {}, error() {} } });
    expect(mapped).toEqual([]);
    expect((rec.result as { error?: boolean }).error).toBe(true);
    expect(rec.modelOutput).toEqual({ type: 'json', value: rec.result });
    expect(JSON.stringify(rec.modelOutput)).toContain('Tool input validation failed for t');
    expect(rec.providerMetadata).toBeUndefined();
    expect(types(rec.chunks)).toEqual(['tool-call', 'tool-result']);
  });
});
