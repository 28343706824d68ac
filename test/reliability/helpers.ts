// Shared by the reliability suite: the size knob, time bounds, and the prototype check.
import { afterEach, expect } from 'vitest';

/** `TOOLWRIGHT_RELIABILITY=long` runs the long version (deeper, bigger, more calls). */
export const LONG = process.env['TOOLWRIGHT_RELIABILITY'] === 'long';

/** The CI size, or the long one. */
export function size<T>(ci: T, long: T): T {
  return LONG ? long : ci;
}

/** The time bound of one case: a hang fails the case instead of stalling the run. */
export const CASE_TIMEOUT = LONG ? 120_000 : 20_000;

type Snapshot = Map<string | symbol, PropertyDescriptor>;

function snapshot(target: object): Snapshot {
  const out: Snapshot = new Map();
  for (const key of Reflect.ownKeys(target)) out.set(key, Object.getOwnPropertyDescriptor(target, key)!);
  return out;
}

const PROTOTYPES = { 'Object.prototype': Object.prototype, 'Array.prototype': Array.prototype, 'Function.prototype': Function.prototype } as const;
const before = Object.fromEntries(Object.entries(PROTOTYPES).map(([name, proto]) => [name, snapshot(proto)])) as Record<keyof typeof PROTOTYPES, Snapshot>;

/** Asserts that no key of the three prototypes was added, removed or redefined. */
export function expectPrototypesUnchanged(): void {
  for (const [name, proto] of Object.entries(PROTOTYPES) as [keyof typeof PROTOTYPES, object][]) {
    const now = snapshot(proto);
    const was = before[name];
    expect([...now.keys()].map(String), `${name} keys`).toEqual([...was.keys()].map(String));
    for (const [key, descriptor] of now) {
      const old = was.get(key)!;
      const same =
        descriptor.value === old.value &&
        descriptor.get === old.get &&
        descriptor.set === old.set &&
        descriptor.writable === old.writable &&
        descriptor.enumerable === old.enumerable;
      expect(same, `${name}.${String(key)} unchanged`).toBe(true);
    }
  }
  expect(Object.getPrototypeOf(Object.prototype)).toBe(null);
  expect(Object.getPrototypeOf(Array.prototype)).toBe(Object.prototype);
  expect(Object.getPrototypeOf(Function.prototype)).toBe(Object.prototype);
}

/** Registers the prototype check after every case of the file. */
export function checkPrototypesAfterEach(): void {
  afterEach(() => expectPrototypesUnchanged());
}

/** A value nested `depth` levels deep: `{c: {c: … leaf}}`, or `[[… leaf]]`. */
export function nested(depth: number, leaf: unknown = 1, kind: 'object' | 'array' = 'object'): any {
  let value: any = leaf;
  for (let i = 0; i < depth; i++) value = kind === 'object' ? { c: value } : [value];
  return value;
}

/** A promise that never settles. */
export function never(): Promise<never> {
  return new Promise<never>(() => {});
}
