/**
 * `toolwright/mcp` (SDK 1) serving a background-enabled tool: the client gets the tool's real
 * output as the call's result (the call waits for the background task), what the tool reports
 * while it runs reaches a client that asked for progress, and a tool that reports nothing is kept
 * alive by a "still running" progress notification. Never the "started in the background"
 * placeholder, which an MCP client cannot follow up on.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpHttpHandler, createMcpServer } from '../../../src/mcp';
import { createTool } from '../../../src/tools';
import { backgroundTools } from './background-tools';
import { deferred } from '../../deferred';
import { connect } from './helpers';
import { listen } from './node-http';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const tools = backgroundTools;

async function httpClient(handler: ReturnType<typeof createMcpHttpHandler>): Promise<Client> {
  const http = await listen(handler);
  closers.push(async () => {
    await handler.close();
    await http.close();
  });
  const client = new Client({ name: 'c', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(http.url));
  closers.push(() => client.close());
  return client;
}

describe('toolwright/mcp: background-enabled tools answer with their output', () => {
  it('over HTTP: the structured output of a tool with an outputSchema, and the text of one without', async () => {
    const client = await httpClient(createMcpHttpHandler(tools, { name: 'bg', version: '1.0.0' }));
    const report = await client.callTool({ name: 'report', arguments: { topic: 'tides' } });
    expect(report).toMatchObject({ content: [{ type: 'text', text: '{"text":"report on tides"}' }], structuredContent: { text: 'report on tides' } });
    expect(report.isError).toBeFalsy();
    const note = await client.callTool({ name: 'note', arguments: { topic: 'moons' } });
    expect(note).toMatchObject({ content: [{ type: 'text', text: 'note on moons' }] });
    expect(note.isError).toBeFalsy();
    expect(JSON.stringify([report, note])).not.toContain('Background task started');
  });

  it('on a server from createMcpServer: the output, and what the tool reports as progress', async () => {
    const client = await connect(createMcpServer(tools, { name: 'bg', version: '1.0.0' }));
    closers.push(() => client.close());
    const progress: unknown[] = [];
    const result = await client.callTool({ name: 'report', arguments: { topic: 'tides' } }, undefined, {
      onprogress: (p) => void progress.push(p),
      resetTimeoutOnProgress: true,
    });
    expect(result).toMatchObject({ structuredContent: { text: 'report on tides' } });
    expect(result.isError).toBeFalsy();
    expect(progress).toEqual([{ progress: 1, message: 'drafting tides' }]);
  });

  it('a client that asked for progress hears "still running" while a silent background tool runs, then gets its output', async () => {
    // The tool ends once the client has heard two beats: the test waits on what happened, not on the clock.
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
    const client = await httpClient(createMcpHttpHandler({ quiet }, { name: 'beats', version: '1.0.0', heartbeatMs: 5 }));
    const progress: Array<{ progress: number; message?: string }> = [];
    const result = await client.callTool({ name: 'quiet', arguments: {} }, undefined, {
      onprogress: (p) => {
        progress.push(p);
        if (progress.length === 2) heard.resolve();
      },
      resetTimeoutOnProgress: true,
    });
    expect(result).toMatchObject({ content: [{ type: 'text', text: 'done quietly' }] });
    expect(progress.slice(0, 2)).toEqual([
      { progress: 1, message: 'still running' },
      { progress: 2, message: 'still running' },
    ]);
  });

  it('refuses a heartbeatMs that is not a positive integer, naming the option', () => {
    expect(() => createMcpServer(tools, { name: 't', version: '1.0.0', heartbeatMs: 1.5 })).toThrow(
      new TypeError('toolwright/mcp: heartbeatMs must be a positive integer (milliseconds), got 1.5.'),
    );
  });
});
