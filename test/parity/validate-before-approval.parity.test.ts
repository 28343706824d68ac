// Deviation 16 (docs/compatibility.md): toolwright's engine validates a call's input and request
// context before the approval gate; the reference agent asks for approval first and validates
// inside execute. The same scenario runs through a real Mastra Agent and through runToolCall.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidationError } from '../../src/index';
import { RequestContext } from '../../src/request-context';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { toAISDKTools } from '../../src/ai-sdk';
import { modelOutputFor, run, scriptedModel } from '../adapters/ai-sdk/harness';
import {
  recordExecute,
  recorder,
  recordingHooks,
  runMastra,
  runToolwright,
  type Scenario,
  TOOL_CALL_ID,
  TOOL_KEY,
  type ToolFactory,
  type ToolwrightSide,
} from './support/agent-harness';

const TOOLWRIGHT: ToolwrightSide = { runToolCall, createTool, RequestContext };

const approvalTool =
  (extra: Record<string, unknown> = {}): ToolFactory =>
  (ct, rec) =>
    ct({
      id: 'weather-tool',
      description: 'Get the weather',
      inputSchema: z.object({ location: z.string() }),
      requireApproval: true,
      ...recordingHooks(rec),
      execute: async (args: any, ctx: any) => {
        recordExecute(rec, args, ctx);
        return { temp: 20 };
      },
      ...extra,
    });

const kinds = (obs: { chunks: Array<{ phase: number; type: string }> }) =>
  obs.chunks.filter((c) => c.type !== 'tool-call-delta').map((c) => `${c.phase}:${c.type}`);

describe('deviation 16: validation before the approval gate', () => {
  it('invalid input: the reference asks for approval, then returns the ValidationError; toolwright returns it at once', async () => {
    const input = '{"location":42}';
    const ref = await runMastra({ name: 'invalid input', tool: approvalTool(), call: { deltas: [input] }, continuation: { kind: 'approve' } });
    expect(kinds(ref)).toEqual(['1:tool-call', '1:tool-call-approval', '2:tool-result']);
    expect(isValidationError(ref.result)).toBe(true);

    const ours = await runToolwright({ name: 'invalid input', tool: approvalTool(), call: { deltas: [input] } }, TOOLWRIGHT);
    expect(ours.records[0].status).toBe('completed');
    expect(ours.records[0].pending).toBeUndefined();
    expect(kinds(ours)).toEqual(['1:tool-call', '1:tool-result']);
    // The same ValidationError, with no approval in between.
    expect(ours.result).toEqual(ref.result);
    expect(ours.events.some((e) => e.name === 'execute')).toBe(false);
  });

  it('invalid request context: the reference asks for approval first; toolwright returns the ValidationError at once', async () => {
    const s: Scenario = {
      name: 'invalid request context',
      tool: approvalTool({ requestContextSchema: z.object({ tenant: z.string() }) }),
      continuation: { kind: 'approve' },
    };
    const ref = await runMastra(s);
    expect(kinds(ref)).toEqual(['1:tool-call', '1:tool-call-approval', '2:tool-result']);
    expect((ref.result as { message: string }).message).toContain('Request context validation failed');

    const ours = await runToolwright({ ...s, continuation: undefined }, TOOLWRIGHT);
    expect(kinds(ours)).toEqual(['1:tool-call', '1:tool-result']);
    expect(ours.result).toEqual(ref.result);
  });

  it('a transform: the reference shows the raw args for approval and transforms twice; toolwright shows and runs the validated args, transformed once', async () => {
    const tool = approvalTool({ inputSchema: z.object({ location: z.string().transform((s) => `${s}!`) }) });
    const s: Scenario = { name: 'transform', tool, continuation: { kind: 'approve' } };
    const ref = await runMastra(s);
    const ours = await runToolwright(s, TOOLWRIGHT);
    const approvalArgs = (obs: typeof ref) => (obs.chunks.find((c) => c.type === 'tool-call-approval')!.payload as { args: unknown }).args;
    expect(approvalArgs(ref)).toEqual({ location: 'P' });
    expect(approvalArgs(ours)).toEqual({ location: 'P!' });
    const executed = (obs: typeof ref) => (obs.events.find((e) => e.name === 'execute')!.payload as { args: unknown }).args;
    expect(executed(ref)).toEqual({ location: 'P!!' });
    expect(executed(ours)).toEqual({ location: 'P!' });
  });
});

describe('deviation 16 on the AI SDK wire: the tool-level needsApproval checks the args first', () => {
  it('invalid input: the reference agent asks for approval; streamText with toAISDKTools does not, and the model reads the ValidationError', async () => {
    const input = '{"location":42}';
    const ref = await runMastra({ name: 'invalid input', tool: approvalTool(), call: { deltas: [input] }, continuation: { kind: 'approve' } });
    expect(kinds(ref)).toEqual(['1:tool-call', '1:tool-call-approval', '2:tool-result']);

    const rec = recorder();
    const tools = toAISDKTools({ [TOOL_KEY]: approvalTool()(createTool as never, rec) }, { logger: { warn: () => undefined, error: () => undefined } });
    const model = scriptedModel([[{ toolCallId: TOOL_CALL_ID, toolName: TOOL_KEY, deltas: [input] }]]);
    const out = await run('streamText', model, tools as never);
    const parts = out.steps.flatMap((step: any) => step.content).map((p: any) => p.type);
    expect(parts).not.toContain('tool-approval-request');
    expect(rec.events.some((e) => e.name === 'execute')).toBe(false);
    // The same ValidationError the reference returns after its approval, with nobody asked.
    expect(modelOutputFor(model, TOOL_CALL_ID)).toEqual({ type: 'json', value: ref.result });
  });
});
