/**
 * The example tools as an MCP server over stdio, for any MCP client (Claude Desktop, Cursor,
 * VS Code, the MCP Inspector…). Run it directly and it serves until stdin closes:
 *
 *   npm run build && npx tsx examples/mcp-server.ts
 *
 * An MCP client starts it from its configuration, e.g. (use the absolute path of this file):
 *
 *   { "mcpServers": { "toolwright-examples": { "command": "npx", "args": ["tsx", "/path/to/examples/mcp-server.ts"] } } }
 *
 * stdout carries the protocol: log to stderr only.
 */
import { pathToFileURL } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from 'toolwright/mcp';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';
import { weatherTool } from './mcp-annotations';

export const countdownTool = createTool({
  id: 'countdown',
  title: 'Countdown',
  description: 'Counts down from a number, reporting progress at every step',
  inputSchema: z.object({ from: z.number().int().min(1).max(10) }),
  outputSchema: z.object({ counted: z.array(z.number()) }),
  mcp: { annotations: { readOnlyHint: true, openWorldHint: false } },
  execute: async ({ from }, context) => {
    const counted: number[] = [];
    for (let n = from; n >= 1; n--) {
      if (context.abortSignal?.aborted) break;
      counted.push(n);
      // A no-op unless the client asked for progress (it sent a progress token).
      await context.mcp?.progress?.({ progress: from - n + 1, total: from, message: `${n}…` });
    }
    return { counted };
  },
});

/** The tools this server offers, under the names clients call them by. */
export const tools = { weather: weatherTool, countdown: countdownTool };

/** A new MCP server for the example tools; connect it to any transport. */
export function createExampleServer() {
  return createMcpServer(tools, { name: 'toolwright-examples', version: '1.0.0' });
}

export async function main(): Promise<void> {
  const server = createExampleServer();
  await server.connect(new StdioServerTransport());
  console.error('toolwright-examples MCP server running on stdio');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
