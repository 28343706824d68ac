import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestContext } from '../../src/request-context';
import { InMemoryTicketReplayStore, parsePendingToolCall, runToolCall, TicketReplayError } from '../../src/runtime';
import { DECLINED_MESSAGE } from '../../src/wire';
import { testTool } from '../../src/testing';
import { createTool, isValidationError } from '../../src/tools';

const weather = (extra: Record<string, any> = {}) =>
  createTool({
    id: 'weather',
    description: 'Weather for a city',
    inputSchema: z.object({ location: z.string() }),
    outputSchema: z.object({ location: z.string(), celsius: z.number() }),
    onInputStart: () => {},
    onInputDelta: () => {},
    onInputAvailable: () => {},
    onOutput: () => {},
    execute: async ({ location }) => ({ location, celsius: 21 }),
    ...extra,
  });

const payTool = (calls: any[] = []) =>
  createTool({
    id: 'pay',
    description: 'Pay someone',
    inputSchema: z.object({ amount: z.number() }),
    requireApproval: true,
    onInputAvailable: () => {},
    onOutput: () => {},
    execute: async ({ amount }) => {
      calls.push(amount);
      return { paid: amount };
    },
  });

const askTool = (seen: any[] = []) =>
  createTool({
    id: 'ask',
    description: 'Asks the user',
    inputSchema: z.object({ q: z.string() }),
    suspendSchema: z.object({ question: z.string() }),
    resumeSchema: z.object({ answer: z.string() }),
    onOutput: () => {},
    execute: async ({ q }, ctx) => {
      seen.push({ q, resumeData: ctx.agent?.resumeData, suspendPayload: ctx.agent?.suspendPayload });
      if (!ctx.agent?.resumeData) {
        await ctx.agent?.suspend({ question: `${q}?` });
        return undefined;
      }
      return { answer: ctx.agent.resumeData.answer };
    },
  });

describe('testTool: call', () => {
  it('runs parsed args and returns the record with hooks, logs and model output', async () => {
    const harness = testTool(weather());
    const run = await harness.call({ location: 'Paris' });
    expect(run.status).toBe('completed');
    expect(run.toolName).toBe('weather');
    expect(run.toolCallId).toBe('call-1');
    expect(run.args).toEqual({ location: 'Paris' });
    expect(run.result).toEqual({ location: 'Paris', celsius: 21 });
    expect(run.modelOutput).toEqual({ type: 'json', value: { location: 'Paris', celsius: 21 } });
    expect(run.hooks.map((h) => h.name)).toEqual(['onInputAvailable', 'onOutput']);
    expect(run.hooks[0]!.payload).toMatchObject({ toolCallId: 'call-1', input: { location: 'Paris' }, messages: [] });
    expect(run.hooks[1]!.payload).toMatchObject({ toolCallId: 'call-1', toolName: 'weather', output: { location: 'Paris', celsius: 21 } });
    expect(run.chunks.map((c) => c.type)).toEqual(['tool-call', 'tool-result']);
    expect(run.approvalRequest).toBeUndefined();
    expect(run.suspendPayload).toBeUndefined();
    expect(run.pending).toBeUndefined();
    expect(run.display).toEqual({});
    expect(run.transcript).toEqual({});
    expect(run.logs).toEqual([]);
    expect(harness.logs).toEqual([]);
    expect(harness.runs).toEqual([run]);
    expect((await harness.call({ location: 'Oslo' })).toolCallId).toBe('call-2');
  });

  it('streams { argsTextDeltas }: every hook in order with its payload', async () => {
    const harness = testTool(weather());
    async function* deltas() {
      yield '{"loca';
      yield '';
      yield 'tion":"Nice"}';
    }
    const run = await harness.call({ argsTextDeltas: deltas() }, { toolCallId: 'abc', messages: [{ role: 'user', content: 'weather in Nice?' }] });
    expect(run.hooks.map((h) => [h.name, h.payload.inputTextDelta ?? h.payload.input ?? h.payload.output])).toEqual([
      ['onInputStart', undefined],
      ['onInputDelta', '{"loca'],
      ['onInputDelta', 'tion":"Nice"}'],
      ['onInputAvailable', { location: 'Nice' }],
      ['onOutput', { location: 'Nice', celsius: 21 }],
    ]);
    expect(run.hooks[0]!.payload).toMatchObject({ toolCallId: 'abc', messages: [{ role: 'user', content: 'weather in Nice?' }] });
    expect(run.chunks.map((c) => c.type)).toEqual([
      'tool-call-input-streaming-start',
      'tool-call-delta',
      'tool-call-delta',
      'tool-call-input-streaming-end',
      'tool-call',
      'tool-result',
    ]);
  });

  it('reads { argsText } with the runtime parser (repair pass included)', async () => {
    const run = await testTool(weather()).call({ argsText: "{location: 'Lyon',}" });
    expect(run.args).toEqual({ location: 'Lyon' });
    expect(run.result).toEqual({ location: 'Lyon', celsius: 21 });
  });

  it('an object with other keys besides argsText is the args themselves', async () => {
    const tool = createTool({ id: 'echo', description: 'd', execute: async (input: any) => input });
    const run = await testTool(tool).call({ argsText: 'x', more: 1 } as any);
    expect(run.result).toEqual({ argsText: 'x', more: 1 });
  });

  it('invalid input: a ValidationError result, a warning in logs, onOutput still runs', async () => {
    const harness = testTool(weather());
    const run = await harness.call({ location: 42 } as any);
    expect(run.status).toBe('completed');
    expect(isValidationError(run.result)).toBe(true);
    expect(run.hooks.map((h) => h.name)).toEqual(['onInputAvailable', 'onOutput']);
    expect(harness.logs).toEqual([{ level: 'warn', message: 'Tool input validation failed', args: [expect.objectContaining({ tool: 'weather' })] }]);
  });

  it('a throwing execute fails the call: error, error text for the model, no onOutput', async () => {
    const run = await testTool(
      weather({
        execute: async () => {
          throw new Error('API down');
        },
      }),
    ).call({ location: 'X' });
    expect(run.status).toBe('failed');
    expect(run.error?.message).toBe('API down');
    expect(run.modelOutput).toEqual({ type: 'error-text', value: 'API down' });
    expect(run.hooks.map((h) => h.name)).toEqual(['onInputAvailable']);
  });

  it('toolName option: the name the model calls', async () => {
    const harness = testTool(weather(), { toolName: 'getWeather' });
    expect(harness.toolName).toBe('getWeather');
    const run = await harness.call({ location: 'Rome' });
    expect(run.toolName).toBe('getWeather');
    expect(run.hooks[1]!.payload.toolName).toBe('getWeather');
  });

  it('a tool without id needs a toolName', () => {
    expect(() => testTool({ execute: async () => 1 })).toThrow('testTool: the tool has no id; pass options.toolName');
    expect(testTool({ execute: async () => 1 }, { toolName: 'plain' }).toolName).toBe('plain');
  });

  it('does not modify the tool', async () => {
    const tool = weather();
    const before = { ...tool };
    const keys = Reflect.ownKeys(tool);
    await testTool(tool).call({ argsTextDeltas: ['{"location":"A"}'] });
    expect(Reflect.ownKeys(tool)).toEqual(keys);
    expect({ ...tool }).toEqual(before);
    for (const name of ['onInputStart', 'onInputDelta', 'onInputAvailable', 'onOutput'] as const) expect(tool[name]).toBe(before[name]);
  });

  it('hooks run with the tool as `this`; hooks the tool does not define are not recorded', async () => {
    const seen: unknown[] = [];
    const tool = {
      id: 'plain',
      onOutput(this: unknown) {
        seen.push(this);
      },
      execute: async () => 'ok',
    };
    const run = await testTool(tool).call({ argsTextDeltas: ['{}'] });
    expect(run.hooks.map((h) => h.name)).toEqual(['onOutput']);
    expect(seen).toEqual([tool]);
    expect(seen[0]).toBe(tool);
  });
});

describe('testTool: failing hooks, logs', () => {
  it('a failing hook is recorded with its error, logged, and the call goes on', async () => {
    const boom = new Error('hook broke');
    const harness = testTool(
      weather({
        onInputAvailable: async () => {
          throw boom;
        },
        onOutput: () => {
          throw new Error('sync break');
        },
      }),
    );
    const run = await harness.call({ location: 'Paris' });
    expect(run.status).toBe('completed');
    expect(run.hooks.map((h) => [h.name, (h.error as Error | undefined)?.message])).toEqual([
      ['onInputAvailable', 'hook broke'],
      ['onOutput', 'sync break'],
    ]);
    expect(harness.logs).toEqual([
      { level: 'error', message: 'Error calling onInputAvailable', args: [boom] },
      { level: 'error', message: 'Error calling onOutput', args: [expect.objectContaining({ message: 'sync break' })] },
    ]);
    expect(run.logs).toEqual(harness.logs);
  });

  it('a given logger receives the lines too; logs still records them; nothing is printed', async () => {
    const received: unknown[][] = [];
    const logger = { warn: (...a: unknown[]) => void received.push(['warn', ...a]), error: (...a: unknown[]) => void received.push(['error', ...a]) };
    const harness = testTool(
      weather({
        onOutput: () => {
          throw new Error('x');
        },
      }),
      { logger },
    );
    await harness.call({ location: 'Paris' });
    expect(received.map((r) => r.slice(0, 2))).toEqual([['error', 'Error calling onOutput']]);
    expect(harness.logs.map((l) => l.message)).toEqual(['Error calling onOutput']);
  });

  it('a throwing transform shows in logs and as failed in display', async () => {
    const harness = testTool(
      weather({
        transform: {
          display: {
            input: ({ input }: any) => ({ city: input.location }),
            output: () => {
              throw new Error('tx');
            },
          },
        },
      }),
    );
    const run = await harness.call({ location: 'Paris' });
    expect(run.display).toEqual({
      'input-available': { transformed: { city: 'Paris' } },
      'output-available': { transformed: { message: 'Tool output-available payload unavailable' }, failed: true },
    });
    expect(run.transcript).toEqual({});
    expect(harness.logs.map((l) => [l.level, l.message])).toEqual([['warn', 'Tool payload transform failed']]);
  });
});

describe('testTool: approval', () => {
  it('paused → approve: ticket, approval request, then the call runs', async () => {
    const calls: number[] = [];
    const harness = testTool(payTool(calls));
    const paused = await harness.call({ amount: 5 }, { toolCallId: 'p1' });
    expect(paused.status).toBe('approval-required');
    expect(paused.approvalRequest).toMatchObject({ toolCallId: 'p1', toolName: 'pay', args: { amount: 5 } });
    expect(typeof paused.approvalRequest!.resumeSchema).toBe('string');
    expect(paused.pending).toMatchObject({ kind: 'approval', toolCallId: 'p1', args: { amount: 5 } });
    expect(harness.pending).toEqual(paused.pending);
    expect(calls).toEqual([]);

    const approved = await harness.approve();
    expect(approved.status).toBe('completed');
    expect(approved.toolCallId).toBe('p1');
    expect(approved.runId).toBe(paused.runId);
    expect(approved.result).toEqual({ paid: 5 });
    expect(approved.approval).toEqual({ id: 'p1', approved: true });
    expect(approved.hooks.map((h) => h.name)).toEqual(['onInputAvailable', 'onOutput']);
    expect(calls).toEqual([5]);
    expect(harness.pending).toBeUndefined();
    expect(harness.runs).toEqual([paused, approved]);
    await expect(harness.approve()).rejects.toThrow('testTool: nothing to approve: no call of "pay" is paused');
  });

  it('paused → approve({ args }): the edited arguments run after validation; the run keeps both versions', async () => {
    const calls: number[] = [];
    const harness = testTool(payTool(calls));
    await harness.call({ amount: 50 }, { toolCallId: 'p1' });
    // An approver's form can send what the types refuse: the schema checks it.
    const refused = await harness.approve({ args: { amount: 'twenty' } as unknown as { amount: number } });
    expect(isValidationError(refused.result)).toBe(true);
    expect(refused.approval).toEqual({ id: 'p1', approved: true, editedArgs: { amount: 'twenty' } });
    expect(calls).toEqual([]);
    // The refused edit gave the ticket back: the call is still the paused one, and the approver corrects it.
    expect(harness.pending).toBe(harness.runs[0]!.pending);
    const approved = await harness.approve({ args: { amount: 20 } });
    expect(approved.status).toBe('completed');
    expect(approved.args).toEqual({ amount: 50 });
    expect(approved.approval).toEqual({ id: 'p1', approved: true, editedArgs: { amount: 20 } });
    expect(approved.result).toEqual({ paid: 20 });
    expect(calls).toEqual([20]);
    expect(harness.pending).toBeUndefined();
  });

  it('a refused edit leaves the call paused for approve() and decline() alike; { from } still works', async () => {
    const calls: number[] = [];
    const harness = testTool(payTool(calls));
    const paused = await harness.call({ amount: 50 }, { toolCallId: 'p1' });
    await harness.approve({ args: { amount: 'nope' } as unknown as { amount: number } });
    expect(harness.pending).toBe(paused.pending);
    expect((await harness.decline('changed my mind')).status).toBe('declined');
    expect(harness.pending).toBeUndefined();
    expect(calls).toEqual([]);

    const again = await harness.call({ amount: 60 }, { toolCallId: 'p2' });
    await harness.approve({ args: { amount: 'x' } as unknown as { amount: number } });
    expect((await harness.approve({ from: again })).result).toEqual({ paid: 60 });
    expect(harness.pending).toBeUndefined();
  });

  it('an output the tool refuses comes after execute ran: answering the call again runs nothing', async () => {
    const calls: number[] = [];
    const tool = createTool({
      id: 'pay',
      description: 'Pays, then reports what its outputSchema refuses.',
      inputSchema: z.object({ amount: z.number() }),
      outputSchema: z.object({ paid: z.number() }),
      requireApproval: true,
      execute: async ({ amount }) => {
        calls.push(amount);
        return { paid: String(amount) } as never;
      },
    });
    const harness = testTool(tool);
    await harness.call({ amount: 5 });
    const first = await harness.approve();
    expect(isValidationError(first.result)).toBe(true);
    const again = await harness.approve();
    expect(again.status).toBe('failed');
    expect(again.error).toBeInstanceOf(TicketReplayError);
    expect(calls).toEqual([5]);
    expect(harness.pending).toBeUndefined();
  });

  it('with a replay store of the application, a refused edit uses the ticket: nothing is left paused', async () => {
    const calls: number[] = [];
    const tickets = { keys: ['k'.repeat(32)], replayStore: new InMemoryTicketReplayStore() };
    const harness = testTool(payTool(calls), { tickets });
    const paused = await harness.call({ amount: 50 }, { toolCallId: 'p1' });
    const refused = await harness.approve({ args: { amount: 'x' } as unknown as { amount: number } });
    expect(isValidationError(refused.result)).toBe(true);
    expect(harness.pending).toBeUndefined();
    await expect(harness.approve()).rejects.toThrow('testTool: nothing to approve: no call of "pay" is paused');
    const replay = await harness.approve({ from: paused });
    expect(replay.error).toBeInstanceOf(TicketReplayError);
    expect(calls).toEqual([]);
  });

  it('paused → decline: execute never runs; the model gets the reason (or the default text)', async () => {
    const calls: number[] = [];
    const harness = testTool(payTool(calls));
    await harness.call({ amount: 500 });
    const declined = await harness.decline('too much');
    expect(declined.status).toBe('declined');
    expect(declined.approval).toEqual({ id: 'call-1', approved: false, reason: 'too much' });
    expect(declined.modelOutput).toEqual({ type: 'text', value: 'too much' });
    expect(declined.hooks.map((h) => h.name)).toEqual(['onInputAvailable']);
    expect(declined.chunks.map((c) => c.type)).toEqual(['tool-output-denied']);

    await harness.call({ amount: 1 });
    expect((await harness.decline()).modelOutput).toEqual({ type: 'text', value: DECLINED_MESSAGE });
    expect(calls).toEqual([]);
  });

  it('approval option: true / false / handler answer in-flow', async () => {
    const calls: number[] = [];
    expect((await testTool(payTool(calls), { approval: true }).call({ amount: 1 })).status).toBe('completed');
    expect((await testTool(payTool(calls), { approval: false }).call({ amount: 2 })).status).toBe('declined');
    const asked: unknown[] = [];
    const harness = testTool(payTool(calls), { approval: (req) => (asked.push(req.args), { approved: false, reason: 'no' }) });
    const run = await harness.call({ amount: 3 });
    expect(run.modelOutput).toEqual({ type: 'text', value: 'no' });
    expect(asked).toEqual([{ amount: 3 }]);
    // a per-call option wins over the harness's
    expect((await harness.call({ amount: 4 }, { approval: true })).status).toBe('completed');
    expect(calls).toEqual([1, 4]);
  });

  it('requireToolApproval: the agent-wide policy gates a tool without requireApproval', async () => {
    const harness = testTool(weather(), { requireToolApproval: true });
    const run = await harness.call({ location: 'Paris' });
    expect(run.status).toBe('approval-required');
    expect((await harness.approve()).result).toEqual({ location: 'Paris', celsius: 21 });
  });

  it('continuing the wrong kind of pause is refused with a hint', async () => {
    const harness = testTool(payTool());
    await harness.call({ amount: 5 });
    await expect(harness.resume({})).rejects.toThrow('testTool: cannot resume tool call "call-1": it waits for approval: use approve() or decline(reason)');
    const ask = testTool(askTool());
    await ask.call({ q: 'why' });
    await expect(ask.approve()).rejects.toThrow('testTool: cannot approve tool call "call-1": it is suspended: use resume(data)');
  });

  it('from: continues a given run or ticket (object or JSON text), not just the last one', async () => {
    const calls: number[] = [];
    const harness = testTool(payTool(calls));
    const first = await harness.call({ amount: 1 });
    const second = await harness.call({ amount: 2 });
    expect(harness.pending).toEqual(second.pending);
    expect((await harness.approve({ from: first })).result).toEqual({ paid: 1 });
    expect(harness.pending).toEqual(second.pending);
    expect((await harness.decline('no', { from: JSON.stringify(second.pending) })).status).toBe('declined');
    const third = await harness.call({ amount: 3 });
    expect((await harness.approve({ from: third.pending! })).result).toEqual({ paid: 3 });
    expect(calls).toEqual([1, 3]);
  });

  it('a completed run cannot be continued', async () => {
    const harness = testTool(weather());
    const run = await harness.call({ location: 'Paris' });
    await expect(harness.approve({ from: run })).rejects.toThrow('testTool: nothing to approve: that run ended "completed", it is not paused');
  });

  it('the ticket the harness keeps resumes with runToolCall too', async () => {
    const calls: number[] = [];
    const tool = payTool(calls);
    const harness = testTool(tool);
    await harness.call({ amount: 9 });
    const ticket = JSON.stringify(harness.pending);
    const pending = parsePendingToolCall(ticket);
    const rec = await runToolCall({ pay: tool }, { toolCallId: pending.toolCallId }, { resume: { pending: ticket, approved: true } });
    expect(rec.result).toEqual({ paid: 9 });
  });
});

describe('testTool: suspend / resume', () => {
  it('suspend → resume: the payload, then execute again with the original args, resumeData and suspendPayload', async () => {
    const seen: any[] = [];
    const harness = testTool(askTool(seen));
    const suspended = await harness.call({ q: 'why' });
    expect(suspended.status).toBe('suspended');
    expect(suspended.suspendPayload).toEqual({ question: 'why?' });
    expect(suspended.pending).toMatchObject({ kind: 'suspension', suspendPayload: { question: 'why?' } });
    expect(suspended.chunks.map((c) => c.type)).toEqual(['tool-call', 'tool-call-suspended']);
    expect(suspended.hooks.map((h) => h.name)).toEqual(['onOutput']);

    const resumed = await harness.resume({ answer: '42' });
    expect(resumed.status).toBe('completed');
    expect(resumed.result).toEqual({ answer: '42' });
    expect(resumed.args).toEqual({ q: 'why' });
    expect(seen).toEqual([
      { q: 'why', resumeData: undefined, suspendPayload: undefined },
      { q: 'why', resumeData: { answer: '42' }, suspendPayload: { question: 'why?' } },
    ]);
    expect(harness.pending).toBeUndefined();
  });

  it('invalid resume data: a ValidationError result and a warning; the call can be resumed again', async () => {
    const seen: any[] = [];
    const harness = testTool(askTool(seen));
    const suspended = await harness.call({ q: 'why' });
    const bad = await harness.resume({ answer: 1 } as any);
    expect(isValidationError(bad.result)).toBe(true);
    expect(bad.logs.map((l) => l.level)).toEqual(['warn']);
    expect(seen.length).toBe(1);
    // The runtime gave the ticket back: the call is still the paused one.
    expect(harness.pending).toBe(suspended.pending);
    expect((await harness.resume({ answer: 'ok' })).result).toEqual({ answer: 'ok' });
    expect(harness.pending).toBeUndefined();
    expect((await harness.resume({ answer: 'ok' }, { from: suspended })).error).toBeInstanceOf(TicketReplayError);
  });

  it('the continuation reuses the call options (request context) unless overridden', async () => {
    const seen: unknown[] = [];
    const tool = createTool({
      id: 'ctx',
      description: 'd',
      resumeSchema: z.object({ go: z.boolean() }),
      execute: async (_input, ctx) => {
        seen.push(ctx.requestContext.get('user' as never));
        if (!ctx.agent?.resumeData) return void (await ctx.agent?.suspend({}));
        return 'done';
      },
    });
    const harness = testTool(tool, { requestContext: { user: 'harness' } });
    await harness.call({}, { requestContext: { user: 'call' } });
    await harness.resume({ go: true });
    await harness.call({});
    await harness.resume({ go: true }, { requestContext: new RequestContext([['user', 'override']]) });
    expect(seen).toEqual(['call', 'call', 'harness', 'override']);
  });
});

describe('testTool: request context, abort, chunks', () => {
  it('requestContext: an instance is shared (writes visible), a plain object is fresh per run', async () => {
    const tool = createTool({
      id: 'rc',
      description: 'd',
      execute: async (_input, ctx) => {
        const n = (ctx.requestContext.get('n' as never) as number | undefined) ?? 0;
        ctx.requestContext.set('n' as never, (n + 1) as never);
        return n;
      },
    });
    const plain = testTool(tool, { requestContext: { n: 10 } });
    expect((await plain.call({})).result).toBe(10);
    expect((await plain.call({})).result).toBe(10);
    const rc = new RequestContext([['n', 1]]);
    const shared = testTool(tool, { requestContext: rc });
    expect((await shared.call({})).result).toBe(1);
    expect((await shared.call({})).result).toBe(2);
    expect(rc.get('n' as never)).toBe(3);
  });

  it('options of the wrong kind are refused with a TypeError naming testTool', async () => {
    const tool = createTool({ id: 'rc', description: 'd', execute: async () => 1 });
    expect(() => testTool(tool, { requestContext: 42 as never })).toThrow(
      new TypeError('testTool: requestContext must be a RequestContext or a plain object of its values, not number'),
    );
    expect(() => testTool(tool, { approval: 'yes' as never })).toThrow(
      new TypeError('testTool: approval must be a handler function, a decision { toolCallId, args, approved, reason? }, or true / false, not string'),
    );
    await expect(testTool(tool).call({}, { requestContext: new Date() as never })).rejects.toThrow(
      'testTool: requestContext must be a RequestContext or a plain object of its values, not Date',
    );
  });

  it('the options runToolCall takes are the options testTool takes: the same call gives the same record', async () => {
    const tool = createTool({
      id: 'greet',
      description: 'd',
      requireApproval: true,
      requestContextSchema: z.object({ locale: z.enum(['en', 'fr']) }),
      execute: async (_input, { requestContext }) => ({ locale: requestContext.get('locale') }),
    });
    for (const approval of [true, false] as const) {
      const options = { requestContext: { locale: 'fr' }, approval };
      const run = await testTool(tool, options).call({}, { toolCallId: 'same' });
      const record = await runToolCall(tool, { toolCallId: 'same', args: {} }, options);
      expect(run.status).toBe(approval ? 'completed' : 'declined');
      expect(record.status).toBe(run.status);
      expect(record.result).toEqual(run.result);
      expect(record.modelOutput).toEqual(run.modelOutput);
    }
  });

  it('abortSignal: aborted before execute, execute never runs', async () => {
    let ran = false;
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async () => {
        ran = true;
        return 1;
      },
    });
    const run = await testTool(tool, { abortSignal: AbortSignal.abort() }).call({});
    expect(run.status).toBe('aborted');
    expect(ran).toBe(false);
  });

  it('chunks include what the writer wrote; onChunk still receives them', async () => {
    const sink: string[] = [];
    const tool = createTool({
      id: 'w',
      description: 'd',
      execute: async (_input, ctx) => {
        await ctx.writer?.write({ progress: 50 });
        return 'ok';
      },
    });
    const run = await testTool(tool, { onChunk: (c) => void sink.push(c.type) }).call({});
    expect(run.chunks.map((c) => c.type)).toEqual(['tool-call', 'tool-output', 'tool-result']);
    expect((run.chunks[1] as any).payload.output).toEqual({ progress: 50 });
    expect(sink).toEqual(['tool-call', 'tool-output', 'tool-result']);
  });

  it('toModelOutput: modelOutput is what the model gets, result stays raw', async () => {
    const run = await testTool(weather({ toModelOutput: (o: any) => ({ type: 'text', value: `${o.location}: ${o.celsius}°C` }) })).call({ location: 'Paris' });
    expect(run.result).toEqual({ location: 'Paris', celsius: 21 });
    expect(run.modelOutput).toEqual({ type: 'text', value: 'Paris: 21°C' });
  });

  it('parallel calls keep their hooks and logs apart', async () => {
    const harness = testTool(
      weather({
        onOutput: async ({ output }: any) => {
          await new Promise((r) => setTimeout(r, output.location === 'A' ? 10 : 1));
          if (output.location === 'B') throw new Error('B');
        },
      }),
    );
    const [a, b] = await Promise.all([harness.call({ location: 'A' }), harness.call({ location: 'B' })]);
    expect(a.hooks.map((h) => h.payload.toolCallId)).toEqual(['call-1', 'call-1']);
    expect(b.hooks.map((h) => h.payload.toolCallId)).toEqual(['call-2', 'call-2']);
    expect(a.logs).toEqual([]);
    expect(b.logs.map((l) => l.message)).toEqual(['Error calling onOutput']);
    expect(harness.logs.length).toBe(1);
  });
});
