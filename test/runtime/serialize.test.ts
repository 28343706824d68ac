import { describe, expect, it } from 'vitest';
import { boundedStringify, collapseStringify, ensureSerializable } from '../../src/runtime/output/serialize';

describe('ensureSerializable', () => {
  it('keeps serialisable values and primitives as they are', () => {
    const o = { a: 1, d: new Date(0) };
    expect(ensureSerializable(o)).toBe(o);
    expect(ensureSerializable(5n)).toBe(5n);
    expect(ensureSerializable(undefined)).toBeUndefined();
  });
  it('rebuilds cycles and BigInts', () => {
    const o: Record<string, unknown> = { a: '1', n: 2n };
    o['self'] = o;
    expect(ensureSerializable(o)).toEqual({ a: '1', n: '2', self: '[Circular]' });
  });
  it('an object whose toJSON gives undefined becomes null', () => {
    expect(ensureSerializable({ toJSON: () => undefined })).toBeNull();
  });
  it('shared references collapse once the value is rebuilt', () => {
    const s = { x: 1 };
    expect(collapseStringify({ a: s, b: s })).toBe('{"a":{"x":1},"b":"[Circular]"}');
    expect(boundedStringify({ a: 1n })).toBeUndefined();
  });
});
