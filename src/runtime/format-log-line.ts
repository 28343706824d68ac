import { isSensitiveKey } from '../internal/sensitive-key';

/**
 * One log entry as one line: the message, then each argument (an object's defined fields as
 * `key: value`, an error whole: see {@link describeError}), with every run of whitespace that
 * spans lines folded into a space. A wire or the CLI logs one line per failed call, so that a
 * server's log (the CLI's stderr, a container's output, a collector that reads one line as one
 * event) stays greppable and keeps an entry together; a validation message's bullet list, an
 * object's pretty-printing and a stack would each take a dozen lines.
 */
export function formatLogLine(message: string, args: readonly unknown[]): string {
  return [message, ...args.map(describe)]
    .filter((part) => part !== '')
    .join(' | ')
    .replace(/\s*\n\s*/g, ' ');
}

function describe(value: unknown): string {
  if (isError(value)) return safely(describeError, value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return scalar(value);
  return Object.entries(value)
    .filter((entry) => entry[1] !== undefined)
    .map(([key, field]) => `${key}: ${isError(field) ? safely(describeError, field) : scalar(field)}`)
    .join(', ');
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return `${JSON.stringify(value)}`;
  } catch {
    // A cycle or a bigint, which JSON cannot hold.
    return `${value}`;
  }
}

/** The error's text, or a placeholder when a proxy's trap throws: a log call never throws. */
function safely(write: (error: Error) => string, error: Error): string {
  try {
    return write(error);
  } catch {
    return '[unreadable error]';
  }
}

/** Errors of another realm (a `vm` context, a worker's structured clone) are errors too. */
function isError(value: unknown): value is Error {
  return value instanceof Error || Object.prototype.toString.call(value) === '[object Error]';
}

/** Levels of `cause` written after the error itself (the reference's MCP error JSON keeps five too). */
const MAX_CAUSES = 5;
/** Characters of one field's text, and of all the fields of one error. */
const MAX_FIELD_CHARS = 200;
const MAX_FIELDS_CHARS = 1_000;
/** Objects and arrays entered below a field's value, and levels of them. */
const MAX_NODES = 50;
const MAX_DEPTH = 4;

/**
 * An error as the server's log needs it: its stack (which Node starts with `Name: message`; the
 * two are written first when the stack does not start with them, as in Firefox and Safari), its
 * own enumerable fields (`code`, `status`, …, bounded, sensitive keys redacted, getters not run),
 * then its `cause` chain, each cause written the same way. A getter that throws reads as
 * undefined, so such an error still gets its line.
 */
function describeError(error: Error): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  let above: string[] = [];
  for (let level = 0; level <= MAX_CAUSES && current !== undefined; level++) {
    if (seen.has(current)) {
      parts.push('cause: [Circular]');
      break;
    }
    seen.add(current);
    const prefix = level === 0 ? '' : 'cause: ';
    if (!isError(current)) {
      parts.push(prefix + bounded(current, MAX_FIELD_CHARS));
      break;
    }
    const { head, frames } = headAndFrames(current);
    // A cause made in a function the error's own frames also pass through repeats their tail.
    let shared = 0;
    while (shared < frames.length && shared < above.length && frames[frames.length - 1 - shared] === above[above.length - 1 - shared]) shared++;
    const kept = shared > 1 ? [...frames.slice(0, frames.length - shared), `… ${shared} frames as above`] : frames;
    parts.push(prefix + [head, ...kept].join('\n'));
    above = frames;
    const fields = ownFields(current);
    if (fields) parts.push(fields);
    current = read(current, 'cause');
    if (level === MAX_CAUSES && current !== undefined) parts.push('cause: [more causes]');
  }
  return parts.join(' | ');
}

/** A property's value, or undefined when reading it throws (a hostile getter on a thrown value). */
function read(target: object, key: string): unknown {
  try {
    return (target as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/**
 * The error's `Name: message` and its stack's frames. Node starts the stack with the head it had
 * when the stack was captured; a name or message set later (an error class assigning
 * `this.name`) makes the two differ, and the current head is written. A stack without Node's
 * `    at ` frames (Firefox, Safari) is kept whole below the head.
 */
function headAndFrames(error: Error): { head: string; frames: string[] } {
  const name = read(error, 'name');
  const message = read(error, 'message');
  const head = `${typeof name === 'string' ? name : 'Error'}: ${typeof message === 'string' ? message : ''}`;
  const stack = read(error, 'stack');
  if (typeof stack !== 'string' || stack === '') return { head, frames: [] };
  const start = stack.indexOf('\n    at ');
  if (start >= 0) return { head, frames: stack.slice(start + 1).split('\n') };
  return { head, frames: stack.startsWith(head) ? stack.slice(head.length).split('\n') : stack.split('\n') };
}

/** `{key: value, …}` of the error's own enumerable fields but name, message, stack and cause; '' when none. */
function ownFields(error: Error): string {
  let keys: string[];
  try {
    keys = Object.keys(error);
  } catch {
    return '';
  }
  const written: string[] = [];
  let chars = 0;
  for (const key of keys) {
    if (key === 'name' || key === 'message' || key === 'stack' || key === 'cause') continue;
    let text: string;
    if (isSensitiveKey(key)) text = '[REDACTED]';
    else {
      const descriptor = Object.getOwnPropertyDescriptor(error, key);
      text = !descriptor || 'get' in descriptor ? '[getter]' : bounded(descriptor.value, MAX_FIELD_CHARS);
    }
    const entry = `${key}: ${text}`;
    if (chars + entry.length > MAX_FIELDS_CHARS) {
      written.push('…');
      break;
    }
    chars += entry.length;
    written.push(entry);
  }
  return written.length === 0 ? '' : `{${written.join(', ')}}`;
}

/**
 * `value` as JSON cut at `max` characters, built from a bounded copy: at most MAX_DEPTH levels and
 * MAX_NODES objects and arrays, sensitive keys redacted, a cycle or a repeated object written as
 * `[Circular]`, a bigint as `1n`, errors as their `Name: message`. Its own toJSON is not called
 * and getters are not run (both user code, on a value that already failed).
 */
function bounded(value: unknown, max: number): string {
  if (typeof value === 'string') return cut(value, max);
  if (typeof value === 'bigint') return `${value}n`;
  let nodes = 0;
  const seen = new Set<object>();
  const copy = (item: unknown, depth: number): unknown => {
    if (typeof item === 'bigint') return `${item}n`;
    if (typeof item === 'function') return '[function]';
    if (typeof item === 'symbol') return item.toString();
    if (typeof item === 'string') return cut(item, max);
    if (item === null || typeof item !== 'object') return item;
    if (isError(item)) return `${read(item, 'name')}: ${read(item, 'message')}`;
    if (seen.has(item)) return '[Circular]';
    if (depth >= MAX_DEPTH || nodes >= MAX_NODES) return Array.isArray(item) ? '[Array]' : '[Object]';
    seen.add(item);
    nodes++;
    if (Array.isArray(item)) return item.slice(0, MAX_NODES).map((entry) => copy(entry, depth + 1));
    const out: Record<string, unknown> = {};
    const keys = Object.keys(item);
    for (const key of keys.slice(0, MAX_NODES)) {
      const descriptor = Object.getOwnPropertyDescriptor(item, key);
      out[key] = isSensitiveKey(key) ? '[REDACTED]' : !descriptor || 'get' in descriptor ? '[getter]' : copy(descriptor.value, depth + 1);
    }
    if (keys.length > MAX_NODES) out['…'] = `${keys.length - MAX_NODES} more keys`;
    return out;
  };
  try {
    const text = JSON.stringify(copy(value, 0));
    return text === undefined ? String(value) : cut(text, max);
  } catch {
    // A proxy whose traps throw.
    return '[unreadable]';
  }
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
