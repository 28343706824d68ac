// A second process serving the same MCP tools on the same queue: `mcp-tasks-process.ts <port> <queue>`.
// Prints the URL of its MCP endpoint, then serves until SIGTERM. It runs no worker.
import { createBullMQExecutor } from '../../../src/bullmq';
import { createMcpHttpHandler } from '../../../src/mcp-v2';
import { listen } from '../../adapters/mcp/node-http';
import { mcpTaskTools } from './mcp-task-tools';

const [port, queueName] = process.argv.slice(2) as [string, string];
const executor = createBullMQExecutor({ connection: { host: '127.0.0.1', port: Number(port) }, queueName });
const handler = createMcpHttpHandler(mcpTaskTools, { name: 'second', version: '1.0.0', runtime: { background: { executor } }, tasks: { pollIntervalMs: 5 } });
const http = await listen(handler);
process.stdout.write(`${http.url.href}\n`);
process.on('SIGTERM', () => {
  void Promise.all([handler.close(), http.close(), executor.close()]).then(() => process.exit(0));
});
