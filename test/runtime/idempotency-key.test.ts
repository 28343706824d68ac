// context.idempotencyKey: one value per logical call, kept across retries, resumes (in this
// process or another) and background attempts; a new value for every new call.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InProcessBackgroundExecutor, type PendingToolCall, runToolCall, serializePendingToolCall, type ToolCallRecord } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { createBackgroundAttempt, runBackgroundAttempt, signPendingToolCall } from '../../src/wire';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SHARED = { keys: ['a-key-both-processes-share-32-bytes-long'] };

/** A tool that records the key of each run; with `suspends`, its first run suspends. */
function keyed(options: { requireApproval?: boolean; suspends?: number; background?: { enabled: true; maxRetries?: number }; failFirst?: boolean } = {}) {
  const keys: string[] = [];
  const contexts: Record<string, unknown>[] = [];
  const tool = createTool({
    id: 'pay',
    description: 'Pays',
    inputSchema: z.object({ amount: z.number() }),
    resumeSchema: z.object({ ok: z.boolean() }),
    suspendSchema: z.object({ question: z.string() }),
    requireApproval: options.requireApproval ?? false,
    ...(options.background ? { background: options.background } : {}),
    execute: async ({ amount }, ctx) => {
      keys.push(ctx.idempotencyKey!);
      contexts.push(ctx as Record<string, unknown>);
      if (options.failFirst && keys.length === 1) throw new Error('the network dropped');
      if (keys.length <= (options.suspends ?? 0)) return ctx.agent!.suspend({ question: `Pay ${amount}?` });
      return { paid: amount };
    },
  });
  return { tools: { pay: tool }, keys, contexts };
}

const call = (toolCallId = 'c1') => ({ toolCallId, toolName: 'pay' as const, args: { amount: 5 } });

describe('context.idempotencyKey', () => {
  it('is a random UUID, not among the context keys Mastra gives (Object.keys, a spread, JSON)', async () => {
    const { tools, keys, contexts } = keyed();
    const record = await runToolCall(tools, call(), {});
    expect(record.status).toBe('completed');
    expect(keys[0]).toMatch(UUID);
    const ctx = contexts[0]!;
    expect(Object.keys(ctx)).not.toContain('idempotencyKey');
    expect({ ...ctx }).not.toHaveProperty('idempotencyKey');
    expect(ctx['idempotencyKey']).toBe(keys[0]);
  });

  it('differs between two calls of the same tool with the same arguments (and the same toolCallId)', async () => {
    const { tools, keys } = keyed();
    await runToolCall(tools, call('c1'), {});
    await runToolCall(tools, call('c1'), {});
    await runToolCall(tools, call('c2'), {});
    expect(new Set(keys).size).toBe(3);
  });

  it('is the one the approval ticket carries, when the call resumes after approval', async () => {
    const { tools, keys } = keyed({ requireApproval: true });
    const asked = await runToolCall(tools, call(), {});
    expect(asked.status).toBe('approval-required');
    expect(asked.pending!.idempotencyKey).toMatch(UUID);
    const resumed = await runToolCall(tools, { toolCallId: 'c1' }, { resume: { pending: asked.pending!, approved: true } });
    expect(resumed.status).toBe('completed');
    expect(keys).toEqual([asked.pending!.idempotencyKey]);
  });

  it('is the one the approval handler is shown in its ticket, when the call is approved in-flow', async () => {
    const { tools, keys } = keyed({ requireApproval: true });
    let shown: string | undefined;
    const record = await runToolCall(tools, call(), {
      approval: (request) => {
        shown = request.pending.idempotencyKey;
        return true;
      },
    });
    expect(record.status).toBe('completed');
    expect(keys).toEqual([shown]);
  });

  it('stays through approval and two suspensions, resumed from JSON tickets', async () => {
    const { tools, keys } = keyed({ requireApproval: true, suspends: 2 });
    let record: ToolCallRecord = await runToolCall(tools, call(), {});
    const first = record.pending!.idempotencyKey;
    record = await runToolCall(tools, { toolCallId: 'c1' }, { resume: { pending: serializePendingToolCall(record.pending!), approved: true } });
    expect(record.status).toBe('suspended');
    expect(record.pending!.idempotencyKey).toBe(first);
    record = await runToolCall(tools, { toolCallId: 'c1' }, { resume: { pending: serializePendingToolCall(record.pending!), resumeData: { ok: true } } });
    expect(record.status).toBe('suspended');
    record = await runToolCall(tools, { toolCallId: 'c1' }, { resume: { pending: serializePendingToolCall(record.pending!), resumeData: { ok: true } } });
    expect(record.status).toBe('completed');
    expect(keys).toEqual([first, first, first]);
  });

  it('is the same for a second runtime resuming the ticket with shared signing keys, and cannot be edited in the ticket', async () => {
    const issuing = keyed({ suspends: 1 });
    const paused = await runToolCall(issuing.tools, call(), { tickets: SHARED });
    const ticket = serializePendingToolCall(paused.pending!);
    // The other instance: its own tools, only the ticket's JSON and the shared keys.
    const other = keyed({ suspends: 0 });
    const resumed = await runToolCall(other.tools, { toolCallId: 'c1' }, { tickets: SHARED, resume: { pending: ticket, resumeData: { ok: true } } });
    expect(resumed.status).toBe('completed');
    expect(other.keys).toEqual(issuing.keys);
    const edited = { ...(JSON.parse(ticket) as PendingToolCall), idempotencyKey: 'chosen-by-someone-else' };
    const refused = await runToolCall(other.tools, { toolCallId: 'c1' }, { tickets: SHARED, resume: { pending: edited, resumeData: { ok: true } } });
    expect([refused.status, refused.error?.name]).toEqual(['failed', 'TicketVerificationError']);
    expect(other.keys).toHaveLength(1);
  });

  it('a ticket without a key (an older one) resumes with a key derived from that ticket, the same on every resume', async () => {
    const { tools, keys } = keyed({ suspends: 1 });
    const paused = await runToolCall(tools, call(), { tickets: SHARED });
    const { idempotencyKey: _dropped, signature: _signature, ...older } = paused.pending!;
    // Signed with keys, the ticket may be resumed any number of times (no replay store).
    const resume = { pending: await signPendingToolCall(older, SHARED), resumeData: { ok: true } };
    await runToolCall(tools, { toolCallId: 'c1' }, { tickets: SHARED, resume });
    await runToolCall(tools, { toolCallId: 'c1' }, { tickets: SHARED, resume });
    expect(keys[1]).toBe(`ticket:${older.runId}:c1:${older.createdAt}`);
    expect(keys[2]).toBe(keys[1]);
  });

  it("is the same on every retry of the in-process background executor, and is the dispatch request's", async () => {
    const { tools, keys } = keyed({ background: { enabled: true, maxRetries: 2 }, failFirst: true });
    const executor = new InProcessBackgroundExecutor();
    let dispatched: string | undefined;
    const record = await runToolCall(tools, call(), {
      background: {
        executor: {
          dispatch: (request) => {
            dispatched = request.idempotencyKey;
            return executor.dispatch(request);
          },
        },
      },
    });
    const task = await record.background!.done;
    expect([task.status, task.retryCount]).toEqual(['completed', 1]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys).toEqual([dispatched, dispatched]);
  });

  it("is the dispatcher's on a worker's attempt (runBackgroundAttempt), whatever the attempt", async () => {
    const { tools, keys } = keyed();
    const sent = { toolName: 'pay', toolCallId: 'c1', args: { amount: 5 }, runId: 'R', idempotencyKey: 'key-from-the-dispatcher' };
    await runBackgroundAttempt(tools, sent, createBackgroundAttempt('t1', 0, 'deferred'));
    await runBackgroundAttempt(tools, sent, createBackgroundAttempt('t1', 1, 'deferred'));
    expect(keys).toEqual(['key-from-the-dispatcher', 'key-from-the-dispatcher']);
  });
});
