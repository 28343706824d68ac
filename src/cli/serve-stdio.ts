import { loadStdioTransport, type McpApi } from './load-mcp';
import type { FoundTool } from './collect-tools';

/**
 * Serves `tools` on this process's stdin and stdout. The server closes when stdin ends (the
 * host closed the pipe), which lets the process exit.
 */
export async function serveStdio(api: McpApi, tools: Record<string, FoundTool>, info: { name: string; version: string }): Promise<void> {
  const server = api.createMcpServer(tools, info);
  const { StdioServerTransport } = await loadStdioTransport();
  await server.connect(new StdioServerTransport());
  process.stdin.once('end', () => {
    void server.close();
  });
}
