// A tools file that cannot be served, seen from an MCP host over stdio: the host's first
// request is answered with a JSON-RPC error carrying the message stderr gets, so the host shows
// the cause rather than "Connection closed". Real SDK clients spawn the built command.
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioV2 } from '@modelcontextprotocol/client/stdio';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { cli, fixture, killAll, root } from './support';

afterEach(async () => {
  await killAll();
});

/**
 * Connects a real SDK client to `toolwright mcp module`: SDK 1 (2025-era, `initialize` first) or
 * SDK 2 negotiating (`server/discover` first, then `initialize`). Resolves with the rejection of
 * `connect`, and the process's stderr once it holds `expected`.
 */
async function connectTo(client: 'sdk1' | 'sdk2', module: string): Promise<{ error: unknown; stderrWith: (expected: string) => Promise<string> }> {
  const params = { command: process.execPath, args: [cli, 'mcp', module], cwd: root, stderr: 'pipe' as const };
  const transport = client === 'sdk1' ? new StdioClientTransport(params) : new StdioV2(params);
  let stderr = '';
  const waiters: Array<{ expected: string; resolve: (text: string) => void }> = [];
  (transport.stderr as Readable | null)?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    for (const waiter of waiters.splice(0)) {
      if (stderr.includes(waiter.expected)) waiter.resolve(stderr);
      else waiters.push(waiter);
    }
  });
  const stderrWith = (expected: string) =>
    stderr.includes(expected) ? Promise.resolve(stderr) : new Promise<string>((resolve) => waiters.push({ expected, resolve }));
  const connection =
    client === 'sdk1'
      ? new Client({ name: 'host', version: '1.0.0' }).connect(transport as StdioClientTransport)
      : new ClientV2({ name: 'host', version: '1.0.0' }).connect(transport as StdioV2);
  const error = await connection.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { error, stderrWith };
}

const cases: Array<[string, string, RegExp]> = [
  ['a file that does not exist', './missing/tools.ts', /^Cannot find the module \.\/missing\/tools\.ts: there is no file at \/.*\/missing\/tools\.ts\.$/],
  ['a file that throws at import', fixture('throws.ts'), /^Importing \/.*throws\.ts threw:\n(.|\n)*Error: the database URL is not set/],
];

describe.runIf(existsSync(cli))('toolwright mcp <module> that cannot be served, from an MCP host over stdio', () => {
  describe.each(['sdk1', 'sdk2'] as const)('%s client', (client) => {
    it.each(cases)('%s: the host is answered with the cause, the message stderr gets', async (_label, module, cause) => {
      const { error, stderrWith } = await connectTo(client, module);
      expect(error).toBeInstanceOf(Error);
      // SDK 2 gives the error's message as it came; SDK 1 prefixes `MCP error <code>: `.
      const told = (error as Error).message.replace(/^MCP error -32603: /, '');
      expect(told).toMatch(cause);
      const stderr = await stderrWith(`toolwright: ${told}\n`);
      expect(stderr).toBe(`toolwright: ${told}\n`);
    });
  });
});
