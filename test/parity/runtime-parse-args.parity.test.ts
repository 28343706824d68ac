// parseToolArgs / invalidArgsMessage / toolNotFoundMessage / findTool against the reference:
// the reference's tool-call chunk converter (internal chunk export) and a real Agent run.
import { createTool as refCreateTool } from '@mastra/core/tools';
import { refConvertFullStreamChunk as refConvertChunk } from './support/mastra-internals';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { findTool, invalidArgsMessage, isMissingToolArgs, parseToolArgs, toolNotFoundMessage } from '../../src/runtime/input/parse-args';
import { createTool } from '../../src/tools';
import { runAgent, toolResultParts } from './support/runtime-blocks-harness';
import { allowConsole } from '../setup/allow-console';

// Mastra's agent logs a tool call whose arguments are not JSON on the console.
allowConsole('error');

const TEXTS = [
  '',
  ' ',
  '{}',
  '{"a":1}',
  'null',
  'false',
  '0',
  '1',
  '"s"',
  '[]',
  '[1,2,]',
  'true',
  "{location:'P',}",
  "{a:'b'}",
  '{"a":"b",c":"d"}',
  '{a:1,b:[1,2,],}',
  "{'a': 'it''s'}",
  '{"d": 2024-01-02}',
  '{"d": 2024-01-02T10:11:12, "e":1}',
  '{d:2024-01-02}',
  '{"a":1}<|call|>',
  '<|start|>{"a":1}<|end|>  ',
  '{"x":"<|keep|>"}',
  '<|end|>',
  '<|a|> <|b|>',
  '{"a":1',
  'not json',
  "''",
  "'x'",
  '{a:true,}',
  '{ $x: 1 }',
  '{_a:null}',
  '{"a":{b:2,},}',
  '{"a":"it\'s"}',
  '{"a":1}\n',
  '  {"a":1}  ',
  '{"a": 1}<|call|>{"b":2}',
  '{,}',
  '{"a":[{b:1},]}',
  '{"a":1}}',
  '{"nested":{"deep":{x:\'y\'}}}',
  '0,',
  "{a:'1,}'}",
];

function refParse(text: string): { ok: boolean; value?: unknown } {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const chunk = refConvertChunk({ type: 'tool-call', toolCallId: 'c', toolName: 't', input: text }, { runId: 'r' });
    const args = chunk.payload.args;
    return args === undefined ? { ok: false } : { ok: true, value: args };
  } finally {
    spy.mockRestore();
  }
}

describe('parseToolArgs vs the reference tool-call chunk converter', () => {
  it.each(TEXTS.map((t) => [JSON.stringify(t), t]))('%s', (_n, text) => {
    const ours = parseToolArgs(text);
    const ref = refParse(text);
    expect(ours.ok).toBe(ref.ok);
    if (ours.ok) expect(ours.value).toEqual(ref.value);
  });
});

describe('parse failures and unknown tools in a real Agent run', () => {
  it('invalid args / not found texts and the parsed args match', async () => {
    for (const mk of [createTool, refCreateTool] as any[]) {
      const tool = mk({ id: 'weather-id', description: 'd', inputSchema: z.object({ location: z.string() }), execute: async (i: any) => i });
      const run = await runAgent({
        tools: { weather: tool, other: mk({ id: 'o', description: 'o', execute: async () => 'x' }) },
        calls: [
          { toolName: 'weather', input: "{location:'P',}" },
          { toolName: 'weather', input: '' },
          { toolName: 'weather', input: 'null' },
          { toolName: 'weather', input: '{bad' },
          { toolName: 'nope', input: '{}' },
          { toolName: 'weather-id', input: '{"location":"Q"}' },
        ],
      });
      const parts = toolResultParts(run);
      const byId = Object.fromEntries(parts.map((p: any) => [p.toolCallId, p.output]));
      expect(byId['call-1']).toEqual({ type: 'json', value: { location: 'P' } });
      for (const id of ['call-2', 'call-3', 'call-4']) expect(byId[id]).toEqual({ type: 'error-text', value: invalidArgsMessage('weather') });
      expect(byId['call-5']).toEqual({ type: 'error-text', value: toolNotFoundMessage('nope', ['weather', 'other']) });
      expect(byId['call-6']).toEqual({ type: 'json', value: { location: 'Q' } });
      // The parsed args reported on the tool-call chunks are what parseToolArgs gives.
      const calls = run.chunks.filter((c: any) => c.type === 'tool-call');
      expect(calls[0].payload.args).toEqual((parseToolArgs("{location:'P',}") as any).value);
      expect(calls[1].payload.args).toBeUndefined();
      expect(parseToolArgs('').ok).toBe(false);
      expect(parseToolArgs('null')).toEqual({ ok: true, value: null });
      expect(isMissingToolArgs(null)).toBe(true);
      // Lookup by id resolves to the record key 'weather'.
      expect(findTool({ weather: tool, other: {} as any }, 'weather-id')?.key).toBe('weather');
    }
  });

  it('no tools at all: the message keeps the double period (as the reference builds it)', () => {
    expect(toolNotFoundMessage('x', [])).toBe('Tool "x" not found.. Call tools by their exact name only — never add prefixes, namespaces, or colons.');
  });
});
