/**
 * A request-context value made fit for a span attribute: JSON-serialisable, and bounded in
 * depth and size, however the value is built (cycles, deep nesting, huge strings or arrays,
 * BigInt, class instances, throwing getters). A value already within bounds is returned as it
 * is, so plain data keeps its identity.
 * @module
 */

/** Levels of arrays and objects kept below the value itself. */
const MAX_DEPTH = 32;
/** Array items and object entries kept, all levels together. */
const MAX_NODES = 1_000;
/** Characters of strings and keys kept, all levels together. */
const MAX_CHARS = 64 * 1024;

const CIRCULAR = '[Circular]';
const TOO_DEEP = '[Truncated: nested too deeply]';
const BIGINT = '[bigint]';
const FUNCTION = '[function]';
const SYMBOL = '[symbol]';
const UNREADABLE = '[Unreadable]';
const TRUNCATED_STRING = '… [truncated]';
const TRUNCATED_ENTRIES = '[Truncated: more entries]';

/** The bounds of {@link spanValue}, per request-context value. */
export const SPAN_VALUE_LIMITS = { depth: MAX_DEPTH, nodes: MAX_NODES, chars: MAX_CHARS } as const;

/** The placeholders {@link spanValue} writes. */
export const SPAN_PLACEHOLDERS = {
  circular: CIRCULAR,
  depth: TOO_DEEP,
  bigint: BIGINT,
  function: FUNCTION,
  symbol: SYMBOL,
  unreadable: UNREADABLE,
  /** Appended to a string cut short. */
  truncatedString: TRUNCATED_STRING,
  /** The last item of an array, or the value of the key `…` of an object, cut short. */
  truncatedEntries: TRUNCATED_ENTRIES,
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
  return kept + TRUNCATED_STRING;
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
      return BIGINT;
    case 'function':
      return FUNCTION;
    case 'symbol':
      return SYMBOL;
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
  const budget: Budget = { nodes: MAX_NODES, chars: MAX_CHARS, changed: false };
  const resolved = { value: undefined as unknown };
  let first: unknown;
  try {
    first = leaf(value, budget, resolved);
  } catch {
    return UNREADABLE;
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
      return UNREADABLE;
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
      if (frame.entries) (frame.out as Record<string, unknown>)['…'] = TRUNCATED_ENTRIES;
      else (frame.out as unknown[]).push(TRUNCATED_ENTRIES);
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
      span = UNREADABLE;
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
      store(frame, CIRCULAR);
    } else if (stack.length > MAX_DEPTH) {
      budget.changed = true;
      store(frame, TOO_DEEP);
    } else {
      const opened = push(child);
      if (typeof opened === 'string') store(frame, opened);
    }
  }
}
