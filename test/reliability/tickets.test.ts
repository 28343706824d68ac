// Pending tickets are authenticated: edited, forged or replayed tickets never run `execute`.
import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  InMemoryTicketReplayStore,
  runToolCall,
  serializePendingToolCall,
  TicketReplayError,
  TicketVerificationError,
  type PendingToolCall,
  type TicketOptions,
  type TicketReplayStore,
} from '../../src/runtime';
import { argsDigest, createPendingToolCall, signPendingToolCall, verifyPendingToolCall } from '../../src/wire';
import { createTool } from '../../src/tools';
import { CASE_TIMEOUT, checkPrototypesAfterEach } from './helpers';

checkPrototypesAfterEach();
afterEach(() => vi.unstubAllGlobals());

const KEY = 'a-32-byte-or-longer-signing-key!!';
const OLD_KEY = new TextEncoder().encode('an older key, still accepted for a while');
const OTHER_KEY = 'another application entirely, 32+ bytes';

function setup() {
  const payments: Array<{ amount: number; to: string }> = [];
  const refunds: unknown[] = [];
  const args = z.object({ amount: z.number(), to: z.string() });
  const tools = {
    pay: createTool({ id: 'pay', description: 'p', requireApproval: true, inputSchema: args, execute: async (a) => (payments.push(a), 'paid') }),
    refund: createTool({ id: 'refund', description: 'r', inputSchema: args, execute: async (a) => (refunds.push(a), 'refunded') }),
    ask: createTool({
      id: 'ask',
      description: 'a',
      resumeSchema: z.object({ answer: z.string() }),
      execute: async (_a, ctx) =>
        ctx.agent?.resumeData ? `answer: ${(ctx.agent.resumeData as { answer: string }).answer}` : await ctx.agent!.suspend({ q: '?' }),
    }),
  };
  return { tools, payments, refunds };
}

async function pause(tools: ReturnType<typeof setup>['tools'], tickets?: TicketOptions): Promise<PendingToolCall> {
  const first = await runToolCall(tools, { toolCallId: 'c1', toolName: 'pay', args: { amount: 5, to: 'alice' } }, tickets ? { tickets } : {});
  expect(first.status).toBe('approval-required');
  expect(first.pending!.signature).toMatch(/^hs256\.[A-Za-z0-9_-]{43}$/);
  return JSON.parse(serializePendingToolCall(first.pending!)) as PendingToolCall;
}

const resume = (tools: ReturnType<typeof setup>['tools'], pending: unknown, tickets?: TicketOptions) =>
  runToolCall(tools, { toolCallId: 'c1' }, { resume: { pending: pending as PendingToolCall, approved: true }, ...(tickets ? { tickets } : {}) });

describe.each<[string, TicketOptions | undefined]>([
  ['the per-process key', undefined],
  ['an application key', { keys: [KEY] }],
])('signed with %s', (_name, tickets) => {
  it(
    'the untouched ticket resumes and execute runs once',
    async () => {
      const { tools, payments } = setup();
      const record = await resume(tools, await pause(tools, tickets), tickets);
      expect(record.status).toBe('completed');
      expect(payments).toEqual([{ amount: 5, to: 'alice' }]);
    },
    CASE_TIMEOUT,
  );

  const forgeries: Array<[string, (t: any) => any]> = [
    [
      'edited args with a recomputed argsDigest',
      (t) => ({ ...t, args: { amount: 5000, to: 'mallory' }, argsDigest: argsDigest({ amount: 5000, to: 'mallory' }) }),
    ],
    ['toolName switched to another tool', (t) => ({ ...t, toolName: 'refund' })],
    ['kind switched from approval to suspension (skipping the gate)', (t) => ({ ...t, kind: 'suspension' })],
    [
      'a ticket written from scratch',
      () => ({
        version: 1,
        kind: 'suspension',
        runId: 'r',
        toolCallId: 'c1',
        toolName: 'pay',
        args: { amount: 1, to: 'm' },
        argsDigest: argsDigest({ amount: 1, to: 'm' }),
        createdAt: new Date().toISOString(),
      }),
    ],
    [
      'a ticket written from scratch with a made-up signature',
      (t) => ({ ...t, args: { amount: 9, to: 'm' }, argsDigest: argsDigest({ amount: 9, to: 'm' }), signature: `hs256.${'A'.repeat(43)}` }),
    ],
    ['the signature removed', ({ signature: _s, ...rest }) => rest],
    ['runId or createdAt changed', (t) => ({ ...t, runId: 'other-run', createdAt: new Date(0).toISOString() })],
    ['an extra field added', (t) => ({ ...t, suspendPayload: { injected: true } })],
  ];

  it.each(forgeries)(
    '%s: refused, fails closed, execute never runs',
    async (_label, forge) => {
      const { tools, payments, refunds } = setup();
      const forged = forge(await pause(tools, tickets));
      const record = await resume(tools, forged, tickets);
      expect(record.status).toBe('failed');
      expect(TicketVerificationError.isInstance(record.error)).toBe(true);
      expect((record.error as TicketVerificationError).reason).toMatch(/^(unsigned|bad-signature)$/);
      expect(record.error).toMatchObject({ toolCallId: 'c1' });
      expect(record.chunks.map((c) => c.type)).toEqual(['tool-error']);
      expect(payments).toEqual([]);
      expect(refunds).toEqual([]);
    },
    CASE_TIMEOUT,
  );
});

it(
  'key rotation: the first key signs, any key of the list verifies',
  async () => {
    const { tools, payments } = setup();
    const old = await pause(tools, { keys: [OLD_KEY] });
    expect((await resume(tools, old, { keys: [KEY, OLD_KEY] })).status).toBe('completed');
    const fresh = await pause(tools, { keys: [KEY, OLD_KEY] });
    // Signed with the first key: verifies with it alone, not with the old one alone.
    expect((await resume(tools, fresh, { keys: [KEY] })).status).toBe('completed');
    expect((await resume(tools, fresh, { keys: [OLD_KEY] })).error).toMatchObject({ name: 'TicketVerificationError', reason: 'bad-signature' });
    expect(payments).toHaveLength(2);
  },
  CASE_TIMEOUT,
);

it(
  'a ticket from another process or application (another key, or no key here) is refused',
  async () => {
    const { tools, payments } = setup();
    const elsewhere = await pause(tools, { keys: [OTHER_KEY] });
    const refused = (await resume(tools, elsewhere)).error;
    expect(refused).toMatchObject({ name: 'TicketVerificationError', reason: 'bad-signature' });
    expect(refused?.message).toContain('need the same tickets.keys');
    expect((await resume(tools, elsewhere, { keys: [KEY] })).error).toMatchObject({ reason: 'bad-signature' });
    expect(payments).toEqual([]);
  },
  CASE_TIMEOUT,
);

it(
  'unsigned tickets resume only with dangerouslyAcceptUnsignedTickets, said in so many words',
  async () => {
    const { tools, payments } = setup();
    const unsigned = createPendingToolCall({ kind: 'approval', runId: 'r', toolCallId: 'c1', toolName: 'pay', args: { amount: 1, to: 'bob' } });
    expect((await resume(tools, unsigned)).error).toMatchObject({ name: 'TicketVerificationError', reason: 'unsigned' });
    expect(payments).toEqual([]);
    expect((await resume(tools, unsigned, { dangerouslyAcceptUnsignedTickets: true })).status).toBe('completed');
    expect(payments).toEqual([{ amount: 1, to: 'bob' }]);
    // With the opt-in and no keys, tickets are issued unsigned (no Web Crypto needed).
    const issued = await runToolCall(
      tools,
      { toolCallId: 'c2', toolName: 'pay', args: { amount: 2, to: 'x' } },
      { tickets: { dangerouslyAcceptUnsignedTickets: true } },
    );
    expect(issued.pending!.signature).toBeUndefined();
  },
  CASE_TIMEOUT,
);

describe('replay', () => {
  it(
    'the in-memory store refuses a ticket seen before: execute runs once',
    async () => {
      const { tools, payments } = setup();
      const store = new InMemoryTicketReplayStore();
      const ticket = await pause(tools);
      expect((await resume(tools, ticket, { replayStore: store })).status).toBe('completed');
      const again = await resume(tools, ticket, { replayStore: store });
      expect(again.status).toBe('failed');
      expect(TicketReplayError.isInstance(again.error)).toBe(true);
      expect(again.error).toMatchObject({ toolName: 'pay', toolCallId: 'c1', ticketId: ticket.signature });
      expect(payments).toHaveLength(1);
      expect(store.size).toBe(1);
    },
    CASE_TIMEOUT,
  );

  it(
    'concurrent resumes of one ticket: exactly one runs',
    async () => {
      const { tools, payments } = setup();
      const store = new InMemoryTicketReplayStore();
      const ticket = await pause(tools);
      const records = await Promise.all(Array.from({ length: 20 }, () => resume(tools, ticket, { replayStore: store })));
      expect(records.filter((r) => r.status === 'completed')).toHaveLength(1);
      expect(records.filter((r) => TicketReplayError.isInstance(r.error))).toHaveLength(19);
      expect(payments).toHaveLength(1);
    },
    CASE_TIMEOUT,
  );

  it(
    'an asynchronous store (a database table with a unique key, here a Map behind a promise)',
    async () => {
      const table = new Map<string, string>();
      const store: TicketReplayStore = {
        async claim(id, ticket) {
          await new Promise((r) => setTimeout(r, 1));
          if (table.has(id)) return false;
          table.set(id, ticket.toolCallId);
          return true;
        },
      };
      const { tools, payments } = setup();
      const ticket = await pause(tools);
      expect((await resume(tools, ticket, { replayStore: store })).status).toBe('completed');
      expect((await resume(tools, ticket, { replayStore: store })).error).toMatchObject({ name: 'TicketReplayError' });
      expect(payments).toHaveLength(1);
    },
    CASE_TIMEOUT,
  );

  it(
    'a forged ticket is refused before it reaches the store',
    async () => {
      const claimed: string[] = [];
      const store: TicketReplayStore = { claim: (id) => (claimed.push(id), true) };
      const { tools } = setup();
      const forged = { ...(await pause(tools)), toolName: 'refund' };
      expect((await resume(tools, forged, { replayStore: store })).error).toMatchObject({ name: 'TicketVerificationError' });
      expect(claimed).toEqual([]);
    },
    CASE_TIMEOUT,
  );

  it('maxEntries bounds the in-memory store', () => {
    const store = new InMemoryTicketReplayStore({ maxEntries: 2 });
    expect([store.claim('a'), store.claim('b'), store.claim('a'), store.claim('c')]).toEqual([true, true, false, true]);
    expect(store.size).toBe(2);
  });
});

it(
  'maxAgeMs refuses an old ticket',
  async () => {
    const { tools, payments } = setup();
    const ticket = await signPendingToolCall({
      ...createPendingToolCall({ kind: 'approval', runId: 'r', toolCallId: 'c1', toolName: 'pay', args: { amount: 1, to: 'a' } }),
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await resume(tools, ticket, { maxAgeMs: 1_000 })).error).toMatchObject({ name: 'TicketVerificationError', reason: 'expired' });
    expect((await resume(tools, ticket, { maxAgeMs: 120_000 })).status).toBe('completed');
    expect(payments).toHaveLength(1);
  },
  CASE_TIMEOUT,
);

it(
  'a suspension ticket: resume data is not part of the ticket, and a signed suspension resumes',
  async () => {
    const { tools } = setup();
    const first = await runToolCall(tools, { toolCallId: 's1', toolName: 'ask', args: {} }, { tickets: { keys: [KEY] } });
    expect(first.status).toBe('suspended');
    const text = serializePendingToolCall(first.pending!);
    const record = await runToolCall(tools, { toolCallId: 's1' }, { resume: { pending: text, resumeData: { answer: 'yes' } }, tickets: { keys: [KEY] } });
    expect(record.result).toBe('answer: yes');
    const edited = JSON.parse(text);
    edited.suspendPayload = { q: 'edited' };
    expect(
      (await runToolCall(tools, { toolCallId: 's1' }, { resume: { pending: edited, resumeData: { answer: 'yes' } }, tickets: { keys: [KEY] } })).error,
    ).toMatchObject({ reason: 'bad-signature' });
  },
  CASE_TIMEOUT,
);

it(
  'the approval handler is handed a signed ticket',
  async () => {
    const { tools } = setup();
    let handed: PendingToolCall | undefined;
    await runToolCall(
      tools,
      { toolCallId: 'c1', toolName: 'pay', args: { amount: 1, to: 'a' } },
      { approval: (request) => ((handed = request.pending), false), tickets: { keys: [KEY] } },
    );
    await expect(verifyPendingToolCall(handed!, { keys: [KEY] })).resolves.toEqual(handed);
  },
  CASE_TIMEOUT,
);

describe('keys and Web Crypto', () => {
  it.each<[string, unknown]>([
    ['a short string key', 'short'],
    ['a short byte key', new Uint8Array(16)],
  ])('%s is a TypeError before anything runs', async (_label, key) => {
    const { tools, runs } = setup() as any;
    await expect(
      runToolCall(tools, { toolCallId: 'c1', toolName: 'pay', args: { amount: 1, to: 'a' } }, { tickets: { keys: [key as string] } }),
    ).rejects.toThrow(new TypeError(`tickets.keys: a ticket key must be at least 32 bytes long, got ${key === 'short' ? 5 : 16}.`));
    if (Array.isArray(runs)) expect(runs).toEqual([]);
  });

  it.each<[string, unknown, RegExp]>([['a number', 42, /must be a string, a Uint8Array, an ArrayBuffer or a CryptoKey, got number/]])(
    '%s is refused with a clear error, and the call does not pause unsigned',
    async (_label, key, message) => {
      const { tools } = setup();
      const record = await runToolCall(tools, { toolCallId: 'c1', toolName: 'pay', args: { amount: 1, to: 'a' } }, { tickets: { keys: [key as string] } });
      expect(record.status).toBe('failed');
      expect(record.error?.message).toMatch(message);
      expect(record.pending).toBeUndefined();
    },
    CASE_TIMEOUT,
  );

  it('an empty key list is refused', async () => {
    await expect(
      signPendingToolCall(createPendingToolCall({ kind: 'approval', runId: 'r', toolCallId: 'c', toolName: 't', args: {} }), { keys: [] }),
    ).rejects.toThrow(/non-empty array/);
  });

  it(
    'a CryptoKey works as a key',
    async () => {
      const key = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
      const { tools, payments } = setup();
      const ticket = await pause(tools, { keys: [key as CryptoKey] });
      // The same secret as a string verifies the same signature.
      expect((await resume(tools, ticket, { keys: [KEY] })).status).toBe('completed');
      expect(payments).toHaveLength(1);
    },
    CASE_TIMEOUT,
  );

  it(
    'without globalThis.crypto (Node 18), tickets.crypto supplies Web Crypto; without either, a clear error',
    async () => {
      vi.stubGlobal('crypto', undefined);
      const { tools, payments } = setup();
      const missing = await runToolCall(tools, { toolCallId: 'c1', toolName: 'pay', args: { amount: 1, to: 'a' } });
      expect(missing.status).toBe('failed');
      expect(missing.error?.message).toMatch(/needs Web Crypto.*tickets: \{ crypto \}/);
      const options: TicketOptions = { keys: [KEY], crypto: webcrypto as unknown as { subtle: SubtleCrypto } };
      const ticket = await pause(tools, options);
      expect((await resume(tools, ticket, options)).status).toBe('completed');
      expect(payments).toHaveLength(1);
    },
    CASE_TIMEOUT,
  );
});
