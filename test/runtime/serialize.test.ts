import { describe, expect, it } from 'vitest';
import { boundedStringify, collapseStringify, ensureSerializable } from '../../src/runtime/serialize';

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

describe('ensureSerializable on plain trees', () => {
  it('keeps small and large plain trees, shared references included, as they are', () => {
    const shared = { x: [1, 'a', null, true, undefined] };
    const small = { a: shared, b: shared, c: Object.assign(Object.create(null), { d: 1 }) };
    expect(ensureSerializable(small)).toBe(small);
    const large = { items: Array.from({ length: 1000 }, (_, i) => ({ i })) };
    expect(ensureSerializable(large)).toBe(large);
  });
  it('still rebuilds a BigInt or a cycle deep in a plain tree; a toJSON goes to the probe', () => {
    expect(ensureSerializable({ a: [{ b: 1n }] })).toEqual({ a: [{ b: '1' }] });
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let i = 0; i < 40; i++) node = node['next'] = {};
    node['loop'] = deep;
    expect(JSON.stringify(ensureSerializable(deep))).toContain('"loop":"[Circular]"');
    const withToJSON = { a: { toJSON: () => undefined } };
    expect(ensureSerializable(withToJSON)).toBe(withToJSON);
  });
  it('an array with a toJSON of its own goes to the probe too', () => {
    const list = Object.assign([1, 2], { toJSON: () => ({ big: 1n }) });
    expect(ensureSerializable({ list })).toEqual({ list: { big: '1' } });
  });
});
