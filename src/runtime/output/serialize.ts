/**
 * Tool results are made JSON-safe before they leave the runtime, like the reference's
 * `ensureSerializable`: values that already stringify are kept as they are (same reference);
 * the others are rebuilt from a collapsing stringify.
 */

/** How many nodes the serializability probe may visit before giving up (the reference's budget). */
const SERIALIZATION_NODE_BUDGET = 1_000_000;

class BudgetExceeded extends RangeError {}

/** JSON text of `value` if it stringifies within the node budget; `undefined` otherwise. */
export function boundedStringify(value: unknown): string | undefined {
  let remaining = SERIALIZATION_NODE_BUDGET;
  try {
    return JSON.stringify(value, (_key, current: unknown) => {
      remaining -= 1;
      if (remaining < 0) throw new BudgetExceeded('serialization node budget exceeded');
      return current;
    }) as string | undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stringify where every object is emitted at most once: any repeat (a cycle or a shared
 * reference) becomes `'[Circular]'`; a BigInt becomes its decimal string. No output → `'null'`.
 */
export function collapseStringify(value: unknown): string {
  const visited = new WeakSet<object>();
  const text = JSON.stringify(value, (_key, current: unknown) => {
    if (typeof current === 'bigint') return current.toString();
    if (typeof current === 'object' && current !== null) {
      if (visited.has(current)) return '[Circular]';
      visited.add(current);
    }
    return current;
  }) as string | undefined;
  return text ?? 'null';
}

/**
 * Returns `value` unchanged when it is not an object or already serializes (within budget);
 * otherwise a JSON copy where repeated references are `'[Circular]'` and BigInts are strings.
 */
export function ensureSerializable(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (boundedStringify(value) !== undefined) return value;
  return JSON.parse(collapseStringify(value)) as unknown;
}
