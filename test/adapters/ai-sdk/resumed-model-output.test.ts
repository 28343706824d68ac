// A suspended call resumed with runToolCall, whose toModelOutput (written to hide part of the
// result) throws: withToolResult puts the failure where the placeholder was, never the result.
import { generateText, stepCountIs } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSuspendedToolResult, responseMessagesOf, toAISDKTools, withToolResult } from '../../../src/ai-sdk';
import { runToolCall } from '../../../src/runtime';
import { createTool } from '../../../src/tools';
import { modelOutputFor, scriptedModel } from './harness';

const SECRET = 'acct-internal-77f1';
const quiet = { warn: () => undefined, error: () => undefined };

const lookup = createTool({
  id: 'lookup',
  description: 'Looks an account up after a confirmation',
  inputSchema: z.object({ id: z.string() }),
  resumeSchema: z.object({ confirmed: z.boolean() }),
  execute: async ({ id }, ctx) => {
    if (!ctx.agent?.resumeData) return ctx.agent!.suspend({ question: 'Look it up?' });
    return { id, internal: SECRET };
  },
  toModelOutput: () => {
    throw new Error('cannot render the account');
  },
});

describe('withToolResult, when the resumed call failed in toModelOutput', () => {
  it("the model reads the failure (name and message) in the placeholder's place, not the result", async () => {
    const tools = { lookup };
    const model = scriptedModel([[{ toolCallId: 'c1', toolName: 'lookup', deltas: ['{"id":"a1"}'] }], []]);
    const first = await generateText({ model, tools: toAISDKTools(tools, { logger: quiet }), prompt: 'Look a1 up', stopWhen: stepCountIs(1) });
    const placeholder = first.steps[0]?.toolResults.find((r) => r.toolCallId === 'c1')?.output;
    if (!isSuspendedToolResult(placeholder)) throw new Error('expected a suspension');
    const resumed = await runToolCall(
      tools,
      { toolCallId: 'c1' },
      { resume: { pending: placeholder.pending, resumeData: { confirmed: true } }, logger: quiet },
    );
    expect(resumed.status).toBe('failed');
    await generateText({
      model,
      tools: toAISDKTools(tools, { logger: quiet }),
      messages: withToolResult(responseMessagesOf(first), resumed),
      stopWhen: stepCountIs(1),
    });
    const output = modelOutputFor(model, 'c1');
    expect(output).toEqual({ type: 'error-text', value: 'ToolModelOutputError: toModelOutput of tool "lookup" threw: cannot render the account' });
    expect(JSON.stringify(output)).not.toContain(SECRET);
  });
});
