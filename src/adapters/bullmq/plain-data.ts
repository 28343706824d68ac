// What may travel to another process: JSON values only, so the worker sees what was sent.

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Why `value` cannot travel as JSON unchanged (a function, a class instance, a Date, a bigint,
 * a non-finite number, a cycle), with the path to it; undefined when it can.
 */
export function plainDataProblem(value: unknown, path: string, seen: Set<object> = new Set()): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} is ${value}, which JSON cannot carry`;
  if (typeof value !== 'object') return `${path} is a ${typeof value}`;
  if (seen.has(value)) return `${path} refers back to itself`;
  if (!Array.isArray(value) && !isPlainObject(value)) return `${path} is an instance of ${value.constructor?.name ?? 'a class'}, not plain data`;
  seen.add(value);
  try {
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v]) : Object.entries(value).map(([k, v]) => [`.${k}`, v]);
    for (const [key, item] of entries) {
      const problem = plainDataProblem(item, path + key, seen);
      if (problem) return problem;
    }
    return undefined;
  } finally {
    seen.delete(value);
  }
}

/** Whether `value` is a non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
