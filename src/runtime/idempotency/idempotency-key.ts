/**
 * The idempotency key of a logical tool call: a random id minted the first time the call needs
 * one (execute reads `context.idempotencyKey`, a ticket is issued, a background task is
 * dispatched, a store is asked), then carried wherever the call goes: in its pending ticket
 * (signed with the other fields), in its background task and in a queue's job. Everything that
 * continues the same call (a resume from the ticket, in this process or another, a retry of the
 * task, a redelivered job) starts from the carried key, so execute sees the same value every
 * time. It is never derived from the arguments: two calls with the same arguments differ.
 * @module
 */
import { newTaskId } from '../../internal/task-id';

/** Where a call keeps its key: minted on first need, then fixed. */
export interface IdempotencyHolder {
  key: string | undefined;
}

/** A new key: a random UUID (version 4) where the platform has `crypto.randomUUID`. */
export function newIdempotencyKey(): string {
  return newTaskId();
}

/** The holder's key, minted now if the call had none yet. */
export function keyOf(holder: IdempotencyHolder): string {
  if (holder.key === undefined) holder.key = newIdempotencyKey();
  return holder.key;
}

/**
 * The key a ticket continues: the one it carries; for a ticket issued without one (by an older
 * version, or built by hand), a key derived from what names that ticket's pause (its run, its
 * tool call and the time it paused), so every process resuming it agrees.
 */
export function ticketIdempotencyKey(ticket: { idempotencyKey?: string | undefined; runId: string; toolCallId: string; createdAt: string }): string {
  return ticket.idempotencyKey ?? `ticket:${ticket.runId}:${ticket.toolCallId}:${ticket.createdAt}`;
}
