/**
 * Streamable HTTP, stateless: two instances of the same MCP endpoint behind a round-robin
 * "load balancer", answering one client's consecutive calls with no shared state. The handler
 * is a Web-standard `(Request) => Promise<Response>` function; here the client's `fetch` hands
 * its requests straight to it (no socket), where a deployment would put Bun.serve, Deno.serve,
 * a worker or a framework route in between.
 *
 *   npm run build && npx tsx examples/mcp-http.ts
 */
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createMcpHttpHandler } from 'toolwright/mcp';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

/** The same tool in every instance; the instance name only shows who answered. */
function instance(name: string) {
  const orderTool = createTool({
    id: 'order-status',
    description: 'Looks up the status of an order',
    inputSchema: z.object({ orderId: z.string() }),
    outputSchema: z.object({ orderId: z.string(), status: z.string(), answeredBy: z.string() }),
    execute: async ({ orderId }) => ({ orderId, status: 'shipped', answeredBy: name }),
  });
  // Stateless is the default: a fresh server per request, nothing kept between requests.
  return createMcpHttpHandler({ orderStatus: orderTool }, { name: 'orders', version: '1.0.0' });
}

export async function main(): Promise<void> {
  const instances = [instance('instance-a'), instance('instance-b')];
  let next = 0;
  const loadBalancer = (url: string | URL, init?: RequestInit) => instances[next++ % instances.length]!(new Request(url, init));

  const client = new Client({ name: 'example-client', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://orders.example/mcp'), { fetch: loadBalancer }));
  for (const orderId of ['A-1', 'A-2', 'A-3']) {
    const result = await client.callTool({ name: 'orderStatus', arguments: { orderId } });
    console.log(`orderStatus(${orderId}) ->`, result.structuredContent);
  }
  await client.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
