import type { Issue } from './types.internal';

/** The error tree attached to every ValidationError: messages by path segment. */
export interface ErrorTree {
  errors: string[];
  fields: Record<string, ErrorTree>;
}

function segmentKey(segment: unknown): string {
  if (typeof segment === 'object' && segment !== null && 'key' in segment) return String((segment as { key: unknown }).key);
  return String(segment);
}

/**
 * `a.b.0` for an issue path, `root` for none. The path's own `map` is used, as in the
 * reference: arktype's path class maps an empty path to `[0]`, which prints `0`.
 */
export function formatIssuePath(issue: Issue): string {
  return issue.path?.map(segmentKey).join('.') || 'root';
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
  // Own-property lookup: a field named `constructor` or `__proto__` must not hit Object.prototype.
  if (Object.prototype.hasOwnProperty.call(node.fields, key)) return node.fields[key]!;
  const created: ErrorTree = { errors: [], fields: {} };
  Object.defineProperty(node.fields, key, { value: created, enumerable: true, writable: true, configurable: true });
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

/** `JSON.stringify(value, null, 2)` cut at 200 characters, or `[Unable to serialize data]`. */
export function describeData(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value, null, 2);
  } catch {
    text = undefined;
  }
  if (text === undefined) return '[Unable to serialize data]';
  return text.length <= 200 ? text : `${text.slice(0, 200)}... (truncated)`;
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
