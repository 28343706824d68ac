/** `npm run demo`: toolwright in 30 seconds, from the sources. No keys, no network, no server. */
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer } from 'toolwright/mcp';
import { runToolCall, serializePendingToolCall } from 'toolwright/runtime';
import { createTool, isValidationError } from 'toolwright/tools';
import { z } from 'zod';

export const refund = createTool({
  id: 'refund',
  description: 'Refund part of an order',
  inputSchema: z.object({ orderId: z.string().min(1), amountEur: z.number().positive() }),
  outputSchema: z.object({ orderId: z.string(), refundedEur: z.number() }),
  requireApproval: true, // never runs without an explicit yes, on every wire
  execute: async ({ orderId, amountEur }) => ({ orderId, refundedEur: amountEur }),
  toModelOutput: (output) => ({ type: 'text', value: `Refunded ${output.refundedEur} EUR on ${output.orderId}.` }),
});
export async function main(): Promise<void> {
  const tools = { refund };
  const quiet = { warn: () => {}, error: () => {} }; // the default logger writes one line per failed call
  const asked = await runToolCall(tools, { toolCallId: 'c1', toolName: 'refund', args: { orderId: 'A-17', amountEur: 20 } }); // needs a yes
  console.log('1. valid input ->', asked.status, '| signed ticket:', asked.pending?.signature !== undefined);
  const ticket = serializePendingToolCall(asked.pending!); // store it anywhere, answer later, in any process
  const done = await runToolCall(tools, { toolCallId: 'c1' }, { resume: { pending: ticket, approved: true } });
  console.log('2. resumed with yes ->', done.status, done.result, 'model sees:', done.modelOutput);
  const invalid = await runToolCall(tools, { toolCallId: 'c2', toolName: 'refund', args: { orderId: '', amountEur: -5 } }, { logger: quiet });
  if (isValidationError(invalid.result)) console.log('3. invalid input ->', invalid.result.message.split('\n').slice(0, 3).join(' '));
  // The same tool over MCP: a real client and server, in process (this server approves every call).
  const server = createMcpServer(tools, { name: 'demo', version: '1.0.0', approval: () => true });
  const client = new Client({ name: 'demo-client', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  const viaMcp = await client.callTool({ name: 'refund', arguments: { orderId: 'B-4', amountEur: 5 } });
  console.log('4. over MCP ->', JSON.stringify(viaMcp.content));
  await client.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
