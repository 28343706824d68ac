// The ticket an approval handler is given answers its call once: once the handler has answered,
// the same ticket resumed later runs nothing (a TicketReplayError), whether the handler said yes
// or no, with the application's replay store or the runtime's per-process one.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InMemoryTicketReplayStore, type PendingToolCall, runToolCall, type RunToolCallOptions, streamToolCall, TicketReplayError } from '../../src/runtime';
import { createTool } from '../../src/tools';

const KEY = 'k'.repeat(32);

function payTool(runs: number[]) {
  return createTool({
    id: 'pay',
    description: 'Pays an amount.',
    inputSchema: z.object({ amount: z.number() }),
    requireApproval: true,
    execute: async ({ amount }) => {
      runs.push(amount);
      return { paid: amount };
    },
  });
}

/** Ticket options of each kind: the application's store under its keys, and the per-process key and store. */
const ticketSetups: Array<[string, () => RunToolCallOptions['tickets']]> = [
  ['keys and a replay store', () => ({ keys: [KEY], replayStore: new InMemoryTicketReplayStore() })],
  ['the per-process key and store', () => undefined],
];

/**
 * A `pay` call of `amount` whose approval handler gives `answer` and keeps the ticket it was
 * handed; then that ticket resumed with a yes. Returns both records and the amounts that ran.
 */
async function answerThenReplay(setup: () => RunToolCallOptions['tickets'], amount: number, answer: { approved: boolean; reason?: string }) {
  const runs: number[] = [];
  const tools = { pay: payTool(runs) };
  const tickets = setup();
  let kept: PendingToolCall | undefined;
  const approval: RunToolCallOptions['approval'] = ({ pending }) => {
    kept = pending;
    return answer;
  };
  const record = await runToolCall(tools, { toolCallId: 'c1', toolName: 'pay', args: { amount } }, { tickets, approval });
  const ranBefore = [...runs];
  const replay = await runToolCall(
    tools,
    { toolCallId: 'c1', toolName: 'pay', args: { amount } },
    { tickets, resume: { pending: JSON.stringify(kept), approved: true } },
  );
  return { record, ranBefore, replay, runs };
}

describe('the ticket an approval handler was given', () => {
  it.each(ticketSetups)('after the handler said yes, resuming the kept ticket runs nothing (%s)', async (_name, setup) => {
    const { record, ranBefore, replay, runs } = await answerThenReplay(setup, 5, { approved: true });
    expect(record.status).toBe('completed');
    expect(ranBefore).toEqual([5]);
    expect(replay.status).toBe('failed');
    expect(replay.error).toBeInstanceOf(TicketReplayError);
    expect(runs).toEqual([5]);
  });

  it.each(ticketSetups)('after the handler said no, the kept ticket cannot turn it into a yes (%s)', async (_name, setup) => {
    const { record, replay, runs } = await answerThenReplay(setup, 500, { approved: false, reason: 'too much' });
    expect(record.status).toBe('declined');
    expect(replay.status).toBe('failed');
    expect(replay.error).toBeInstanceOf(TicketReplayError);
    expect(runs).toEqual([]);
  });

  it('streamed: the approval chunk was read before the handler answered; the kept ticket runs nothing afterwards', async () => {
    const runs: number[] = [];
    const tools = { pay: payTool(runs) };
    const tickets = { keys: [KEY], replayStore: new InMemoryTicketReplayStore() };
    let kept: PendingToolCall | undefined;
    const stream = streamToolCall(
      tools,
      { toolCallId: 'c1', toolName: 'pay', args: { amount: 7 } },
      {
        tickets,
        approval: ({ pending }) => {
          kept = pending;
          return true;
        },
      },
    );
    const types: string[] = [];
    for await (const chunk of stream) types.push(chunk.type);
    expect(types).toEqual(['tool-call', 'tool-call-approval', 'tool-result']);
    expect((await stream.result).status).toBe('completed');

    const replay = await runToolCall(tools, { toolCallId: 'c1' }, { tickets, resume: { pending: kept!, approved: true } });
    expect(replay.error).toBeInstanceOf(TicketReplayError);
    expect(runs).toEqual([7]);
  });

  it('a ticket resumed while the handler was still deciding wins: the handler’s later yes runs nothing', async () => {
    const runs: number[] = [];
    const tools = { pay: payTool(runs) };
    const tickets = { keys: [KEY], replayStore: new InMemoryTicketReplayStore() };
    let resumed: Awaited<ReturnType<typeof runToolCall>> | undefined;
    const record = await runToolCall(
      tools,
      { toolCallId: 'c1', toolName: 'pay', args: { amount: 9 } },
      {
        tickets,
        approval: async ({ pending }) => {
          // Another channel (a UI that got the ticket) answers first.
          resumed = await runToolCall(tools, { toolCallId: 'c1' }, { tickets, resume: { pending, approved: true } });
          return { approved: true };
        },
      },
    );
    expect(resumed?.status).toBe('completed');
    expect(record.status).toBe('failed');
    expect(record.error).toBeInstanceOf(TicketReplayError);
    expect(runs).toEqual([9]);
  });
});
