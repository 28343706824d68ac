import { describe, expect, it } from 'vitest';
import {
  boundJSON,
  boundModelOutput,
  boundParts,
  boundText,
  checkModelOutputLimit,
  MIN_MODEL_OUTPUT_LIMIT,
  modelOutputLimitFor,
  partLength,
} from '../../src/runtime/output/bound-model-output';
import { chance, int, mulberry32, pick, type Rng } from '../parity/support/fuzz-rng';

describe('text', () => {
  it('is kept when it fits, and cut with a marker of what was left out when it does not', () => {
    expect(boundText('a'.repeat(100), 100)).toBe('a'.repeat(100));
    const cut = boundText('a'.repeat(1000), 100);
    const kept = cut.indexOf('\n');
    expect(kept).toBeGreaterThan(70);
    expect(cut).toBe(`${'a'.repeat(kept)}\n[… ${1000 - kept} more characters]`);
    expect(cut.length).toBeLessThanOrEqual(100);
  });

  it('writes large counts with thousands separators, and never cuts a surrogate pair in half', () => {
    expect(boundText('b'.repeat(1_234_567), 100)).toMatch(/\n\[… 1,234,4\d\d more characters\]$/);
    const emoji = '😀'.repeat(500);
    const cut = boundText(emoji, 101);
    const kept = cut.slice(0, cut.indexOf('\n'));
    expect(kept.length % 2).toBe(0);
    expect(cut).toBe(`${kept}\n[… ${(emoji.length - kept.length).toLocaleString('en-US')} more characters]`);
  });
});

describe('JSON', () => {
  it('keeps a value that fits as it is (the same object)', () => {
    const value = { a: [1, 2, 3], b: 'x' };
    expect(boundJSON(value, 100).value).toBe(value);
  });

  it('shortens a long array to its first items and a marker item', () => {
    const value = Array.from({ length: 1000 }, (_, i) => i);
    const { value: out, originalLength, length } = boundJSON(value, 100);
    expect(originalLength).toBe(JSON.stringify(value).length);
    expect(JSON.stringify(out).length).toBe(length);
    expect(length).toBeLessThanOrEqual(100);
    const items = out as unknown[];
    const marker = items[items.length - 1];
    expect(items.slice(0, -1)).toEqual(value.slice(0, items.length - 1));
    expect(marker).toBe(`[… ${(1000 - (items.length - 1)).toLocaleString('en-US')} more items]`);
  });

  it('cuts a long string inside the JSON, counting escapes as JSON writes them', () => {
    const value = { text: 'line\n"quoted"\\'.repeat(200) };
    const out = boundJSON(value, 120).value as { text: string };
    expect(JSON.stringify(out).length).toBeLessThanOrEqual(120);
    const kept = out.text.slice(0, out.text.indexOf('[…'));
    expect(value.text.startsWith(kept)).toBe(true);
    expect(out.text).toBe(`${kept}[… ${(value.text.length - kept.length).toLocaleString('en-US')} more characters]`);
  });

  it('keeps the small properties of an object whole and shortens the large one', () => {
    const value = { total: 20000, page: 1, items: Array.from({ length: 20000 }, (_, i) => ({ id: i })), next: 'cursor-2' };
    const out = boundJSON(value, 200).value as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['total', 'page', 'items', 'next']);
    expect(out['total']).toBe(20000);
    expect(out['next']).toBe('cursor-2');
    const items = out['items'] as unknown[];
    expect(items.length).toBeGreaterThan(1);
    expect(items[items.length - 1]).toMatch(/^\[… 19,9\d\d more items\]$/);
    expect(JSON.stringify(out).length).toBeLessThanOrEqual(200);
  });

  it('leaves out the properties that do not fit and says how many, under a key the object does not use', () => {
    const value: Record<string, number> = { '…': 0 };
    for (let i = 0; i < 100; i++) value[`key${i}`] = i;
    const out = boundJSON(value, 100).value as Record<string, unknown>;
    expect(JSON.stringify(out).length).toBeLessThanOrEqual(100);
    const kept = Object.keys(out).filter((key) => key !== '……');
    expect(out['……']).toBe(`${101 - kept.length} more keys`);
    for (const key of kept) expect(out[key]).toBe(value[key]);
  });

  it('keeps a `__proto__` key of the data as a key', () => {
    const value = JSON.parse(`{"__proto__": {"polluted": true}, "long": "${'x'.repeat(500)}"}`);
    const out = boundJSON(value, 150).value as Record<string, unknown>;
    expect(Object.keys(out)).toContain('__proto__');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(JSON.parse(JSON.stringify(out)), '__proto__')?.value).toEqual({ polluted: true });
  });

  it('reads a value as JSON.stringify writes it (toJSON, undefined properties) and leaves one it cannot write as it is', () => {
    const date = new Date(0);
    const out = boundJSON({ when: date, gone: undefined, list: Array.from({ length: 100 }, () => date) }, 150);
    expect(JSON.stringify(out.value).length).toBeLessThanOrEqual(150);
    const written = JSON.parse(JSON.stringify(out.value));
    expect(written.when).toBe(date.toJSON());
    expect(written.list.at(-1)).toMatch(/^\[… \d+ more items\]$/);
    expect('gone' in written).toBe(false);
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(boundJSON(cycle, 100).value).toBe(cycle);
  });
});

describe('content parts', () => {
  it('counts text by its length, inline data by its data and a reference by its URL', () => {
    expect(partLength({ type: 'text', text: 'abc' })).toBe(3);
    expect(partLength({ type: 'media', data: 'QUJD', mediaType: 'image/png' })).toBe(4);
    expect(partLength({ type: 'image-data', data: 'QUJDRA==', mediaType: 'image/png' })).toBe(8);
    expect(partLength({ type: 'image-url', url: 'https://e.x/a.png' })).toBe(17);
    expect(partLength({ type: 'custom' })).toBe(JSON.stringify({ type: 'custom' }).length);
  });

  it('cuts a text part, leaves out an image that does not fit whole, and says how many parts were left out', () => {
    const image = { type: 'media', data: 'A'.repeat(5000), mediaType: 'image/png' };
    const parts = [{ type: 'text', text: 'Caption' }, image, { type: 'text', text: 'summary' }, { type: 'text', text: 'z'.repeat(1000) }];
    const out = boundParts(parts, 200);
    expect(out.value[0]).toEqual({ type: 'text', text: 'Caption' });
    expect(out.value[1]).toEqual({ type: 'text', text: 'summary' });
    expect((out.value[2] as { text: string }).text).toMatch(/^z+\n\[… \d+ more characters\]$/);
    expect(out.value[3]).toEqual({ type: 'text', text: '[… 1 more part, 5,000 characters]' });
    expect(out.length).toBe(out.value.reduce((sum: number, part) => sum + partLength(part), 0));
    expect(out.length).toBeLessThanOrEqual(200);
    expect(out.originalLength).toBe(7 + 5000 + 7 + 1000);
  });
});

describe('boundModelOutput', () => {
  it('says what was cut, and keeps the output and its other fields', () => {
    const output = { type: 'text', value: 'x'.repeat(1000), providerOptions: { a: { b: 1 } } };
    const { modelOutput, truncated } = boundModelOutput(output, 100);
    expect(modelOutput).toMatchObject({ type: 'text', providerOptions: { a: { b: 1 } } });
    const value = (modelOutput as { value: string }).value;
    expect(value.length).toBeLessThanOrEqual(100);
    expect(truncated).toEqual({ limit: 100, originalLength: 1000, length: value.length, omitted: 1000 - value.length });
    expect(boundModelOutput(output, 1000)).toEqual({ modelOutput: output, truncated: undefined });
  });

  it('bounds error outputs too, and leaves an output of a shape it does not know as it is', () => {
    expect(boundModelOutput({ type: 'error-text', value: 'e'.repeat(500) }, 100).truncated?.length).toBeLessThanOrEqual(100);
    expect(boundModelOutput({ type: 'error-json', value: { m: 'e'.repeat(500) } }, 100).truncated?.originalLength).toBe(508);
    const other = { type: 'execution-denied', reason: 'r'.repeat(500) };
    expect(boundModelOutput(other, 100).modelOutput).toBe(other);
  });
});

describe('the option', () => {
  it('picks a tool own limit, else the default, else none', () => {
    expect(modelOutputLimitFor(undefined, 'a')).toBeUndefined();
    expect(modelOutputLimitFor(500, 'a')).toBe(500);
    expect(modelOutputLimitFor({ default: 500, tools: { a: 200 } }, 'a')).toBe(200);
    expect(modelOutputLimitFor({ default: 500, tools: { a: 200 } }, 'b')).toBe(500);
    expect(modelOutputLimitFor({ tools: { a: 200 } }, 'b')).toBeUndefined();
    expect(modelOutputLimitFor({ tools: { a: 200 } }, 'toString')).toBeUndefined();
  });

  it('refuses a bad limit with a TypeError naming the option', () => {
    expect(() => checkModelOutputLimit(99)).toThrow(new TypeError('runToolCall: modelOutputLimit must be a whole number of characters, at least 100, not 99'));
    expect(() => checkModelOutputLimit(1.5)).toThrow(/modelOutputLimit must be a whole number/);
    expect(() => checkModelOutputLimit(Number.NaN)).toThrow(/modelOutputLimit must be a whole number/);
    expect(() => checkModelOutputLimit('1000' as never)).toThrow(
      /modelOutputLimit must be a number of characters or \{ default\?, tools: \{ \[toolName\]: number \} \}, not "1000"/,
    );
    expect(() => checkModelOutputLimit(null)).toThrow(
      'runToolCall: modelOutputLimit must be a number of characters or { default?, tools: { [toolName]: number } }, not null',
    );
    expect(() => checkModelOutputLimit({ default: 500 })).toThrow('modelOutputLimit.tools must be an object of limits by tool name, not undefined');
    expect(() => checkModelOutputLimit({ tools: { a: -1 } }, 'toAISDKTool')).toThrow(
      'toAISDKTool: modelOutputLimit.tools["a"] must be a whole number of characters, at least 100, not -1',
    );
    expect(() => checkModelOutputLimit({ default: 0, tools: {} })).toThrow(/modelOutputLimit\.default must be/);
    expect(() => checkModelOutputLimit({ limit: 5, tools: {} })).toThrow('runToolCall: modelOutputLimit has an unknown key "limit" (expected default, tools)');
    expect(() => checkModelOutputLimit({ default: 100, tools: { a: 100 } })).not.toThrow();
  });
});

/** A random JSON value: nested arrays and objects, strings with escapes and surrogates, numbers. */
function randomJSON(r: Rng, depth: number): unknown {
  const kind = depth <= 0 ? int(r, 4) : int(r, 6);
  switch (kind) {
    case 0:
      return pick(r, [null, true, false]);
    case 1:
      return pick(r, [0, -1, 3.14, 1e21, -2.5e-300, Number.MAX_SAFE_INTEGER, int(r, 1_000_000)]);
    case 2:
      return randomString(r);
    case 3:
      return randomString(r).slice(0, int(r, 8));
    case 4:
      // Long lists and objects only near the leaves, so that a value stays small enough to draw often.
      return Array.from({ length: depth <= 1 && chance(r, 0.3) ? int(r, 400) : int(r, 6) }, () => randomJSON(r, depth - 1));
    default: {
      const object: Record<string, unknown> = {};
      const keys = depth <= 1 && chance(r, 0.3) ? int(r, 200) : int(r, 6);
      for (let i = 0; i < keys; i++) object[pick(r, ['k', 'name', '…', '__proto__', 'ключ', '"q"', ''])! + i] = randomJSON(r, depth - 1);
      return object;
    }
  }
}

function randomString(r: Rng): string {
  const pieces = ['a', 'word ', '\n', '"', '\\', '\u0001', '😀', '\ud800', '\udc00', 'é', '\u2028'];
  const length = chance(r, 0.3) ? int(r, 3000) : int(r, 40);
  let text = '';
  for (let i = 0; i < length; i++) text += pick(r, pieces);
  return text;
}

describe('property: any JSON value, any limit from the minimum', () => {
  it('bounds to valid JSON of at most the limit, keeps what fits as it is, and says its lengths right (2,000 seeded cases)', () => {
    const r = mulberry32(43);
    for (let i = 0; i < 2000; i++) {
      const value = randomJSON(r, 4);
      const limit = MIN_MODEL_OUTPUT_LIMIT + (chance(r, 0.5) ? int(r, 200) : int(r, 5000));
      const text = JSON.stringify(value);
      const out = boundJSON(value, limit);
      const written = JSON.stringify(out.value);
      const context = `case ${i}, limit ${limit}: ${text.slice(0, 200)}`;
      expect(() => JSON.parse(written), context).not.toThrow();
      expect(written.length, context).toBeLessThanOrEqual(limit);
      expect(out.length, context).toBe(written.length);
      expect(out.originalLength, context).toBe(text.length);
      if (text.length <= limit) expect(out.value, context).toBe(value);
    }
  });

  it('bounds any text and any list of content parts to at most the limit', () => {
    const r = mulberry32(4343);
    for (let i = 0; i < 1000; i++) {
      const limit = MIN_MODEL_OUTPUT_LIMIT + int(r, 2000);
      const text = randomString(r);
      expect(boundText(text, limit).length).toBeLessThanOrEqual(limit);
      const parts = Array.from({ length: int(r, 8) }, () =>
        pick(r, [
          () => ({ type: 'text', text: randomString(r) }),
          () => ({ type: 'media', data: 'A'.repeat(int(r, 4000)), mediaType: 'image/png' }),
          () => ({ type: 'image-url', url: `https://e.x/${'p'.repeat(int(r, 300))}` }),
          () => ({ type: 'custom', providerOptions: { x: { y: randomString(r).slice(0, 50) } } }),
        ])(),
      );
      const out = boundParts(parts, limit);
      expect(out.length).toBeLessThanOrEqual(limit);
      expect(out.length).toBe(out.value.reduce((sum: number, part) => sum + partLength(part), 0));
    }
  });
});
