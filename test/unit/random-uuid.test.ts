import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from '../../src/internal/random-uuid';
import { newTaskId } from '../../src/internal/task-id';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';

// Version 4 (the 13th hex digit), RFC 9562 variant (the 17th is 8, 9, a or b), lower case.
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes version 4 UUIDs, each one different, across several refills of its random pool', () => {
    const ids = Array.from({ length: 2000 }, () => randomUuid()!);
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes each byte of the random source into the id, version and variant bits aside', async () => {
    // A source that returns a known byte pattern shows where each byte lands.
    const pattern = Uint8Array.from({ length: 4096 }, (_, i) => (i * 37 + 11) & 255);
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => (array.set(pattern.subarray(0, array.length)), array) });
    vi.resetModules();
    const { randomUuid: fresh } = await import('../../src/internal/random-uuid');
    const expected = (from: number) => {
      const bytes = Array.from(pattern.subarray(from, from + 16));
      bytes[6] = (bytes[6]! & 0x0f) | 0x40;
      bytes[8] = (bytes[8]! & 0x3f) | 0x80;
      const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    };
    // Each id takes the next 16 bytes of the pool.
    expect(fresh()).toBe(expected(0));
    expect(fresh()).toBe(expected(16));
  });

  it('is undefined without crypto.getRandomValues, and task ids fall back to a counter', () => {
    vi.stubGlobal('crypto', undefined);
    expect(randomUuid()).toBeUndefined();
    const [a, b] = [newTaskId(), newTaskId()];
    expect(a).toMatch(/^task-[0-9a-z]+-\d+$/);
    expect(b).not.toBe(a);
  });

  it('names each run of runToolCall that was given no runId', async () => {
    const echo = createTool({ id: 'echo', description: 'd', execute: async () => 'ok' });
    const records = await Promise.all([0, 1, 2].map((n) => runToolCall({ echo }, { toolCallId: `c${n}`, toolName: 'echo', args: {} })));
    for (const record of records) expect(record.runId).toMatch(V4);
    expect(new Set(records.map((r) => r.runId)).size).toBe(3);
  });
});
