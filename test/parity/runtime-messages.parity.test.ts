// The runtime's messages for bad data, against a real Mastra Agent: the agent is the reference
// for what a user of `runToolCall` reads.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runToolCall } from '../../src/runtime';
import { RequestContext } from '../../src/request-context';
import { createTool, isValidationError } from '../../src/tools';
import { runMastra, runToolwright, type Scenario } from './support/agent-harness';

const suspendingTool: Scenario['tool'] = (ct) =>
  ct({
    id: 'weather-tool',
    description: 'Get the weather',
    inputSchema: z.object({ location: z.string() }),
    suspendSchema: z.object({ why: z.string() }),
    resumeSchema: z.object({ ok: z.boolean() }),
    execute: async (_args: any, ctx: any) => {
      if (!ctx.agent?.resumeData) {
        await ctx.agent.suspend({ why: 'need confirmation' });
        return undefined;
      }
      return { ok: ctx.agent.resumeData.ok };
    },
  });

describe('runtime messages vs a real Mastra Agent', () => {
  it('invalid resumeData: the agent says "Tool input validation failed for <tool key>", and so does runToolCall', async () => {
    const scenario: Scenario = { name: 'bad resume data', tool: suspendingTool, continuation: { kind: 'resume', data: { ok: 'yes' } } };
    const ref = await runMastra(scenario);
    const ours = await runToolwright(scenario, { runToolCall, createTool, RequestContext });
    expect(isValidationError(ref.result)).toBe(true);
    const refMessage = (ref.result as { message: string }).message;
    // The reference names the tool by its key in the agent's record ("weather"), not its id, and
    // calls the resume data "input"; toolwright keeps both, word for word.
    expect(refMessage.split('\n')[0]).toBe('Tool input validation failed for weather. Please fix the following errors and try again:');
    expect(refMessage).toContain('- ok: Invalid input: expected boolean, received string');
    const last = ours.records[ours.records.length - 1];
    expect(last.status).toBe('completed');
    expect(isValidationError(last.result)).toBe(true);
    expect(last.result.message).toBe(refMessage);
  });
});
