/**
 * The text of an `isError` result for a tool whose execute threw: the JSON the reference's
 * tool error (id `TOOL_EXECUTION_FAILED`, domain `TOOL`, category `USER`) serializes to, with
 * the thrown value normalized to an error as the reference normalizes it.
 */
import { isObjectRecord } from '../../internal/is-object';

/** How deep a chain of `cause`s is serialized before a cause is kept as it is. */
const MAX_CAUSE_DEPTH = 5;

function stringifyOrString(value: object): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** An error's own enumerable keys not already in `json`, copied over. */
function copyOwnKeys(json: Record<string, unknown>, source: object): void {
  for (const key of Object.keys(source)) {
    if (!(key in json) && key !== 'toJSON') json[key] = (source as Record<string, unknown>)[key];
  }
}

function errorJSON(error: Error, depth: number): unknown {
  const own = (error as { toJSON?: unknown }).toJSON;
  if (typeof own === 'function') return (own as () => unknown).call(error);
  const json: Record<string, unknown> = { message: error.message, name: error.name };
  const cause: unknown = error.cause;
  if (cause !== undefined) json['cause'] = cause instanceof Error && depth < MAX_CAUSE_DEPTH ? errorJSON(cause, depth + 1) : cause;
  copyOwnKeys(json, error);
  return json;
}

/** The serialized form of a thrown value, as the reference's error normalization gives it. */
function thrownJSON(thrown: unknown): Record<string, unknown> {
  if (thrown instanceof Error) return errorJSON(thrown, 0) as Record<string, unknown>;
  if (thrown && typeof thrown === 'string') return { message: thrown, name: 'Error' };
  if (thrown && typeof thrown === 'object') {
    const source = thrown as Record<string, unknown>;
    const message = typeof source['message'] === 'string' ? source['message'] : stringifyOrString(thrown);
    const json: Record<string, unknown> = { message, name: typeof source['name'] === 'string' ? source['name'] : 'Error' };
    if (source['cause'] !== undefined) json['cause'] = source['cause'];
    copyOwnKeys(json, source);
    return json;
  }
  return { message: 'Unknown error', name: 'Error' };
}

/** The message of a thrown value once normalized to an error. */
function thrownMessage(thrown: unknown, json: Record<string, unknown>): unknown {
  if (thrown instanceof Error) return thrown.message;
  return json['message'];
}

/** The `isError` text for `thrown`: the reference's tool-error JSON, stringified. */
export function thrownErrorText(thrown: unknown): string {
  // A falsy thrown value leaves the reference's error without a cause.
  const cause = thrown ? thrownJSON(thrown) : undefined;
  let errorMessage: string;
  try {
    errorMessage = String(thrown);
  } catch {
    errorMessage = Object.prototype.toString.call(thrown);
  }
  const body = {
    message: (cause && thrownMessage(thrown, cause)) ?? 'Unknown error',
    domain: 'TOOL',
    category: 'USER',
    code: 'TOOL_EXECUTION_FAILED',
    details: { errorMessage, model: '' },
    cause,
  };
  try {
    return JSON.stringify(body);
  } catch {
    // A cause that does not serialize (a cycle, a BigInt) still leaves the message readable.
    return JSON.stringify({ ...body, cause: { message: String(body.message), name: isObjectRecord(cause) ? String(cause['name']) : 'Error' } });
  }
}
