/**
 * Approving a call with edited arguments: the model asks to refund 400 EUR, the person who
 * approves lowers it to 40 first. The edit is checked against the tool's `inputSchema` before
 * `execute` runs; the record keeps both versions for the audit log; the ticket the answer
 * resumes is used once, so nobody can answer it again with other arguments.
 *
 *   npm run build && npx tsx examples/edited-approval.ts
 */
import { pathToFileURL } from 'node:url';
import { runToolCall, serializePendingToolCall } from 'toolwright/runtime';
import { createTool, isValidationError } from 'toolwright/tools';
import { z } from 'zod';

export const refundTool = createTool({
  id: 'refund',
  description: 'Refunds part of an order',
  inputSchema: z.object({ orderId: z.string(), amountEur: z.number().positive().max(500) }),
  requireApproval: true,
  execute: async ({ orderId, amountEur }) => ({ refunded: amountEur, orderId }),
});

export async function main(): Promise<void> {
  const tools = { refund: refundTool };
  const call = { toolCallId: 'call-1', toolName: 'refund', args: { orderId: 'A-17', amountEur: 400 } };

  // 1. The call waits for approval: its ticket goes to the person who decides.
  const asked = await runToolCall(tools, call);
  const ticket = serializePendingToolCall(asked.pending!);
  console.log('The model asked for:', asked.args);

  // 2. An edit the tool refuses ends the call with the ValidationError; nothing runs, and the
  //    ticket can be answered again (a per-process ticket gives its claim back).
  const refused = await runToolCall(tools, call, {
    logger: { warn: () => undefined, error: () => undefined },
    resume: { pending: ticket, approved: true, args: { orderId: 'A-17', amountEur: 4000 } },
  });
  console.log('Edited to 4000 EUR ->', isValidationError(refused.result) ? 'refused by the schema' : refused.status);

  // 3. The approver lowers the amount: execute gets the edited arguments.
  const done = await runToolCall(tools, call, { resume: { pending: ticket, approved: true, args: { orderId: 'A-17', amountEur: 40 } } });
  console.log('Edited to 40 EUR ->', done.result);
  console.log('Audit: the model sent', done.args, 'the approver ran', done.approval?.editedArgs);

  // 4. The same ticket answered again, with other arguments: refused, nothing runs.
  const replay = await runToolCall(tools, call, { resume: { pending: ticket, approved: true, args: { orderId: 'A-17', amountEur: 499 } } });
  console.log('The same ticket with other arguments ->', replay.status, replay.error?.name);

  // 5. In the flow: an approval handler can edit too.
  const inFlow = await runToolCall(
    tools,
    { ...call, toolCallId: 'call-2' },
    { approval: (request) => ({ approved: true, args: { ...(request.args as object), amountEur: 25 } }) },
  );
  console.log('Handler edited to 25 EUR ->', inFlow.result);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
