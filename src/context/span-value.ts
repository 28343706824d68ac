/**
 * A request-context value made fit for a span attribute: JSON-serialisable, and bounded in
 * depth and size, however the value is built (cycles, deep nesting, huge strings or arrays,
 * BigInt, class instances, throwing getters). A value already within bounds is returned as it
 * is, so plain data keeps its identity.
 * @module
 */

/** The bounds of {@link spanValue}, per request-context value. */
export const SPAN_VALUE_LIMITS = {
  /** Levels of arrays and objects kept below the value itself. */
  depth: 32,
  /** Array items and object entries kept, all levels together. */
  nodes: 1_000,
  /** Characters of strings and keys kept, all levels together. */
  chars: 64 * 1024,
} as const;

/** The placeholders {@link spanValue} writes. */
export const SPAN_PLACEHOLDERS = {
  circular: '[Circular]',
  depth: '[Truncated: nested too deeply]',
  bigint: '[bigint]',
  function: '[function]',
  symbol: '[symbol]',
  unreadable: '[Unreadable]',
  /** Appended to a string cut short. */
  truncatedString: '… [truncated]',
  /** The last item of an array, or the value of the key `…` of an object, cut short. */
  truncatedEntries: '[Truncated: more entries]',
} as const;

interface Frame {
  readonly source: object;
  readonly out: unknown[] | Record<string, unknown>;
  readonly entries: [string, unknown][] | undefined;
  readonly length: number;
  next: number;
}

interface Budget {
  nodes: number;
  chars: number;
  changed: boolean;
}

function boundedString(text: string, budget: Budget): string {
  if (text.length <= budget.chars) {
    budget.chars -= text.length;
    return text;
  }
  budget.changed = true;
  const kept = text.slice(0, Math.max(0, budget.chars));
  budget.chars = 0;
  return kept + SPAN_PLACEHOLDERS.truncatedString;
}

const CONTAINER = Symbol('container');
/** An object with its own toJSON: kept as it is. */
const OWN_JSON = Symbol('toJSON');

/**
 * A leaf's span form, or CONTAINER for an object or array to walk into (`resolved` holds it).
 * JSON.stringify carries functions, symbols, undefined, class instances and `toJSON` results
 * itself, so those alone do not make a copy; in a copy made for another reason, functions and
 * symbols get placeholders.
 */
function leaf(value: unknown, budget: Budget, resolved: { value: unknown }): unknown {
  const current = value;
  // An object with a toJSON (a Date, or any other) carries its own serialisation: it is not
  // called here (it is user code, and may re-enter the context), and is left to the exporter's
  // JSON.stringify, in a copy too.
  if (current !== null && typeof current === 'object' && typeof (current as { toJSON?: unknown }).toJSON === 'function') return OWN_JSON;
  switch (typeof current) {
    case 'string':
      return boundedString(current, budget);
    case 'bigint':
      budget.changed = true;
      return SPAN_PLACEHOLDERS.bigint;
    case 'function':
      return SPAN_PLACEHOLDERS.function;
    case 'symbol':
      return SPAN_PLACEHOLDERS.symbol;
    case 'object':
      if (current === null) return null;
      resolved.value = current;
      return CONTAINER;
    default:
      return current;
  }
}

function open(source: object): Frame {
  if (Array.isArray(source)) return { source, out: [], entries: undefined, length: source.length, next: 0 };
  const entries = Object.entries(source);
  return { source, out: {}, entries, length: entries.length, next: 0 };
}

/**
 * `value` as a span can carry it: the value itself when it is already plain, bounded data;
 * otherwise a copy within {@link SPAN_VALUE_LIMITS}, with {@link SPAN_PLACEHOLDERS} for what
 * cannot be carried. Never throws, never recurses on the value's depth.
 */
export function spanValue(value: unknown): unknown {
  const budget: Budget = { nodes: SPAN_VALUE_LIMITS.nodes, chars: SPAN_VALUE_LIMITS.chars, changed: false };
  const resolved = { value: undefined as unknown };
  let first: unknown;
  try {
    first = leaf(value, budget, resolved);
  } catch {
    return SPAN_PLACEHOLDERS.unreadable;
  }
  if (first === OWN_JSON) return value;
  if (first !== CONTAINER) return budget.changed ? first : value;
  const onPath = new Set<object>();
  const stack: Frame[] = [];
  const push = (source: object): Frame | string => {
    try {
      const frame = open(source);
      onPath.add(source);
      stack.push(frame);
      return frame;
    } catch {
      budget.changed = true;
      return SPAN_PLACEHOLDERS.unreadable;
    }
  };
  const root = push(resolved.value as object);
  if (typeof root === 'string') return root;
  const store = (frame: Frame, item: unknown): void => {
    if (frame.entries) {
      const key = frame.entries[frame.next]![0];
      // An own `__proto__` key stays an own key.
      Object.defineProperty(frame.out, boundedString(key, budget), { value: item, enumerable: true, writable: true, configurable: true });
    } else (frame.out as unknown[]).push(item);
    frame.next++;
  };
  for (;;) {
    const frame = stack[stack.length - 1]!;
    if (frame.next < frame.length && budget.nodes <= 0) {
      budget.changed = true;
      if (frame.entries) (frame.out as Record<string, unknown>)['…'] = SPAN_PLACEHOLDERS.truncatedEntries;
      else (frame.out as unknown[]).push(SPAN_PLACEHOLDERS.truncatedEntries);
      frame.next = frame.length;
    }
    if (frame.next >= frame.length) {
      stack.pop();
      onPath.delete(frame.source);
      if (stack.length === 0) return budget.changed ? frame.out : value;
      store(stack[stack.length - 1]!, frame.out);
      continue;
    }
    budget.nodes--;
    let item: unknown;
    let span: unknown;
    try {
      item = frame.entries ? frame.entries[frame.next]![1] : (frame.source as unknown[])[frame.next];
      span = leaf(item, budget, resolved);
    } catch {
      budget.changed = true;
      span = SPAN_PLACEHOLDERS.unreadable;
    }
    if (span === OWN_JSON) {
      store(frame, item);
      continue;
    }
    if (span !== CONTAINER) {
      if (span === undefined && !frame.entries) {
        // JSON writes null for undefined in an array; keep the slot.
        store(frame, null);
        continue;
      }
      store(frame, span);
      continue;
    }
    const child = resolved.value as object;
    if (onPath.has(child)) {
      budget.changed = true;
      store(frame, SPAN_PLACEHOLDERS.circular);
    } else if (stack.length > SPAN_VALUE_LIMITS.depth) {
      budget.changed = true;
      store(frame, SPAN_PLACEHOLDERS.depth);
    } else {
      const opened = push(child);
      if (typeof opened === 'string') store(frame, opened);
    }
  }
}
