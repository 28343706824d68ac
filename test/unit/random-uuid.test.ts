import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from '../../src/internal/random-uuid';
import { newTaskId } from '../../src/runtime/execution/background-executor';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';

// Version 4 (the 13th hex digit), RFC 9562 variant (the 17th is 8, 9, a or b), lower case.
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes version 4 UUIDs, each one different', () => {
    const ids = Array.from({ length: 2000 }, () => randomUuid()!);
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is the platform's crypto.randomUUID(), called on crypto", () => {
    const crypto = {
      randomUUID(this: unknown) {
        return this === crypto ? 'the-platform-id' : 'unbound';
      },
    };
    vi.stubGlobal('crypto', crypto);
    expect(randomUuid()).toBe('the-platform-id');
  });

  it('is undefined without crypto.randomUUID, and task ids fall back to a counter', () => {
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
