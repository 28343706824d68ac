import { hasErrorBrand, ToolwrightError } from './toolwright-error';

const NAME = 'ToolExecutionError';

/** Which call a {@link ToolExecutionError} belongs to. */
export interface ToolExecutionErrorOptions {
  /** The name the tool was called by. */
  readonly toolName?: string | undefined;
  /** The id of the failed call. */
  readonly toolCallId?: string | undefined;
  /** The id of the model that made the call (`''` when none is known). */
  readonly model?: string | undefined;
}

/** How deep {@link causeFromUnknown} follows a non-Error's `cause` chain, as the reference does. */
const CAUSE_DEPTH = 5;

/** JSON text of an object, or `String(obj)` when it cannot be stringified or gives `{}`. */
function describeObject(obj: object): string {
  try {
    const text = JSON.stringify(obj);
    return text === '{}' ? String(obj) : text;
  } catch {
    return String(obj);
  }
}

/**
 * A thrown value as the Error the agent's error carries as `cause`: an Error stays itself; an
 * object becomes an Error with its `message` (or its JSON), its `cause` chain and its own
 * properties; a non-empty string becomes an Error with that message; anything else is
 * `Error('Unknown error')`. Falsy values give no cause at all.
 */
function causeFromUnknown(value: unknown, depth = CAUSE_DEPTH): Error {
  if (value instanceof Error) return value;
  if (value && typeof value === 'object') {
    const source = value as Record<string, unknown>;
    const message = 'message' in source && typeof source.message === 'string' ? source.message : describeObject(source);
    const inner =
      'cause' in source && source.cause !== undefined
        ? source.cause instanceof Error
          ? source.cause
          : depth > 0
            ? causeFromUnknown(source.cause, depth - 1)
            : undefined
        : undefined;
    const error = new Error(message, inner ? { cause: inner } : undefined);
    Object.assign(error, source);
    error.stack = 'stack' in source && typeof source.stack === 'string' ? source.stack : (undefined as never);
    return error;
  }
  if (value && typeof value === 'string') {
    const error = new Error(value);
    error.stack = undefined as never;
    return error;
  }
  return new Error('Unknown error');
}

/**
 * What the agent's serialisation of an error cause gives: message, name, the cause's own
 * serialisation, then every other own enumerable property (the stack is left out). The user's
 * error is read, never given a `toJSON` (the agent defines one on it).
 */
function serializeCause(error: Error, depth = 0): Record<string, unknown> {
  const own = error as unknown as Record<string, unknown>;
  if (typeof own.toJSON === 'function') return own.toJSON() as Record<string, unknown>;
  const json: Record<string, unknown> = { message: error.message, name: error.name };
  if (error.cause !== undefined) json.cause = error.cause instanceof Error && depth < CAUSE_DEPTH ? serializeCause(error.cause, depth + 1) : error.cause;
  for (const key in own) {
    if (Object.prototype.hasOwnProperty.call(own, key) && !(key in json) && key !== 'toJSON') json[key] = own[key];
  }
  return json;
}

/**
 * What a tool's thrown error becomes, like the error Mastra 1.71's agent hands to transforms and
 * stream chunks: `{ id: 'TOOL_EXECUTION_FAILED', domain: 'TOOL', category: 'USER' }`, the same
 * message, the original error (a non-Error made into one, as the agent does) as `cause`, and
 * `details` with `String(thrown)` and the model id. Its own keys and its JSON are the agent's
 * error's, except for the name. Recognise it with {@link isToolExecutionError} or
 * `ToolExecutionError.isInstance` (both work across copies of the package).
 */
export class ToolExecutionError extends ToolwrightError {
  // Declared in the agent's error's key order: name, cause, id, domain, category, details.
  override name = NAME;
  override readonly cause: Error | undefined;
  readonly id = 'TOOL_EXECUTION_FAILED' as const;
  readonly domain = 'TOOL' as const;
  readonly category = 'USER' as const;
  readonly details: { errorMessage: string; model: string };
  /** The name the tool was called by, when known. */
  declare readonly toolName?: string;
  /** The id of the failed call, when known. */
  declare readonly toolCallId?: string;
  /**
   * What the tool threw, as it was (`cause` is that value made into an Error). A wire that tells
   * its client about the failure reads the name and message from it, and logs it whole.
   */
  declare readonly thrown: unknown;

  /** `thrown` is what the tool threw. */
  constructor(thrown: unknown, options?: ToolExecutionErrorOptions) {
    const cause = thrown ? causeFromUnknown(thrown) : undefined;
    super(NAME, cause?.message ?? 'Unknown error');
    this.cause = cause;
    this.details = { errorMessage: String(thrown), model: options?.model ?? '' };
    // Not enumerable: the error's own keys stay those of Mastra's error.
    if (options?.toolName !== undefined) Object.defineProperty(this, 'toolName', { value: options.toolName });
    if (options?.toolCallId !== undefined) Object.defineProperty(this, 'toolCallId', { value: options.toolCallId });
    Object.defineProperty(this, 'thrown', { value: thrown });
  }

  /**
   * The agent's error's JSON: its own keys, with the cause as the agent serialises it
   * (message, name, its cause, its own properties). The user's error is not given a `toJSON`.
   */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      cause: this.cause ? serializeCause(this.cause) : undefined,
      id: this.id,
      domain: this.domain,
      category: this.category,
      details: this.details,
    };
  }

  /** Whether `value` is a {@link ToolExecutionError}, from any copy of the package. */
  static override isInstance(value: unknown): value is ToolExecutionError {
    return hasErrorBrand(value, NAME);
  }
}

/** Whether `value` is a {@link ToolExecutionError} (brand check, not `instanceof`). */
export function isToolExecutionError(value: unknown): value is ToolExecutionError {
  return hasErrorBrand(value, NAME);
}
