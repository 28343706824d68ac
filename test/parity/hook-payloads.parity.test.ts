// What each tool hook receives, run through a real Mastra Agent (scripted model) and through
// runToolCall with the same tool and the same model call. Mastra's docs say `onInputAvailable`
// gets the input "parsed and validated against inputSchema" and that `onOutput`'s output is
// "fully typed based on outputSchema"; these tests pin what @mastra/core 1.71.0 really passes
// (the parsed model input before validation; the output after output validation) and that
// toolwright passes the same, key for key and in the same key order.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidationError } from '../../src/index';
import { RequestContext } from '../../src/request-context';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';
import {
  CONTINUATION_EVENT,
  type Invocation,
  type Observation,
  recordExecute,
  recordingHooks,
  runMastra,
  runToolwright,
  type Scenario,
  type ScriptedToolCall,
  type ToolFactory,
  type ToolwrightSide,
} from './support/agent-harness';

const TOOLWRIGHT: ToolwrightSide = { runToolCall, createTool, RequestContext };

/** An input schema with a transform and a default, an output schema with both too. */
const transforming =
  (returned: () => unknown = () => ({ temp: 2 }), extra: Record<string, unknown> = {}): ToolFactory =>
  (ct, rec) =>
    ct({
      id: 'weather-tool',
      description: 'Get the weather',
      inputSchema: z.object({
        location: z.string().transform((s) => `${s}!`),
        units: z.string().default('c'),
        days: z.number().optional(),
        tags: z.array(z.string()).optional(),
      }),
      outputSchema: z.object({ temp: z.number().transform((n) => n * 10), source: z.string().default('sensor') }),
      ...recordingHooks(rec),
      execute: async (args: any, ctx: any) => {
        recordExecute(rec, args, ctx);
        const value = returned();
        rec.push('returned', value);
        return value;
      },
      ...extra,
    });

const named = (obs: Observation, name: string): Invocation[] => obs.events.filter((e) => e.name === name);
const payloadOf = (obs: Observation, name: string, i = 0): any => named(obs, name)[i]?.payload;
/** Key order matters to a hook that serialises its payload: compare it through JSON text. */
const keyOrder = (value: unknown): string => JSON.stringify(value, (_k, v) => (v === undefined ? '<undefined>' : v));

async function bothSides(s: Scenario) {
  return { ref: await runMastra(s), ours: await runToolwright(s, TOOLWRIGHT) };
}

/** The model's argument text, parsed: what a hook before validation would see. */
const parsedModelInput = (call: ScriptedToolCall) => JSON.parse(call.input ?? (call.deltas ?? ['{"location":', '"P"}']).join(''));

describe('what the hooks receive: a real Mastra Agent and runToolCall', () => {
  it('onInputStart and onInputDelta: the same payloads, keys in the same order', async () => {
    const { ref, ours } = await bothSides({ name: 'streamed', tool: transforming() });
    for (const name of ['onInputStart', 'onInputDelta']) {
      expect(named(ref, name).length).toBeGreaterThan(0);
      expect(named(ours, name)).toEqual(named(ref, name));
      expect(keyOrder(named(ours, name))).toBe(keyOrder(named(ref, name)));
    }
  });

  it('onInputAvailable gets the parsed model input before validation: no transform, no default', async () => {
    const s: Scenario = { name: 'transform and default', tool: transforming() };
    const { ref, ours } = await bothSides(s);
    const refInput = payloadOf(ref, 'onInputAvailable').input;
    expect(refInput).toEqual(parsedModelInput(s.call ?? {}));
    // execute saw the validated input, which differs (transform applied, default filled).
    expect(payloadOf(ref, 'execute').args).not.toEqual(refInput);
    expect(payloadOf(ours, 'onInputAvailable')).toEqual(payloadOf(ref, 'onInputAvailable'));
    expect(keyOrder(payloadOf(ours, 'onInputAvailable'))).toBe(keyOrder(payloadOf(ref, 'onInputAvailable')));
  });

  it('onInputAvailable: a null for an optional field and an array sent as JSON text arrive as the model sent them', async () => {
    const call: ScriptedToolCall = { deltas: ['{"location":"P","days":null,', '"tags":"[\\"a\\"]"}'] };
    const { ref, ours } = await bothSides({ name: 'repairs', tool: transforming(), call });
    expect(payloadOf(ref, 'onInputAvailable').input).toEqual(parsedModelInput(call));
    expect(payloadOf(ours, 'onInputAvailable')).toEqual(payloadOf(ref, 'onInputAvailable'));
    expect(ours.result).toEqual(ref.result);
  });

  it('onInputAvailable on a bare tool-call part: the text repaired into JSON, not validated', async () => {
    const call: ScriptedToolCall = { streamInput: false, input: "{location: 'P',}" };
    const { ref, ours } = await bothSides({ name: 'bare part', tool: transforming(), call });
    expect(payloadOf(ref, 'onInputAvailable').input).not.toEqual(payloadOf(ref, 'execute').args);
    expect(payloadOf(ours, 'onInputAvailable')).toEqual(payloadOf(ref, 'onInputAvailable'));
  });

  it('onInputAvailable with invalid input: called with it, before the ValidationError', async () => {
    const call: ScriptedToolCall = { deltas: ['{"location":', '5}'] };
    const { ref, ours } = await bothSides({ name: 'invalid input', tool: transforming(), call });
    expect(payloadOf(ref, 'onInputAvailable').input).toEqual(parsedModelInput(call));
    expect(payloadOf(ours, 'onInputAvailable')).toEqual(payloadOf(ref, 'onInputAvailable'));
  });

  it('onOutput gets the output validated against outputSchema (transform applied, default filled), not what execute returned', async () => {
    const { ref, ours } = await bothSides({ name: 'output schema', tool: transforming() });
    const refOutput = payloadOf(ref, 'onOutput');
    expect(refOutput.output).toEqual(ref.result);
    expect(refOutput.output).not.toEqual(payloadOf(ref, 'returned'));
    expect(payloadOf(ours, 'onOutput')).toEqual(refOutput);
    expect(keyOrder(payloadOf(ours, 'onOutput'))).toBe(keyOrder(refOutput));
    expect(ours.result).toEqual(ref.result);
  });

  it('onOutput gets the ValidationError when the output or the input fails its schema', async () => {
    const badOutput = await bothSides({ name: 'invalid output', tool: transforming(() => ({ temp: 'hot' })) });
    expect(isValidationError(payloadOf(badOutput.ref, 'onOutput').output)).toBe(true);
    expect(payloadOf(badOutput.ours, 'onOutput')).toEqual(payloadOf(badOutput.ref, 'onOutput'));

    const badInput = await bothSides({ name: 'invalid input', tool: transforming(), call: { deltas: ['{"location":5}'] } });
    expect(isValidationError(payloadOf(badInput.ref, 'onOutput').output)).toBe(true);
    expect(named(badInput.ref, 'execute')).toEqual([]);
    expect(payloadOf(badInput.ours, 'onOutput')).toEqual(payloadOf(badInput.ref, 'onOutput'));
  });

  it('onOutput gets undefined after a suspension', async () => {
    const tool: ToolFactory = (ct, rec) =>
      transforming(() => undefined, {
        suspendSchema: z.object({ why: z.string() }),
        resumeSchema: z.object({ ok: z.boolean() }),
        execute: async (args: any, ctx: any) => {
          recordExecute(rec, args, ctx);
          if (ctx.agent?.resumeData) return { temp: 3 };
          return ctx.agent.suspend({ why: 'confirm' });
        },
      })(ct, rec);
    const { ref, ours } = await bothSides({ name: 'suspend', tool, continuation: { kind: 'resume', data: { ok: true } } });
    const refCalls = named(ref, 'onOutput');
    expect(refCalls.length).toBe(2);
    expect((refCalls[0]!.payload as any).output).toBeUndefined();
    expect(named(ours, 'onOutput')).toEqual(refCalls);
  });

  it('deviation 16: execute gets the input validated once; the reference validates it twice, so its transform runs twice', async () => {
    const { ref, ours } = await bothSides({ name: 'transform', tool: transforming() });
    const once = payloadOf(ours, 'execute').args.location;
    expect(payloadOf(ref, 'execute').args.location).toBe(`${once}!`);
    expect({ ...payloadOf(ours, 'execute').args, location: undefined }).toEqual({ ...payloadOf(ref, 'execute').args, location: undefined });
  });

  it('deviation 16: once approved, the re-entered onInputAvailable gets the ticket arguments (validated); the reference passes the model input again', async () => {
    const s: Scenario = { name: 'approval', tool: transforming(undefined, { requireApproval: true }), continuation: { kind: 'approve' } };
    const { ref, ours } = await bothSides(s);
    const afterAnswer = (obs: Observation) => obs.events.slice(obs.events.findIndex((e) => e.name === CONTINUATION_EVENT));
    const refAgain = afterAnswer(ref).find((e) => e.name === 'onInputAvailable')!.payload as any;
    const oursAgain = afterAnswer(ours).find((e) => e.name === 'onInputAvailable')!.payload as any;
    // First time: the same model input on both sides.
    expect(payloadOf(ours, 'onInputAvailable')).toEqual(payloadOf(ref, 'onInputAvailable'));
    expect(refAgain.input).toEqual(parsedModelInput({}));
    expect(oursAgain.input).toEqual(ours.records[0].pending.args);
    expect(oursAgain.input).toEqual(payloadOf(ours, 'execute').args);
    expect({ ...oursAgain, input: undefined }).toEqual({ ...refAgain, input: undefined });
  });
});
