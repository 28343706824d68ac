import { isValidationError } from '../../src/tools';
// Differential tests of toolwright's runtime against a real Mastra Agent: every scenario runs the
// same tool and the same scripted model tool call through `Agent` (mock model, Mastra instance with
// in-memory storage for approve / decline / resume) and through `runToolCall`, then compares hook
// order and payloads, tool chunks (with display/transcript transform metadata), result, error,
// the model output, tool-related logs and the context keys execute saw.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { RequestContext } from '../../src/request-context';
import {
  comparable,
  phaseOutcomes,
  recordExecute,
  recordingHooks,
  runMastra,
  runToolwright,
  type Observation,
  type Scenario,
  type ToolwrightSide,
} from './support/agent-harness';
import { SCENARIOS } from './support/runtime-agent-scenarios';
import { allowConsole } from '../setup/allow-console';

// Mastra's agent logs a tool call whose arguments are not JSON on the console.
allowConsole('error');

const TOOLWRIGHT: ToolwrightSide = { runToolCall, createTool, RequestContext };

async function bothSides(s: Scenario) {
  const ref = await runMastra(s);
  const ours = await runToolwright(s, TOOLWRIGHT);
  return { ref, ours };
}

describe('runtime vs a real Mastra Agent', () => {
  it('covers at least 10 scenarios, including approval, decline and suspend/resume', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(10);
    const kinds = new Set(SCENARIOS.map((s) => s.continuation?.kind));
    expect(kinds).toEqual(new Set([undefined, 'approve', 'decline', 'resume']));
  });

  for (const s of SCENARIOS.filter((x) => x.deviation8)) {
    it(`deviation 8: ${s.name}`, async () => {
      const { ref, ours } = await bothSides(s);
      // The reference runs the tool with {} and returns the schema's ValidationError as the result.
      expect(ref.outcome).toBe('result');
      expect(isValidationError(ref.result)).toBe(true);
      const last = ours.records[ours.records.length - 1];
      expect(last.status).toBe(s.deviation8);
      if (s.deviation8 === 'failed') expect(String(last.error?.message)).toContain('could not be parsed');
      else expect(isValidationError(last.result)).toBe(false);
    });
  }

  for (const s of SCENARIOS.filter((x) => !x.deviation8)) {
    const test = s.knownBug ? it.fails : it;
    test(`${s.name}${s.knownBug ? ` [known toolwright bug: ${s.knownBug}]` : ''}`, async () => {
      const { ref, ours } = await bothSides(s);
      const expected = comparable(ref);
      s.divergence?.patch(expected);
      expect(comparable(ours)).toEqual(expected);
      // The record's status says what the chunks say, phase by phase.
      expect(ours.statusOutcome).toEqual(phaseOutcomes(ref));
      // The record carries the raw result and the model output the chunks/prompt show.
      const last = ours.records[ours.records.length - 1];
      if (ref.outcome === 'result') expect(JSON.parse(JSON.stringify(last.result))).toEqual(JSON.parse(JSON.stringify(ref.result)));
    });
  }
});

describe('runtime vs agent: details', () => {
  it('the approval request: chunk payload with the resumeSchema, a JSON ticket, then approve → result', async () => {
    const s = SCENARIOS.find((x) => x.name === 'approval: approve')!;
    const { ref, ours } = await bothSides(s);
    const refChunk: any = ref.chunks.find((c) => c.type === 'tool-call-approval')!.payload;
    const first = ours.records[0];
    expect(first.status).toBe('approval-required');
    const ourChunk = first.chunks.find((c: any) => c.type === 'tool-call-approval').payload;
    expect(ourChunk).toEqual(refChunk);
    expect(JSON.parse(refChunk.resumeSchema)).toMatchObject({
      required: ['approved'],
      properties: { approved: { type: 'boolean' }, reason: { type: 'string' } },
    });
    // execute ran once, after the decision, on both sides.
    for (const o of [ref, ours] as Observation[]) expect(o.events.filter((e) => e.name === 'execute').length).toBe(1);
    expect(first.chunks.some((c: any) => c.type === 'tool-result')).toBe(false);
    expect(JSON.parse(JSON.stringify(first.pending))).toEqual(first.pending);
    expect(ours.records[1].status).toBe('completed');
    expect(ours.modelOutput).toEqual(ref.modelOutput);
  });

  it('decline: execute and onOutput never run; the model sees the reference text', async () => {
    const s = SCENARIOS.find((x) => x.name === 'approval: decline')!;
    const { ref, ours } = await bothSides(s);
    for (const o of [ref, ours] as Observation[]) {
      expect(o.events.map((e) => e.name)).not.toContain('execute');
      expect(o.events.map((e) => e.name)).not.toContain('onOutput');
      expect(o.modelOutput).toEqual({ type: 'text', value: 'Tool call was not approved by the user' });
    }
    expect(ours.records[1].status).toBe('declined');
  });

  it('suspend/resume: execute runs again with the original args, resumeData and the earlier suspendPayload', async () => {
    const s = SCENARIOS.find((x) => x.name === 'suspend, then resume with resumeData')!;
    const { ref, ours } = await bothSides(s);
    const executes = (o: Observation) =>
      o.events.filter((e) => e.name === 'execute').map((e: any) => [e.payload.args, e.payload.resumeData, e.payload.suspendPayload]);
    expect(executes(ours)).toEqual(executes(ref));
    expect(executes(ref)).toEqual([
      [{ location: 'P' }, undefined, undefined],
      [{ location: 'P' }, { ok: true }, { why: 'need confirmation' }],
    ]);
    const suspended: any = ref.chunks.find((c) => c.type === 'tool-call-suspended')!.payload;
    expect(ours.records[0].suspendPayload).toEqual(suspended.suspendPayload);
    expect(JSON.parse(suspended.resumeSchema)).toMatchObject({ properties: { ok: { type: 'boolean' } } });
  });

  it('the same tool built with the reference createTool runs the same through runToolCall', async () => {
    const { createTool: refCreateTool } = await import('@mastra/core/tools');
    const s: Scenario = {
      name: 'reference-built tool',
      tool: (_ct, rec) =>
        (refCreateTool as any)({
          id: 'weather-tool',
          description: 'Get the weather',
          inputSchema: z.object({ location: z.string() }),
          ...recordingHooks(rec),
          toModelOutput: (o: any) => ({ type: 'text', value: `T=${o.temp}` }),
          execute: async (args: any, ctx: any) => {
            recordExecute(rec, args, ctx);
            return { temp: 21 };
          },
        }),
    };
    const { ref, ours } = await bothSides(s);
    expect(comparable(ours)).toEqual(comparable(ref));
  });
});
