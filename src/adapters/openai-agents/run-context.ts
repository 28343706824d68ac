/**
 * The SDK's run context value, read as the call's request context, and the approval tickets the
 * adapter keeps in it: the value is serialised with the `RunState`, so a ticket travels with the
 * state string to whichever process resumes the run.
 * @module
 */
import { RequestContext } from '../../request-context';

/** The key under which approval tickets (serialised, by call id) live in the run context value. */
export const TICKETS_KEY = 'toolwright:tickets';

type Tickets = Record<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ticketsIn(context: unknown): unknown {
  if (context instanceof RequestContext) return context.getRaw(TICKETS_KEY);
  return isRecord(context) ? context[TICKETS_KEY] : undefined;
}

/** The ticket stored for `callId`, if any. */
export function readTicket(context: unknown, callId: string): string | undefined {
  const tickets = ticketsIn(context);
  if (!isRecord(tickets)) return undefined;
  const ticket = tickets[callId];
  return typeof ticket === 'string' ? ticket : undefined;
}

/**
 * Stores `ticket` for `callId` in the run context value (a plain object or a `RequestContext`).
 * Returns false when the value cannot hold it (no object): the call then cannot be approved.
 */
export function writeTicket(context: unknown, callId: string, ticket: string): boolean {
  const known = ticketsIn(context);
  const tickets: Tickets = { ...(isRecord(known) ? (known as Tickets) : {}), [callId]: ticket };
  if (context instanceof RequestContext) {
    context.setRaw(TICKETS_KEY, tickets);
    return true;
  }
  if (!isRecord(context) || Object.isFrozen(context)) return false;
  context[TICKETS_KEY] = tickets;
  return true;
}

/**
 * The request context of a call: the run context value's entries (a `RequestContext`, or a
 * plain object read as entries), without the adapter's tickets. The engine checks it against
 * the tool's `requestContextSchema`.
 */
export function requestContextOf(context: unknown): RequestContext {
  if (context instanceof RequestContext && !context.hasRaw(TICKETS_KEY)) return context;
  const entries: [string, unknown][] = [];
  if (context instanceof RequestContext) {
    for (const [key, value] of context.entries()) if (key !== TICKETS_KEY) entries.push([key, value]);
  } else if (isRecord(context)) {
    for (const key of Object.keys(context)) if (key !== TICKETS_KEY) entries.push([key, context[key]]);
  }
  return new RequestContext(entries as never);
}
