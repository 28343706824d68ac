import { describe, expect, it } from 'vitest';
import {
  approvalRequestContext,
  approvalResumeSchemaJSON,
  DECLINED_MESSAGE,
  requiresApproval,
  staticRequireApproval,
} from '../../src/runtime/approval/approval';

const base = { args: { a: 1 }, toolName: 'w' };

describe('requiresApproval', () => {
  it('static flag: boolean, function → true, other truthy → false', () => {
    expect(staticRequireApproval({ requireApproval: true })).toBe(true);
    expect(staticRequireApproval({ requireApproval: 'yes' })).toBe(false);
    expect(staticRequireApproval({ requireApproval: () => false })).toBe(true);
    expect(staticRequireApproval({ needsApprovalFn: () => false })).toBe(true);
  });
  it('a needs-approval function decides alone, even over a global true', async () => {
    expect(await requiresApproval({ ...base, tool: { requireApproval: () => false }, globalPolicy: true })).toBe(false);
    expect(await requiresApproval({ ...base, tool: { needsApprovalFn: () => 1 } })).toBe(true);
  });
  it('global policy', async () => {
    expect(await requiresApproval({ ...base, tool: {}, globalPolicy: true })).toBe(true);
    expect(await requiresApproval({ ...base, tool: {}, globalPolicy: () => false })).toBe(false);
    expect(await requiresApproval({ ...base, tool: { requireApproval: true }, globalPolicy: false })).toBe(true);
  });
  it('throws are logged and mean required', async () => {
    const logs: unknown[] = [];
    const logger = { error: (m: string) => logs.push(m) };
    expect(
      await requiresApproval({
        ...base,
        tool: {},
        globalPolicy: () => {
          throw new Error('g');
        },
        logger,
      }),
    ).toBe(true);
    expect(
      await requiresApproval({
        ...base,
        tool: {
          requireApproval: () => {
            throw new Error('t');
          },
        },
        logger,
      }),
    ).toBe(true);
    expect(logs).toEqual(['Error evaluating global requireToolApproval for tool w:', 'Error evaluating needsApprovalFn for tool w:']);
  });
  it('request context is a plain object without the internal key', () => {
    const rc = new Map<string, unknown>([
      ['u', 1],
      ['__mastra_requireToolApproval', true],
    ]);
    expect(approvalRequestContext(rc)).toEqual({ u: 1 });
    expect(approvalRequestContext(undefined)).toEqual({});
  });
  it('constants', () => {
    expect(DECLINED_MESSAGE).toBe('Tool call was not approved by the user');
    expect(JSON.parse(approvalResumeSchemaJSON()).required).toEqual(['approved']);
  });
});
