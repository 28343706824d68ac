// Run by leak.test.ts in a process of its own (node --expose-gc --import tsx): 10,000 tools/call
// requests, a quarter of them approved through elicitation, and the heap after GC before and
// after them, printed as JSON.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer } from '../../../src/mcp';
import { heapAfterGc, leakTools, reportGrowth } from '../leak-check';

async function main(): Promise<void> {
  const tools = leakTools();
  const server = createMcpServer(tools, { name: 'leak', version: '1.0.0' });
  const client = new Client({ name: 'leak', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
  client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'accept', content: { approved: true } }));
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  const calls = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const result = i % 4 === 3 ? await client.callTool({ name: 'gated', arguments: {} }) : await client.callTool({ name: 'add', arguments: { a: i, b: 1 } });
      if (result.isError) throw new Error(`call ${i} failed: ${JSON.stringify(result)}`);
    }
  };
  await calls(1_000);
  const before = await heapAfterGc();
  await calls(10_000);
  const after = await heapAfterGc();
  await client.close();
  reportGrowth(before, after);
}

await main();
