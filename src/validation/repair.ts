import { isPlainObject } from '../internal/is-plain-object';
import { segmentKey } from '../internal/segment-key';
import { setOwn } from '../internal/set-own';
import type { Issue } from './types.internal';

/** `null`/`undefined` input becomes `{}` or `[]` when the schema's input type is object or array. */
export function defaultForNullish(type: unknown, input: unknown): unknown {
  if (input !== undefined && input !== null) return input;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return input;
}

/** {@link scanInput}: some array item or object property is `undefined` (a hole counts). */
export const HAS_UNDEFINED = 1;
/** {@link scanInput}: some array item or object property is `null`. */
export const HAS_NULL = 2;
/** {@link scanInput}: plain containers nest deeper than the scan goes (or form a cycle). */
export const TOO_DEEP = 4;
const SCAN_DEPTH = 64;

/**
 * What the input repairs will find, read in one pass without allocating: a bit set of
 * {@link HAS_UNDEFINED}, {@link HAS_NULL} and {@link TOO_DEEP}, through arrays and plain objects.
 * Zero means `undefinedToNull` returns the input itself and the nullish-stripping copies are
 * structurally the input; a cycle shows as TOO_DEEP, so the careful walk runs and reports it.
 */
export function scanInput(input: unknown): number {
  return input !== null && typeof input === 'object' ? scan(input, 0) : 0;
}

function scan(value: object, depth: number): number {
  let flags = 0;
  if (Array.isArray(value)) {
    if (depth >= SCAN_DEPTH) return TOO_DEEP;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === undefined) flags |= HAS_UNDEFINED;
      else if (item === null) flags |= HAS_NULL;
      else if (typeof item === 'object') flags |= scan(item, depth + 1);
    }
    return flags;
  }
  if (!isPlainObject(value)) return 0;
  if (depth >= SCAN_DEPTH) return TOO_DEEP;
  // for-in allocates nothing (Object.keys would, per object); it may also visit inherited
  // enumerable keys, which can only add flags, and a flag only sends the input down the careful path.
  for (const key in value) {
    const item = value[key];
    if (item === undefined) flags |= HAS_UNDEFINED;
    else if (item === null) flags |= HAS_NULL;
    else if (typeof item === 'object') flags |= scan(item, depth + 1);
  }
  return flags;
}

/** A cycle found in the input: where it closes, as path segments. */
export class CircularInput {
  constructor(readonly path: readonly PropertyKey[]) {}
}

/** Input nested deeper than {@link MAX_WALK_DEPTH} levels of arrays and plain objects. */
export class TooDeepInput {
  constructor(readonly depth: number) {}
}

/**
 * How many levels of arrays and plain objects the repairs walk. The walks keep their own stack,
 * so this bounds memory, not the call stack: a getter that returns a fresh object on every read
 * would otherwise make the walk run until memory runs out.
 */
export const MAX_WALK_DEPTH = 250_000;

/** One container being copied by an iterative walk: its children, the next one, and the copy so far. */
interface Frame {
  readonly value: object;
  /** The entries of a plain object; undefined for an array. */
  readonly entries: [string, unknown][] | undefined;
  readonly length: number;
  next: number;
  copy: unknown[] | Record<string, unknown> | undefined;
}

function isContainer(value: unknown): value is object {
  return value !== null && typeof value === 'object' && (Array.isArray(value) || isPlainObject(value));
}

function openFrame(value: object): Frame {
  if (Array.isArray(value)) return { value, entries: undefined, length: value.length, next: 0, copy: undefined };
  const entries = Object.entries(value);
  return { value, entries, length: entries.length, next: 0, copy: undefined };
}

/** The path segments from the root to the child each frame is at. */
function framePath(stack: readonly Frame[]): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (const frame of stack) path.push(frame.entries ? frame.entries[frame.next]![0] : frame.next);
  return path;
}

/** Stores the walked child `next` in place of the frame's current child, copying the container on the first change. */
function settle(frame: Frame, next: unknown): void {
  const i = frame.next;
  if (frame.entries) {
    const [key, item] = frame.entries[i]!;
    if (next !== item && !frame.copy) {
      const copy: Record<string, unknown> = {};
      for (let j = 0; j < i; j++) setOwn(copy, frame.entries[j]![0], frame.entries[j]![1]);
      frame.copy = copy;
    }
    // Deviation 9: an own `__proto__` key stays an own key (the reference's copy sets the prototype).
    if (frame.copy) setOwn(frame.copy as Record<string, unknown>, key, next);
  } else {
    const item = (frame.value as unknown[])[i];
    if (next !== item && !frame.copy) frame.copy = (frame.value as unknown[]).slice(0, i);
    if (frame.copy) (frame.copy as unknown[])[i] = next;
  }
  frame.next = i + 1;
}

/**
 * Replaces `undefined` by `null` through arrays and plain objects. Returns the input itself
 * when there is nothing to replace, so valid input is never copied; a cycle is reported
 * as a {@link CircularInput}, nesting past {@link MAX_WALK_DEPTH} as a {@link TooDeepInput}.
 * The walk keeps its own stack: no depth of input overflows the call stack.
 */
export function undefinedToNull(input: unknown): unknown {
  if (input === undefined) return null;
  if (!isContainer(input)) return input;
  const onPath = new Set<object>([input]);
  const stack: Frame[] = [openFrame(input)];
  for (;;) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.length) {
      stack.pop();
      onPath.delete(frame.value);
      const done = frame.copy ?? frame.value;
      if (stack.length === 0) return done;
      settle(stack[stack.length - 1]!, done);
      continue;
    }
    let item: unknown;
    if (frame.entries) item = frame.entries[frame.next]![1];
    else {
      if (!(frame.next in frame.value)) {
        // A hole stays a hole, as Array.prototype.map leaves it.
        if (frame.copy) (frame.copy as unknown[]).length = frame.next + 1;
        frame.next++;
        continue;
      }
      item = (frame.value as unknown[])[frame.next];
    }
    if (item === undefined) settle(frame, null);
    else if (!isContainer(item)) settle(frame, item);
    else if (onPath.has(item)) return new CircularInput(framePath(stack));
    else if (stack.length >= MAX_WALK_DEPTH) return new TooDeepInput(stack.length);
    else {
      onPath.add(item);
      stack.push(openFrame(item));
    }
  }
}

/** What {@link rebuild} does with one child: store a value, leave it out, or walk into it. */
const SKIP = Symbol('skip');
const DESCEND = Symbol('descend');

/**
 * Copies arrays and plain objects all the way down, asking `decide` about each child (`at` is
 * its dotted path when `withPaths`). Array slots keep their positions (a hole stays a hole);
 * a skipped object key is left out. Iterative: no depth of input overflows the call stack.
 */
function rebuild(input: object, decide: (item: unknown, inArray: boolean, at: string) => unknown, withPaths: boolean): unknown {
  interface Copy {
    readonly value: object;
    readonly entries: [string, unknown][] | undefined;
    readonly length: number;
    readonly at: string;
    next: number;
    readonly out: unknown[] | Record<string, unknown>;
  }
  const open = (value: object, at: string): Copy =>
    Array.isArray(value)
      ? { value, entries: undefined, length: value.length, at, next: 0, out: new Array<unknown>(value.length) }
      : ((entries) => ({ value, entries, length: entries.length, at, next: 0, out: {} }))(Object.entries(value));
  const stack: Copy[] = [open(input, '')];
  const store = (frame: Copy, next: unknown): void => {
    if (frame.entries) setOwn(frame.out as Record<string, unknown>, frame.entries[frame.next]![0], next);
    else (frame.out as unknown[])[frame.next] = next;
    frame.next++;
  };
  for (;;) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.length) {
      stack.pop();
      if (stack.length === 0) return frame.out;
      store(stack[stack.length - 1]!, frame.out);
      continue;
    }
    let key: string | number;
    let item: unknown;
    if (frame.entries) [key, item] = frame.entries[frame.next]!;
    else {
      key = frame.next;
      if (!(key in frame.value)) {
        frame.next++;
        continue;
      }
      item = (frame.value as unknown[])[key];
    }
    const at = withPaths ? (frame.at ? `${frame.at}.${key}` : String(key)) : '';
    const verdict = decide(item, !frame.entries, at);
    if (verdict === SKIP) frame.next++;
    else if (verdict === DESCEND) stack.push(open(item as object, at));
    else store(frame, verdict);
  }
}

/** Removes every null/undefined object property, recursively; nulls inside arrays stay. */
export function stripNullish(input: unknown): unknown {
  if (input === null || input === undefined) return undefined;
  if (!isContainer(input)) return input;
  return rebuild(
    input,
    (item, inArray) => {
      if (item === null || item === undefined) return inArray ? item : SKIP;
      return isContainer(item) ? DESCEND : item;
    },
    false,
  );
}

/** Removes null/undefined values only at the given dotted paths; array slots become undefined. */
export function stripNullishAt(input: unknown, paths: ReadonlySet<string>): unknown {
  if (input === null || input === undefined) return paths.has('') ? undefined : input;
  if (!isContainer(input)) return input;
  return rebuild(
    input,
    (item, inArray, at) => {
      if ((item === null || item === undefined) && paths.has(at)) return inArray ? undefined : SKIP;
      return isContainer(item) ? DESCEND : item;
    },
    true,
  );
}

const MISSING = Symbol('missing');

function valueAt(root: unknown, path: ReadonlyArray<unknown>): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || current === undefined || typeof current !== 'object') return MISSING;
    current = (current as Record<string, unknown>)[segmentKey(segment)];
  }
  return current;
}

/** The dotted paths of issues whose value in `normalized` is null or undefined. */
export function nullishIssuePaths(issues: readonly Issue[], normalized: unknown): Set<string> {
  const out = new Set<string>();
  for (const issue of issues) {
    const path = issue.path;
    if (!path || path.length === 0) continue;
    const value = valueAt(normalized, path);
    if (value !== null && value !== undefined) continue;
    const dotted = path.map((p) => (typeof p === 'object' && 'key' in p ? String(p.key) : String(p))).join('.');
    if (dotted) out.add(dotted);
  }
  return out;
}
