// An approval answer may carry the arguments as the approver edited them: they pass the same
// checks as the model's before execute gets them, the record and the final chunk keep both
// versions, and the ticket the answer resumes is used once, so no second answer can swap them.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidationError } from '../../src/index';
import { InMemoryTicketReplayStore, type PendingToolCall, runToolCall, streamToolCall, type ToolResultChunk } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { recordingLogger, types } from './helpers';

const KEY = 'k'.repeat(32);

function refunds(extra: Record<string, unknown> = {}) {
  const ran: unknown[] = [];
  const tool = createTool({
    id: 'refund',
    description: 'Refunds an order',
    inputSchema: z.object({
      orderId: z.string().min(1),
      amountEur: z.number().positive().max(500),
      note: z.string().default('none'),
    }),
    requireApproval: true,
    execute: async (input) => {
      ran.push(input);
      return { refunded: input.amountEur, orderId: input.orderId };
    },
    ...extra,
  });
  return { tools: { refund: tool }, ran };
}

const MODEL_ARGS = { orderId: 'A1', amountEur: 400 };
/** The model's arguments as validated: what an approval ticket holds, and a resumed call's record shows. */
const TICKET_ARGS = { ...MODEL_ARGS, note: 'none' };
const call = { toolCallId: 'c1', toolName: 'refund' as const, args: MODEL_ARGS };

async function paused(tools: ReturnType<typeof refunds>['tools'], options: Parameters<typeof runToolCall>[2] = {}): Promise<PendingToolCall> {
  const first = await runToolCall(tools, call, { logger: recordingLogger(), ...options });
  expect(first.status).toBe('approval-required');
  return first.pending!;
}

describe('approving with edited arguments: resume', () => {
  it('execute gets the edited arguments, validated; the record and the tool-result keep both versions', async () => {
    const { tools, ran } = refunds();
    const pending = await paused(tools);
    const rec = await runToolCall(tools, call, { resume: { pending, approved: true, args: { orderId: 'A1', amountEur: 40 } } });
    expect(rec.status).toBe('completed');
    expect(ran).toEqual([{ orderId: 'A1', amountEur: 40, note: 'none' }]);
    expect(rec.args).toEqual(TICKET_ARGS);
    expect(rec.approval).toEqual({ id: 'c1', approved: true, editedArgs: { orderId: 'A1', amountEur: 40 } });
    expect(rec.result).toEqual({ refunded: 40, orderId: 'A1' });
    const result = rec.chunks.find((c): c is ToolResultChunk => c.type === 'tool-result')!;
    expect(result.payload.args).toEqual(TICKET_ARGS);
    expect(result.payload.approval).toEqual({ id: 'c1', approved: true, editedArgs: { orderId: 'A1', amountEur: 40 } });
  });

  it('an answer without args runs the model arguments, and neither the record nor the chunk speaks of edits', async () => {
    const { tools, ran } = refunds();
    const pending = await paused(tools);
    const rec = await runToolCall(tools, call, { resume: { pending, approved: true } });
    expect(ran).toEqual([{ ...MODEL_ARGS, note: 'none' }]);
    expect(rec.approval).toEqual({ id: 'c1', approved: true });
    const result = rec.chunks.find((c): c is ToolResultChunk => c.type === 'tool-result')!;
    expect('approval' in result.payload).toBe(false);
  });

  it('edits the tool refuses end the call with the ValidationError the model would get for them, and nothing runs', async () => {
    const { tools, ran } = refunds();
    const pending = await paused(tools);
    const bad = { orderId: 'A1', amountEur: 9000 };
    const rec = await runToolCall(tools, call, { logger: recordingLogger(), resume: { pending, approved: true, args: bad } });
    expect(ran).toEqual([]);
    expect(rec.status).toBe('completed');
    expect(isValidationError(rec.result)).toBe(true);
    // The same text as the model gets for the same arguments sent by it.
    const asModel = await runToolCall(refunds().tools, { toolCallId: 'c2', toolName: 'refund', args: bad }, { logger: recordingLogger() });
    expect(rec.result).toEqual(asModel.result);
    expect(rec.modelOutput).toEqual(asModel.modelOutput);
    expect(rec.approval).toEqual({ id: 'c1', approved: true, editedArgs: bad });
  });

  it('edits are validated even when the answer carries a reason (resume data the reference leaves unchecked)', async () => {
    const { tools, ran } = refunds();
    const pending = await paused(tools);
    const rec = await runToolCall(tools, call, {
      logger: recordingLogger(),
      resume: { pending, approved: true, reason: 'lowered the amount', args: { orderId: '', amountEur: 10 } },
    });
    expect(ran).toEqual([]);
    expect(isValidationError(rec.result)).toBe(true);
  });

  it('the request context is checked again before the edited arguments run', async () => {
    const { tools, ran } = refunds({ requestContextSchema: z.object({ tenant: z.string() }) });
    const pending = await paused(tools, { requestContext: { tenant: 't1' } });
    const rec = await runToolCall(tools, call, {
      logger: recordingLogger(),
      requestContext: { tenant: 42 },
      resume: { pending, approved: true, args: { orderId: 'A1', amountEur: 40 } },
    });
    expect(ran).toEqual([]);
    expect(isValidationError(rec.result)).toBe(true);
    expect((rec.result as { message: string }).message).toContain('tenant');
  });

  it("the caller's edited object is left as it was", async () => {
    const { tools } = refunds();
    const pending = await paused(tools);
    const edit = { orderId: 'A1', amountEur: 40, suspendedToolRunId: 'r' };
    await runToolCall(tools, call, { resume: { pending, approved: true, args: edit } });
    expect(edit).toEqual({ orderId: 'A1', amountEur: 40, suspendedToolRunId: 'r' });
  });

  it('a tool that throws on the edited arguments: the record and the tool-error still show both versions', async () => {
    const { tools } = refunds({
      execute: async () => {
        throw new Error('bank down');
      },
    });
    const pending = await paused(tools);
    const rec = await runToolCall(tools, call, { resume: { pending, approved: true, args: { orderId: 'A1', amountEur: 40 } } });
    expect(rec.status).toBe('failed');
    expect(rec.args).toEqual(TICKET_ARGS);
    expect(rec.approval).toEqual({ id: 'c1', approved: true, editedArgs: { orderId: 'A1', amountEur: 40 } });
    const error = rec.chunks.find((c) => c.type === 'tool-error') as { payload: { args: unknown; approval?: unknown } };
    expect(error.payload.args).toEqual(TICKET_ARGS);
    expect(error.payload.approval).toEqual({ id: 'c1', approved: true, editedArgs: { orderId: 'A1', amountEur: 40 } });
  });

  it('streamToolCall hands out the same tool-result, with the approval and its edits', async () => {
    const { tools } = refunds();
    const pending = await paused(tools);
    const stream = streamToolCall(tools, call, { resume: { pending, approved: true, args: { orderId: 'A1', amountEur: 40 } } });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(types(chunks)).toEqual(['tool-result']);
    expect((chunks[0] as ToolResultChunk).payload.approval).toEqual({ id: 'c1', approved: true, editedArgs: { orderId: 'A1', amountEur: 40 } });
  });
});

describe('approving with edited arguments: misuse', () => {
  it('args with a decline, with no decision or beside resumeData are a TypeError, before anything runs', async () => {
    const { tools, ran } = refunds();
    const pending = await paused(tools);
    const edit = { orderId: 'A1', amountEur: 40 };
    await expect(runToolCall(tools, call, { resume: { pending, approved: false, args: edit } })).rejects.toThrow(
      new TypeError(
        "runToolCall: resume.args (the approver's edited arguments) go with approved: true; a declined call runs nothing, so it takes no arguments.",
      ),
    );
    await expect(runToolCall(tools, call, { resume: { pending, args: edit } })).rejects.toThrow(/go with approved: true; not undefined/);
    await expect(runToolCall(tools, call, { resume: { pending, resumeData: { approved: true }, args: edit } })).rejects.toThrow(/not with resumeData/);
    expect(() => streamToolCall(tools, call, { resume: { pending, approved: false, args: edit } })).toThrow(TypeError);
    expect(ran).toEqual([]);
    // Nothing was claimed: the ticket still answers.
    const rec = await runToolCall(tools, call, { resume: { pending, approved: true, args: edit } });
    expect(rec.status).toBe('completed');
  });

  it('a suspended call is not answered with args: refused, nothing runs', async () => {
    const ran: unknown[] = [];
    const tool = createTool({
      id: 'wait',
      description: 'Waits for a go',
      inputSchema: z.object({ n: z.number() }),
      resumeSchema: z.object({ ok: z.boolean() }),
      execute: async (input, ctx) => {
        if (!ctx.agent?.resumeData) return ctx.agent?.suspend({ asked: true });
        ran.push(input);
        return 'done';
      },
    });
    const first = await runToolCall({ wait: tool }, { toolCallId: 's1', toolName: 'wait', args: { n: 1 } });
    expect(first.status).toBe('suspended');
    const rec = await runToolCall(
      { wait: tool },
      { toolCallId: 's1', toolName: 'wait' },
      { resume: { pending: first.pending!, approved: true, args: { n: 2 } } },
    );
    expect(rec.status).toBe('failed');
    expect(rec.error?.name).toBe('ToolCallMismatchError');
    expect(rec.error?.message).toContain('edited arguments (args) answer an approval');
    expect(ran).toEqual([]);
  });

  it('edits under tickets.keys without a replay store are a TypeError', async () => {
    const { tools } = refunds();
    const pending = await paused(tools, { tickets: { keys: [KEY] } });
    await expect(
      runToolCall(tools, call, { tickets: { keys: [KEY] }, resume: { pending, approved: true, args: { orderId: 'A1', amountEur: 1 } } }),
    ).rejects.toThrow(/resume\.args needs tickets\.replayStore when tickets are signed with tickets\.keys/);
  });
});

describe('approving with edited arguments: the ticket binds them', () => {
  it('a replayed answer with other arguments is refused and runs nothing (per-process tickets)', async () => {
    const { tools, ran } = refunds();
    const pending = await paused(tools);
    const first = await runToolCall(tools, call, { resume: { pending, approved: true, args: { orderId: 'A1', amountEur: 40 } } });
    expect(first.status).toBe('completed');
    const replay = await runToolCall(tools, call, { resume: { pending, approved: true, args: { orderId: 'A1', amountEur: 499 } } });
    expect([replay.status, replay.error?.name]).toEqual(['failed', 'TicketReplayError']);
    expect(replay.approval).toBeUndefined();
    expect(ran).toEqual([{ orderId: 'A1', amountEur: 40, note: 'none' }]);
  });

  it('a replayed answer with other arguments is refused and runs nothing (shared keys and a replay store)', async () => {
    const { tools, ran } = refunds();
    const tickets = { keys: [KEY], replayStore: new InMemoryTicketReplayStore() };
    const pending = await paused(tools, { tickets });
    const text = JSON.stringify(pending);
    await runToolCall(tools, call, { tickets, resume: { pending: text, approved: true, args: { orderId: 'A1', amountEur: 40 } } });
    const replay = await runToolCall(tools, call, { tickets, resume: { pending: text, approved: true, args: { orderId: 'B2', amountEur: 499 } } });
    expect([replay.status, replay.error?.name]).toEqual(['failed', 'TicketReplayError']);
    expect(ran).toEqual([{ orderId: 'A1', amountEur: 40, note: 'none' }]);
  });

  it('a ticket forged to carry other arguments fails its signature and runs nothing', async () => {
    const { tools, ran } = refunds();
    const tickets = { keys: [KEY], replayStore: new InMemoryTicketReplayStore() };
    const pending = await paused(tools, { tickets });
    const forgedArgs = { orderId: 'A1', amountEur: 499, note: 'none' };
    // Its digest recomputed (canonical JSON, keys sorted), so only the signature can tell.
    const forged = { ...pending, args: forgedArgs, argsDigest: JSON.stringify({ amountEur: 499, note: 'none', orderId: 'A1' }) };
    const rec = await runToolCall(
      tools,
      { toolCallId: 'c1', toolName: 'refund', args: forgedArgs },
      { tickets, resume: { pending: forged, approved: true, args: forgedArgs } },
    );
    expect([rec.status, rec.error?.name]).toEqual(['failed', 'TicketVerificationError']);
    expect(ran).toEqual([]);
  });

  it('an answer with edits for another call is refused and runs nothing', async () => {
    const { tools, ran } = refunds();
    const pending = await paused(tools);
    const rec = await runToolCall(
      tools,
      { toolCallId: 'other', toolName: 'refund', args: MODEL_ARGS },
      { resume: { pending, approved: true, args: { orderId: 'A1', amountEur: 40 } } },
    );
    expect([rec.status, rec.error?.name]).toEqual(['failed', 'ToolCallMismatchError']);
    expect(ran).toEqual([]);
  });

  it('edits the tool refused give a per-process ticket back: corrected, they run once', async () => {
    const { tools, ran } = refunds();
    const pending = await paused(tools);
    const refused = await runToolCall(tools, call, { logger: recordingLogger(), resume: { pending, approved: true, args: { orderId: 'A1', amountEur: -1 } } });
    expect(isValidationError(refused.result)).toBe(true);
    const corrected = await runToolCall(tools, call, { resume: { pending, approved: true, args: { orderId: 'A1', amountEur: 40 } } });
    expect(corrected.status).toBe('completed');
    const replay = await runToolCall(tools, call, { resume: { pending, approved: true, args: { orderId: 'A1', amountEur: 41 } } });
    expect(replay.error?.name).toBe('TicketReplayError');
    expect(ran).toEqual([{ orderId: 'A1', amountEur: 40, note: 'none' }]);
  });

  it('a call that suspends after an edited approval resumes with the edited arguments, signed into its ticket', async () => {
    const ran: unknown[] = [];
    const tool = createTool({
      id: 'transfer',
      description: 'Sends money',
      inputSchema: z.object({ to: z.string(), amount: z.number().max(100) }),
      resumeSchema: z.object({ code: z.string() }),
      requireApproval: true,
      execute: async (input, ctx) => {
        if (!ctx.agent?.resumeData) return ctx.agent?.suspend({ need: '2fa' });
        ran.push(input);
        return 'sent';
      },
    });
    const tools = { transfer: tool };
    const t = { toolCallId: 't1', toolName: 'transfer' as const, args: { to: 'mallory', amount: 100 } };
    const asked = await runToolCall(tools, t);
    const edit = { to: 'alice', amount: 10 };
    const suspended = await runToolCall(tools, t, { resume: { pending: asked.pending!, approved: true, args: edit } });
    expect(suspended.status).toBe('suspended');
    expect(suspended.pending?.args).toEqual(t.args);
    expect(suspended.pending?.editedArgs).toEqual(edit);
    expect(suspended.approval).toEqual({ id: 't1', approved: true, editedArgs: edit });

    // The edited arguments are signed with the rest of the ticket: swapping them back fails.
    const swapped = await runToolCall(tools, t, {
      resume: { pending: { ...suspended.pending!, editedArgs: { to: 'mallory', amount: 100 } }, resumeData: { code: '1' } },
    });
    expect(swapped.error?.name).toBe('TicketVerificationError');
    expect(ran).toEqual([]);

    const done = await runToolCall(tools, t, { resume: { pending: suspended.pending!, resumeData: { code: '1' } } });
    expect(done.status).toBe('completed');
    expect(ran).toEqual([edit]);
    expect(done.args).toEqual(t.args);
    expect(done.approval).toEqual({ id: 't1', approved: true, editedArgs: edit });
  });
});

describe('approving with edited arguments: the approval handler', () => {
  it('a handler that answers { approved: true, args } runs the edited arguments, validated', async () => {
    const { tools, ran } = refunds();
    const rec = await runToolCall(tools, call, { approval: () => ({ approved: true, args: { orderId: 'A1', amountEur: 40 } }) });
    expect(rec.status).toBe('completed');
    expect(ran).toEqual([{ orderId: 'A1', amountEur: 40, note: 'none' }]);
    expect(rec.args).toEqual(MODEL_ARGS);
    expect(rec.approval).toEqual({ id: 'c1', approved: true, editedArgs: { orderId: 'A1', amountEur: 40 } });
    expect(types(rec.chunks)).toEqual(['tool-call', 'tool-call-approval', 'tool-result']);
  });

  it('edits the handler gives that the tool refuses end with the ValidationError; nothing runs', async () => {
    const { tools, ran } = refunds();
    const rec = await runToolCall(tools, call, { logger: recordingLogger(), approval: () => ({ approved: true, args: { orderId: 'A1' } }) });
    expect(ran).toEqual([]);
    expect(isValidationError(rec.result)).toBe(true);
    expect((rec.result as { message: string }).message).toContain('amountEur');
  });

  it('a handler that declines with args fails the call with a TypeError; nothing runs', async () => {
    const { tools, ran } = refunds();
    const rec = await runToolCall(tools, call, { approval: () => ({ approved: false, reason: 'no', args: { orderId: 'A1', amountEur: 1 } }) });
    expect(rec.status).toBe('failed');
    expect(rec.error).toBeInstanceOf(TypeError);
    expect(rec.error?.message).toContain('with args but not approved: true');
    expect(ran).toEqual([]);
  });
});
