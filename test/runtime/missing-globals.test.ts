/**
 * Runtimes that lack a global toolwright could need: a page on plain HTTP (not localhost) has
 * `crypto` without `crypto.subtle`; older or stripped runtimes have no `structuredClone`. The call
 * that needs the missing piece says which it is; nothing else needs it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callTool, isValidationError } from '../../src/index';
import { runToolCall } from '../../src/runtime';
import { createPendingToolCall, signPendingToolCall, verifyPendingToolCall } from '../../src/wire';
import { createTool } from '../../src/tools';
import { z } from 'zod';

const KEY = 'a-ticket-key-that-is-32-bytes-long!!';

function tools() {
  return {
    transfer: createTool({
      id: 'transfer',
      description: 'Moves money',
      inputSchema: z.object({ amount: z.number() }),
      requireApproval: true,
      execute: async ({ amount }) => ({ moved: amount }),
    }),
    echo: createTool({
      id: 'echo',
      description: 'Echoes',
      inputSchema: z.object({ text: z.string() }),
      outputSchema: z.object({ text: z.string() }),
      toModelOutput: (output) => ({ type: 'text', value: output.text }),
      transform: { display: { output: ({ output }) => ({ shown: output?.text }) } },
      execute: async ({ text }) => ({ text }),
    }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('crypto without subtle (a page served on plain HTTP)', () => {
  it('a call that needs a ticket fails naming globalThis.crypto.subtle; one that needs none runs', async () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes });
    const paused = await runToolCall(tools(), { toolCallId: 'c1', toolName: 'transfer', args: { amount: 1 } }, { tickets: { keys: [KEY] } });
    expect(paused.status).toBe('failed');
    expect(paused.error?.message).toContain('globalThis.crypto.subtle is missing');
    const plain = await runToolCall(tools(), { toolCallId: 'c2', toolName: 'echo', args: { text: 'hi' } });
    expect(plain.status).toBe('completed');
  });

  it('signing and verifying reject with the same message, not a TypeError from inside', async () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes });
    const pending = createPendingToolCall({ kind: 'approval', runId: 'r', toolCallId: 'c', toolName: 'transfer', args: {} });
    await expect(signPendingToolCall(pending, { keys: [KEY] })).rejects.toThrow('globalThis.crypto.subtle is missing');
    const forged = { ...pending, signature: `hs256.${'A'.repeat(43)}` };
    await expect(verifyPendingToolCall(forged, { keys: [KEY] })).rejects.toThrow('globalThis.crypto.subtle is missing');
  });
});

describe('no structuredClone', () => {
  it('createTool, callTool, approval with a signed ticket, toModelOutput and transforms all run without it', async () => {
    vi.stubGlobal('structuredClone', undefined);
    const t = tools();
    expect(await callTool(t.echo, { text: 'hi' })).toEqual({ text: 'hi' });
    expect(isValidationError(await callTool(t.echo, { text: 1 } as never))).toBe(true);
    const tickets = { keys: [KEY] };
    const paused = await runToolCall(t, { toolCallId: 'c1', toolName: 'transfer', args: { amount: 2 } }, { tickets });
    expect(paused.status).toBe('approval-required');
    const done = await runToolCall(t, { toolCallId: 'c1' }, { resume: { pending: paused.pending!, approved: true }, tickets });
    expect(done.result).toEqual({ moved: 2 });
    const echoed = await runToolCall(t, { toolCallId: 'c2', toolName: 'echo', args: { text: 'hi' } });
    expect(echoed.modelOutput).toEqual({ type: 'text', value: 'hi' });
    expect(echoed.transforms?.display?.['output-available']).toEqual({ transformed: { shown: 'hi' } });
  });
});
