/**
 * Which replay store an approval ticket is claimed in when the app gives none: one for the
 * whole process, whichever tool set resumes the call, so a ticket resumes at most once in this
 * process even when an app builds its tools again for every request.
 * @module
 */
import { InMemoryTicketReplayStore, type TicketOptions } from '../../runtime';

/**
 * Tickets signed with `keys` and no store of the app's: the runtime keeps no store for them
 * (they may be resumed in another process), so the wire keeps one for every tool set of this
 * process. Bounded; give `tickets.maxAgeMs` to cover what it forgets first.
 */
const keyedReplayStore = new InMemoryTicketReplayStore({ maxEntries: 100_000 });

/**
 * The ticket options every call of a tool set runs with. The app's store when it gives one;
 * without `keys`, the options as given, so the runtime's own process-wide store refuses a replay
 * (it also gives back the claim of a resume the tool refused); with `keys`, the wire's store.
 */
export function wireTickets(tickets: TicketOptions | undefined): TicketOptions | undefined {
  if (tickets?.replayStore !== undefined || tickets?.keys === undefined) return tickets;
  return { ...tickets, replayStore: keyedReplayStore };
}
