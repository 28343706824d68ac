/** Structural equality for JSON-like values (NaN equals NaN, as Ajv's `const`/`enum` helper has it). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (a.constructor !== b.constructor) return false;
    if (Array.isArray(a)) {
      const other = b as unknown[];
      if (a.length !== other.length) return false;
      for (let i = a.length; i-- !== 0; ) if (!deepEqual(a[i], other[i])) return false;
      return true;
    }
    if (a instanceof RegExp && b instanceof RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf && typeof a.valueOf === 'function') return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString && typeof a.toString === 'function') {
      return a.toString() === b.toString();
    }
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    for (const key of keys) if (!deepEqual(ra[key], rb[key])) return false;
    return true;
  }
  return a !== a && b !== b;
}
