import type { Issue } from './types.internal';
import { copyWalk, DESCEND } from '../internal/copy-walk';
import { segmentKey } from '../internal/segment-key';
import { isSensitiveKey } from '../internal/sensitive-key';

/** The error tree attached to every ValidationError: messages by path segment. */
export interface ErrorTree {
  errors: string[];
  fields: Record<string, ErrorTree>;
}

/**
 * `a.b.0` for an issue path, `root` for none. The path's own `map` is used, as in the
 * reference: arktype's path class maps an empty path to `[0]`, which prints `0`.
 */
export function formatIssuePath(issue: Issue): string {
  const path = issue.path;
  if (path === undefined || path === null) return 'root';
  return path.map(segmentKey).join('.') || 'root';
}

/** The `- <path>: <message>` lines of a validation message. */
export function formatIssueLines(issues: readonly Issue[]): string {
  let out = '';
  for (let i = 0; i < issues.length; i++) {
    const issue = issues[i]!;
    out += `${i === 0 ? '' : '\n'}- ${formatIssuePath(issue)}: ${issue.message}`;
  }
  return out;
}

function child(node: ErrorTree, key: string): ErrorTree {
  const fields = node.fields;
  // Own-property lookup: a field named `constructor` or `__proto__` must not hit Object.prototype.
  if (Object.prototype.hasOwnProperty.call(fields, key)) return fields[key]!;
  const created: ErrorTree = { errors: [], fields: {} };
  Object.defineProperty(fields, key, { value: created, enumerable: true, writable: true, configurable: true });
  return created;
}

/** Builds the `validationErrors` tree from every issue, in issue order. */
export function buildErrorTree(issues: readonly Issue[]): ErrorTree {
  const root: ErrorTree = { errors: [], fields: {} };
  for (const issue of issues) {
    const path = issue.path;
    if (!path || path.length === 0) {
      root.errors.push(issue.message);
      continue;
    }
    let node = root;
    for (let i = 0; i < path.length; i++) node = child(node, segmentKey(path[i]));
    node.errors.push(issue.message);
  }
  return root;
}

const SHOWN = 200;
const MAX_DEPTH = 64;

/** State of {@link boundedJson}: the text so far, and whether it already passed the cut. */
interface Bounded {
  text: string;
  full: boolean;
}

/** A value JSON.stringify leaves out of an object (and writes as `null` in an array). */
function skipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** Characters of a string that can be shown: past them, the text is already cut. */
const QUOTED = SHOWN + 8;

/**
 * `JSON.stringify(text)`, or its start when the text is longer than can be shown (the text
 * written so far only grows, so a longer quote would be cut anyway).
 */
function quote(text: string): string {
  return JSON.stringify(text.length > QUOTED ? text.slice(0, QUOTED) : text);
}

function put(state: Bounded, part: string): void {
  if (state.full) return;
  state.text += part;
  if (state.text.length > SHOWN) state.full = true;
}

/**
 * Writes `value` as `JSON.stringify(value, null, 2)` would until the text passes the cut; past
 * it the rest is only checked, building no text. False when it cannot tell what JSON.stringify
 * would do (JSON.stringify then decides). Plain objects are read with Object.values: each value
 * once, in key order, as JSON.stringify reads them.
 */
function write(state: Bounded, value: unknown, indent: string, depth: number): boolean {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return false;
    // A skipped value is only met past the cut: the containers write `null` or nothing for it.
    if (!state.full) put(state, typeof value === 'string' ? quote(value) : JSON.stringify(value));
    return true;
  }
  // Only met past the cut: the indentation alone passes the shown characters long before.
  if (depth > MAX_DEPTH) return serialisableDeep(value);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  const isArray = Array.isArray(value);
  const proto = Object.getPrototypeOf(value);
  if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) return false;
  // A getter that deletes a key makes the lists differ: JSON.stringify then decides.
  const keys = isArray || state.full ? undefined : Object.keys(value);
  const items: readonly unknown[] = isArray ? value : Object.values(value);
  if (keys && keys.length !== items.length) return false;
  const inner = `${indent}  `;
  let written = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!state.full) {
      const skip = skipped(item);
      if (skip && !isArray) continue;
      put(state, `${written++ === 0 ? (isArray ? '[' : '{') : ','}\n${inner}${isArray ? '' : `${quote(keys![i]!)}: `}`);
      if (skip) {
        put(state, 'null');
        continue;
      }
    }
    if (!write(state, item, inner, depth + 1)) return false;
  }
  put(state, written === 0 ? (isArray ? '[]' : '{}') : `\n${indent}${isArray ? ']' : '}'}`);
  return true;
}

/**
 * What {@link write} checks past the cut for a value met past {@link MAX_DEPTH} levels, with its
 * own stack: any depth of plain arrays and objects is checked without recursion, and a value
 * met again on its own path (a cycle) answers false.
 */
function serialisableDeep(root: object): boolean {
  const onPath = new Set<object>();
  const stack: { value: object; items: readonly unknown[]; next: number }[] = [];
  const enter = (value: object): boolean => {
    if (onPath.has(value) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
    let items: readonly unknown[];
    if (Array.isArray(value)) {
      if (Object.getPrototypeOf(value) !== Array.prototype) return false;
      items = value;
    } else {
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      items = Object.values(value);
    }
    onPath.add(value);
    stack.push({ value, items, next: 0 });
    return true;
  };
  if (!enter(root)) return false;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.items.length) {
      stack.pop();
      onPath.delete(frame.value);
      continue;
    }
    const item: unknown = frame.items[frame.next++];
    if (typeof item === 'bigint') return false;
    if (typeof item === 'object' && item !== null && !enter(item)) return false;
  }
  return true;
}

/**
 * The start of `JSON.stringify(value, null, 2)` (all of it when short), building no more than
 * the shown characters: past them the rest is only checked for what would make JSON.stringify
 * throw. Undefined when a value needs JSON.stringify itself (toJSON, class instances, BigInt,
 * deep nesting or a cycle, a top-level value it would not write, a getter that throws).
 */
function boundedJson(value: unknown): string | undefined {
  if (skipped(value) || 'toJSON' in Object.prototype || 'toJSON' in Array.prototype) return undefined;
  const state: Bounded = { text: '', full: false };
  try {
    return write(state, value, '', 0) ? state.text : undefined;
  } catch {
    return undefined;
  }
}

/** `JSON.stringify(value, null, 2)` cut at 200 characters, or `[Unable to serialize data]`. */
export function describeData(value: unknown): string {
  let text = boundedJson(value);
  if (text === undefined) {
    try {
      text = JSON.stringify(value, null, 2);
    } catch {
      text = undefined;
    }
  }
  if (text === undefined) return '[Unable to serialize data]';
  return text.length <= SHOWN ? text : `${text.slice(0, SHOWN)}... (truncated)`;
}

/**
 * Copies request-context values with the value of every sensitive key (the default logger's list,
 * wider than the reference's: `x-api-key` and `cookie` too) replaced by `[REDACTED]`. Objects are rebuilt from their entries (a Date prints as `{}`);
 * a value met again on its own path becomes `[Circular]` instead of overflowing the stack.
 * The walk keeps its own stack, so no depth of nesting overflows the call stack either.
 */
export function redactSensitive(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return copyWalk(
    value,
    (item, key, _at, _stack, onPath) => {
      if (typeof key === 'string' && isSensitiveKey(key)) return '[REDACTED]';
      if (item === null || typeof item !== 'object') return item;
      return onPath.has(item) ? '[Circular]' : DESCEND;
    },
    { assign: true },
  );
}
