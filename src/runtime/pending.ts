// The state of a paused tool call (waiting for approval, or suspended by the tool), as plain
// JSON: store it anywhere, resume it later, in another process if need be.
import { InvalidPendingToolCallError } from '../errors/invalid-pending-tool-call-error';
import { type ToolCallMismatchField, ToolCallMismatchError } from '../errors/tool-call-mismatch-error';
import { collapseCopy, ensureSerializable } from './serialize';

export { InvalidPendingToolCallError, ToolCallMismatchError };

/** Why a call is paused. */
export type PendingKind = 'approval' | 'suspension';

/** A paused call. Plain JSON; `JSON.parse(JSON.stringify(p))` is an equal ticket. */
export interface PendingToolCall {
  /** Format version of the ticket. */
  version: 1;
  kind: PendingKind;
  runId: string;
  toolCallId: string;
  toolName: string;
  /** The call's arguments, as the model sent them. */
  args: unknown;
  /** Canonical JSON of `args`: a decision for other arguments is refused. */
  argsDigest: string;
  /** For a suspension: the payload passed to `suspend()`. */
  suspendPayload?: unknown;
  /**
   * For a suspension of a call whose approver edited its arguments: those arguments, which the
   * resumed call runs (signed with the rest, so they cannot be swapped in transit).
   */
  editedArgs?: unknown;
  /** JSON Schema (text) of the data expected to resume. */
  resumeSchema?: string;
  /** `resumeLabel` given to `suspend()`, if any. */
  resumeLabel?: string | string[];
  /** ISO time the call paused. */
  createdAt: string;
  /**
   * The call's idempotency key (`context.idempotencyKey`), carried so that a resume, in any
   * process, continues the same logical call. Signed with the other fields.
   */
  idempotencyKey?: string;
  /**
   * `hs256.<base64url>`: HMAC-SHA-256 over every other field, added by the runtime when it
   * issues the ticket. A resume verifies it (see `TicketOptions`).
   */
  signature?: string;
}

/** How many times a value's `toJSON` may hand back another value with a `toJSON`. */
const TO_JSON_CHAIN = 1_000;

/** The value JSON-style serialisation sees: `toJSON()` applied (repeatedly) to objects that have one. */
function resolveJson(value: unknown): unknown {
  let current = value;
  for (let i = 0; i < TO_JSON_CHAIN && current !== null && typeof current === 'object'; i++) {
    const withJson = current as { toJSON?: () => unknown };
    if (typeof withJson.toJSON !== 'function') return current;
    current = withJson.toJSON();
  }
  return current;
}

/** The text of a non-container (undefined for what JSON leaves out); objects are not handled here. */
function canonicalLeaf(value: unknown): string | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value);
}

/**
 * Canonical JSON of a value: object keys sorted, `undefined` members dropped as JSON does, BigInt
 * as its decimal string, a value met again on its own path as `"[Circular]"`. It keeps its own
 * stack, so no depth of nesting overflows the call stack.
 */
export function canonicalJson(value: unknown): string | undefined {
  interface Frame {
    readonly value: object;
    /** Sorted keys of an object; undefined for an array. */
    readonly keys: string[] | undefined;
    readonly length: number;
    next: number;
    readonly parts: string[];
  }
  const onPath = new Set<object>();
  const stack: Frame[] = [];
  /** The text of `item`, or undefined after opening a frame for it (its text comes when the frame closes). */
  const visit = (raw: unknown): string | undefined | Frame => {
    const item = resolveJson(raw);
    if (item === null || typeof item !== 'object') return canonicalLeaf(item);
    if (onPath.has(item)) return '"[Circular]"';
    onPath.add(item);
    const keys = Array.isArray(item) ? undefined : Object.keys(item).sort();
    const frame: Frame = { value: item, keys, length: keys ? keys.length : (item as unknown[]).length, next: 0, parts: [] };
    stack.push(frame);
    return frame;
  };
  const place = (frame: Frame, text: string | undefined): void => {
    if (frame.keys) {
      if (text !== undefined) frame.parts.push(`${JSON.stringify(frame.keys[frame.next])}:${text}`);
    } else frame.parts.push(text ?? 'null');
    frame.next++;
  };
  const first = visit(value);
  if (typeof first !== 'object') return first;
  for (;;) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.length) {
      stack.pop();
      onPath.delete(frame.value);
      const text = frame.keys ? `{${frame.parts.join(',')}}` : `[${frame.parts.join(',')}]`;
      if (stack.length === 0) return text;
      place(stack[stack.length - 1]!, text);
      continue;
    }
    if (!frame.keys && !(frame.next in frame.value)) {
      // A hole, as Array.prototype.map leaves it: an empty part.
      frame.parts.push('');
      frame.next++;
      continue;
    }
    const child = frame.keys ? (frame.value as Record<string, unknown>)[frame.keys[frame.next]!] : (frame.value as unknown[])[frame.next];
    const result = visit(child);
    if (typeof result !== 'object') place(frame, result);
  }
}

/**
 * Canonical JSON of a value (object keys sorted, `undefined` members dropped as JSON does):
 * two argument objects are "the same call" when their digests are equal.
 */
export function argsDigest(args: unknown): string {
  return canonicalJson(args) ?? 'undefined';
}

/** Builds a ticket; `args` and `suspendPayload` are made JSON-safe. */
export function createPendingToolCall(fields: {
  kind: PendingKind;
  runId: string;
  toolCallId: string;
  toolName: string;
  args: unknown;
  suspendPayload?: unknown;
  resumeSchema?: string | undefined;
  resumeLabel?: string | string[] | undefined;
  /** The call's idempotency key; a ticket without one gets a key derived from its own fields on resume. */
  idempotencyKey?: string | undefined;
  editedArgs?: { readonly args: unknown } | undefined;
}): PendingToolCall {
  const args = toJsonValue(fields.args);
  const pending: PendingToolCall = {
    version: 1,
    kind: fields.kind,
    runId: fields.runId,
    toolCallId: fields.toolCallId,
    toolName: fields.toolName,
    args,
    argsDigest: argsDigest(args),
    createdAt: new Date().toISOString(),
  };
  if (fields.kind === 'suspension') pending.suspendPayload = toJsonValue(fields.suspendPayload);
  if (fields.editedArgs !== undefined) pending.editedArgs = toJsonValue(fields.editedArgs.args);
  if (fields.resumeSchema !== undefined) pending.resumeSchema = fields.resumeSchema;
  if (fields.resumeLabel !== undefined) pending.resumeLabel = fields.resumeLabel;
  if (fields.idempotencyKey !== undefined) pending.idempotencyKey = fields.idempotencyKey;
  return pending;
}

function toJsonValue(value: unknown): unknown {
  if (value === undefined) return undefined;
  const safe = ensureSerializable(value);
  let text: string | undefined;
  try {
    text = JSON.stringify(safe);
  } catch (error) {
    // Nested deeper than JSON.stringify goes: the same JSON value, built with its own stack.
    if (error instanceof RangeError) return collapseCopy(safe);
    throw error;
  }
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

/** The ticket as JSON text. */
export function serializePendingToolCall(pending: PendingToolCall): string {
  try {
    return JSON.stringify(pending);
  } catch (error) {
    // Arguments nested deeper than JSON.stringify goes: canonical JSON (keys sorted) is the
    // same ticket, written with its own stack; JSON.parse reads it back at any depth.
    if (error instanceof RangeError) return canonicalJson(pending)!;
    throw error;
  }
}

/** Reads a ticket from JSON text or a parsed object, checking its shape and its digest. */
export function parsePendingToolCall(input: string | PendingToolCall | unknown): PendingToolCall {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch (cause) {
      throw new InvalidPendingToolCallError('The pending tool call is not valid JSON.', { received: input, cause });
    }
  }
  if (typeof value !== 'object' || value === null) throw new InvalidPendingToolCallError('The pending tool call must be an object.', { received: value });
  const p = value as Record<string, unknown>;
  if (p['version'] !== 1) {
    throw new InvalidPendingToolCallError(`Unsupported pending tool call version: ${String(p['version'])}.`, { field: 'version', received: p['version'] });
  }
  if (p['kind'] !== 'approval' && p['kind'] !== 'suspension') {
    throw new InvalidPendingToolCallError('The pending tool call has no valid kind.', { field: 'kind', received: p['kind'] });
  }
  for (const key of ['runId', 'toolCallId', 'toolName', 'argsDigest', 'createdAt'] as const) {
    if (typeof p[key] !== 'string') {
      throw new InvalidPendingToolCallError(`The pending tool call has no valid ${key}.`, { field: key, received: p[key] });
    }
  }
  if (p['signature'] !== undefined && typeof p['signature'] !== 'string') {
    throw new InvalidPendingToolCallError('The pending tool call has an invalid signature.', { field: 'signature', received: p['signature'] });
  }
  if (p['resumeSchema'] !== undefined && typeof p['resumeSchema'] !== 'string') {
    throw new InvalidPendingToolCallError('The pending tool call has an invalid resumeSchema.', { field: 'resumeSchema', received: p['resumeSchema'] });
  }
  if (p['idempotencyKey'] !== undefined && (typeof p['idempotencyKey'] !== 'string' || p['idempotencyKey'] === '')) {
    throw new InvalidPendingToolCallError('The pending tool call has an invalid idempotencyKey.', { field: 'idempotencyKey', received: p['idempotencyKey'] });
  }
  if (argsDigest(p['args']) !== p['argsDigest']) {
    throw new InvalidPendingToolCallError('The pending tool call was altered: its args do not match its digest.', { field: 'args', received: p['args'] });
  }
  return value as PendingToolCall;
}

/** The parts of a call checked against a ticket or a decision. */
export interface CallIdentity {
  toolCallId: string;
  toolName?: string | undefined;
  /** Compared only when `hasArgs`. */
  args?: unknown;
  hasArgs: boolean;
}

/**
 * Checks that a ticket (or a decision) was issued for this call: same toolCallId, same tool
 * name (when given) and the same arguments (when given). Returns the refusal message, or
 * `undefined` when it matches.
 */
export function pendingMismatch(expected: { toolCallId: string; toolName?: string | undefined; argsDigest: string }, call: CallIdentity): string | undefined {
  return mismatchError(expected, call)?.message;
}

/**
 * @internal The refusal of {@link pendingMismatch} as the error a call ends with, carrying the
 * field that differs and both sides.
 */
export function mismatchError(
  expected: { toolCallId: string; toolName?: string | undefined; argsDigest: string },
  call: CallIdentity,
): ToolCallMismatchError | undefined {
  const refuse = (message: string, field: ToolCallMismatchField, want: unknown, got: unknown) =>
    new ToolCallMismatchError(message, { field, toolCallId: call.toolCallId, expected: want, received: got });
  if (expected.toolCallId !== call.toolCallId) {
    return refuse(
      `Refused: the decision was issued for tool call "${expected.toolCallId}", not "${call.toolCallId}".`,
      'toolCallId',
      expected.toolCallId,
      call.toolCallId,
    );
  }
  if (expected.toolName !== undefined && call.toolName !== undefined && expected.toolName !== call.toolName) {
    return refuse(`Refused: the decision was issued for tool "${expected.toolName}", not "${call.toolName}".`, 'toolName', expected.toolName, call.toolName);
  }
  if (call.hasArgs) {
    const digest = argsDigest(toJsonValue(call.args));
    if (digest !== expected.argsDigest) {
      return refuse(`Refused: the decision for tool call "${call.toolCallId}" was issued for other arguments.`, 'args', expected.argsDigest, digest);
    }
  }
  return undefined;
}
