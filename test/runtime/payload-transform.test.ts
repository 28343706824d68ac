import { describe, expect, it } from 'vitest';
import { applyPayloadTransforms, isTransformConfigured, toTransformMetadata } from '../../src/runtime/payload-transform';

const base = { toolName: 'w', toolCallId: 'c' };

describe('applyPayloadTransforms', () => {
  it('nothing configured → {}', async () => {
    expect(await applyPayloadTransforms({ ...base, phase: 'input-available', input: 1 })).toEqual({});
  });
  it('configuring a target hides unmapped phases', async () => {
    const tool = { transform: { display: { output: (c: { output?: unknown }) => ({ o: c.output }) } } };
    expect(await applyPayloadTransforms({ ...base, phase: 'output-available', output: 2, tool })).toEqual({ display: { transformed: { o: 2 } } });
    expect(await applyPayloadTransforms({ ...base, phase: 'input-delta', inputTextDelta: '{', tool })).toEqual({ display: { suppress: true } });
    expect(await applyPayloadTransforms({ ...base, phase: 'error', tool })).toEqual({
      display: { transformed: { message: 'Tool error payload unavailable' } },
    });
  });
  it('policy first; null wins; a throw logs and fails', async () => {
    const warned: unknown[] = [];
    const policy = { transformToolPayload: () => null, targets: ['transcript' as const] };
    const tool = {
      transform: {
        display: {
          input: () => {
            throw new Error('x');
          },
        },
      },
    };
    const r = await applyPayloadTransforms({ ...base, phase: 'input-available', input: 1, tool, policy, logger: { warn: (m: string) => warned.push(m) } });
    expect(r).toEqual({ display: { transformed: { message: 'Tool input-available payload unavailable' }, failed: true }, transcript: { transformed: null } });
    expect(warned).toEqual(['Tool payload transform failed']);
    expect(toTransformMetadata('input-available', r)).toEqual({ display: { 'input-available': r.display }, transcript: { 'input-available': r.transcript } });
    expect(toTransformMetadata('input-available', {})).toBeUndefined();
  });
  it('isTransformConfigured', () => {
    expect(isTransformConfigured({ transform: { display: {} } }, undefined, 'display')).toBe(true);
    expect(isTransformConfigured(undefined, { transformToolPayload: () => 1, targets: ['display'] }, 'transcript')).toBe(false);
  });
});
