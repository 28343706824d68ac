import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { cli, fixture, killAll, root } from './support';

const clients: Client[] = [];

/** The child's stderr as it arrives, and a promise for the moment it contains a text. */
class Output {
  text = '';
  private waiters: Array<{ text: string; resolve: () => void }> = [];
  add(chunk: string): void {
    this.text += chunk;
    this.waiters = this.waiters.filter((waiter) => !this.text.includes(waiter.text) || (waiter.resolve(), false));
  }
  contains(text: string): Promise<void> {
    if (this.text.includes(text)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ text, resolve }));
  }
}

async function connect(module: string, extra: string[] = [], stderr?: Output): Promise<Client> {
  // The SDK's transport spawns the command, as Claude Desktop or VS Code does.
  const transport = new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp', module, ...extra], cwd: root, stderr: 'pipe' });
  // With stderr: 'pipe' the SDK gives the child's stderr as a readable stream (typed as a Stream).
  (transport.stderr as Readable | null)?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr?.add(chunk);
  });
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

  it('sends console output of the module and its tools to stderr, so stdout stays the protocol', async () => {
    const stderr = new Output();
    const client = await connect(fixture('chatty.ts'), [], stderr);
    const result = await client.callTool({ name: 'chat', arguments: {} });
    expect(result.content).toEqual([{ type: 'text', text: 'done' }]);
    // stderr is a pipe of its own, read in its own time: wait for the lines (were they written to
    // stdout instead, they would never come and the test would fail).
    await stderr.contains('loading the chatty tools');
    await stderr.contains('a log line from execute');
    await stderr.contains('info: true');
  });

  it('logs an invalid call as one line of stderr: the message, the tool and the validation error', async () => {
    const stderr = new Output();
    const client = await connect(fixture('tools.ts'), [], stderr);
    const result = await client.callTool({ name: 'weather', arguments: { city: 7 } });
    expect(result.isError).toBe(true);
    await stderr.contains('Provided arguments');
    const line = stderr.text.split('\n').find((text) => text.includes('Tool input validation failed'));
    expect(line).toMatch(
      /^Tool input validation failed \| tool: weather-tool, validationError: Tool input validation failed for weather-tool\. .* - city: .* Provided arguments: /,
    );
  });
});
