// What may travel to another process: JSON values only, so the worker sees what was sent.

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Whether `value` can travel as JSON unchanged: the check every dispatch makes, without the
 * paths and copies of entries that {@link plainDataProblem} builds to name what cannot.
 */
function isPlainData(value: unknown, ancestors: object[]): boolean {
  if (value === null || value === undefined) return true;
  const type = typeof value;
  if (type === 'string' || type === 'boolean') return true;
  if (type === 'number') return Number.isFinite(value);
  if (type !== 'object') return false;
  const object = value as object;
  if (ancestors.includes(object)) return false;
  const array = Array.isArray(object);
  if (!array && !isPlainObject(object)) return false;
  ancestors.push(object);
  let ok = true;
  if (array) {
    for (let i = 0; ok && i < (object as unknown[]).length; i += 1) ok = isPlainData((object as unknown[])[i], ancestors);
  } else {
    for (const key of Object.keys(object)) {
      if (!isPlainData((object as Record<string, unknown>)[key], ancestors)) {
        ok = false;
        break;
      }
    }
  }
  ancestors.pop();
  return ok;
}

/** Whether `value` can travel as JSON unchanged (see {@link plainDataProblem} for why not). */
export function canTravel(value: unknown): boolean {
  return isPlainData(value, []);
}

/**
 * Why `value` cannot travel as JSON unchanged (a function, a class instance, a Date, a bigint,
 * a non-finite number, a cycle), with the path to it; undefined when it can.
 */
export function plainDataProblem(value: unknown, path: string): string | undefined {
  return isPlainData(value, []) ? undefined : describeProblem(value, path, new Set());
}

function describeProblem(value: unknown, path: string, seen: Set<object>): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} is ${value}, which JSON cannot carry`;
  if (typeof value !== 'object') return `${path} is a ${typeof value}`;
  if (seen.has(value)) return `${path} refers back to itself`;
  if (!Array.isArray(value) && !isPlainObject(value)) return `${path} is an instance of ${value.constructor?.name ?? 'a class'}, not plain data`;
  seen.add(value);
  try {
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v]) : Object.entries(value).map(([k, v]) => [`.${k}`, v]);
    for (const [key, item] of entries) {
      const problem = describeProblem(item, path + key, seen);
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
