/**
 * A client that does not declare the Tasks extension (a 2026-07-28 client without it, or any
 * 2025-era client) calling a background-enabled tool gets the tool's real output as a normal
 * result: the call waits for the background task, and what the tool reports while it runs
 * reaches a client that asked for progress. Never the "started in the background" placeholder,
 * which an MCP client cannot follow up on (and which a tool with an outputSchema turned into an
 * isError result).
 */
import { Client as ClientV2, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpHttpHandler } from '../../../../src/mcp-v2';
import { createTool } from '../../../../src/tools';
import { backgroundTools } from '../../mcp/background-tools';
import { deferred } from '../../../deferred';
import { listen } from '../../mcp/node-http';
import { type ClientKind, connectHttp } from '../helpers';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const tools = backgroundTools;

async function endpoint() {
  const handler = createMcpHttpHandler(tools, { name: 'tasks', version: '1.0.0' });
  const http = await listen(handler);
  closers.push(async () => {
    await handler.close();
    await http.close();
  });
  return http.url;
}

const KINDS: ClientKind[] = ['v1', 'v2-pinned', 'v2-auto'];

describe('toolwright/mcp/v2: background tools for clients without the Tasks extension', () => {
  it.each(KINDS)('a %s client gets the structured output of a background tool with an outputSchema', async (kind) => {
    const client = await connectHttp(kind, await endpoint());
    closers.push(() => client.close());
    const result = await client.callTool({ name: 'report', arguments: { topic: 'tides' } });
    expect(result).toMatchObject({
      content: [{ type: 'text', text: '{"text":"report on tides"}' }],
      structuredContent: { text: 'report on tides' },
      isError: false,
    });
  });

  it.each(KINDS)('a %s client gets the text output of a background tool, never the placeholder', async (kind) => {
    const client = await connectHttp(kind, await endpoint());
    closers.push(() => client.close());
    const result = await client.callTool({ name: 'note', arguments: { topic: 'moons' } });
    expect(result).toMatchObject({ content: [{ type: 'text', text: 'note on moons' }], isError: false });
    expect(JSON.stringify(result)).not.toContain('Background task started');
  });

  it('an SDK 2 client that asked for progress gets what the tool reports while its task runs', async () => {
    const client = new ClientV2({ name: 'c', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(new StreamableHTTPClientTransport(await endpoint()));
    closers.push(() => client.close());
    const progress: Array<{ message?: string }> = [];
    const result = await client.callTool(
      { name: 'report', arguments: { topic: 'tides' } },
      { onprogress: (p) => void progress.push(p), resetTimeoutOnProgress: true },
    );
    expect(result).toMatchObject({ structuredContent: { text: 'report on tides' }, isError: false });
    expect(progress).toEqual([{ progress: 1, message: 'drafting tides' }]);
  });

  it('an SDK 1 client that asked for progress gets what the tool reports while its task runs', async () => {
    const client = new ClientV1({ name: 'c', version: '1.0.0' });
    await client.connect(new HttpV1(await endpoint()));
    closers.push(() => client.close());
    const progress: unknown[] = [];
    const result = await client.callTool({ name: 'report', arguments: { topic: 'tides' } }, undefined, {
      onprogress: (p) => void progress.push(p),
      resetTimeoutOnProgress: true,
    });
    expect(result).toMatchObject({ structuredContent: { text: 'report on tides' }, isError: false });
    expect(progress).toEqual([{ progress: 1, message: 'drafting tides' }]);
  });

  it.each(['v1', 'v2'] as const)(
    'an SDK %s client that asked for progress hears the server while a silent background tool runs, then gets its output',
    async (sdk) => {
      // The tool reports nothing; it ends once the client has heard two beats, so the test waits
      // on what happened, not on the clock.
      const heard = deferred();
      const quiet = createTool({
        id: 'quiet',
        description: 'Works without reporting',
        inputSchema: z.object({}),
        background: { enabled: true },
        execute: async () => {
          await heard.promise;
          return 'done quietly';
        },
      });
      const handler = createMcpHttpHandler({ quiet }, { name: 'beats', version: '1.0.0', tasks: { heartbeatMs: 5 } });
      const http = await listen(handler);
      closers.push(async () => {
        await handler.close();
        await http.close();
      });
      const progress: Array<{ progress: number; message?: string }> = [];
      const onprogress = (p: { progress: number; message?: string }) => {
        progress.push(p);
        if (progress.length === 2) heard.resolve();
      };
      let result: unknown;
      if (sdk === 'v1') {
        const client = new ClientV1({ name: 'c', version: '1.0.0' });
        await client.connect(new HttpV1(http.url));
        closers.push(() => client.close());
        result = await client.callTool({ name: 'quiet', arguments: {} }, undefined, { onprogress, resetTimeoutOnProgress: true });
      } else {
        const client = new ClientV2({ name: 'c', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
        await client.connect(new StreamableHTTPClientTransport(http.url));
        closers.push(() => client.close());
        result = await client.callTool({ name: 'quiet', arguments: {} }, { onprogress, resetTimeoutOnProgress: true });
      }
      expect(result).toMatchObject({ content: [{ type: 'text', text: 'done quietly' }], isError: false });
      expect(progress.slice(0, 2)).toEqual([
        { progress: 1, message: 'still running' },
        { progress: 2, message: 'still running' },
      ]);
    },
  );

  it('refuses a heartbeatMs that is not a positive integer, naming the option', () => {
    expect(() => createMcpHttpHandler(tools, { name: 't', version: '1.0.0', tasks: { heartbeatMs: 0 } })).toThrow(
      new TypeError('toolwright/mcp/v2: tasks.heartbeatMs must be a positive integer (milliseconds), got 0.'),
    );
  });
});
