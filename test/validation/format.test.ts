import { describe, expect, it } from 'vitest';
import { buildErrorTree, describeData, formatIssueLines, formatIssuePath, redactSensitive } from '../../src/validation/format';
import { HAS_NULL, HAS_UNDEFINED, scanInput, stripNullish, TOO_DEEP, undefinedToNull, CircularInput } from '../../src/validation/repair';

describe('issue formatting', () => {
  it('paths are dotted, `root` for none, path-segment objects use their key', () => {
    expect(formatIssuePath({ message: 'm' })).toBe('root');
    expect(formatIssuePath({ message: 'm', path: [] })).toBe('root');
    expect(formatIssuePath({ message: 'm', path: ['a', 0, 'b'] })).toBe('a.0.b');
    expect(formatIssuePath({ message: 'm', path: [{ key: 'a' }, { key: 1 }] })).toBe('a.1');
  });

  it('one `- path: message` line per issue, in order', () => {
    expect(formatIssueLines([{ message: 'x', path: ['a'] }, { message: 'y' }])).toBe('- a: x\n- root: y');
  });

  it('the error tree groups messages by path, with root messages at the top', () => {
    expect(buildErrorTree([{ message: 'top' }, { message: 'x', path: ['a', 'b'] }, { message: 'y', path: ['a', 'b'] }])).toEqual({
      errors: ['top'],
      fields: { a: { errors: [], fields: { b: { errors: ['x', 'y'], fields: {} } } } },
    });
  });

  it('a field named like an Object.prototype member is an own field of the tree', () => {
    const tree = buildErrorTree([
      { message: 'x', path: ['constructor'] },
      { message: 'y', path: ['__proto__'] },
    ]);
    expect(Object.keys(tree.fields)).toEqual(['constructor', '__proto__']);
    expect(tree.fields['constructor']!.errors).toEqual(['x']);
    expect(Object.getPrototypeOf(tree.fields)).toBe(Object.prototype);
  });
});

describe('describeData', () => {
  it('is JSON.stringify with two-space indent for short values', () => {
    const value = { a: [1, 'two', null], b: { c: true } };
    expect(describeData(value)).toBe(JSON.stringify(value, null, 2));
  });

  it('cuts long text at 200 characters', () => {
    const text = describeData({ long: 'x'.repeat(500) });
    expect(text.endsWith('... (truncated)')).toBe(true);
    expect(text.length).toBe(200 + '... (truncated)'.length);
    expect(text.slice(0, 200)).toBe(JSON.stringify({ long: 'x'.repeat(500) }, null, 2).slice(0, 200));
  });

  it('says so when the value cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(describeData(cyclic)).toBe('[Unable to serialize data]');
    expect(describeData(10n)).toBe('[Unable to serialize data]');
    expect(describeData(undefined)).toBe('[Unable to serialize data]');
  });

  it('uses toJSON like JSON.stringify does', () => {
    expect(describeData({ when: new Date(0) })).toBe(JSON.stringify({ when: new Date(0) }, null, 2));
  });
});

describe('redactSensitive', () => {
  it('hides values under keys naming a secret, at any depth, case-insensitively', () => {
    expect(redactSensitive({ user: 'u', Password: 'p', nested: { apiKey: 'k', list: [{ authHeader: 'h' }] } })).toEqual({
      user: 'u',
      Password: '[REDACTED]',
      nested: { apiKey: '[REDACTED]', list: [{ authHeader: '[REDACTED]' }] },
    });
  });

  it('a cycle becomes [Circular]; a value seen twice on different paths is copied twice', () => {
    const shared = { x: 1 };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic['self'] = cyclic;
    expect(redactSensitive(cyclic)).toEqual({ shared: { x: 1 }, again: { x: 1 }, self: '[Circular]' });
  });
});

describe('input repairs', () => {
  it('scanInput reports undefined, null and depth in one pass', () => {
    expect(scanInput({ a: 1, b: [1, 'x'] })).toBe(0);
    expect(scanInput({ a: undefined })).toBe(HAS_UNDEFINED);
    expect(scanInput([1, null])).toBe(HAS_NULL);
    expect(scanInput({ a: [undefined], b: { c: null } })).toBe(HAS_UNDEFINED | HAS_NULL);
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { deep };
    expect(scanInput(deep) & TOO_DEEP).toBe(TOO_DEEP);
  });

  it('undefinedToNull returns the input itself when there is nothing to replace', () => {
    const input = { a: [1, { b: 'x' }] };
    expect(undefinedToNull(input)).toBe(input);
    expect(undefinedToNull({ a: undefined, b: [undefined, 1] })).toEqual({ a: null, b: [null, 1] });
    expect(undefinedToNull(undefined)).toBe(null);
  });

  it('undefinedToNull reports a cycle instead of overflowing the stack', () => {
    const cyclic: Record<string, unknown> = { a: undefined };
    cyclic['self'] = cyclic;
    const out = undefinedToNull(cyclic);
    expect(out).toBeInstanceOf(CircularInput);
    expect((out as CircularInput).path).toEqual(['self']);
  });

  it('stripNullish drops null and undefined properties, recursively, but keeps array items', () => {
    expect(stripNullish({ a: null, b: undefined, c: { d: null, e: 1 }, f: [null, 2] })).toEqual({ c: { e: 1 }, f: [null, 2] });
  });
});
