/**
 * A search tool that returns far too much for a model (about 1 MB): `modelOutputLimit` bounds
 * what the model reads, the application still gets every row. The record says the model output
 * was cut, and by how much.
 *
 *   npm run build && npx tsx examples/bounded-output.ts
 */
import { pathToFileURL } from 'node:url';
import { runToolCall } from 'toolwright/runtime';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

export const searchTool = createTool({
  id: 'search-orders',
  description: 'Finds the orders of a customer',
  inputSchema: z.object({ customer: z.string() }),
  execute: async ({ customer }) => ({
    customer,
    total: 8_000,
    orders: Array.from({ length: 8_000 }, (_, i) => ({ id: `order-${i}`, status: i % 7 === 0 ? 'refunded' : 'shipped', notes: 'n'.repeat(100) })),
  }),
});

export async function main(): Promise<void> {
  const record = await runToolCall(
    { search: searchTool },
    { toolCallId: 'call-1', toolName: 'search', args: { customer: 'acme' } },
    // 2,000 characters for every tool; a tool of its own limit would be `{ default: 2_000, tools: { search: 500 } }`.
    { modelOutputLimit: 2_000 },
  );
  const result = record.result as { orders: unknown[] };
  console.log('Application receives every order:', result.orders.length);
  const modelText = JSON.stringify((record.modelOutput as { value: unknown }).value);
  console.log('Model reads characters:', modelText.length);
  console.log('Model reads, at the end:', modelText.slice(-120));
  console.log('Truncated:', record.modelOutputTruncated);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
