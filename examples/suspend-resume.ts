/**
 * `suspendSchema` / `resumeSchema`: a tool can pause itself with `suspend(payload)` (for
 * example to ask a human), and is called again later with `resumeData`.
 *
 * Under an agent (Mastra's, or toolwright's runtime) `suspend`, `resumeData` and `suspendPayload`
 * live in `context.agent` (in `context.workflow` under a workflow). `runToolCall` plays the
 * agent here: the suspension becomes a JSON ticket, and resuming it runs `execute` again with
 * the original arguments and the user's answer.
 *
 *   npm run build && npx tsx examples/suspend-resume.ts
 */
import { pathToFileURL } from 'node:url';
import { runToolCall, serializePendingToolCall } from 'toolwright/runtime';
import { createTool, isValidationError } from 'toolwright/tools';
import { z } from 'zod';

export const transferTool = createTool({
  id: 'transfer-funds',
  description: 'Sends money to a payee, after the user confirms',
  inputSchema: z.object({ payee: z.string(), amountEur: z.number().positive() }),
  outputSchema: z.object({ status: z.enum(['sent', 'cancelled']), reference: z.string().optional() }),
  suspendSchema: z.object({ question: z.string(), amountEur: z.number() }),
  resumeSchema: z.object({ approved: z.boolean() }),
  execute: async ({ payee, amountEur }, { agent }) => {
    if (!agent?.resumeData) {
      // First call: ask for confirmation and stop here.
      await agent?.suspend({ question: `Send ${amountEur} EUR to ${payee}?`, amountEur });
      return;
    }
    if (!agent.resumeData.approved) return { status: 'cancelled' as const };
    return { status: 'sent' as const, reference: 'TX-0042' }; // fake payment reference
  },
});

export async function main(): Promise<void> {
  const tools = { transferFunds: transferTool };
  const call = { toolCallId: 'call-1', toolName: 'transferFunds', args: { payee: 'Alice Martin', amountEur: 120 } };

  // 1. The tool suspends: the run ends with a JSON ticket to keep until the user answers.
  const first = await runToolCall(tools, call);
  console.log('First call status:', first.status);
  console.log('Suspended with payload:', first.suspendPayload);
  const ticket = serializePendingToolCall(first.pending!); // store it anywhere: it is plain JSON

  // 2. Later (maybe in another process) the user answers; the call resumes from the ticket.
  const approved = await runToolCall(tools, { toolCallId: 'call-1' }, { resume: { pending: ticket, resumeData: { approved: true } } });
  console.log('Resumed with { approved: true } ->', approved.result);

  // A ticket resumes once: the same ticket again is refused, so the transfer never runs twice.
  const replay = await runToolCall(tools, { toolCallId: 'call-1' }, { resume: { pending: ticket, resumeData: { approved: true } } });
  console.log('The same ticket again ->', replay.status, replay.error?.name);

  // Another call, another ticket: the user says no this time.
  const other = await runToolCall(tools, { ...call, toolCallId: 'call-2' });
  const otherTicket = serializePendingToolCall(other.pending!);
  const declined = await runToolCall(tools, { toolCallId: 'call-2' }, { resume: { pending: otherTicket, resumeData: { approved: false } } });
  console.log('Resumed with { approved: false } ->', declined.result);

  // resumeData is checked against resumeSchema: execute does not run (and the ticket stays usable).
  const third = await runToolCall(tools, { ...call, toolCallId: 'call-3' });
  const bad = await runToolCall(tools, { toolCallId: 'call-3' }, { resume: { pending: third.pending!, resumeData: { approved: 'yes' } } });
  if (isValidationError(bad.result)) console.log('Resumed with { approved: "yes" } -> validation error:\n' + bad.result.message);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
