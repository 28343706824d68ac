// ensureSerializable against the reference's exported function (@mastra/core/utils/safe-stringify).
import { ensureSerializable as refEnsure } from '@mastra/core/utils/safe-stringify';
import { describe, expect, it } from 'vitest';
import { ensureSerializable } from '../../src/runtime/serialize';

function cases(): Array<[string, () => unknown]> {
  return [
    ['undefined', () => undefined],
    ['null', () => null],
    ['string', () => 's'],
    ['number', () => 1],
    ['bigint top-level', () => 10n],
    ['function', () => () => 1],
    ['symbol', () => Symbol('x')],
    ['plain', () => ({ a: 1, b: [1, 2], c: { d: 'x' } })],
    ['date', () => ({ d: new Date(0) })],
    [
      'cycle',
      () => {
        const o: any = { a: '1' };
        o.self = o;
        return o;
      },
    ],
    ['bigint nested', () => ({ n: 5n, m: [1n] })],
    [
      'shared ref + bigint',
      () => {
        const s = { x: 1 };
        return { a: s, b: s, n: 1n };
      },
    ],
    [
      'shared ref only (serializable)',
      () => {
        const s = { x: 1 };
        return { a: s, b: s };
      },
    ],
    [
      'array cycle',
      () => {
        const a: any[] = [1];
        a.push(a);
        return a;
      },
    ],
    ['toJSON undefined', () => ({ toJSON: () => undefined })],
    ['map/set', () => ({ m: new Map([[1, 2]]), s: new Set([1]), n: 2n })],
    [
      'nested cycle with toJSON',
      () => {
        const o: any = { d: new Date(0), u: undefined, f: () => 1 };
        o.me = { o };
        return o;
      },
    ],
    [
      'error object cycle',
      () => {
        const e: any = new Error('x');
        e.self = e;
        return { e };
      },
    ],
    [
      'deep shared diamond',
      () => {
        let n: any = { leaf: 1 };
        for (let i = 0; i < 25; i++) n = { a: n, b: n };
        return n;
      },
    ],
  ];
}

describe('ensureSerializable vs reference', () => {
  it.each(cases())('%s', (_n, make) => {
    const input1 = make();
    const input2 = make();
    const ours = ensureSerializable(input1);
    const ref = refEnsure(input2);
    // Identity is kept exactly when the reference keeps it.
    expect(ours === input1).toBe(ref === input2);
    if (typeof ref === 'object' && ref !== null && ref !== input2) expect(JSON.stringify(ours)).toBe(JSON.stringify(ref));
    else if (typeof ref !== 'function' && typeof ref !== 'symbol') expect(ours).toEqual(ref);
  });

  it('observed: {a:"1", self:"[Circular]"}', () => {
    const o: any = { a: '1' };
    o.self = o;
    expect(ensureSerializable(o)).toEqual({ a: '1', self: '[Circular]' });
  });
});
