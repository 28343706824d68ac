/**
 * Signing the tickets a call issues, under the call's ticket options.
 * @module
 */
import type { CallState } from './call-state';
import type { PendingToolCall } from './pending';
import { signPendingToolCall, signsTickets } from './tickets';

/** The ticket signed as `options.tickets` says (unsigned only when the application opted out). */
export async function sealTicket(state: CallState, pending: PendingToolCall): Promise<PendingToolCall> {
  const tickets = state.options.tickets;
  return signsTickets(tickets) ? await signPendingToolCall(pending, tickets) : pending;
}
