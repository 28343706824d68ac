/**
 * `suspendSchema` / `resumeSchema`: a tool can pause itself with `suspend(payload)` (for
 * example to ask a human), and is called again later with `resumeData`.
 *
 * An agent or a workflow normally provides `suspend`, stores the payload, and calls the tool
 * again with the user's answer as `resumeData`. Here we play that part: our `suspend` just
 * records the payload.
 *
 *   npm run build && npx tsx examples/suspend-resume.ts
 */
import { pathToFileURL } from 'node:url';
import { createTool, isValidationError, noopObserve } from 'toolsmith/tools';
import { z } from 'zod';

export const transferTool = createTool({
  id: 'transfer-funds',
  description: 'Sends money to a payee, after the user confirms',
  inputSchema: z.object({ payee: z.string(), amountEur: z.number().positive() }),
  outputSchema: z.object({ status: z.enum(['sent', 'cancelled']), reference: z.string().optional() }),
  suspendSchema: z.object({ question: z.string(), amountEur: z.number() }),
  resumeSchema: z.object({ approved: z.boolean() }),
  execute: async ({ payee, amountEur }, { suspend, resumeData }) => {
    if (!resumeData) {
      // First call: ask for confirmation and stop here. The return value is ignored.
      await suspend?.({ question: `Send ${amountEur} EUR to ${payee}?`, amountEur });
      return;
    }
    if (!resumeData.approved) return { status: 'cancelled' as const };
    return { status: 'sent' as const, reference: 'TX-0042' }; // fake payment reference
  },
});

export async function main(): Promise<void> {
  const input = { payee: 'Alice Martin', amountEur: 120 };

  // 1. First call: the tool suspends; our suspend records the payload.
  type Question = { question: string; amountEur: number };
  const suspended: Question[] = [];
  const suspend = async (payload: Question) => {
    suspended.push(payload);
  };
  const first = await transferTool.execute!(input, { suspend, observe: noopObserve });
  const payload = suspended[0];
  if (!payload) throw new Error('the tool did not suspend');
  console.log('First call returned:', first);
  console.log('Suspended with payload:', payload);

  // 2. The user answers; the tool is called again with the answer as resumeData.
  const approved = await transferTool.execute!(input, { resumeData: { approved: true }, suspendPayload: payload, observe: noopObserve });
  console.log('Resumed with { approved: true } ->', approved);

  const declined = await transferTool.execute!(input, { resumeData: { approved: false }, observe: noopObserve });
  console.log('Resumed with { approved: false } ->', declined);

  // resumeData is checked against resumeSchema.
  const bad = await transferTool.execute!(input, { resumeData: { approved: 'yes' } as unknown as { approved: boolean }, observe: noopObserve });
  if (isValidationError(bad)) console.log('Resumed with { approved: "yes" } -> validation error:\n' + bad.message);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
