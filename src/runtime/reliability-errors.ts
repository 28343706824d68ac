/**
 * The errors a call ends with when its time runs out, a ticket it resumes from is refused, or its
 * idempotency key cannot be claimed.
 * @module
 */
import { hasErrorBrand, ToolwrightError, type ToolwrightErrorOptions } from '../errors/toolwright-error';

/**
 * The shape every error here shares: a stable name, a message, and the call it ended, by tool
 * name and call id. Each subclass adds what it knows and its own `isInstance`.
 */
export abstract class ToolCallReliabilityError extends ToolwrightError {
  /** The tool the call ran (for a refused ticket: the one the ticket names, not trusted). */
  readonly toolName: string;
  /** The call's id. */
  readonly toolCallId: string;
  constructor(name: string, toolName: string, toolCallId: string, message: string, options?: ToolwrightErrorOptions) {
    super(name, message, options);
    this.toolName = toolName;
    this.toolCallId = toolCallId;
  }
}

/** The error of a call that ran past its `timeoutMs`: the call ends `aborted` with it. */
export class ToolCallTimeoutError extends ToolCallReliabilityError {
  readonly timeoutMs: number;
  constructor(toolName: string, toolCallId: string, timeoutMs: number) {
    super('ToolCallTimeoutError', toolName, toolCallId, `Tool call "${toolCallId}" of tool "${toolName}" did not finish within ${timeoutMs} ms.`);
    this.timeoutMs = timeoutMs;
  }
  static override isInstance(value: unknown): value is ToolCallTimeoutError {
    return hasErrorBrand(value, 'ToolCallTimeoutError');
  }
}

/** Why a ticket was refused. */
export type TicketRefusal =
  /** The ticket carries no signature, and unsigned tickets are not accepted. */
  | 'unsigned'
  /** The signature matches none of the keys: the ticket was edited, forged, or signed elsewhere. */
  | 'bad-signature'
  /** The ticket is older than `maxAgeMs` (or its `createdAt` is not a time). */
  | 'expired';

/**
 * A resume refused because its ticket failed verification: the tool does not run, and the call
 * ends `failed` with this error.
 */
export class TicketVerificationError extends ToolCallReliabilityError {
  readonly reason: TicketRefusal;
  constructor(reason: TicketRefusal, toolName: string, toolCallId: string, message: string, options?: { cause?: unknown }) {
    super('TicketVerificationError', toolName, toolCallId, message, options);
    this.reason = reason;
  }
  static override isInstance(value: unknown): value is TicketVerificationError {
    return hasErrorBrand(value, 'TicketVerificationError');
  }
}

/** A resume refused because its ticket was already used: the replay store has seen it. */
export class TicketReplayError extends ToolCallReliabilityError {
  /** The ticket's id in the replay store. */
  readonly ticketId: string;
  constructor(toolName: string, toolCallId: string, ticketId: string) {
    super('TicketReplayError', toolName, toolCallId, `Refused: the ticket for tool call "${toolCallId}" of tool "${toolName}" was already used.`);
    this.ticketId = ticketId;
  }
  static override isInstance(value: unknown): value is TicketReplayError {
    return hasErrorBrand(value, 'TicketReplayError');
  }
}

/**
 * A call whose idempotency key another execution holds (its claim's lease has not run out):
 * `execute` does not run, and the call ends `failed` with this error. Try the call again later.
 */
export class IdempotencyKeyInFlightError extends ToolCallReliabilityError {
  readonly idempotencyKey: string;
  constructor(toolName: string, toolCallId: string, idempotencyKey: string) {
    super(
      'IdempotencyKeyInFlightError',
      toolName,
      toolCallId,
      `Tool call "${toolCallId}" of tool "${toolName}" is already running elsewhere under the same idempotency key; it was not run again. Try again once that run has ended.`,
    );
    this.idempotencyKey = idempotencyKey;
  }
  static override isInstance(value: unknown): value is IdempotencyKeyInFlightError {
    return hasErrorBrand(value, 'IdempotencyKeyInFlightError');
  }
}

/**
 * The idempotency store failed to answer a claim: `execute` does not run (whether the call ran
 * before is not known), and the call ends `failed` with this error; `cause` is the store's.
 */
export class IdempotencyStoreError extends ToolCallReliabilityError {
  constructor(toolName: string, toolCallId: string, options: { cause: unknown }) {
    super(
      'IdempotencyStoreError',
      toolName,
      toolCallId,
      `Tool call "${toolCallId}" of tool "${toolName}" was not run: the idempotency store could not tell whether it ran before.`,
      options,
    );
  }
  static override isInstance(value: unknown): value is IdempotencyStoreError {
    return hasErrorBrand(value, 'IdempotencyStoreError');
  }
}
