// Run by leak.test.ts in a process of its own (node --expose-gc --import tsx): 10,000 tools/call
// requests of an SDK 2 client pinned to 2026-07-28 through the stateless HTTP handler (its fetch
// calls the handler directly), a quarter of them approved over MRTR, and the heap after GC
// before and after them, printed as JSON.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHttpHandler } from '../../../src/mcp-v2';
import { heapAfterGc, leakTools, reportGrowth } from '../leak-check';

async function main(): Promise<void> {
  const tools = leakTools();
  const handle = createMcpHttpHandler(tools, { name: 'leak', version: '1.0.0' });
  // A fresh client per batch: the SDK 2 client keeps state of its own that grows with the calls it
  // made (about 14 MB over its first 10,000), and it shares this heap; what a dropped client held
  // is collected, so what stays is the server's.
  const connect = async () => {
    const client = new Client(
      { name: 'leak', version: '1.0.0' },
      { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    client.setRequestHandler('elicitation/create', async () => ({ action: 'accept', content: { approved: true } }) as never);
    await client.connect(new StreamableHTTPClientTransport(new URL('http://leak.local/mcp'), { fetch: (url, init) => handle(new Request(url, init)) }));
    if (client.getNegotiatedProtocolVersion() !== '2026-07-28') throw new Error(`negotiated ${client.getNegotiatedProtocolVersion()}`);
    return client;
  };
  const calls = async (count: number) => {
    for (let done = 0; done < count; done += 500) {
      const client = await connect();
      for (let i = done; i < done + 500; i++) {
        const result =
          i % 4 === 3 ? await client.callTool({ name: 'gated', arguments: {} }) : await client.callTool({ name: 'add', arguments: { a: i, b: 1 } });
        if (result.isError) throw new Error(`call ${i} failed: ${JSON.stringify(result)}`);
      }
      await client.close();
    }
  };
  // Warm-up: the handler's caches, the JIT and the replay store's first entries.
  await calls(2_000);
  const before = await heapAfterGc();
  await calls(10_000);
  const after = await heapAfterGc();
  await handle.close();
  reportGrowth(before, after);
}

await main();
