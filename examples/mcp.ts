/**
 * The example MCP server (examples/mcp-server.ts) and a real MCP client, talking in-memory:
 * what any MCP client sees of toolwright tools.
 *
 *   npm run build && npx tsx examples/mcp.ts
 */
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createExampleServer } from './mcp-server';

export async function main(): Promise<void> {
  const server = createExampleServer();
  const client = new Client({ name: 'example-client', version: '1.0.0' });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);

  const { tools } = await client.listTools();
  console.log(
    'tools/list names:',
    tools.map((tool) => tool.name),
  );
  console.log(
    'weather entry:',
    JSON.stringify(
      tools.find((tool) => tool.name === 'weather'),
      null,
      2,
    ),
  );

  const weather = await client.callTool({ name: 'weather', arguments: { location: 'Lisbon' } });
  console.log('weather structuredContent:', weather.structuredContent);

  const progress: string[] = [];
  const countdown = await client.callTool({ name: 'countdown', arguments: { from: 3 } }, undefined, {
    onprogress: ({ progress: done, total }) => progress.push(`${done}/${total}`),
  });
  console.log('countdown structuredContent:', countdown.structuredContent);
  console.log('progress notifications:', progress);

  const invalid = await client.callTool({ name: 'countdown', arguments: { from: 0 } });
  console.log('countdown({ from: 0 }) isError:', invalid.isError);
  console.log('error text:', (invalid.content as Array<{ text: string }>)[0]?.text);

  await client.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
