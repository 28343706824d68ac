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

/**
 * A cause chain as plain data. (The agent also gives each Error in the chain a `toJSON`, which a
 * raw snapshot would show; toolwright does not modify the user's errors: compatibility.md.)
 */
function describeCause(cause: any, depth = 0): unknown {
  if (!(cause instanceof Error) || depth > 6) return cause;
  return { name: cause.name, message: cause.message, own: Object.keys(cause), cause: describeCause(cause.cause, depth + 1) };
}

/**
 * Every field of a tool error a transform can read, except `name` (the runtime's error is a
 * ToolExecutionError where the agent's MastraError is named `Error`: a documented choice).
 */
function errorFields(error: any): Record<string, unknown> {
  if (error === null || typeof error !== 'object') return { notAnObject: String(error) };
  const cause = error.cause;
  return {
    message: error.message,
    id: error.id,
    domain: error.domain,
    category: error.category,
    details: error.details,
    cause: describeCause(cause),
    isError: error instanceof Error,
    keys: Object.keys(error),
    json: { ...JSON.parse(JSON.stringify(error)), name: 'not compared' },
  };
}

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
/**
 * Deviation 18 (docs/compatibility.md): the reference calls `toModelOutput` with a ValidationError
 * result, so the model may read a mapper's success text for a call that never ran. toolwright does
 * not call it: the model reads the ValidationError itself (the default output), message included.
 */
export const VALIDATION_ERROR_NOT_MAPPED = {
  note: 'a ValidationError result reaches the model as itself, never through toModelOutput',
  patch(expected: Record<string, any>) {
    expected.events = expected.events.filter((e: { name: string }) => e.name !== 'toModelOutput');
    expected.modelOutput = { type: 'json', value: expected.result };
    for (const chunk of expected.chunks ?? []) {
      const metadata = chunk.type === 'tool-result' ? chunk.payload?.providerMetadata : undefined;
      if (!metadata?.mastra) continue;
      delete metadata.mastra.modelOutput;
      if (Object.keys(metadata.mastra).length === 0) delete metadata.mastra;
      if (Object.keys(metadata).length === 0) delete chunk.payload.providerMetadata;
    }
  },
};

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
    addSuspensionOnOutput(expected.events);
  },
};

/**
 * Adds the `onOutput(undefined)` the non-eager path calls after the first execute's suspension:
 * once execute has returned, so after the transforms of the `tool-call-suspended` chunk, which
 * `suspend()` emits while execute runs. Returns where it went (-1 without an execute).
 */
export function addSuspensionOnOutput(events: any[]): number {
  const i = events.findIndex((e) => e.name === 'execute');
  if (i < 0) return -1;
  let at = i + 1;
  while (at < events.length && String(events[at].name).startsWith('transform:')) at++;
  events.splice(at, 0, { name: 'onOutput', payload: { toolCallId: 'call-1', toolName: 'weather', output: undefined, abortSignal: '<AbortSignal>' } });
  return at;
}

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
    name: 'toModelOutput on a ValidationError result (deviation 18): undefined keeps the default',
    tool: (ct, rec) => weather(ct, rec, { toModelOutput: recToModelOutput(rec, () => undefined) }),
    call: { deltas: ['{"location":5}'] },
    divergence: VALIDATION_ERROR_NOT_MAPPED,
  },
  {
    name: 'toModelOutput on a ValidationError result (deviation 18): a mapper that reads a success',
    tool: (ct, rec) =>
      weather(ct, rec, { toModelOutput: recToModelOutput(rec, (o) => ({ type: 'text', value: `It is ${o.temp} degrees in ${o.location}.` })) }),
    call: { deltas: ['{"location":5}'] },
    divergence: VALIDATION_ERROR_NOT_MAPPED,
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
  {
    name: 'transform: error phase of both targets sees the same error fields',
    tool: (ct, rec) =>
      weather(
        ct,
        rec,
        {
          transform: {
            display: { error: recTransform(rec, 'display.error', (c) => ({ shown: errorFields(c.error) })) },
            transcript: { error: recTransform(rec, 'transcript.error', (c) => ({ kept: errorFields(c.error) })) },
          },
        },
        () => {
          throw new TypeError('bad weather', { cause: new RangeError('deep', { cause: { code: 42 } }) });
        },
      ),
    divergence: STREAMED_TOOL_CALL_METADATA,
  },
  {
    name: 'transform: transcript error phase only, a thrown non-Error',
    tool: (ct, rec) =>
      weather(ct, rec, { transform: { transcript: { error: recTransform(rec, 'transcript.error', (c) => errorFields(c.error)) } } }, () => {
        throw 'plain text';
      }),
    divergence: STREAMED_TOOL_CALL_METADATA,
  },
  {
    name: 'transform: error phases, a thrown plain object with a cause chain',
    tool: (ct, rec) =>
      weather(
        ct,
        rec,
        {
          transform: {
            display: { error: recTransform(rec, 'display.error', (c) => errorFields(c.error)) },
            transcript: { error: recTransform(rec, 'transcript.error', (c) => errorFields(c.error)) },
          },
        },
        () => {
          throw { code: 'E_WEATHER', cause: { reason: 'sensor', cause: { level: 2 } } };
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
