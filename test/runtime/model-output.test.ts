import { describe, expect, it } from 'vitest';
import { toProviderToolResultOutput } from '../../src/adapters/ai-sdk/provider-output';
import { defaultModelOutput, normalizeModelOutput, resolveModelOutput } from '../../src/runtime/output/model-output';

describe('defaultModelOutput', () => {
  it('text / json / error-text', () => {
    expect(defaultModelOutput('s')).toEqual({ type: 'text', value: 's' });
    expect(defaultModelOutput({ a: 1 })).toEqual({ type: 'json', value: { a: 1 } });
    expect(defaultModelOutput(undefined)).toEqual({ type: 'json', value: null });
    expect(defaultModelOutput(undefined, new Error('boom'))).toEqual({ type: 'error-text', value: 'boom' });
    expect(defaultModelOutput(undefined, 'plain')).toEqual({ type: 'error-text', value: 'plain' });
  });
});

describe('normalizeModelOutput', () => {
  it('media conversions', () => {
    expect(
      normalizeModelOutput({
        type: 'content',
        value: [
          { type: 'image-data', data: 'A' },
          { type: 'file-data', data: 'B' },
          { type: 'image-url', url: 'data:image/png;base64,C' },
          { type: 'image-url', url: 'https://x' },
        ],
      }),
    ).toEqual({
      type: 'content',
      value: [
        { type: 'media', data: 'A', mediaType: 'image/jpeg' },
        { type: 'media', data: 'B', mediaType: 'application/octet-stream' },
        { type: 'media', data: 'data:image/png;base64,C', mediaType: 'image/png' },
        { type: 'image-url', url: 'https://x' },
      ],
    });
    expect(normalizeModelOutput('x')).toBe('x');
  });
});

describe('resolveModelOutput', () => {
  it('never maps a ValidationError: the model reads it as it is (deviation 18)', async () => {
    let calls = 0;
    const tool = { toModelOutput: () => ((calls += 1), { type: 'text', value: 'Refunded.' }) };
    const refused = { error: true, message: 'Tool input validation failed for refund.', validationErrors: { errors: [], fields: {} } };
    expect(await resolveModelOutput(tool, refused)).toEqual({ modelOutput: { type: 'json', value: refused }, raw: undefined });
    expect(calls).toBe(0);
  });

  it('uses toModelOutput only for non-null results and non-null returns', async () => {
    const tool = { toModelOutput: (o: unknown) => (o === 1 ? null : { type: 'text', value: String(o) }) };
    expect(await resolveModelOutput(tool, 2)).toEqual({ modelOutput: { type: 'text', value: '2' }, raw: { type: 'text', value: '2' } });
    expect(await resolveModelOutput(tool, 1)).toEqual({ modelOutput: { type: 'json', value: 1 }, raw: undefined });
    expect(await resolveModelOutput(tool, null)).toEqual({ modelOutput: { type: 'json', value: null }, raw: undefined });
    expect(await resolveModelOutput(undefined, 'x')).toEqual({ modelOutput: { type: 'text', value: 'x' }, raw: undefined });
  });
});

describe('toProviderToolResultOutput', () => {
  const out = {
    type: 'content',
    value: [
      { type: 'media', data: 'A', mediaType: 'image/png' },
      { type: 'media', data: 'https://x/f.pdf', mediaType: 'application/pdf' },
      { type: 'image-url', url: 'https://x/i.png' },
    ],
  };
  it('v3 and v4 shapes', () => {
    expect(toProviderToolResultOutput(out, 'v2')).toBe(out);
    expect(toProviderToolResultOutput(out, 'v3')).toEqual({
      type: 'content',
      value: [
        { type: 'image-data', data: 'A', mediaType: 'image/png' },
        { type: 'file-url', mediaType: 'application/pdf', url: 'https://x/f.pdf' },
        { type: 'image-url', url: 'https://x/i.png' },
      ],
    });
    const v4 = toProviderToolResultOutput(out, 'v4') as { value: Array<Record<string, unknown>> };
    expect(v4.value[0]).toEqual({ type: 'file', data: { type: 'data', data: 'A' }, mediaType: 'image/png' });
    expect(v4.value[2]).toEqual({ type: 'file', data: { type: 'url', url: new URL('https://x/i.png') }, mediaType: 'image/jpeg' });
  });
});
