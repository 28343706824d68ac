/* eslint-disable @typescript-eslint/no-explicit-any */
// The scenarios compared between a real Mastra Agent and toolsmith's runtime. Each builds its tool
// with the createTool it is given (the reference's for the agent, toolsmith's for runToolCall).
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
    name: 'toModelOutput: content with image-data, file-data, data: URL',
    tool: (ct, rec) =>
      weather(ct, rec, {
        toModelOutput: recToModelOutput(rec, () => ({
          type: 'content',
          value: [
            { type: 'text', text: 'chart' },
            { type: 'image-data', data: 'AAAA', mediaType: 'image/png' },
            { type: 'image-data', data: 'BBBB' },
            { type: 'file-data', data: 'CCCC' },
            { type: 'image-url', url: 'data:image/gif;base64,DDDD' },
            { type: 'image-url', url: 'https://example.com/x.png' },
          ],
        })),
      }),
  },
  {
    name: 'toModelOutput: called with a ValidationError result; undefined keeps the default',
    tool: (ct, rec) => weather(ct, rec, { toModelOutput: recToModelOutput(rec, () => undefined) }),
    call: { deltas: ['{"location":5}'] },
  },
  {
    name: 'transform: display only (output)',
    tool: (ct, rec) => weather(ct, rec, { transform: { display: { output: recTransform(rec, 'display.output', (c) => ({ shown: c.output.temp })) } } }),
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
  },
  { name: 'failing hooks are logged, the call completes', tool: (ct, rec) => weather(ct, rec, {}, undefined, { failHooks: true }) },
  { name: 'JSON repair of the args text', tool: (ct, rec) => weather(ct, rec), call: { deltas: ["{location:'P',}"] } },
  { name: 'invalid JSON args', tool: (ct, rec) => weather(ct, rec), call: { deltas: ['{"location":'] } },
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
  },
  {
    name: 'suspend, then resume with resumeData',
    tool: (ct, rec) =>
      weather(
        ct,
        rec,
        { suspendSchema: z.object({ why: z.string() }), resumeSchema: z.object({ ok: z.boolean() }) },
        async (a, ctx) => {
          if (!ctx.agent?.resumeData) {
            await ctx.agent.suspend({ why: 'need confirmation' });
            return undefined;
          }
          return { temp: 21, location: a.location, ok: ctx.agent.resumeData.ok, was: ctx.agent.suspendPayload };
        },
      ),
    continuation: { kind: 'resume', data: { ok: true } },
  },
  {
    name: 'suspend, then resume with invalid resumeData',
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
