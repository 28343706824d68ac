import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cli, fixture, killAll, root } from './support';

const clients: Client[] = [];

async function connect(module: string, extra: string[] = []): Promise<Client> {
  // The SDK's transport spawns the command, as Claude Desktop or VS Code does.
  const transport = new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp', module, ...extra], cwd: root, stderr: 'pipe' });
  const client = new Client({ name: 'cli-test', version: '1.0.0' });
  clients.push(client);
  await client.connect(transport);
  return client;
}

afterEach(async () => {
  // Closing the client ends the child process (stdin closes, then the SDK signals it).
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await killAll();
});

describe.runIf(existsSync(cli))('toolwright mcp <module> over stdio (real SDK Client)', () => {
  it('lists the named tools under their export names and the default record under its keys', async () => {
    const client = await connect(fixture('tools.ts'));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['loud', 'weather']);
    expect(tools.find((tool) => tool.name === 'weather')?.description).toBe('The weather in a city');
    expect(client.getServerVersion()?.name).toBe('tools');
  });

  it('calls the tools of a TypeScript module', async () => {
    const client = await connect(fixture('tools.ts'));
    const weather = await client.callTool({ name: 'weather', arguments: { city: 'Paris' } });
    expect(weather.structuredContent).toEqual({ city: 'Paris', celsius: 21 });
    const loud = await client.callTool({ name: 'loud', arguments: { text: 'hi' } });
    expect(loud.content).toEqual([{ type: 'text', text: 'HI' }]);
    const invalid = await client.callTool({ name: 'weather', arguments: { city: 42 } });
    expect(invalid.isError).toBe(true);
  });

  it('serves a default export that is one tool under its id, with --name as the server name', async () => {
    const client = await connect(fixture('default-tool.mts'), ['--name', 'clock-server']);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['clock']);
    expect(client.getServerVersion()?.name).toBe('clock-server');
    const result = await client.callTool({ name: 'clock', arguments: {} });
    expect(result.content).toEqual([{ type: 'text', text: '1970-01-01T00:00:00.000Z' }]);
  });
});
