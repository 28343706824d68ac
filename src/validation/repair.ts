import { isPlainObject } from '../internal/is-plain-object';
import { segmentKey } from '../internal/segment-key';
import { copyWalk, DESCEND, SKIP, STOP, type WalkFrame } from '../internal/copy-walk';
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
 * With its verdict valid input is never copied (bench rows: execute, valid input, 50 fields and
 * 1,000 items), input that fails is validated again as it is rather than as a stripped copy equal
 * to it (`retries` in validate-input.ts; bench rows: execute, invalid input, 50 fields and 1,000
 * items), and `undefinedToNull` copies only the containers that hold an `undefined`.
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
  // for-in may visit inherited enumerable keys too: they can only add flags, and a flag only
  // sends the input down the careful path.
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

function isContainer(value: unknown): value is object {
  return value !== null && typeof value === 'object' && (Array.isArray(value) || isPlainObject(value));
}

/** The path segments from the root to the child each frame is at. */
function framePath(stack: readonly WalkFrame[]): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (const frame of stack) path.push(frame.entries ? frame.entries[frame.next]![0] : frame.next);
  return path;
}

/**
 * Replaces `undefined` by `null` through arrays and plain objects. Returns the input itself
 * when there is nothing to replace; a cycle is reported
 * as a {@link CircularInput}, nesting past {@link MAX_WALK_DEPTH} as a {@link TooDeepInput}.
 * The walk keeps its own stack: no depth of input overflows the call stack.
 */
export function undefinedToNull(input: unknown): unknown {
  if (input === undefined) return null;
  if (!isContainer(input)) return input;
  let stopped: CircularInput | TooDeepInput | undefined;
  const out = copyWalk(
    input,
    (item, _key, _at, stack, onPath) => {
      if (item === undefined) return null;
      if (!isContainer(item)) return item;
      if (onPath.has(item)) stopped = new CircularInput(framePath(stack));
      else if (stack.length >= MAX_WALK_DEPTH) stopped = new TooDeepInput(stack.length);
      return stopped ? STOP : DESCEND;
    },
    { lazy: true },
  );
  return out === STOP ? stopped : out;
}

/** Removes every null/undefined object property, recursively; nulls inside arrays stay. */
export function stripNullish(input: unknown): unknown {
  if (input === null || input === undefined) return undefined;
  if (!isContainer(input)) return input;
  return copyWalk(
    input,
    (item, key) => {
      if (item === null || item === undefined) return typeof key === 'number' ? item : SKIP;
      return isContainer(item) ? DESCEND : item;
    },
    {},
  );
}

/** Removes null/undefined values only at the given dotted paths; array slots become undefined. */
export function stripNullishAt(input: unknown, paths: ReadonlySet<string>): unknown {
  if (input === null || input === undefined) return paths.has('') ? undefined : input;
  if (!isContainer(input)) return input;
  return copyWalk(
    input,
    (item, key, at) => {
      if ((item === null || item === undefined) && paths.has(at)) return typeof key === 'number' ? undefined : SKIP;
      return isContainer(item) ? DESCEND : item;
    },
    { paths: true },
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
