// Many calls at once, each with its own input and request context: no cross-talk.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestContext } from '../../src/request-context';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { CASE_TIMEOUT, checkPrototypesAfterEach, size } from './helpers';

checkPrototypesAfterEach();

const CALLS = size(10_000, 100_000);

/** Yields in one of three ways, so that calls interleave differently. */
function jitter(i: number): Promise<void> {
  if (i % 3 === 0) return Promise.resolve();
  if (i % 3 === 1) return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => queueMicrotask(resolve));
}

const tool = createTool({
  id: 'echo',
  description: 'echo',
  inputSchema: z.object({ n: z.number(), tag: z.string().optional() }),
  // A transformed view: the tool sees the parsed (upper-cased, numbered) values.
  requestContextSchema: z.object({ user: z.string().transform((s) => s.toUpperCase()), seq: z.coerce.number() }),
  execute: async (input, ctx) => {
    const rc = ctx.requestContext!;
    const before = `${rc.get('user')}/${rc.get('seq')}`;
    await jitter(input.n);
    rc.set('seen' as never, input.n as never);
    await jitter(input.n + 1);
    return { n: input.n, before, after: `${rc.get('user')}/${rc.get('seq')}`, seen: rc.get('seen' as never) };
  },
});

describe(`${CALLS.toLocaleString('en')} calls at once`, () => {
  it(
    'tool.execute: each call sees its own input and its own request-context view',
    async () => {
      const contexts = Array.from(
        { length: CALLS },
        (_, i) =>
          new RequestContext([
            ['user', `user${i}`],
            ['seq', String(i)],
          ]),
      );
      const results = await Promise.all(contexts.map((requestContext, i) => tool.execute!({ n: i }, { requestContext } as never)));
      // Checked in plain code, listing every call that saw another's data (an expect per call costs more than the call).
      const wrong: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const r = results[i] as { n: number; before: string; after: string; seen: number };
        const expected = `USER${i}/${i}`;
        // The write went through the view to the caller's own context, and to no other.
        if (r.n !== i || r.before !== expected || r.after !== expected || r.seen !== i || contexts[i]!.get('seen' as never) !== i) wrong.push(i);
      }
      expect(wrong).toEqual([]);
      expect(results[CALLS - 1]).toEqual({ n: CALLS - 1, before: `USER${CALLS - 1}/${CALLS - 1}`, after: `USER${CALLS - 1}/${CALLS - 1}`, seen: CALLS - 1 });
    },
    CASE_TIMEOUT * 3,
  );

  it(
    'runToolCall: records, chunks and request contexts stay with their call',
    async () => {
      const contexts = Array.from(
        { length: CALLS },
        (_, i) =>
          new RequestContext([
            ['user', `u${i}`],
            ['seq', i],
          ]),
      );
      const records = await Promise.all(
        contexts.map((requestContext, i) =>
          runToolCall(
            { echo: tool },
            { toolCallId: `call-${i}`, toolName: 'echo', args: { n: i, tag: `t${i}` } },
            { requestContext, run: { runId: `run-${i}` } },
          ),
        ),
      );
      const wrong: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const record = records[i]!;
        const result = record.result as { n: number; before: string; after: string; seen: number };
        const ok =
          record.status === 'completed' &&
          record.toolCallId === `call-${i}` &&
          record.runId === `run-${i}` &&
          (record.args as { n: number; tag: string }).n === i &&
          (record.args as { n: number; tag: string }).tag === `t${i}` &&
          result.n === i &&
          result.before === `U${i}/${i}` &&
          result.after === `U${i}/${i}` &&
          result.seen === i &&
          record.chunks.length > 0 &&
          record.chunks.every((chunk) => chunk.runId === `run-${i}` && (chunk.payload as { toolCallId?: string }).toolCallId === `call-${i}`) &&
          contexts[i]!.get('seen' as never) === i;
        if (!ok) wrong.push(i);
      }
      expect(wrong).toEqual([]);
      expect(records[0]!.chunks.map((c) => c.type)).toEqual(['tool-call', 'tool-result']);
    },
    CASE_TIMEOUT * 3,
  );

  it(
    'runToolCall with approval and signed tickets: every resume runs its own arguments once',
    async () => {
      const ran: number[] = [];
      const gated = createTool({
        id: 'gated',
        description: 'g',
        requireApproval: true,
        inputSchema: z.object({ n: z.number() }),
        execute: async ({ n }) => (await jitter(n), ran.push(n), n),
      });
      const count = size(1_000, 20_000);
      const paused = await Promise.all(
        Array.from({ length: count }, (_, i) => runToolCall({ gated }, { toolCallId: `g-${i}`, toolName: 'gated', args: { n: i } })),
      );
      const resumed = await Promise.all(
        paused.map((p, i) => runToolCall({ gated }, { toolCallId: `g-${i}` }, { resume: { pending: JSON.stringify(p.pending), approved: true } })),
      );
      expect(resumed.map((r) => r.result)).toEqual(Array.from({ length: count }, (_, i) => i));
      expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
    },
    CASE_TIMEOUT * 3,
  );
});
