// `toolwright mcp <module>` serves the MCP Tasks extension for a module with a background tool:
// the extension's own client (over an SDK 2 client on stdio) gets a task and its result; a client
// without the extension gets the result itself.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { connectTasksClient } from '../../adapters/mcp-v2/tasks/tasks-client';
import { cli, fixture, killAll, root } from './support';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  await killAll();
});

const stdio = () => new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp', fixture('background.ts')], cwd: root, stderr: 'pipe' });

describe.runIf(existsSync(cli))('toolwright mcp <module> with a background tool: MCP tasks', () => {
  it('declares the extension and answers a tools/call with a task that completes with the tool result', async () => {
    const c = await connectTasksClient(stdio());
    closers.push(() => c.close());
    expect(c.client.getServerCapabilities()?.extensions).toEqual({ 'io.modelcontextprotocol/tasks': {} });
    const execution = await c.session.callTool('report', { topic: 'tides' });
    expect(execution.kind).toBe('task');
    expect((await execution.settle()).outcome).toMatchObject({
      status: 'completed',
      result: { structuredContent: { text: 'report on tides' }, isError: false },
    });
  });

  it('a client without the extension gets the result itself', async () => {
    const client = new Client({ name: 'plain', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(stdio());
    closers.push(() => client.close());
    expect(await client.callTool({ name: 'report', arguments: { topic: 'tides' } })).toMatchObject({
      structuredContent: { text: 'report on tides' },
      isError: false,
    });
  });
});
