/**
 * `serveMcpStdio` in a child process, with real clients of both SDK majors: a 2025-era
 * connection (SDK 1) keeps its state, so approval asks with `elicitation/create`; a 2026-07-28
 * client (SDK 2 pinned, or negotiating) is asked over MRTR.
 */
import { join } from 'node:path';
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioV2 } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const server = { command: join(root, 'node_modules', '.bin', 'tsx'), args: ['test/adapters/mcp-v2/stdio-server.ts'], cwd: root, stderr: 'pipe' as const };
const TIMEOUT = 60_000;
const approve = { action: 'accept' as const, content: { approved: true } };

describe('toolwright/mcp/v2 over stdio', () => {
  it('an SDK 1 client (2025-11-25, stateful) calls a tool and is asked for approval with elicitation/create', { timeout: TIMEOUT }, async () => {
    const client = new ClientV1({ name: 'v1', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    const asked: string[] = [];
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params.message);
      return approve;
    });
    await client.connect(new StdioV1(server));
    try {
      expect(await client.callTool({ name: 'add', arguments: { a: 1, b: 2 } })).toEqual({ content: [{ type: 'text', text: '3' }], isError: false });
      expect(await client.callTool({ name: 'sendEmail', arguments: { to: 'ada' } })).toEqual({
        content: [{ type: 'text', text: 'sent to ada' }],
        isError: false,
      });
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain('"Send email" (sendEmail)');
    } finally {
      await client.close();
    }
  });

  it.each([
    ['pinned to 2026-07-28', { pin: '2026-07-28' }],
    ['negotiating', 'auto'],
  ] as const)('an SDK 2 client %s speaks 2026-07-28 and is asked for approval over MRTR', { timeout: TIMEOUT }, async (_label, mode) => {
    const client = new ClientV2({ name: 'v2', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode } });
    const asked: string[] = [];
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push(String((request.params as { message: string }).message));
      return approve as never;
    });
    await client.connect(new StdioV2(server));
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      expect(await client.callTool({ name: 'add', arguments: { a: 1, b: 2 } })).toMatchObject({ content: [{ type: 'text', text: '3' }], isError: false });
      expect(await client.callTool({ name: 'sendEmail', arguments: { to: 'ada' } })).toMatchObject({
        content: [{ type: 'text', text: 'sent to ada' }],
        isError: false,
      });
      expect(asked).toHaveLength(1);
    } finally {
      await client.close();
    }
  });
});
