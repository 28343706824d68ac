// The scenarios compared between a real Mastra Agent and toolwright's runtime. Each builds its tool
// with the createTool it is given (the reference's for the agent, toolwright's for runToolCall).
import { z } from 'zod';
import { recordExecute, recordingHooks, type Recorder, type Scenario } from './agent-harness';

const inputSchema = () => z.object({ location: z.string() });

/** The standard weather tool: recording hooks, execute returns an object unless `run` says otherwise. */
function weather(
  ct: (o: any) => any,
  rec: Recorder,
  extra: Record<string, unknown> = {},
  run?: (args: any, ctx: any) => unknown,
  opts: { failHooks?: boolean } = {},
) {
  return ct({
    id: 'weather-tool',
    description: 'Get the weather',
    inputSchema: inputSchema(),
    ...recordingHooks(rec, opts.failHooks),
    execute: async (args: any, ctx: any) => {
      recordExecute(rec, args, ctx);
      return run ? run(args, ctx) : { temp: 21, location: args.location };
    },
    ...extra,
  });
}

const recTransform = (rec: Recorder, label: string, fn: (c: any) => unknown) => (c: any) => {
  rec.push(`transform:${label}`, c);
  return fn(c);
};

const recToModelOutput = (rec: Recorder, fn: (o: any) => unknown) => (o: any) => {
  rec.push('toModelOutput', o);
  return fn(o);
};

/**
 * Streamed input: the reference's stream (MastraModelOutput) replaces the model's tool-call part
 * with one it synthesises at tool-input-end from the joined deltas, without chunk metadata; the
 * transformers still run for it. toolwright's tool-call chunk carries the `input-available`
 * outcomes (as the reference's own chunk does when the model sends a bare tool-call part).
 */
const STREAMED_TOOL_CALL_METADATA = {
  note: 'streamed input: the reference emits a synthetic tool-call chunk without transform metadata',
  patch(expected: Record<string, any>) {
    const chunks: any[] = expected.chunks;
    const i = chunks.findIndex((c) => c.type === 'tool-call');
    const later = chunks.slice(i + 1).find((c) => c.transform);
    if (i < 0 || !later) return;
    const transform: Record<string, unknown> = {};
    for (const [target, phases] of Object.entries<any>(later.transform)) {
      if (phases?.['input-available'] !== undefined) transform[target] = { 'input-available': phases['input-available'] };
    }
    chunks[i].transform = transform;
  },
};

/**
 * The reference executes eligible tools eagerly while the model still streams (no suspendSchema,
 * no approval, …). A suspension there bails out of the eager run: `onOutput(undefined)` is not
 * called. toolwright always calls it after a suspension, as the non-eager path does.
 */
const EAGER_SUSPEND_ONOUTPUT = {
  note: 'eager execution: the reference skips onOutput(undefined) after a suspension',
  patch(expected: Record<string, any>) {
    const events: any[] = expected.events;
    const i = events.findIndex((e) => e.name === 'execute');
    events.splice(i + 1, 0, { name: 'onOutput', payload: { toolCallId: 'call-1', toolName: 'weather', output: undefined, abortSignal: '<AbortSignal>' } });
  },
};

const CONTENT_OUTPUT = () => ({
  type: 'content',
  value: [
    { type: 'text', text: 'chart' },
    { type: 'image-data', data: 'AAAA', mediaType: 'image/png' },
    { type: 'image-data', data: 'BBBB' },
    { type: 'file-data', data: 'CCCC' },
    { type: 'image-url', url: 'data:image/gif;base64,DDDD' },
    { type: 'image-url', url: 'https://example.com/x.png' },
  ],
});

export const SCENARIOS: Scenario[] = [
  { name: 'plain success, object result', tool: (ct, rec) => weather(ct, rec), requestContext: { userId: 'u-1' } },
  { name: 'plain success, text result', tool: (ct, rec) => weather(ct, rec, {}, (a) => `sunny in ${a.location}`) },
  {
    name: 'ValidationError result (invalid args)',
    tool: (ct, rec) => weather(ct, rec),
    call: { deltas: ['{"location":', '5}'] },
  },
  {
    name: 'execute throws',
    tool: (ct, rec) =>
      weather(ct, rec, {}, () => {
        throw new Error('weather service down');
      }),
  },
  {
    name: 'toModelOutput: text',
    tool: (ct, rec) => weather(ct, rec, { toModelOutput: recToModelOutput(rec, (o) => ({ type: 'text', value: `T=${o.temp}` })) }),
  },
  {
    name: 'toModelOutput: json',
    tool: (ct, rec) => weather(ct, rec, { toModelOutput: recToModelOutput(rec, (o) => ({ type: 'json', value: { t: o.temp } })) }),
  },
  {
    name: 'toModelOutput: content with image-data, file-data, data: URL (v3 model, media mapped back)',
    tool: (ct, rec) => weather(ct, rec, { toModelOutput: recToModelOutput(rec, CONTENT_OUTPUT) }),
  },
  {
    name: 'toModelOutput: content with image-data, file-data, data: URL (v2 model, verbatim)',
    tool: (ct, rec) => weather(ct, rec, { toModelOutput: recToModelOutput(rec, CONTENT_OUTPUT) }),
    call: { modelVersion: 'v2' },
  },
  {
    name: 'toModelOutput: called with a ValidationError result; undefined keeps the default',
    tool: (ct, rec) => weather(ct, rec, { toModelOutput: recToModelOutput(rec, () => undefined) }),
    call: { deltas: ['{"location":5}'] },
  },
  {
    name: 'transform: display only (output)',
    tool: (ct, rec) => weather(ct, rec, { transform: { display: { output: recTransform(rec, 'display.output', (c) => ({ shown: c.output.temp })) } } }),
    divergence: STREAMED_TOOL_CALL_METADATA,
  },
  {
    name: 'transform: display input/output, bare tool-call part (tool-call chunk metadata)',
    tool: (ct, rec) =>
      weather(ct, rec, {
        transform: {
          display: {
            input: recTransform(rec, 'display.input', (c) => ({ city: c.input?.location })),
            output: recTransform(rec, 'display.output', (c) => ({ shown: c.output.temp })),
          },
          transcript: {},
        },
      }),
    call: { streamInput: false },
  },
  {
    name: 'transform: both targets, input/inputDelta/output',
    tool: (ct, rec) =>
      weather(ct, rec, {
        transform: {
          display: {
            input: recTransform(rec, 'display.input', (c) => ({ city: c.input?.location })),
            inputDelta: recTransform(rec, 'display.inputDelta', (c) => (c.inputTextDelta?.includes('P') ? '•' : undefined)),
            output: recTransform(rec, 'display.output', () => null),
          },
          transcript: { output: recTransform(rec, 'transcript.output', (c) => ({ t: c.output.temp })) },
        },
      }),
    divergence: STREAMED_TOOL_CALL_METADATA,
  },
  {
    name: 'transform: throwing transformer',
    tool: (ct, rec) =>
      weather(ct, rec, {
        transform: {
          display: {
            input: recTransform(rec, 'display.input', () => {
              throw new Error('no input view');
            }),
            output: recTransform(rec, 'display.output', () => {
              throw new Error('no output view');
            }),
          },
        },
      }),
    divergence: STREAMED_TOOL_CALL_METADATA,
  },
  {
    name: 'transform: error phase',
    tool: (ct, rec) =>
      weather(
        ct,
        rec,
        { transform: { display: { error: recTransform(rec, 'display.error', (c) => ({ failed: String(c.error?.message ?? c.error) })) } } },
        () => {
          throw new Error('boom');
        },
      ),
    divergence: STREAMED_TOOL_CALL_METADATA,
  },
  { name: 'failing hooks are logged, the call completes', tool: (ct, rec) => weather(ct, rec, {}, undefined, { failHooks: true }) },
  { name: 'JSON repair of the args text (tool-call part only)', tool: (ct, rec) => weather(ct, rec), call: { input: "{location:'P',}", streamInput: false } },
  {
    name: 'special tokens stripped (tool-call part only)',
    tool: (ct, rec) => weather(ct, rec),
    call: { input: '<|tool_call|>{"location":"P"}', streamInput: false },
  },
  { name: 'invalid JSON args (tool-call part only)', tool: (ct, rec) => weather(ct, rec), call: { input: '{"location":', streamInput: false } },
  { name: 'empty args text (tool-call part only)', tool: (ct, rec) => weather(ct, rec), call: { input: '', streamInput: false } },
  {
    name: 'streamed invalid JSON args: {} then a ValidationError',
    tool: (ct, rec) => weather(ct, rec),
    call: { deltas: ['{"location":'] },
    deviation8: 'failed',
  },
  {
    name: 'streamed args needing repair: {} then a ValidationError',
    tool: (ct, rec) => weather(ct, rec),
    call: { deltas: ["{location:'P',}"] },
    deviation8: 'completed',
  },
  {
    name: 'streamed input with no deltas: {} then a ValidationError',
    tool: (ct, rec) => weather(ct, rec),
    call: { deltas: [], input: '{"location":"P"}' },
    deviation8: 'failed',
  },
  { name: 'empty delta is skipped', tool: (ct, rec) => weather(ct, rec), call: { deltas: ['{"location":', '', '"P"}'] } },
  {
    name: 'unknown tool name',
    tool: (ct, rec) => weather(ct, rec),
    call: { toolName: 'nope', deltas: ['{}'] },
    otherTools: ['forecast'],
  },
  {
    name: 'client tool (no execute)',
    tool: (ct, rec) => ct({ id: 'weather-tool', description: 'Get the weather', inputSchema: inputSchema(), ...recordingHooks(rec) }),
  },
  { name: 'execute returns undefined', tool: (ct, rec) => weather(ct, rec, {}, () => undefined) },
  {
    name: 'serialisation: circular reference and BigInt',
    tool: (ct, rec) =>
      weather(ct, rec, {}, () => {
        const r: any = { a: 1n, nested: { b: 2 } };
        r.self = r;
        return r;
      }),
  },
  {
    name: 'writer.write emits tool-output',
    tool: (ct, rec) =>
      weather(ct, rec, {}, async (a, ctx) => {
        await ctx.writer.write({ progress: 50 });
        return { temp: 21, location: a.location };
      }),
  },
  {
    name: 'observe.span is present and returns fn()',
    tool: (ct, rec) =>
      weather(ct, rec, {}, async (_a, ctx) => {
        const v = await ctx.observe.span('lookup', () => 5, { k: 'v' });
        ctx.observe.log('info', 'looked up', { v });
        return { v };
      }),
  },
  {
    name: 'approval: approve',
    tool: (ct, rec) => weather(ct, rec, { requireApproval: true }),
    continuation: { kind: 'approve' },
  },
  {
    name: 'approval: decline',
    tool: (ct, rec) => weather(ct, rec, { requireApproval: true }),
    continuation: { kind: 'decline' },
  },
  {
    name: 'approval: decline with a reason',
    tool: (ct, rec) => weather(ct, rec, { requireApproval: true }),
    continuation: { kind: 'decline', reason: 'not today' },
  },
  {
    name: 'approval: requireApproval function, then approve',
    tool: (ct, rec) =>
      weather(ct, rec, {
        requireApproval: (args: any, ctx: any) => {
          rec.push('requireApproval', { args, ctx });
          return args.location === 'P';
        },
      }),
    continuation: { kind: 'approve' },
    requestContext: { tenant: 't-1' },
  },
  {
    name: 'approval: display transform of the approval phase',
    tool: (ct, rec) =>
      weather(ct, rec, {
        requireApproval: true,
        transform: { display: { approval: recTransform(rec, 'display.approval', (c) => ({ ask: c.input?.location })) } },
      }),
    divergence: STREAMED_TOOL_CALL_METADATA,
  },
  {
    name: 'suspend, then resume with resumeData',
    tool: (ct, rec) =>
      weather(ct, rec, { suspendSchema: z.object({ why: z.string() }), resumeSchema: z.object({ ok: z.boolean() }) }, async (a, ctx) => {
        if (!ctx.agent?.resumeData) {
          await ctx.agent.suspend({ why: 'need confirmation' });
          return undefined;
        }
        return { temp: 21, location: a.location, ok: ctx.agent.resumeData.ok, was: ctx.agent.suspendPayload };
      }),
    continuation: { kind: 'resume', data: { ok: true } },
  },
  {
    name: 'suspend (eager path, no suspendSchema), then resume with invalid resumeData',
    divergence: EAGER_SUSPEND_ONOUTPUT,
    tool: (ct, rec) =>
      weather(ct, rec, { resumeSchema: z.object({ ok: z.boolean() }) }, async (_a, ctx) => {
        if (!ctx.agent?.resumeData) {
          await ctx.agent.suspend({ why: 'need confirmation' });
          return undefined;
        }
        return { ok: ctx.agent.resumeData.ok };
      }),
    continuation: { kind: 'resume', data: { ok: 'yes' } },
  },
];
