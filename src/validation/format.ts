import type { Issue } from './types.internal';
import { segmentKey } from '../internal/segment-key';

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
  // A plain array maps with Array.prototype.map into another plain array: the same text, built
  // without the two arrays. (A subclass maps into its own species: arktype's gives `[0]` for [].)
  if (Array.isArray(path) && Object.getPrototypeOf(path) === Array.prototype && path.map === arrayMap && !Object.hasOwn(path, 'constructor')) {
    let out = '';
    for (let i = 0; i < path.length; i++) {
      if (i > 0) out += '.';
      if (i in path) out += segmentKey(path[i]);
    }
    return out || 'root';
  }
  return path.map(segmentKey).join('.') || 'root';
}

const arrayMap = Array.prototype.map;

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
  if (!(key in fields)) {
    // Neither own nor inherited: a plain assignment makes the same own data property.
    const created: ErrorTree = { errors: [], fields: {} };
    fields[key] = created;
    return created;
  }
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
 * written so far only grows, so a longer quote would be cut anyway). A string with nothing to
 * escape is quoted without the call, which costs more than the rest of a short excerpt.
 */
function quote(text: string): string {
  const part = text.length > QUOTED ? text.slice(0, QUOTED) : text;
  for (let i = 0; i < part.length; i++) {
    const code = part.charCodeAt(i);
    // Control characters, `"` and `\` are escaped; surrogates (paired or lone) are left to JSON.stringify.
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) return JSON.stringify(part);
  }
  return `"${part}"`;
}

/** `JSON.stringify(value)` for a primitive it writes (a string possibly cut, see {@link quote}). */
function primitiveJson(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null) return 'null';
  return JSON.stringify(value);
}

function put(state: Bounded, part: string): void {
  if (state.full) return;
  state.text += part;
  if (state.text.length > SHOWN) state.full = true;
}

/** Writes `value` as `JSON.stringify(value, null, 2)` would; false when it cannot tell. */
function write(state: Bounded, value: unknown, indent: string, depth: number): boolean {
  if (state.full) return serialisable(value, depth);
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return false;
    put(state, primitiveJson(value));
    return true;
  }
  if (depth > MAX_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    if (value.length === 0) return (put(state, '[]'), true);
    for (let i = 0; i < value.length; i++) {
      if (state.full) {
        // Past the cut: the rest is only checked.
        for (; i < value.length; i++) if (!serialisable(value[i], depth + 1)) return false;
        return true;
      }
      put(state, i === 0 ? `[\n${inner}` : `,\n${inner}`);
      const item: unknown = value[i];
      if (skipped(item)) put(state, 'null');
      else if (!write(state, item, inner, depth + 1)) return false;
    }
    put(state, `\n${indent}]`);
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  // Each value read once, in key order, as JSON.stringify reads them; Object.values reads them
  // in one builtin call, where a keyed load per key costs tens of nanoseconds on a wide object.
  // A getter that deletes a key makes the lists differ: JSON.stringify then decides.
  const keys = Object.keys(value);
  const items = Object.values(value);
  if (items.length !== keys.length) return false;
  let written = 0;
  for (let i = 0; i < keys.length; i++) {
    const item: unknown = items[i];
    if (state.full) {
      if (!serialisable(item, depth + 1)) return false;
      continue;
    }
    if (skipped(item)) continue;
    put(state, `${written === 0 ? '{\n' : ',\n'}${inner}${quote(keys[i]!)}: `);
    written++;
    if (!write(state, item, inner, depth + 1)) return false;
  }
  put(state, written === 0 ? '{}' : `\n${indent}}`);
  return true;
}

/**
 * The check {@link write} makes past the cut, building no text: true when JSON.stringify
 * would write `value` (at `depth`) as `write` would, false when it cannot tell.
 * Plain objects are read with Object.values: the own enumerable string keys, as Object.keys
 * gives them, in one builtin call.
 */
function serialisable(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'bigint';
  if (depth > MAX_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if ((typeof item === 'object' || typeof item === 'bigint') && item !== null && !serialisable(item, depth + 1)) return false;
    }
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  const items = Object.values(value);
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if ((typeof item === 'object' || typeof item === 'bigint') && item !== null && !serialisable(item, depth + 1)) return false;
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

const SENSITIVE = ['password', 'secret', 'token', 'apikey', 'api_key', 'auth', 'credential'];

function isSensitive(key: string): boolean {
  const lower = key.toLowerCase();
  for (const word of SENSITIVE) if (lower.includes(word)) return true;
  return false;
}

/**
 * Copies request-context values with the value of every key that contains a sensitive word
 * replaced by `[REDACTED]`. Objects are rebuilt from their entries (a Date prints as `{}`);
 * a value met again on its own path becomes `[Circular]` instead of overflowing the stack.
 */
export function redactSensitive(value: unknown, ancestors: object[] = []): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (ancestors.includes(value)) return '[Circular]';
  ancestors.push(value);
  let out: unknown;
  if (Array.isArray(value)) out = value.map((item) => redactSensitive(item, ancestors));
  else {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = isSensitive(key) ? '[REDACTED]' : redactSensitive(item, ancestors);
    out = copy;
  }
  ancestors.pop();
  return out;
}
