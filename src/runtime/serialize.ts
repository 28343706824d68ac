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
  let text: string;
  try {
    text = collapseStringify(value);
  } catch (error) {
    // Nested deeper than JSON.stringify goes (or a throwing toJSON/getter: thrown again below).
    if (!(error instanceof RangeError)) throw error;
    return collapseCopy(value);
  }
  return JSON.parse(text) as unknown;
}

/** JSON.stringify's view of one value: `toJSON` applied, then the collapsing replacer, then unboxing. */
function collapsedValue(holder: unknown, key: string, raw: unknown, visited: WeakSet<object>): unknown {
  let current = raw;
  if ((typeof current === 'object' && current !== null) || typeof current === 'bigint') {
    const toJSON = (current as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') current = toJSON.call(current, key);
  }
  void holder;
  if (typeof current === 'bigint') return current.toString();
  if (typeof current === 'object' && current !== null) {
    if (visited.has(current)) return '[Circular]';
    visited.add(current);
    if (current instanceof Number) return Number(current);
    if (current instanceof String) return String(current);
    if (current instanceof Boolean) return current.valueOf();
  }
  return current;
}

/**
 * `JSON.parse(collapseStringify(value))` built directly, with its own stack: for values nested
 * deeper than the engine's JSON.stringify can go. No output → null.
 */
export function collapseCopy(value: unknown): unknown {
  const visited = new WeakSet<object>();
  interface Frame {
    readonly source: object;
    readonly out: unknown[] | Record<string, unknown>;
    readonly keys: string[] | undefined;
    readonly length: number;
    next: number;
  }
  const stack: Frame[] = [];
  /** The JSON value of a leaf, SKIP for what JSON leaves out, or the new frame of a container. */
  const SKIP = Symbol('skip');
  const visit = (holder: unknown, key: string, raw: unknown): unknown => {
    const current = collapsedValue(holder, key, raw, visited);
    if (current === null || typeof current === 'boolean' || typeof current === 'string') return current;
    if (typeof current === 'number') return Number.isFinite(current) ? (current === 0 ? 0 : current) : null;
    if (typeof current !== 'object') return SKIP;
    const isArray = Array.isArray(current);
    const keys = isArray ? undefined : Object.keys(current);
    const frame: Frame = { source: current, out: isArray ? [] : {}, keys, length: keys ? keys.length : (current as unknown[]).length, next: 0 };
    stack.push(frame);
    return frame;
  };
  const place = (frame: Frame, item: unknown): void => {
    if (frame.keys) {
      if (item !== SKIP) {
        const key = frame.keys[frame.next]!;
        if (key === '__proto__') Object.defineProperty(frame.out, key, { value: item, enumerable: true, writable: true, configurable: true });
        else (frame.out as Record<string, unknown>)[key] = item;
      }
    } else (frame.out as unknown[]).push(item === SKIP ? null : item);
    frame.next++;
  };
  const root = visit({ '': value }, '', value);
  if (root === SKIP) return null;
  if (stack.length === 0) return root;
  for (;;) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.length) {
      stack.pop();
      if (stack.length === 0) return frame.out;
      place(stack[stack.length - 1]!, frame.out);
      continue;
    }
    const key = frame.keys ? frame.keys[frame.next]! : String(frame.next);
    const item = visit(frame.source, key, (frame.source as Record<string, unknown>)[key]);
    if (stack[stack.length - 1] !== frame) continue; // a container: placed when its frame closes
    place(frame, item);
  }
}
