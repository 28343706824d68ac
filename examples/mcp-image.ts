/**
 * An image result over MCP: the tool returns data for the application (structuredContent), and
 * its `toModelOutput` gives the model a caption and a PNG, which MCP clients get as `text` and
 * `image` content items, in that order.
 *
 *   npm run build && npx tsx examples/mcp-image.ts
 */
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer } from 'toolwright/mcp';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

/** A 1×1 PNG, standing in for a rendered chart. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const chartTool = createTool({
  id: 'sales-chart',
  title: 'Sales chart',
  description: 'Renders the sales of a quarter as a chart',
  inputSchema: z.object({ quarter: z.enum(['Q1', 'Q2', 'Q3', 'Q4']) }),
  outputSchema: z.object({ quarter: z.string(), total: z.number(), png: z.string() }),
  execute: async ({ quarter }) => ({ quarter, total: 1250, png: PIXEL_PNG }),
  toModelOutput: (output) => ({
    type: 'content',
    value: [
      { type: 'text', text: `Sales in ${output.quarter}: ${output.total}` },
      { type: 'image-data', data: output.png, mediaType: 'image/png' },
    ],
  }),
});

export async function main(): Promise<void> {
  const server = createMcpServer({ salesChart: chartTool }, { name: 'charts', version: '1.0.0' });
  const client = new Client({ name: 'example-client', version: '1.0.0' });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);

  const result = await client.callTool({ name: 'salesChart', arguments: { quarter: 'Q3' } });
  const content = result.content as Array<{ type: string; text?: string; mimeType?: string }>;
  console.log(
    'content types:',
    content.map((item) => item.type),
  );
  console.log('caption:', content[0]?.text);
  console.log('image mimeType:', content[1]?.mimeType);
  console.log('structuredContent total:', (result.structuredContent as { total: number }).total);
  await client.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
