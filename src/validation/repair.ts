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

/**
 * Replaces `undefined` by `null` through arrays and plain objects. Returns the input itself
 * when there is nothing to replace, so valid input is never copied; a cycle is reported
 * as a {@link CircularInput} instead of overflowing the stack.
 */
export function undefinedToNull(input: unknown): unknown {
  if (input === undefined) return null;
  if (input === null || typeof input !== 'object') return input;
  const ancestors: object[] = [];
  const path: PropertyKey[] = [];
  const cycle = { found: undefined as CircularInput | undefined };
  const out = walk(input, ancestors, path, cycle);
  return cycle.found ?? out;
}

function walk(value: object, ancestors: object[], path: PropertyKey[], cycle: { found: CircularInput | undefined }): unknown {
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (ancestors.includes(value)) {
    cycle.found ??= new CircularInput(path.slice());
    return value;
  }
  ancestors.push(value);
  let copy: unknown[] | Record<string, unknown> | undefined;
  if (isArray) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) {
        // A hole stays a hole, as Array.prototype.map leaves it.
        if (copy) (copy as unknown[]).length = i + 1;
        continue;
      }
      const item: unknown = value[i];
      path.push(i);
      const next = item === undefined ? null : item !== null && typeof item === 'object' ? walk(item, ancestors, path, cycle) : item;
      path.pop();
      if (next !== item && !copy) copy = value.slice(0, i);
      if (copy) (copy as unknown[])[i] = next;
    }
  } else {
    const entries = Object.entries(value);
    for (let i = 0; i < entries.length; i++) {
      const [key, item] = entries[i]!;
      path.push(key);
      const next = item === undefined ? null : item !== null && typeof item === 'object' ? walk(item, ancestors, path, cycle) : item;
      path.pop();
      if (next !== item && !copy) {
        copy = {};
        for (let j = 0; j < i; j++) setOwn(copy, entries[j]![0], entries[j]![1]);
      }
      // Deviation 9: an own `__proto__` key stays an own key (the reference's copy sets the prototype).
      if (copy) setOwn(copy as Record<string, unknown>, key, next);
    }
  }
  ancestors.pop();
  return copy ?? value;
}

/** Removes every null/undefined object property, recursively; nulls inside arrays stay. */
export function stripNullish(input: unknown): unknown {
  if (input === null || input === undefined) return undefined;
  if (typeof input !== 'object') return input;
  if (Array.isArray(input)) return input.map((item: unknown) => (item === null ? null : stripNullish(item)));
  if (!isPlainObject(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== null && value !== undefined) setOwn(out, key, stripNullish(value));
  }
  return out;
}

/** Removes null/undefined values only at the given dotted paths; array slots become undefined. */
export function stripNullishAt(input: unknown, paths: ReadonlySet<string>, at = ''): unknown {
  if (input === null || input === undefined) return paths.has(at) ? undefined : input;
  if (typeof input !== 'object') return input;
  if (Array.isArray(input)) return input.map((item: unknown, i) => stripNullishAt(item, paths, at ? `${at}.${i}` : String(i)));
  if (!isPlainObject(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const here = at ? `${at}.${key}` : key;
    if ((value === null || value === undefined) && paths.has(here)) continue;
    setOwn(out, key, stripNullishAt(value, paths, here));
  }
  return out;
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
