import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTool } from '../../src/tools';
import { RequestContext } from '../../src/request-context';
import { InProcessBackgroundExecutor, parsePendingToolCall, runToolCall, serializePendingToolCall, streamToolCall, type Tracer } from '../../src/runtime';
import { DECLINED_MESSAGE } from '../../src/wire';
import { approvalResumeSchemaJSON } from '../../src/runtime/approval/approval';
import { hookRecorder, recordingLogger, types } from './helpers';

const approvalSchemaText = approvalResumeSchemaJSON();

function gatedTool(extra: Record<string, any> = {}) {
  const calls: any[] = [];
  const tool = createTool({
    id: 'pay',
    description: 'Pay',
    inputSchema: z.object({ amount: z.number() }),
    requireApproval: true,
    execute: async (input, ctx) => {
      calls.push({ input, resumeData: ctx.agent?.resumeData });
      return { paid: input.amount };
    },
    ...extra,
  });
  return { tool, calls };
}

describe('approval', () => {
  it('without a handler: approval-required with a JSON ticket; execute not run', async () => {
    const { tool, calls } = gatedTool();
    const rec = await runToolCall({ pay: tool }, { toolCallId: 'c1', toolName: 'pay', args: { amount: 5 } }, { run: { runId: 'R' } });
    expect(rec.status).toBe('approval-required');
    expect(calls).toEqual([]);
    expect(types(rec.chunks)).toEqual(['tool-call', 'tool-call-approval']);
    expect((rec.chunks[1] as any).payload).toEqual({ toolCallId: 'c1', toolName: 'pay', args: { amount: 5 }, resumeSchema: approvalSchemaText });
    expect(rec.pending).toMatchObject({
      version: 1,
      kind: 'approval',
      runId: 'R',
      toolCallId: 'c1',
      toolName: 'pay',
      args: { amount: 5 },
      resumeSchema: approvalSchemaText,
    });
    expect(JSON.parse(JSON.stringify(rec.pending))).toEqual(rec.pending);
  });

  it('ticket JSON round trip: approved later (another "process"), same call continues', async () => {
    const first = gatedTool();
    const rec = await runToolCall({ pay: first.tool }, { toolCallId: 'c1', toolName: 'pay', args: { amount: 5 } });
    const text = serializePendingToolCall(rec.pending!);

    const { events, hooks } = hookRecorder();
    const second = gatedTool(hooks); // a fresh tool instance, as in another process
    const pending = parsePendingToolCall(text);
    const resumed = await runToolCall({ pay: second.tool }, { toolCallId: pending.toolCallId }, { resume: { pending: text, approved: true } });
    expect(resumed.status).toBe('completed');
    expect(resumed.result).toEqual({ paid: 5 });
    expect(resumed.approval).toEqual({ id: 'c1', approved: true });
    expect(second.calls).toEqual([{ input: { amount: 5 }, resumeData: undefined }]);
    expect(events.map((e) => e.name)).toEqual(['onInputAvailable', 'onOutput']);
    expect(resumed.runId).toBe(rec.pending!.runId);
  });

  it('declined: execute and onOutput never run; the model gets the reason', async () => {
    const { events, hooks } = hookRecorder();
    const { tool, calls } = gatedTool(hooks);
    const rec = await runToolCall({ pay: tool }, { toolCallId: 'c1', toolName: 'pay', args: { amount: 5 } }, { approval: () => false });
    expect(rec.status).toBe('declined');
    expect(calls).toEqual([]);
    expect(rec.modelOutput).toEqual({ type: 'text', value: DECLINED_MESSAGE });
    expect(rec.approval).toEqual({ id: 'c1', approved: false, reason: DECLINED_MESSAGE });
    expect(types(rec.chunks)).toEqual(['tool-call', 'tool-call-approval', 'tool-output-denied']);
    // re-entry: onInputAvailable fires again after the decision
    expect(events.map((e) => e.name)).toEqual(['onInputAvailable', 'onInputAvailable']);

    const withReason = await runToolCall(
      { pay: tool },
      { toolCallId: 'c1', toolName: 'pay', args: { amount: 5 } },
      { approval: async () => ({ approved: false, reason: 'too much' }) },
    );
    expect(withReason.modelOutput).toEqual({ type: 'text', value: 'too much' });
  });

  it('handler approve runs execute with resumeData undefined', async () => {
    const { tool, calls } = gatedTool();
    const seen: any[] = [];
    const rec = await runToolCall(
      { pay: tool },
      { toolCallId: 'c1', toolName: 'pay', args: { amount: 7 } },
      {
        approval: (req) => {
          seen.push(req);
          return true;
        },
      },
    );
    expect(rec.status).toBe('completed');
    expect(calls).toEqual([{ input: { amount: 7 }, resumeData: undefined }]);
    expect(seen[0]).toMatchObject({ toolCallId: 'c1', toolName: 'pay', args: { amount: 7 }, resumeSchema: approvalSchemaText });
  });

  it('fails closed: handler returning junk declines; a throwing handler fails', async () => {
    const { tool, calls } = gatedTool();
    const junk = await runToolCall({ pay: tool }, { toolCallId: 'c', toolName: 'pay', args: { amount: 1 } }, { approval: () => 'yes' as any });
    expect(junk.status).toBe('declined');
    const logger = recordingLogger();
    const thrown = await runToolCall(
      { pay: tool },
      { toolCallId: 'c', toolName: 'pay', args: { amount: 1 } },
      {
        logger,
        approval: () => {
          throw new Error('no handler today');
        },
      },
    );
    expect(thrown.status).toBe('failed');
    expect(thrown.error!.message).toBe('no handler today');
    expect(calls).toEqual([]);
  });

  it('a bound decision applies only to its toolCallId and args', async () => {
    const { tool, calls } = gatedTool();
    const ok = await runToolCall(
      { pay: tool },
      { toolCallId: 'c1', toolName: 'pay', argsText: '{"amount":5}' },
      { approval: { toolCallId: 'c1', args: { amount: 5 }, approved: true } },
    );
    expect(ok.status).toBe('completed');
    const wrongId = await runToolCall(
      { pay: tool },
      { toolCallId: 'c2', toolName: 'pay', args: { amount: 5 } },
      { approval: { toolCallId: 'c1', args: { amount: 5 }, approved: true } },
    );
    expect(wrongId.status).toBe('failed');
    expect(wrongId.error!.name).toBe('ToolCallMismatchError');
    const wrongArgs = await runToolCall(
      { pay: tool },
      { toolCallId: 'c1', toolName: 'pay', args: { amount: 500 } },
      { approval: { toolCallId: 'c1', args: { amount: 5 }, approved: true } },
    );
    expect(wrongArgs.status).toBe('failed');
    expect(wrongArgs.error!.message).toContain('other arguments');
    expect(calls.length).toBe(1);
  });

  it('resuming a ticket refuses a mismatching call or altered ticket', async () => {
    const { tool, calls } = gatedTool();
    const rec = await runToolCall({ pay: tool }, { toolCallId: 'c1', toolName: 'pay', args: { amount: 5 } });
    const otherId = await runToolCall({ pay: tool }, { toolCallId: 'cX' }, { resume: { pending: rec.pending!, approved: true } });
    expect(otherId.status).toBe('failed');
    expect(otherId.error!.name).toBe('ToolCallMismatchError');
    const otherArgs = await runToolCall({ pay: tool }, { toolCallId: 'c1', args: { amount: 9 } }, { resume: { pending: rec.pending!, approved: true } });
    expect(otherArgs.status).toBe('failed');
    const altered = { ...rec.pending!, args: { amount: 9000 } };
    const tampered = await runToolCall({ pay: tool }, { toolCallId: 'c1' }, { resume: { pending: altered, approved: true } });
    expect(tampered.status).toBe('failed');
    expect(tampered.error!.name).toBe('InvalidPendingToolCallError');
    expect(calls).toEqual([]);
  });

  it('resuming an approval ticket with anything but a decision is refused', async () => {
    const { tool, calls } = gatedTool();
    const rec = await runToolCall({ pay: tool }, { toolCallId: 'c1', toolName: 'pay', args: { amount: 5 } });
    const expected =
      'Refused: tool call "c1" waits for approval: resume it with approved: true or false (and an optional reason), or resumeData: { approved: boolean, reason?: string }.';
    for (const resume of [{ resumeData: { approved: 'yes' } }, { resumeData: { slot: '20:00' } }, {}, { approved: 'yes' as never }]) {
      const refused = await runToolCall({ pay: tool }, { toolCallId: 'c1' }, { resume: { pending: rec.pending!, ...resume } });
      expect(refused.status).toBe('failed');
      expect(refused.error!.name).toBe('ToolCallMismatchError');
      expect(refused.error!.message).toBe(expected);
      expect(refused.chunks.map((c) => c.type)).toEqual(['tool-error']);
    }
    expect(calls).toEqual([]);
    const viaData = await runToolCall(
      { pay: tool },
      { toolCallId: 'c1' },
      { resume: { pending: rec.pending!, resumeData: { approved: false, reason: 'no' } } },
    );
    expect(viaData.status).toBe('declined');
    expect(viaData.modelOutput).toEqual({ type: 'text', value: 'no' });
  });

  it('resuming a suspension ticket with an approval decision is refused', async () => {
    const tool = createTool({
      id: 'ask',
      description: 'd',
      resumeSchema: z.object({ approved: z.boolean() }),
      execute: async (_input, { agent }) => {
        if (!agent?.resumeData) return agent?.suspend?.({ question: 'sure?' });
        return { ok: agent.resumeData.approved };
      },
    });
    const paused = await runToolCall({ ask: tool }, { toolCallId: 's1', toolName: 'ask', args: {} });
    expect(paused.status).toBe('suspended');
    const refused = await runToolCall({ ask: tool }, { toolCallId: 's1' }, { resume: { pending: paused.pending!, approved: true } });
    expect(refused.status).toBe('failed');
    expect(refused.error!.name).toBe('ToolCallMismatchError');
    expect(refused.error!.message).toBe(
      `Refused: tool call "s1" is suspended, it does not wait for approval: resume it with resumeData (checked against the tool's resumeSchema).`,
    );
    const resumed = await runToolCall({ ask: tool }, { toolCallId: 's1' }, { resume: { pending: paused.pending!, resumeData: { approved: true } } });
    expect(resumed.status).toBe('completed');
    expect(resumed.result).toEqual({ ok: true });
  });

  it('approval: true / false answers every request; false declines without running execute', async () => {
    const { tool, calls } = gatedTool();
    const yes = await runToolCall({ pay: tool }, { toolCallId: 'c1', toolName: 'pay', args: { amount: 5 } }, { approval: true });
    expect(yes.status).toBe('completed');
    expect(yes.approval).toEqual({ id: 'c1', approved: true });
    expect(calls.length).toBe(1);
    const no = await runToolCall({ pay: tool }, { toolCallId: 'c2', toolName: 'pay', args: { amount: 5 } }, { approval: false });
    expect(no.status).toBe('declined');
    expect(no.modelOutput).toEqual({ type: 'text', value: 'Tool call was not approved by the user' });
    expect(calls.length).toBe(1);
  });

  it('a plain object request context is read as its values; other kinds of options are refused with a TypeError', async () => {
    const tool = createTool({
      id: 'greet',
      description: 'd',
      requestContextSchema: z.object({ locale: z.enum(['en', 'fr']) }),
      execute: async (_input, { requestContext }) => ({ locale: requestContext.get('locale') }),
    });
    const ok = await runToolCall({ greet: tool }, { toolCallId: 'r1', toolName: 'greet', args: {} }, { requestContext: { locale: 'fr' } });
    expect(ok.status).toBe('completed');
    expect(ok.result).toEqual({ locale: 'fr' });
    await expect(runToolCall({ greet: tool }, { toolCallId: 'r2', toolName: 'greet', args: {} }, { requestContext: 'fr' as never })).rejects.toThrow(
      new TypeError('runToolCall: requestContext must be a RequestContext or a plain object of its values, not string'),
    );
    await expect(runToolCall({ greet: tool }, { toolCallId: 'r3', toolName: 'greet', args: {} }, { approval: 'yes' as never })).rejects.toThrow(
      new TypeError('runToolCall: approval must be a handler function, a decision { toolCallId, args, approved, reason? }, or true / false, not string'),
    );
  });

  it('requireApproval function: decides per call with {args, requestContext (plain), workspace}; throw → required', async () => {
    const seen: any[] = [];
    const tool = createTool({
      id: 't',
      description: 'd',
      requireApproval: (input: any, ctx: any) => {
        seen.push([input, ctx]);
        return input.n > 1;
      },
      execute: async () => 'ran',
    });
    const rc = new RequestContext([
      ['k', 'v'],
      ['__mastra_requireToolApproval', true],
    ]);
    const small = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: { n: 1 } }, { requestContext: rc, requireToolApproval: true });
    expect(small.status).toBe('completed'); // the per-tool function overrides the global policy
    expect(seen[0]).toEqual([{ n: 1 }, { args: { n: 1 }, requestContext: { k: 'v' }, workspace: undefined }]);
    const big = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: { n: 2 } });
    expect(big.status).toBe('approval-required');
    const logger = recordingLogger();
    const throwing = createTool({
      id: 't',
      description: 'd',
      requireApproval: () => {
        throw new Error('x');
      },
      execute: async () => 'ran',
    });
    const thrown = await runToolCall({ t: throwing }, { toolCallId: 'c', toolName: 't', args: {} }, { logger });
    expect(thrown.status).toBe('approval-required');
    expect(logger.calls[0]![1]).toBe('Error evaluating needsApprovalFn for tool t:');
  });

  it('requireApproval function runs before onInputAvailable, but after it with a global `true`', async () => {
    const order: string[] = [];
    const make = () =>
      createTool({
        id: 't',
        description: 'd',
        requireApproval: () => {
          order.push('approval');
          return false;
        },
        onInputAvailable: () => void order.push('onInputAvailable'),
        execute: async () => 'ran',
      });
    await runToolCall({ t: make() }, { toolCallId: 'c', toolName: 't', args: {} });
    expect(order).toEqual(['approval', 'onInputAvailable']);
    order.length = 0;
    await runToolCall({ t: make() }, { toolCallId: 'c', toolName: 't', args: {} }, { requireToolApproval: true });
    expect(order).toEqual(['onInputAvailable', 'approval']);
  });

  it('global requireToolApproval and truthy non-boolean tool flags', async () => {
    const plain = createTool({ id: 't', description: 'd', execute: async () => 'ran' });
    expect((await runToolCall({ t: plain }, { toolCallId: 'c', toolName: 't', args: {} }, { requireToolApproval: true })).status).toBe('approval-required');
    const fnPolicy = await runToolCall({ t: plain }, { toolCallId: 'c', toolName: 't', args: {} }, { requireToolApproval: ({ toolName }) => toolName === 't' });
    expect(fnPolicy.status).toBe('approval-required');
    const yes = createTool({ id: 't', description: 'd', requireApproval: 'yes' as any, execute: async () => 'ran' });
    expect((await runToolCall({ t: yes }, { toolCallId: 'c', toolName: 't', args: {} })).status).toBe('completed');
  });
});

describe('suspend / resume', () => {
  const make = (hooks: Record<string, any> = {}) => {
    const seen: any[] = [];
    const tool = createTool({
      id: 'ask',
      description: 'd',
      inputSchema: z.object({ q: z.string().transform((s) => s + '!') }),
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ answer: z.string() }),
      execute: async (input, ctx) => {
        seen.push({ input, resumeData: ctx.agent?.resumeData, suspendPayload: ctx.agent?.suspendPayload });
        if (!ctx.agent?.resumeData) {
          await ctx.agent!.suspend({ question: `why ${input.q}` });
          return undefined;
        }
        return { answer: ctx.agent.resumeData.answer };
      },
      ...hooks,
    });
    return { tool, seen };
  };
  const resumeSchemaText = JSON.stringify({
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: { answer: { type: 'string' } },
    required: ['answer'],
    additionalProperties: false,
  });

  it('suspend → pending JSON → resume with original args, resumeData and suspendPayload, no input validation', async () => {
    const { events, hooks } = hookRecorder();
    const { tool, seen } = make(hooks);
    const rec = await runToolCall({ ask: tool }, { toolCallId: 's1', toolName: 'ask', args: { q: 'a' } });
    expect(rec.status).toBe('suspended');
    expect(rec.suspendPayload).toEqual({ question: 'why a!' });
    expect(types(rec.chunks)).toEqual(['tool-call', 'tool-call-suspended']);
    expect((rec.chunks[1] as any).payload).toEqual({
      toolCallId: 's1',
      toolName: 'ask',
      suspendPayload: { question: 'why a!' },
      args: { q: 'a' },
      resumeSchema: resumeSchemaText,
    });
    expect(rec.pending).toMatchObject({ kind: 'suspension', args: { q: 'a' }, suspendPayload: { question: 'why a!' }, resumeSchema: resumeSchemaText });
    expect(events.map((e) => [e.name, e.payload.output])).toEqual([
      ['onInputAvailable', undefined],
      ['onOutput', undefined],
    ]);

    const text = JSON.stringify(rec.pending);
    const resumed = await runToolCall({ ask: tool }, { toolCallId: 's1' }, { resume: { pending: text, resumeData: { answer: '42' } } });
    expect(resumed.status).toBe('completed');
    expect(resumed.result).toEqual({ answer: '42' });
    expect(seen[1]).toEqual({ input: { q: 'a' }, resumeData: { answer: '42' }, suspendPayload: { question: 'why a!' } });
    expect(events.map((e) => e.name)).toEqual(['onInputAvailable', 'onOutput', 'onInputAvailable', 'onOutput']);
  });

  it('invalid resumeData: ValidationError result, execute not called', async () => {
    const { tool, seen } = make();
    const logger = recordingLogger();
    const rec = await runToolCall({ ask: tool }, { toolCallId: 's1', toolName: 'ask', args: { q: 'a' } });
    const resumed = await runToolCall({ ask: tool }, { toolCallId: 's1' }, { logger, resume: { pending: rec.pending!, resumeData: { answer: 1 } } });
    expect(seen.length).toBe(1);
    expect((resumed.result as any).error).toBe(true);
    expect((resumed.result as any).message).toMatch(/^Tool input validation failed for ask/);
    expect(logger.calls[0]![0]).toBe('warn');
  });

  it('an invalid suspend payload still suspends; the error reaches only onOutput', async () => {
    const { events, hooks } = hookRecorder();
    const logger = recordingLogger();
    const tool = createTool({
      id: 's',
      description: 'd',
      suspendSchema: z.object({ n: z.number() }),
      execute: async (_i, ctx) => {
        await ctx.agent!.suspend({ n: 'bad' } as any);
      },
      ...hooks,
    });
    const rec = await runToolCall({ key: tool }, { toolCallId: 'c', toolName: 'key', args: {} }, { logger });
    expect(rec.status).toBe('suspended');
    expect(rec.suspendPayload).toEqual({ n: 'bad' });
    const out = events.find((e) => e.name === 'onOutput')!.payload.output;
    expect(out.message).toMatch(/^Tool suspension data validation failed for key/);
    expect(logger.calls.some((c) => c[0] === 'warn' && String(c[1]).startsWith('Tool suspension data validation failed for key'))).toBe(true);
  });
});

describe('abort', () => {
  it('aborted before execute: execute never runs', async () => {
    let ran = false;
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async () => {
        ran = true;
        return 1;
      },
    });
    const ac = new AbortController();
    ac.abort();
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { abortSignal: ac.signal });
    expect(rec.status).toBe('aborted');
    expect(ran).toBe(false);
  });

  it('aborted during input streaming: execute never runs', async () => {
    let ran = false;
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async () => {
        ran = true;
        return 1;
      },
    });
    const ac = new AbortController();
    function* deltas() {
      yield '{';
      ac.abort();
      yield '}';
    }
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', argsTextDeltas: deltas() }, { abortSignal: ac.signal });
    expect(rec.status).toBe('aborted');
    expect(ran).toBe(false);
  });

  it('aborted during execute: the signal reaches execute and the call is aborted', async () => {
    const ac = new AbortController();
    let sawSignal: AbortSignal | undefined;
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: (_i, ctx) =>
        new Promise((_resolve, reject) => {
          sawSignal = ctx.abortSignal;
          ctx.abortSignal!.addEventListener('abort', () => reject(new Error('aborted!')));
          setTimeout(() => ac.abort(), 5);
        }),
    });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { abortSignal: ac.signal });
    expect(sawSignal).toBe(ac.signal);
    expect(rec.status).toBe('aborted');
    expect(types(rec.chunks)).toEqual(['tool-call']);
  });
});

describe('transforms', () => {
  it('display/transcript payloads ride on chunk metadata; raw values stay raw', async () => {
    let inputCalls = 0;
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async () => ({ secret: 's', pub: 'p' }),
      transform: {
        display: {
          input: () => {
            inputCalls++;
            return { redacted: true };
          },
          output: ({ output }: any) => ({ pub: output.pub }),
        },
      },
    });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', argsTextDeltas: ['{}'] });
    expect(rec.result).toEqual({ secret: 's', pub: 'p' });
    const delta = rec.chunks.find((c) => c.type === 'tool-call-delta') as any;
    expect(delta.metadata.mastra.toolPayloadTransform).toEqual({ display: { 'input-delta': { suppress: true } } });
    const call = rec.chunks.find((c) => c.type === 'tool-call') as any;
    expect(call.metadata.mastra.toolPayloadTransform).toEqual({ display: { 'input-available': { transformed: { redacted: true } } } });
    const result = rec.chunks.find((c) => c.type === 'tool-result') as any;
    expect(result.payload.result).toEqual({ secret: 's', pub: 'p' });
    expect(result.metadata.mastra.toolPayloadTransform.display).toEqual({
      'input-available': { transformed: { redacted: true } },
      'output-available': { transformed: { pub: 'p' } },
    });
    expect(inputCalls).toBe(2);
    expect(rec.transforms!.display!['output-available']).toEqual({ transformed: { pub: 'p' } });
  });

  it('a throwing transformer logs a warn and gives the placeholder with failed:true', async () => {
    const logger = recordingLogger();
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async () => 1,
      transform: {
        transcript: {
          output: () => {
            throw new Error('tx');
          },
        },
      },
    });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { logger });
    expect(rec.status).toBe('completed');
    const result = rec.chunks.find((c) => c.type === 'tool-result') as any;
    expect(result.metadata.mastra.toolPayloadTransform.transcript['output-available']).toEqual({
      transformed: { message: 'Tool output-available payload unavailable' },
      failed: true,
    });
    expect(logger.calls.find((c) => c[1] === 'Tool payload transform failed')![2]).toMatchObject({
      toolName: 't',
      toolCallId: 'c',
      target: 'transcript',
      phase: 'output-available',
    });
  });

  it('a global policy covers approval and error phases', async () => {
    const phases: string[] = [];
    const { tool } = gatedTool();
    await runToolCall(
      { pay: tool },
      { toolCallId: 'c', toolName: 'pay', args: { amount: 1 } },
      {
        transform: { transformToolPayload: (ctx) => void phases.push(`${ctx.target}:${ctx.phase}`), targets: ['display'] },
      },
    );
    expect(phases).toEqual(['display:input-available', 'display:input-available', 'display:approval']);
  });
});

describe('observe', () => {
  it('a Tracer backs ctx.observe', async () => {
    const spans: any[] = [];
    const logs: any[] = [];
    const tracer: Tracer = {
      async span(name, fn, attributes, call) {
        spans.push({ name, attributes, call });
        return await fn();
      },
      log(level, message, data, call) {
        logs.push({ level, message, data, call: call.toolCallId });
      },
    };
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async (_i, ctx) => {
        ctx.observe.log('info', 'hello', { a: 1 });
        return await ctx.observe.span('inner', () => 7, { k: 'v' });
      },
    });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { tracer, run: { runId: 'R' } });
    expect(rec.result).toBe(7);
    expect(spans).toEqual([{ name: 'inner', attributes: { k: 'v' }, call: { runId: 'R', toolCallId: 'c', toolName: 't' } }]);
    expect(logs).toEqual([{ level: 'info', message: 'hello', data: { a: 1 }, call: 'c' }]);
  });

  it('a sync throw inside span becomes a rejection (default observe)', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async (_i, ctx) => {
        const p = ctx.observe.span('x', () => {
          throw new Error('in span');
        });
        await expect(p).rejects.toThrow('in span');
        return 'ok';
      },
    });
    expect((await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} })).result).toBe('ok');
  });
});

describe('background', () => {
  it('returns at once with a task id and the reference text; onComplete and onOutput later', async () => {
    const done: any[] = [];
    const outputs: any[] = [];
    let ctxSeen: any;
    const tool = createTool({
      id: 'slow',
      description: 'd',
      inputSchema: z.object({ v: z.string().transform((s) => s + '!') }),
      background: { enabled: true, onComplete: (task) => void done.push(task) },
      onOutput: ({ output }: any) => void outputs.push(output),
      execute: async ({ v }, ctx) => {
        ctxSeen = ctx;
        await new Promise((r) => setTimeout(r, 10));
        return v;
      },
    });
    const rec = await runToolCall({ slow: tool }, { toolCallId: 'c', toolName: 'slow', args: { v: 'a' } });
    expect(rec.status).toBe('completed');
    const taskId = rec.background!.taskId;
    expect(rec.result).toBe(
      `Background task started. Task ID: ${taskId}. The tool "slow" is running in the background. You will be notified when it completes.`,
    );
    expect(types(rec.chunks)).toEqual(['tool-call', 'background-task-started', 'tool-result']);
    expect(rec.providerMetadata).toEqual({ mastra: { backgroundTask: { taskId, status: 'running' } } });
    const task = await rec.background!.done;
    expect(task.status).toBe('completed');
    expect(task.result).toBe('a!'); // background-eligible: validated once (builder mark)
    expect(done.length).toBe(1);
    expect(outputs).toEqual(['a!']);
    expect(ctxSeen.agent.isBackgroundTask).toBe(true);
    expect(ctxSeen.background.taskId).toBe(taskId);
  });

  it('times out, retries, then calls onFailed', async () => {
    const failed: any[] = [];
    let attempts = 0;
    const tool = createTool({
      id: 'slow',
      description: 'd',
      background: { enabled: true, timeoutMs: 20, maxRetries: 2, onFailed: (t) => void failed.push(t) },
      execute: async (_i, ctx) => {
        attempts++;
        await new Promise((r) => setTimeout(r, 200));
        return ctx.abortSignal?.aborted ? 'late' : 'x';
      },
    });
    const executor = new InProcessBackgroundExecutor();
    const rec = await runToolCall({ slow: tool }, { toolCallId: 'c', toolName: 'slow', args: {} }, { background: { executor } });
    const task = await rec.background!.done;
    expect(task.status).toBe('timed_out');
    expect(task.retryCount).toBe(2);
    expect(attempts).toBe(3);
    expect(failed).toEqual([task]);
    expect(executor.tasks.get(task.id)).toBe(rec.background);
  });

  it('a failing task is retried and can succeed; the call override runs in the foreground', async () => {
    let attempts = 0;
    const tool = createTool({
      id: 'flaky',
      description: 'd',
      background: { enabled: true, maxRetries: 1 },
      execute: async () => {
        attempts++;
        if (attempts === 1) throw new Error('first');
        return 'second';
      },
    });
    const rec = await runToolCall({ flaky: tool }, { toolCallId: 'c', toolName: 'flaky', args: {} }, { background: { onTaskComplete: () => {} } });
    const task = await rec.background!.done;
    expect(task.status).toBe('completed');
    expect(task.result).toBe('second');
    const fg = await runToolCall({ flaky: tool }, { toolCallId: 'c', toolName: 'flaky', args: { _background: { enabled: false } } });
    expect(fg.result).toBe('second');
    expect(fg.background).toBeUndefined();
  });

  it('a custom executor takes the task', async () => {
    const requests: any[] = [];
    const tool = createTool({ id: 'b', description: 'd', background: { enabled: true }, execute: async () => 'r' });
    const rec = await runToolCall(
      { b: tool },
      { toolCallId: 'c', toolName: 'b', args: {} },
      {
        background: {
          executor: {
            dispatch(req) {
              requests.push(req);
              const task: any = { id: 'T1', status: 'pending' };
              return {
                taskId: 'T1',
                task,
                done: req
                  .run({ taskId: 'T1', attempt: 0, abortSignal: new AbortController().signal, disposition: 'deferred' })
                  .then((r) => ({ ...task, status: 'completed', result: r })),
              };
            },
          },
        },
      },
    );
    expect(rec.result).toContain('Task ID: T1.');
    expect(requests[0]).toMatchObject({ toolName: 'b', toolCallId: 'c', timeoutMs: 300000, maxRetries: 0 });
    expect((await rec.background!.done).result).toBe('r');
  });
});

describe('streamToolCall', () => {
  it('is lazy, iterable once, and its result equals runToolCall', async () => {
    let ran = 0;
    const tool = createTool({ id: 't', description: 'd', execute: async () => ++ran });
    const stream = streamToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    await new Promise((r) => setTimeout(r, 5));
    expect(ran).toBe(0);
    const chunks = [];
    for await (const c of stream) chunks.push(c);
    const rec = await stream.result;
    expect(rec.chunks).toEqual(chunks);
    expect(ran).toBe(1);
  });
});

describe('concurrency', () => {
  it('1,000 parallel calls with distinct request contexts never see each other', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      inputSchema: z.object({ i: z.number() }),
      execute: async ({ i }, ctx) => {
        const before = ctx.requestContext.get('user' as never);
        await new Promise((r) => setTimeout(r, Math.random() * 5));
        return { i, user: ctx.requestContext.get('user' as never), before, callId: ctx.agent?.toolCallId };
      },
    });
    const records = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        runToolCall({ t: tool }, { toolCallId: `c${i}`, toolName: 't', args: { i } }, { requestContext: new RequestContext([['user', `u${i}`]]) }),
      ),
    );
    records.forEach((rec, i) => {
      expect(rec.result).toEqual({ i, user: `u${i}`, before: `u${i}`, callId: `c${i}` });
    });
  });
});
