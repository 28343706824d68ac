import { describe, expect, it } from 'vitest';
import { invalidArgsMessage, isMissingToolArgs, parseToolArgs, repairToolArgsText } from '../../src/runtime/input/parse-args';
import { findRuntimeTool as findTool, toolNotFoundMessage } from '../../src/runtime/find-tool';

describe('parseToolArgs', () => {
  it('parses JSON, strips control tokens only when needed, repairs', () => {
    expect(parseToolArgs('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseToolArgs('{"a":1}<|call|>')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseToolArgs('{"x":"<|keep|>"}')).toEqual({ ok: true, value: { x: '<|keep|>' } });
    expect(parseToolArgs("{location:'P',}")).toEqual({ ok: true, value: { location: 'P' } });
    expect(parseToolArgs('{"d": 2024-01-02}')).toEqual({ ok: true, value: { d: '2024-01-02' } });
    expect(parseToolArgs('{"a":"b",c":"d"}')).toEqual({ ok: true, value: { a: 'b', c: 'd' } });
  });
  it('fails on empty, token-only, unrepairable or falsy repaired text', () => {
    for (const t of ['', '<|end|>', '{bad', "''"]) expect(parseToolArgs(t)).toEqual({ ok: false });
  });
  it('null parses (ok) but counts as missing args', () => {
    expect(parseToolArgs('null')).toEqual({ ok: true, value: null });
    expect(isMissingToolArgs(null)).toBe(true);
    expect(isMissingToolArgs(0)).toBe(false);
  });
  it('repair steps', () => {
    expect(repairToolArgsText(" {a: 'x', b:[1,],} ")).toBe('{"a": "x", "b":[1]}');
  });
});

describe('messages', () => {
  it('invalid args', () => {
    expect(invalidArgsMessage('w')).toBe('Tool "w" received invalid arguments — the provided JSON could not be parsed. Please provide valid JSON arguments.');
  });
  it('not found', () => {
    expect(toolNotFoundMessage('x', ['a', 'b'])).toBe(
      'Tool "x" not found. Available tools: a, b. Call tools by their exact name only — never add prefixes, namespaces, or colons.',
    );
  });
});

describe('findTool', () => {
  const web = { type: 'provider', id: 'openai.web_search', name: 'search' };
  const tool = { id: 'weather-id' };
  const tools: Record<string, object> = { weather: tool, web, alias: tool };
  it('record key, then provider name (derived or explicit), then id', () => {
    expect(findTool(tools, 'weather')).toEqual({ key: 'weather', tool });
    expect(findTool(tools, 'web_search')).toEqual({ key: 'web', tool: web });
    expect(findTool(tools, 'search')).toEqual({ key: 'web', tool: web });
    expect(findTool(tools, 'weather-id')).toEqual({ key: 'weather', tool });
    expect(findTool(tools, 'nope')).toBeUndefined();
    expect(findTool(tools, 'toString')).toBeUndefined();
    expect(findTool(undefined, 'x')).toBeUndefined();
  });
});
