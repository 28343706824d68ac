/**
 * Unit tests for tools with `toolwright/testing`: each call runs the way Mastra's agent runs it
 * (hooks, validation, approval, suspend/resume, model output), with no agent and no model.
 *
 *   npm run build && npx vitest run examples/weather.test.ts
 */
import { testTool } from 'toolwright/testing';
import { createTool, isValidationError } from 'toolwright/tools';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { weatherTool } from './basic';

/** The weather tool with a hook and a model-facing summary, as an app might ship it. */
const reportingWeatherTool = createTool({
  id: 'weather-report',
  description: 'Weather for a city, summarised for the model',
  inputSchema: z.object({ location: z.string() }),
  outputSchema: z.object({ location: z.string(), temperatureCelsius: z.number(), conditions: z.string() }),
  requireApproval: ({ location }) => location === 'Area 51',
  onInputAvailable: ({ input }) => {
    if (!input.location.trim()) throw new Error('empty location');
  },
  execute: async ({ location }) => ({ location, temperatureCelsius: 21, conditions: 'sunny' }),
  toModelOutput: (output) => ({ type: 'text', value: `${output.location}: ${output.temperatureCelsius}°C, ${output.conditions}` }),
});

describe('weather-tool', () => {
  it('returns the weather; the model gets it as JSON', async () => {
    const run = await testTool(weatherTool).call({ location: 'Seattle' });
    expect(run.status).toBe('completed');
    expect(run.result).toEqual({ location: 'Seattle', temperatureCelsius: 21, conditions: 'sunny' });
    expect(run.modelOutput).toEqual({ type: 'json', value: run.result });
  });

  it('answers a streamed call, as a model sends it', async () => {
    const run = await testTool(weatherTool).call({ argsTextDeltas: ['{"loca', 'tion":"Par', 'is"}'] });
    expect(run.args).toEqual({ location: 'Paris' });
    expect(run.chunks.filter((chunk) => chunk.type === 'tool-call-delta')).toHaveLength(3);
  });

  it('gives invalid input back as a validation error and logs a warning', async () => {
    const harness = testTool(weatherTool);
    const run = await harness.call({ argsText: '{"location": 42}' });
    expect(isValidationError(run.result)).toBe(true);
    expect(harness.logs.map((line) => line.message)).toEqual(['Tool input validation failed']);
  });
});

describe('weather-report', () => {
  it('runs onInputAvailable then onOutput, and sends the model a summary', async () => {
    const run = await testTool(reportingWeatherTool).call({ location: 'Lyon' });
    expect(run.hooks.map((hook) => hook.name)).toEqual(['onInputAvailable']);
    expect(run.modelOutput).toEqual({ type: 'text', value: 'Lyon: 21°C, sunny' });
    expect(run.result).toMatchObject({ temperatureCelsius: 21 });
  });

  it('a failing hook is logged and does not fail the call', async () => {
    const harness = testTool(reportingWeatherTool);
    const run = await harness.call({ location: ' ' });
    expect(run.status).toBe('completed');
    expect(run.hooks[0]?.error).toBeInstanceOf(Error);
    expect(harness.logs).toEqual([{ level: 'error', message: 'Error calling onInputAvailable', args: [expect.any(Error)] }]);
  });

  it('asks before some lookups: approve runs it, decline does not', async () => {
    const harness = testTool(reportingWeatherTool);
    const paused = await harness.call({ location: 'Area 51' });
    expect(paused.status).toBe('approval-required');
    expect(paused.approvalRequest?.args).toEqual({ location: 'Area 51' });
    expect((await harness.approve()).result).toMatchObject({ conditions: 'sunny' });

    await harness.call({ location: 'Area 51' });
    const declined = await harness.decline('classified');
    expect(declined.status).toBe('declined');
    expect(declined.modelOutput).toEqual({ type: 'text', value: 'classified' });
  });
});

/**
 * Under an agent, `suspend` and `resumeData` are in `context.agent` (a direct call gets them at
 * the top level, as in examples/suspend-resume.ts): read both to work in either place.
 */
const transferTool = createTool({
  id: 'transfer-funds',
  description: 'Sends money to a payee, after the user confirms',
  inputSchema: z.object({ payee: z.string(), amountEur: z.number().positive() }),
  outputSchema: z.object({ status: z.enum(['sent', 'cancelled']), reference: z.string().optional() }),
  suspendSchema: z.object({ question: z.string() }),
  resumeSchema: z.object({ approved: z.boolean() }),
  execute: async ({ payee, amountEur }, context) => {
    const suspend = context.agent?.suspend ?? context.suspend;
    const resumeData = context.agent?.resumeData ?? context.resumeData;
    if (!resumeData) {
      await suspend?.({ question: `Send ${amountEur} EUR to ${payee}?` });
      return;
    }
    return resumeData.approved ? { status: 'sent' as const, reference: 'TX-0042' } : { status: 'cancelled' as const };
  },
});

describe('transfer-funds', () => {
  it('suspends with a question, then resumes with the answer', async () => {
    const harness = testTool(transferTool);
    const suspended = await harness.call({ payee: 'Alice Martin', amountEur: 120 });
    expect(suspended.status).toBe('suspended');
    expect(suspended.suspendPayload).toEqual({ question: 'Send 120 EUR to Alice Martin?' });

    const sent = await harness.resume({ approved: true });
    expect(sent.result).toEqual({ status: 'sent', reference: 'TX-0042' });
  });

  it('checks the answer against resumeSchema', async () => {
    const harness = testTool(transferTool);
    await harness.call({ payee: 'Bob', amountEur: 5 });
    const bad = await harness.resume({ approved: 'yes' } as never);
    expect(isValidationError(bad.result)).toBe(true);
  });
});
