// Under AI SDK 5 (no tool approval: `needsApproval` is ignored and the tool would run unasked), a
// tool that requires approval is refused at conversion. The installed `ai` is 6; this file hides
// the export AI SDK 6 added with approval (AI SDK 5.0.277 has no InvalidToolApprovalError).
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('ai', async (importOriginal) => {
  const { InvalidToolApprovalError: _added, ...v5 } = await importOriginal<typeof import('ai')>();
  return v5;
});

const { AISDKApprovalUnsupportedError, toAISDKTool, toAISDKTools } = await import('../../../src/ai-sdk');
const { ToolwrightError } = await import('../../../src/errors/toolwright-error');
const { createTool } = await import('../../../src/tools');

const tool = (extra: Record<string, unknown> = {}) =>
  createTool({ id: 'pay', description: 'Pay', inputSchema: z.object({ amount: z.number() }), execute: async () => 'paid', ...extra } as never);

describe('with an AI SDK that has no tool approval', () => {
  it('refuses a tool that requires approval, naming it', () => {
    let error: unknown;
    try {
      toAISDKTools({ pay: tool({ requireApproval: true }) });
    } catch (caught) {
      error = caught;
    }
    expect(AISDKApprovalUnsupportedError.isInstance(error)).toBe(true);
    expect(ToolwrightError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ name: 'AISDKApprovalUnsupportedError', toolName: 'pay' });
    expect((error as Error).message).toMatchInlineSnapshot(
      `"Tool "pay" requires approval, but the installed AI SDK has no tool approval (needsApproval came with AI SDK 6). Install ai@6, or remove the tool's requireApproval."`,
    );
    expect(() => toAISDKTool(tool({ requireApproval: () => false }))).toThrow(AISDKApprovalUnsupportedError);
    expect(() => toAISDKTools({ pay: tool() }, { requireToolApproval: true })).toThrow(AISDKApprovalUnsupportedError);
  });

  it('converts the other tools', () => {
    expect(toAISDKTool(tool())).toMatchObject({ description: 'Pay' });
    expect(toAISDKTool(tool({ requireApproval: false }))).not.toHaveProperty('needsApproval');
  });
});
