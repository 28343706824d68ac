/**
 * A stable idempotency key: `context.idempotencyKey` is one value per logical tool call, the
 * same on every run of that call (a retry, a resume after approval or suspension, in any
 * process). Hand it to an API that takes an idempotency key (payments, email), and give the
 * runtime an `idempotency` store so that a call whose key completed is not run again.
 *
 *   npm run build && npx tsx examples/idempotency.ts
 */
import { pathToFileURL } from 'node:url';
import { InMemoryIdempotencyStore, runToolCall, serializePendingToolCall } from 'toolwright/runtime';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

/** A pretend payment API: it charges once per idempotency key, as Stripe's does. */
const charges = new Map<string, { id: string; amountEur: number }>();
function chargeCard(amountEur: number, idempotencyKey: string) {
  const known = charges.get(idempotencyKey);
  if (known) return known;
  const charge = { id: `ch_${charges.size + 1}`, amountEur };
  charges.set(idempotencyKey, charge);
  return charge;
}

let executions = 0;
export const chargeTool = createTool({
  id: 'charge',
  description: 'Charges the customer, after a yes',
  inputSchema: z.object({ amountEur: z.number().positive() }),
  requireApproval: true,
  execute: async ({ amountEur }, { idempotencyKey }) => {
    executions += 1;
    return chargeCard(amountEur, idempotencyKey!);
  },
});

export async function main(): Promise<void> {
  const tools = { charge: chargeTool };
  // Tickets signed with keys the instances share can be resumed by any of them, more than once:
  // exactly the case a key, and a store, are for.
  const tickets = { keys: ['a-secret-every-instance-shares-32b+'] };
  const idempotency = { store: new InMemoryIdempotencyStore() };
  const call = { toolCallId: 'call-1', toolName: 'charge', args: { amountEur: 30 } };

  // 1. The call waits for approval; its ticket carries the key, signed with the rest.
  const asked = await runToolCall(tools, call, { tickets });
  const ticket = serializePendingToolCall(asked.pending!);
  console.log('Ticket key:', asked.pending!.idempotencyKey);

  // 2. The approval arrives twice (a double click, a retried request): execute runs once.
  const first = await runToolCall(tools, { toolCallId: 'call-1' }, { tickets, idempotency, resume: { pending: ticket, approved: true } });
  const second = await runToolCall(tools, { toolCallId: 'call-1' }, { tickets, idempotency, resume: { pending: ticket, approved: true } });
  console.log('First answer:', first.result);
  console.log('Second answer:', second.result, 'replayed:', second.idempotentReplay === true);
  console.log('execute ran', executions, 'time(s); charges made:', charges.size);

  // 3. The same arguments in a new call: a new key, a new charge.
  const other = await runToolCall(tools, { ...call, toolCallId: 'call-2' }, { approval: true, idempotency });
  console.log('Another call:', other.result);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
