// A resume runs only the calls it names: over approve, decline, suspend/resume and mixed turns,
// on the runtime and on each provider loop, every call that ran counts exactly one `execute`
// and exactly one `onOutput` (plus one of each for the suspending pass of a suspended call).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runAnthropicToolCalls, runGeminiToolCalls, runOpenAIChatToolCalls, runOpenAIResponsesToolCalls } from '../../../src/providers';
import type { ProviderToolCalls, ProviderToolCallsOptions } from '../../../src/providers';
import { runToolCall, type ResumeOptions } from '../../../src/runtime';
import { createTool } from '../../../src/tools';

/** Counts per tool call id: `execute` runs (by phase) and `onOutput` runs. */
function counters() {
  const execute = new Map<string, number>();
  const output = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  // The suspending pass of a call ends with no output, and gets its own onOutput, as in Mastra.
  const onOutput = ({ toolCallId, output: out }: { toolCallId: string; output: unknown }) =>
    void bump(output, out === undefined ? `${toolCallId}:suspend` : toolCallId);
  const seen = (ctx: unknown, phase = '') => bump(execute, `${(ctx as { agent?: { toolCallId?: string } }).agent?.toolCallId}${phase}`);
  const tools = {
    weather: createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: z.object({ city: z.string() }),
      onOutput,
      execute: async ({ city }, ctx) => (seen(ctx), { city, celsius: 21 }),
    }),
    pay: createTool({
      id: 'pay',
      description: 'Pays',
      requireApproval: true,
      inputSchema: z.object({ amount: z.number() }),
      onOutput,
      execute: async ({ amount }, ctx) => (seen(ctx), { paid: amount }),
    }),
    ask: createTool({
      id: 'ask',
      description: 'Asks the user',
      inputSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ answer: z.string() }),
      onOutput,
      execute: async ({ question }, ctx) => {
        if (!ctx.agent?.resumeData) return void (seen(ctx, ':suspend'), await ctx.agent?.suspend({ question }));
        return (seen(ctx), { answer: ctx.agent.resumeData.answer });
      },
    }),
    broken: createTool({
      id: 'broken',
      description: 'Throws',
      inputSchema: z.object({}),
      onOutput,
      execute: async (_input, ctx) => {
        seen(ctx);
        throw new Error('backend down');
      },
    }),
  };
  return { tools, execute: () => Object.fromEntries(execute), output: () => Object.fromEntries(output) };
}

type Call = readonly [id: string, name: string, args: Record<string, unknown>];
interface Wire {
  name: string;
  run(tools: ReturnType<typeof counters>['tools'], turn: readonly Call[], options?: ProviderToolCallsOptions): Promise<ProviderToolCalls<unknown>>;
  /** The call id each result item answers. */
  idOf(result: unknown): string | undefined;
}

const wires: Wire[] = [
  {
    name: 'OpenAI Chat',
    run: (tools, turn, options) =>
      runOpenAIChatToolCalls(
        tools,
        turn.map(([id, name, args]) => ({ id, type: 'function' as const, function: { name, arguments: JSON.stringify(args) } })),
        options,
      ),
    idOf: (r) => (r as { tool_call_id: string }).tool_call_id,
  },
  {
    name: 'OpenAI Responses',
    run: (tools, turn, options) =>
      runOpenAIResponsesToolCalls(
        tools,
        turn.map(([id, name, args]) => ({ type: 'function_call' as const, call_id: id, name, arguments: JSON.stringify(args) })),
        options,
      ),
    idOf: (r) => (r as { call_id: string }).call_id,
  },
  {
    name: 'Anthropic',
    run: (tools, turn, options) =>
      runAnthropicToolCalls(
        tools,
        turn.map(([id, name, input]) => ({ type: 'tool_use' as const, id, name, input })),
        options,
      ),
    idOf: (r) => (r as { tool_use_id: string }).tool_use_id,
  },
  {
    name: 'Gemini',
    run: (tools, turn, options) =>
      runGeminiToolCalls(
        tools,
        turn.map(([id, name, args]) => ({ functionCall: { id, name, args } })),
        options,
      ),
    idOf: (r) => (r as { functionResponse: { id?: string } }).functionResponse.id,
  },
];

const mixed: Call[] = [
  ['c1', 'weather', { city: 'Oslo' }],
  ['c2', 'pay', { amount: 5 }],
  ['c3', 'ask', { question: 'Which time?' }],
  ['c4', 'broken', {}],
];

describe.each(wires)('$name loop', (wire) => {
  it('a mixed turn resumed: only the pending calls run again, the finished ones are neither run nor answered twice', async () => {
    const { tools, execute, output } = counters();
    const first = await wire.run(tools, mixed);
    expect(first.results.map(wire.idOf)).toEqual(['c1', 'c4']);
    expect(first.pending.map((r) => [r.toolCallId, r.status])).toEqual([
      ['c2', 'approval-required'],
      ['c3', 'suspended'],
    ]);
    expect(execute()).toEqual({ c1: 1, 'c3:suspend': 1, c4: 1 });
    const tickets = Object.fromEntries(first.pending.map((r) => [r.toolCallId, r.pending!]));

    const resume: Record<string, ResumeOptions> = {
      c2: { pending: tickets['c2']!, approved: true },
      c3: { pending: tickets['c3']!, resumeData: { answer: '20:00' } },
    };
    const second = await wire.run(tools, mixed, { resume });
    expect(second.records.map((r) => [r.toolCallId, r.status])).toEqual([
      ['c2', 'completed'],
      ['c3', 'completed'],
    ]);
    expect(second.results.map(wire.idOf)).toEqual(['c2', 'c3']);
    expect(second.pending).toEqual([]);
    expect(execute()).toEqual({ c1: 1, c2: 1, 'c3:suspend': 1, c3: 1, c4: 1 });
    expect(output()).toEqual({ c1: 1, c2: 1, 'c3:suspend': 1, c3: 1 });

    // The same resume again: the tickets were used, so nothing runs a second time.
    const replay = await wire.run(tools, mixed, { resume });
    expect(replay.records.map((r) => [r.toolCallId, r.status, (r.error as Error | undefined)?.name])).toEqual([
      ['c2', 'failed', 'TicketReplayError'],
      ['c3', 'failed', 'TicketReplayError'],
    ]);
    expect(execute()).toEqual({ c1: 1, c2: 1, 'c3:suspend': 1, c3: 1, c4: 1 });
    expect(output()).toEqual({ c1: 1, c2: 1, 'c3:suspend': 1, c3: 1 });
  });

  it('resuming one pending call leaves the other pending call alone', async () => {
    const { tools, execute } = counters();
    const first = await wire.run(tools, mixed);
    const c2 = first.pending.find((r) => r.toolCallId === 'c2')!.pending!;
    const declined = await wire.run(tools, mixed, { resume: { c2: { pending: c2, approved: false, reason: 'No' } } });
    expect(declined.records.map((r) => [r.toolCallId, r.status])).toEqual([['c2', 'declined']]);
    expect(declined.results.map(wire.idOf)).toEqual(['c2']);
    expect(execute()).toEqual({ c1: 1, 'c3:suspend': 1, c4: 1 });
  });

  it('a resume naming a call that is not in the turn is refused before anything runs', async () => {
    const { tools, execute } = counters();
    const first = await wire.run(tools, mixed);
    const c2 = first.pending.find((r) => r.toolCallId === 'c2')!.pending!;
    await expect(wire.run(tools, mixed.slice(2), { resume: { c2: { pending: c2, approved: true } } })).rejects.toThrow(
      'Cannot resume tool call "c2": it is not a tool call of this turn (its calls: "c3", "c4").',
    );
    expect(execute()).toEqual({ c1: 1, 'c3:suspend': 1, c4: 1 });
  });

  it('an approval-gated call never runs without an explicit yes', async () => {
    const { tools, execute } = counters();
    const turn: Call[] = [['p1', 'pay', { amount: 9 }]];
    // No answer: pending. Answers that are not `true` decline.
    expect((await wire.run(tools, turn)).pending.map((r) => r.status)).toEqual(['approval-required']);
    for (const answer of ['yes', 1, {}, null, undefined, false]) {
      const run = await wire.run(tools, turn, { approval: () => answer as never });
      expect(run.records.map((r) => r.status)).toEqual(['declined']);
    }
    expect((await wire.run(tools, turn, { approval: false })).records[0]?.status).toBe('declined');
    // A resume whose answer is not a boolean `approved` is refused.
    const ticket = (await wire.run(tools, turn)).pending[0]!.pending!;
    const odd = await wire.run(tools, turn, { resume: { p1: { pending: ticket, resumeData: { approved: 'true' } } } });
    expect(odd.records.map((r) => [r.status, (r.error as Error | undefined)?.name])).toEqual([['failed', 'ToolCallMismatchError']]);
    expect(execute()).toEqual({});
    const yes = await wire.run(tools, turn, { resume: { p1: { pending: ticket, approved: true } } });
    expect(yes.records.map((r) => r.status)).toEqual(['completed']);
    expect(execute()).toEqual({ p1: 1 });
  });
});

describe('toolwright/runtime', () => {
  it('a ticket resumes its call once: approve, decline and suspend/resume each run at most once', async () => {
    const { tools, execute, output } = counters();
    const pay = await runToolCall(tools, { toolCallId: 'r1', toolName: 'pay', args: { amount: 1 } });
    const ask = await runToolCall(tools, { toolCallId: 'r2', toolName: 'ask', args: { question: 'When?' } });
    const no = await runToolCall(tools, { toolCallId: 'r3', toolName: 'pay', args: { amount: 2 } });
    expect([pay.status, ask.status, no.status]).toEqual(['approval-required', 'suspended', 'approval-required']);

    const approved = () => runToolCall(tools, { toolCallId: 'r1' }, { resume: { pending: pay.pending!, approved: true } });
    const resumed = () => runToolCall(tools, { toolCallId: 'r2' }, { resume: { pending: ask.pending!, resumeData: { answer: 'now' } } });
    const declined = () => runToolCall(tools, { toolCallId: 'r3' }, { resume: { pending: no.pending!, approved: false } });
    expect([(await approved()).status, (await resumed()).status, (await declined()).status]).toEqual(['completed', 'completed', 'declined']);
    for (const again of [approved, resumed, declined]) {
      const record = await again();
      expect([record.status, (record.error as Error | undefined)?.name]).toEqual(['failed', 'TicketReplayError']);
    }
    expect(execute()).toEqual({ r1: 1, 'r2:suspend': 1, r2: 1 });
    expect(output()).toEqual({ r1: 1, 'r2:suspend': 1, r2: 1 });
  });

  it('resume data the tool refuses (a ValidationError, the tool not run) gives the ticket back; the good data then runs once', async () => {
    const { tools, execute } = counters();
    const ask = await runToolCall(
      tools,
      { toolCallId: 'r5', toolName: 'ask', args: { question: 'When?' } },
      { logger: { warn: () => undefined, error: () => undefined } },
    );
    const bad = await runToolCall(
      tools,
      { toolCallId: 'r5' },
      { resume: { pending: ask.pending!, resumeData: { answer: 1 } }, logger: { warn: () => undefined, error: () => undefined } },
    );
    expect(bad.status).toBe('completed');
    expect((bad.result as { error?: boolean }).error).toBe(true);
    const good = await runToolCall(tools, { toolCallId: 'r5' }, { resume: { pending: ask.pending!, resumeData: { answer: 'now' } } });
    expect(good.result).toEqual({ answer: 'now' });
    const again = await runToolCall(tools, { toolCallId: 'r5' }, { resume: { pending: ask.pending!, resumeData: { answer: 'now' } } });
    expect(again.error?.name).toBe('TicketReplayError');
    expect(execute()).toEqual({ 'r5:suspend': 1, r5: 1 });
  });

  it('a refused answer does not use the ticket up: the right answer still resumes it', async () => {
    const { tools, execute } = counters();
    const pay = await runToolCall(tools, { toolCallId: 'r4', toolName: 'pay', args: { amount: 1 } });
    const wrong = await runToolCall(tools, { toolCallId: 'r4' }, { resume: { pending: pay.pending!, resumeData: { answer: 'x' } } });
    expect(wrong.error?.name).toBe('ToolCallMismatchError');
    const right = await runToolCall(tools, { toolCallId: 'r4' }, { resume: { pending: pay.pending!, approved: true } });
    expect(right.status).toBe('completed');
    expect(execute()).toEqual({ r4: 1 });
  });
});
