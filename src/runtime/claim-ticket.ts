/**
 * Using a ticket once: every answer to a ticket (a resume, or the approval handler that was handed
 * it) claims it first, in the application's replay store or, for tickets signed with the
 * per-process key, in a store the runtime keeps for the process.
 * @module
 */
import type { PendingToolCall } from './pending';
import { claimTicket, type TicketOptions, ticketId } from './tickets';

/** How many ticket ids the process store remembers; the oldest go first. */
const PROCESS_STORE_ENTRIES = 100_000;

/**
 * Tickets signed with the per-process key can only be resumed in this process, so a store in
 * memory sees every answer to them: without a replay store of the caller's, it makes sure such
 * a ticket runs its call at most once.
 */
const processClaims = new Set<string>();
const processReplayStore = {
  claim(id: string): boolean {
    if (processClaims.has(id)) return false;
    processClaims.add(id);
    if (processClaims.size > PROCESS_STORE_ENTRIES) processClaims.delete(processClaims.values().next().value as string);
    return true;
  },
};

/** Whether claims go through the process store: no store of the caller's, and per-process keys. */
function usesProcessStore(tickets: TicketOptions | undefined): boolean {
  return !tickets?.replayStore && tickets?.keys === undefined;
}

/**
 * Claims the ticket for the answer about to act on it, in the caller's store or the process
 * store; throws a TicketReplayError for a ticket answered before. Under `keys` without a
 * `replayStore` nothing remembers a ticket, and this claims nothing.
 */
export async function claimAnswer(pending: PendingToolCall, tickets: TicketOptions | undefined): Promise<void> {
  await claimTicket(pending, usesProcessStore(tickets) ? { ...tickets, replayStore: processReplayStore } : tickets);
}

/**
 * Gives a claim in the process store back, so the ticket can be answered again. A caller's store
 * has no way to forget an id: its claims stay.
 */
export function releaseClaim(pending: PendingToolCall, tickets: TicketOptions | undefined): void {
  if (usesProcessStore(tickets)) processClaims.delete(ticketId(pending));
}
