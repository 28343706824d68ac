// The runtime's `idempotency: { store }`: execute runs at most once per key; a completed key
// gives its stored result (the record says so), a throw or a suspension gives the key back,
// a key held elsewhere refuses the run, and a store that fails runs nothing.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type IdempotencyStore,
  IdempotencyKeyInFlightError,
  IdempotencyStoreError,
  InMemoryIdempotencyStore,
  runToolCall,
  serializePendingToolCall,
} from '../../src/runtime';
import { createTool } from '../../src/tools';
import { recordingLogger } from './helpers';

/** Tickets signed with keys resume any number of times (no replay store): what a store guards. */
const SHARED = { keys: ['a-key-both-processes-share-32-bytes-long'] };

function payTool(options: { background?: { enabled: true; maxRetries: number; timeoutMs: number }; onOutputHangsOnce?: boolean; gate?: Promise<void> } = {}) {
  const runs: string[] = [];
  let outputs = 0;
  const tool = createTool({
    id: 'pay',
    description: 'Pays',
    inputSchema: z.object({ amount: z.number() }),
    requireApproval: true,
    ...(options.background ? { background: options.background } : {}),
    // After execute returned, the attempt never ends: it runs out of time, and the task is retried.
    onOutput: async () => {
      outputs += 1;
      if (options.onOutputHangsOnce && outputs === 1) await new Promise<never>(() => {});
    },
    execute: async ({ amount }, ctx) => {
      runs.push(ctx.idempotencyKey!);
      await options.gate;
      return { paid: amount, at: runs.length };
    },
  });
  return { tools: { pay: tool }, runs };
}

const call = { toolCallId: 'c1', toolName: 'pay' as const, args: { amount: 5 } };

async function approvalTicket(tools: ReturnType<typeof payTool>['tools']): Promise<string> {
  const asked = await runToolCall(tools, call, { tickets: SHARED });
  expect(asked.status).toBe('approval-required');
  return serializePendingToolCall(asked.pending!);
}

describe('idempotency: { store }', () => {
  it('a ticket resumed twice runs execute once: the second call gets the stored result, and its record says it was replayed', async () => {
    const { tools, runs } = payTool();
    const ticket = await approvalTicket(tools);
    const idempotency = { store: new InMemoryIdempotencyStore() };
    const first = await runToolCall(tools, { toolCallId: 'c1' }, { tickets: SHARED, idempotency, resume: { pending: ticket, approved: true } });
    const second = await runToolCall(tools, { toolCallId: 'c1' }, { tickets: SHARED, idempotency, resume: { pending: ticket, approved: true } });
    expect(runs).toHaveLength(1);
    expect([first.status, first.result, first.idempotentReplay]).toEqual(['completed', { paid: 5, at: 1 }, undefined]);
    expect([second.status, second.result, second.idempotentReplay]).toEqual(['completed', { paid: 5, at: 1 }, true]);
    expect(second.modelOutput).toEqual(first.modelOutput);
  });

  it('without a store the same ticket runs execute twice, with the same key', async () => {
    const { tools, runs } = payTool();
    const ticket = await approvalTicket(tools);
    await runToolCall(tools, { toolCallId: 'c1' }, { tickets: SHARED, resume: { pending: ticket, approved: true } });
    const second = await runToolCall(tools, { toolCallId: 'c1' }, { tickets: SHARED, resume: { pending: ticket, approved: true } });
    expect(runs).toHaveLength(2);
    expect(runs[1]).toBe(runs[0]);
    expect(second.idempotentReplay).toBeUndefined();
  });

  it('a background retry after execute returned (the attempt timed out in onOutput) does not run execute again', async () => {
    const { tools, runs } = payTool({ background: { enabled: true, maxRetries: 1, timeoutMs: 2000 }, onOutputHangsOnce: true });
    const record = await runToolCall(tools, call, { approval: true, idempotency: { store: new InMemoryIdempotencyStore() } });
    const task = await record.background!.done;
    expect([task.status, task.retryCount, task.result]).toEqual(['completed', 1, { paid: 5, at: 1 }]);
    expect(runs).toHaveLength(1);
  });

  it('without a store, that retry runs execute again with the same key', async () => {
    const { tools, runs } = payTool({ background: { enabled: true, maxRetries: 1, timeoutMs: 2000 }, onOutputHangsOnce: true });
    const record = await runToolCall(tools, call, { approval: true });
    const task = await record.background!.done;
    expect([task.status, task.result]).toEqual(['completed', { paid: 5, at: 2 }]);
    expect(runs).toEqual([runs[0], runs[0]]);
  });

  it('an execute that throws gives its key back: the next run of the call runs execute', async () => {
    let fail = true;
    const tool = createTool({
      id: 'flaky',
      description: 'Fails once',
      inputSchema: z.object({}),
      requireApproval: true,
      execute: async () => {
        if (fail) {
          fail = false;
          throw new Error('timeout talking to the bank');
        }
        return 'ok';
      },
    });
    const asked = await runToolCall({ flaky: tool }, { toolCallId: 'c1', toolName: 'flaky', args: {} }, { tickets: SHARED });
    const idempotency = { store: new InMemoryIdempotencyStore() };
    const resume = { pending: asked.pending!, approved: true };
    const failed = await runToolCall({ flaky: tool }, { toolCallId: 'c1' }, { tickets: SHARED, idempotency, resume });
    const again = await runToolCall({ flaky: tool }, { toolCallId: 'c1' }, { tickets: SHARED, idempotency, resume });
    expect([failed.status, again.status, again.result, again.idempotentReplay]).toEqual(['failed', 'completed', 'ok', undefined]);
  });

  it('a suspension gives its key back: the resume runs execute, under the same key', async () => {
    const keys: string[] = [];
    const tool = createTool({
      id: 'confirm',
      description: 'Asks first',
      inputSchema: z.object({}),
      resumeSchema: z.object({ ok: z.boolean() }),
      execute: async (_input, ctx) => {
        keys.push(ctx.idempotencyKey!);
        if (!ctx.agent?.resumeData) return ctx.agent!.suspend({});
        return 'confirmed';
      },
    });
    const idempotency = { store: new InMemoryIdempotencyStore() };
    const paused = await runToolCall({ confirm: tool }, { toolCallId: 'c1', toolName: 'confirm', args: {} }, { idempotency });
    const resumed = await runToolCall({ confirm: tool }, { toolCallId: 'c1' }, { idempotency, resume: { pending: paused.pending!, resumeData: { ok: true } } });
    expect([paused.status, resumed.status, resumed.result, resumed.idempotentReplay]).toEqual(['suspended', 'completed', 'confirmed', undefined]);
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it('a key still running elsewhere refuses the run: the call fails with IdempotencyKeyInFlightError and execute runs once', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { tools, runs } = payTool({ gate });
    const ticket = await approvalTicket(tools);
    const idempotency = { store: new InMemoryIdempotencyStore() };
    const resume = { pending: ticket, approved: true };
    const first = runToolCall(tools, { toolCallId: 'c1' }, { tickets: SHARED, idempotency, resume });
    // The first resume holds the key once its execute has started.
    await expect.poll(() => runs.length).toBe(1);
    const second = await runToolCall(tools, { toolCallId: 'c1' }, { tickets: SHARED, idempotency, resume });
    open();
    expect((await first).status).toBe('completed');
    expect(second.status).toBe('failed');
    expect(IdempotencyKeyInFlightError.isInstance(second.error?.cause)).toBe(true);
    expect(second.error?.message).toContain('already running elsewhere under the same idempotency key');
    expect(runs).toHaveLength(1);
  });

  it('a claim whose lease ran out is taken over (a process that died mid-execute no longer blocks the key)', async () => {
    const store = new InMemoryIdempotencyStore({ leaseMs: 0 });
    const held = store.claim('k');
    const next = store.claim('k');
    expect([held.status, next.status]).toEqual(['claimed', 'claimed']);
    // The first holder's late outcome is dropped: it no longer holds the key.
    store.complete('k', (held as { token: string }).token, 'late');
    store.complete('k', (next as { token: string }).token, 'current');
    expect(store.claim('k')).toEqual({ status: 'completed', result: 'current' });
  });

  it('a store that fails to answer runs nothing: the call fails with IdempotencyStoreError, the store error as its cause', async () => {
    const { tools, runs } = payTool();
    const broken: IdempotencyStore = {
      claim: () => Promise.reject(new Error('connection refused')),
      complete: () => undefined,
      release: () => undefined,
    };
    const record = await runToolCall(tools, call, { approval: true, idempotency: { store: broken } });
    expect(record.status).toBe('failed');
    const cause = record.error?.cause;
    expect(IdempotencyStoreError.isInstance(cause)).toBe(true);
    expect((cause as Error).cause).toEqual(new Error('connection refused'));
    expect(runs).toEqual([]);
  });

  it('an idempotency option without a store of the right shape is refused before anything runs', async () => {
    const { tools, runs } = payTool();
    await expect(runToolCall(tools, call, { idempotency: {} as never })).rejects.toThrow(
      'runToolCall: idempotency must be { store }, a store with claim, complete and release methods',
    );
    await expect(runToolCall(tools, call, { idempotency: { store: { claim: () => ({ status: 'running' }) } } as never })).rejects.toThrow(TypeError);
    expect(runs).toEqual([]);
  });

  it('a store that fails after execute ran keeps the result and logs the failure', async () => {
    const { tools, runs } = payTool();
    const logger = recordingLogger();
    const store: IdempotencyStore = {
      claim: () => ({ status: 'claimed', token: 't' }),
      complete: () => Promise.reject(new Error('connection lost')),
      release: () => undefined,
    };
    const record = await runToolCall(tools, call, { approval: true, logger, idempotency: { store } });
    expect([record.status, record.result]).toEqual(['completed', { paid: 5, at: 1 }]);
    expect(runs).toHaveLength(1);
    expect(logger.calls.map((c) => [c[0], c[1]])).toEqual([
      ['warn', 'The idempotency store failed to complete the key of tool call "c1" (pay); it stays claimed until its lease runs out.'],
    ]);
  });
});
