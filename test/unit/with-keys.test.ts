// withKeys builds `{ ...base, ...extra }` without V8's slow path for keys added to a spread copy:
// what it returns must be what the spread returns.
import { describe, expect, it } from 'vitest';
import { withKeys } from '../../src/internal/with-keys';

const symbol = Symbol('s');

function described(value: object) {
  return { proto: Object.getPrototypeOf(value), keys: Reflect.ownKeys(value), descriptors: Object.getOwnPropertyDescriptors(value) };
}

describe('withKeys', () => {
  const cases: Record<string, () => object | undefined> = {
    'no base': () => undefined,
    'plain keys, one overridden': () => ({ a: 1, b: 2 }),
    'a getter (read once, kept as a value)': () => ({
      get a() {
        return 'got';
      },
    }),
    'an own __proto__ key': () => JSON.parse('{"__proto__": {"polluted": true}, "b": 1}'),
    'a symbol key and a non-enumerable key': () => Object.defineProperty({ [symbol]: 1, c: 2 }, 'hidden', { value: 3, enumerable: false }),
  };
  it.each(Object.entries(cases))('%s: same object as the spread', (_name, make) => {
    const extra = { b: 'new', z: true };
    const spread = { ...make(), ...extra };
    const built = withKeys(make(), extra);
    expect(described(built)).toEqual(described(spread));
    expect(Object.getPrototypeOf(built)).toBe(Object.prototype);
  });
});
