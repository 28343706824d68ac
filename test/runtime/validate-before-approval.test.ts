// The engine checks a call's arguments and request context before the approval gate: invalid
// input ends at once with its ValidationError, and the approval request, the ticket, the handler
// and execute all get the same validated arguments, validated once.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidationError } from '../../src/index';
import { RequestContext } from '../../src/request-context';
import { runToolCall } from '../../src/runtime';
import { testTool } from '../../src/testing/test-tool';
import { createTool } from '../../src/tools';
import { recordingLogger, types } from './helpers';

function mailer(extra: Record<string, unknown> = {}) {
  const seen: unknown[] = [];
  let parses = 0;
  const tool = createTool({
    id: 'send',
    description: 'Sends a mail',
    inputSchema: z.object({
      to: z.string().email(),
      subject: z.string().transform((s) => (parses++, s.trim())),
      priority: z.number().default(3),
    }),
    requireApproval: true,
    execute: async (input) => {
      seen.push(input);
      return 'sent';
    },
    ...extra,
  });
  return { tool, seen, parses: () => parses };
}

describe('validation before the approval gate', () => {
  it('invalid input ends at once with its ValidationError: no approval request, no ticket, no handler', async () => {
    const { tool, seen } = mailer();
    const asked: unknown[] = [];
    const rec = await runToolCall(
      { send: tool },
      { toolCallId: 'c1', toolName: 'send', args: { to: 'not-an-email', subject: 'hi' } },
      { approval: (req) => (asked.push(req), true), logger: recordingLogger() },
    );
    expect(rec.status).toBe('completed');
    expect(isValidationError(rec.result)).toBe(true);
    expect((rec.result as { message: string }).message).toContain('Tool input validation failed for send');
    expect(rec.pending).toBeUndefined();
    expect(types(rec.chunks)).toEqual(['tool-call', 'tool-result']);
    expect(asked).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('without a handler: invalid input is not approval-required', async () => {
    const { tool } = mailer();
    // @ts-expect-error the model's arguments lack `subject`: the types refuse them, the runtime answers with a ValidationError
    const rec = await runToolCall({ send: tool }, { toolCallId: 'c1', toolName: 'send', args: { to: 'x' } }, { logger: recordingLogger() });
    expect(rec.status).toBe('completed');
    expect(isValidationError(rec.result)).toBe(true);
  });

  it('the request, the handler and execute see the same validated args, validated once', async () => {
    const { tool, seen, parses } = mailer();
    const asked: any[] = [];
    const rec = await runToolCall(
      { send: tool },
      { toolCallId: 'c1', toolName: 'send', args: { to: 'a@b.co', subject: '  hi  ' } },
      { approval: (req) => (asked.push(req), true) },
    );
    const validated = { to: 'a@b.co', subject: 'hi', priority: 3 };
    expect(rec.status).toBe('completed');
    expect(asked[0].args).toEqual(validated);
    expect(asked[0].pending.args).toEqual(validated);
    expect((rec.chunks.find((c) => c.type === 'tool-call-approval') as any).payload.args).toEqual(validated);
    expect(seen).toEqual([validated]);
    expect(parses()).toBe(1);
  });

  it('the ticket holds the validated args; resuming runs them without validating again', async () => {
    const { tool, seen, parses } = mailer();
    const first = await runToolCall({ send: tool }, { toolCallId: 'c1', toolName: 'send', args: { to: 'a@b.co', subject: ' hi ' } });
    expect(first.status).toBe('approval-required');
    expect(first.pending?.args).toEqual({ to: 'a@b.co', subject: 'hi', priority: 3 });
    const resumed = await runToolCall(
      { send: tool },
      { toolCallId: 'c1', toolName: 'send' },
      { resume: { pending: JSON.stringify(first.pending), approved: true } },
    );
    expect(resumed.status).toBe('completed');
    expect(seen).toEqual([{ to: 'a@b.co', subject: 'hi', priority: 3 }]);
    expect(parses()).toBe(1);
  });

  it('a resume that gives the args as first sent matches the ticket; other args are refused', async () => {
    const { tool, seen } = mailer();
    const args = { to: 'a@b.co', subject: 'hi' };
    const first = await runToolCall({ send: tool }, { toolCallId: 'c1', toolName: 'send', args });
    const resumed = await runToolCall({ send: tool }, { toolCallId: 'c1', toolName: 'send', args }, { resume: { pending: first.pending!, approved: true } });
    expect(resumed.status).toBe('completed');
    const other = await runToolCall(
      { send: tool },
      { toolCallId: 'c1', toolName: 'send', args: { ...args, subject: 'other' } },
      { resume: { pending: first.pending!, approved: true } },
    );
    expect(other.status).toBe('failed');
    expect(other.error?.message).toContain('other arguments');
    expect(seen).toHaveLength(1);
  });

  it('a decision bound ahead of time may name the args as given or as validated', async () => {
    for (const named of [
      { to: 'a@b.co', subject: 'hi' },
      { to: 'a@b.co', subject: 'hi', priority: 3 },
    ]) {
      const { tool, seen } = mailer();
      const rec = await runToolCall(
        { send: tool },
        { toolCallId: 'c1', toolName: 'send', args: { to: 'a@b.co', subject: 'hi' } },
        { approval: { toolCallId: 'c1', args: named, approved: true } },
      );
      expect(rec.status).toBe('completed');
      expect(seen).toHaveLength(1);
    }
  });

  it('an invalid request context ends at once; a valid one is validated once', async () => {
    let checks = 0;
    const schema = z.object({ tenant: z.string().refine(() => (checks++, true)) });
    const { tool, seen } = mailer({ requestContextSchema: schema });
    const asked: unknown[] = [];
    const bad = await runToolCall(
      { send: tool },
      { toolCallId: 'c1', toolName: 'send', args: { to: 'a@b.co', subject: 'hi' } },
      { approval: (req) => (asked.push(req), true), requestContext: new RequestContext() },
    );
    expect(isValidationError(bad.result)).toBe(true);
    expect((bad.result as { message: string }).message).toContain('Request context validation failed');
    expect(asked).toEqual([]);
    checks = 0;
    const good = await runToolCall(
      { send: tool },
      { toolCallId: 'c1', toolName: 'send', args: { to: 'a@b.co', subject: 'hi' } },
      { approval: () => true, requestContext: new RequestContext([['tenant', 't1']]) },
    );
    expect(good.status).toBe('completed');
    expect(seen).toHaveLength(1);
    expect(checks).toBe(1);
  });

  it('an async validator is awaited before the approval is asked for', async () => {
    const asyncSchema = {
      '~standard': {
        version: 1,
        vendor: 'test',
        validate: async (v: any) => (String(v?.to).includes('@') ? { value: v } : { issues: [{ message: 'not an address', path: ['to'] }] }),
      },
    };
    const { tool } = mailer({ inputSchema: asyncSchema });
    const asked: unknown[] = [];
    const rec = await runToolCall(
      { send: tool },
      // @ts-expect-error the model's arguments lack `subject`: the types refuse them, the runtime answers with a ValidationError
      { toolCallId: 'c1', toolName: 'send', args: { to: 'nobody' } },
      { approval: (req) => (asked.push(req), true), logger: recordingLogger() },
    );
    expect(isValidationError(rec.result)).toBe(true);
    expect(asked).toEqual([]);
  });

  it('testTool follows: invalid input gives no approval request', async () => {
    const { tool } = mailer();
    const harness = testTool(tool);
    const run = await harness.call({ to: 'nope', subject: 'hi' } as never);
    expect(run.status).toBe('completed');
    expect(run.approvalRequest).toBeUndefined();
    expect(isValidationError(run.result)).toBe(true);
    expect(harness.pending).toBeUndefined();
    const ok = await harness.call({ to: 'a@b.co', subject: ' hi ' } as never);
    expect(ok.approvalRequest?.args).toEqual({ to: 'a@b.co', subject: 'hi', priority: 3 });
    const approved = await harness.approve();
    expect(approved.result).toBe('sent');
  });
});
