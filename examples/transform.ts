/**
 * "Exemple avec `transform`": execute sees raw input and returns raw output; the display
 * stream (UI) and the transcript (stored messages) get smaller, safer payloads.
 *
 *   npm run build && npx tsx examples/transform.ts
 */
import { pathToFileURL } from 'node:url';
import { createTool, isValidationError, noopObserve } from 'toolwright/tools';
import { z } from 'zod';

export const customerTool = createTool({
  id: 'lookup-customer',
  description: 'Looks up a customer',
  inputSchema: z.object({
    customerId: z.string(),
    internalPath: z.string(),
  }),
  outputSchema: z.object({
    displayName: z.string(),
    apiKey: z.string(),
    debugScore: z.number(),
  }),
  execute: async () => {
    return {
      displayName: 'Acme',
      apiKey: 'secret-value',
      debugScore: 0.97,
    };
  },
  transform: {
    display: {
      input: ({ input }) => ({ customerId: input?.customerId }),
      output: ({ output }) => ({ displayName: output?.displayName }),
      error: () => ({ message: 'Customer lookup failed' }),
    },
    transcript: {
      input: ({ input }) => ({ customerId: input?.customerId }),
      output: ({ output }) => ({ displayName: output?.displayName }),
      error: () => ({ message: 'Customer lookup failed' }),
    },
  },
});

export async function main(): Promise<void> {
  const input = { customerId: 'cus_123', internalPath: '/srv/crm/customers/cus_123.json' };
  const output = await customerTool.execute!(input, { observe: noopObserve });
  if (output === undefined || isValidationError(output)) throw new Error('the customer tool failed');
  console.log('execute gets the raw input and returns the raw output:', output);

  // A Mastra agent (or the toolwright runtime, coming) applies these transforms to payloads
  // leaving the runtime. Here we call the stored functions directly to show what each target gets.
  const call = { toolName: customerTool.id, toolCallId: 'call_1' };
  const display = customerTool.transform?.display;
  const transcript = customerTool.transform?.transcript;
  console.log('display    input  ->', await display?.input?.({ ...call, target: 'display', phase: 'input-available', input }));
  console.log('display    output ->', await display?.output?.({ ...call, target: 'display', phase: 'output-available', input, output }));
  console.log('display    error  ->', await display?.error?.({ ...call, target: 'display', phase: 'error', input, error: new Error('CRM timeout') }));
  console.log('transcript input  ->', await transcript?.input?.({ ...call, target: 'transcript', phase: 'input-available', input }));
  console.log('transcript output ->', await transcript?.output?.({ ...call, target: 'transcript', phase: 'output-available', input, output }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
