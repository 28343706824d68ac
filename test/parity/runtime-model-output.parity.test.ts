// defaultModelOutput / normalizeModelOutput / resolveModelOutput against the reference: the exported
// normalizeModelOutput (internal chunk) and what a real Agent sends to an AI SDK v6 (spec v3) model.
import { createTool as refCreateTool } from '@mastra/core/tools';
import { refNormalizeModelOutput as refNormalize } from './support/mastra-internals';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toProviderToolResultOutput } from '../../src/adapters/ai-sdk/provider-output';
import { defaultModelOutput, normalizeModelOutput, resolveModelOutput } from '../../src/runtime/output/model-output';
import { createTool } from '../../src/tools';
import { runAgent, toolResultParts } from './support/runtime-blocks-harness';

const CONTENT = {
  type: 'content',
  providerOptions: { x: { y: 1 } },
  value: [
    { type: 'text', text: 'hi' },
    { type: 'image-data', data: 'AAAA' },
    { type: 'file-data', data: 'BBBB' },
    { type: 'image-url', url: 'data:image/png;base64,CCCC' },
    { type: 'image-url', url: 'DATA:;base64,ZZ' },
    { type: 'image-url', url: 'data:image/webp;base64,QQ', mediaType: 'image/avif', extra: 1 },
    { type: 'image-url', url: 'https://x/y.png' },
    { type: 'file-url', url: 'https://x/y.pdf' },
    { type: 'image-data', data: 'DD', mediaType: 'image/gif' },
    { type: 'file-data', data: 'EE', mediaType: 'application/pdf', filename: 'f.pdf' },
    { type: 'image-data', data: 5 },
    null,
    'str',
    { type: 'custom', x: 1 },
    { type: 'file-id', fileId: 'f' },
  ],
};

describe('normalizeModelOutput vs reference', () => {
  it.each([
    ['content', CONTENT],
    ['text', { type: 'text', value: 'T' }],
    ['json', { type: 'json', value: { a: 1 } }],
    ['string', 'just a string'],
    ['null', null],
    ['undefined', undefined],
    ['content not array', { type: 'content', value: 'x' }],
    ['number', 3],
  ])('%s', (_n, value) => {
    expect(normalizeModelOutput(value)).toEqual(refNormalize(value));
    expect(JSON.stringify(normalizeModelOutput(value))).toBe(JSON.stringify(refNormalize(value)));
  });
});

const RESULT_CASES: Array<[string, unknown, ((o: any) => unknown)?]> = [
  ['str', 'hello'],
  ['num', 0],
  ['bool', false],
  ['nul', null],
  ['arr', [1, { a: 2 }]],
  ['date', { d: new Date(0) }],
  ['err', new Error('boom')],
  ['tmo-content', { x: 1 }, () => CONTENT],
  ['tmo-undef', { x: 1 }, () => undefined],
  ['tmo-null', { x: 1 }, () => null],
  ['tmo-str', { x: 1 }, () => 'just a string'],
  ['tmo-text', 'r', () => ({ type: 'text', value: 'T' })],
  ['tmo-async', { x: 2 }, async (o: any) => ({ type: 'json', value: o.x })],
  ['tmo-on-null', null, () => ({ type: 'text', value: 'never' })],
];

describe('what the model is sent (Agent with a spec v3 mock model)', () => {
  it.each([
    ['toolwright', createTool],
    ['reference', refCreateTool],
  ] as const)('%s tools', async (_n, mk: any) => {
    const tools: Record<string, any> = {};
    for (const [name, result, tmo] of RESULT_CASES) {
      tools[name] = mk({
        id: name,
        description: 'd',
        inputSchema: z.object({}),
        ...(tmo ? { toModelOutput: tmo } : {}),
        execute: async () => {
          if (result instanceof Error) throw result;
          return result;
        },
      });
    }
    const run = await runAgent({ tools, calls: RESULT_CASES.map(([name]) => ({ toolName: name, input: '{}' })) });
    const parts = toolResultParts(run);
    const results = run.chunks.filter((c: any) => c.type === 'tool-result');
    for (const [name, result] of RESULT_CASES) {
      const part = parts.find((p: any) => p.toolName === name);
      let expected: unknown;
      let stored: unknown;
      if (result instanceof Error) expected = defaultModelOutput(undefined, result);
      else {
        const r = await resolveModelOutput(tools[name], result);
        expected = r.modelOutput;
        stored = r.raw;
      }
      expect(part.output, name).toEqual(toProviderToolResultOutput(expected, 'v3'));
      const chunk = results.find((c: any) => c.payload.toolName === name);
      if (chunk) expect(chunk.payload.providerMetadata?.mastra?.modelOutput, name).toEqual(stored);
    }
  });

  it('a throwing toModelOutput propagates', async () => {
    await expect(
      resolveModelOutput(
        {
          toModelOutput: () => {
            throw new Error('map');
          },
        },
        1,
      ),
    ).rejects.toThrow('map');
  });
});
