/**
 * What a tool writes through `context.writer` reaches an MCP client as progress notifications when
 * the client asked for progress (a `progressToken`), on SDK 1 and SDK 2, with the real clients
 * over the SDKs' in-memory transports. Without a token nothing is sent, and the result is the same.
 */
import { Client as ClientV2, InMemoryTransport as InMemoryV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpServer as createMcpServerV1 } from '../../../src/mcp';
import { createMcpServer as createMcpServerV2 } from '../../../src/mcp-v2';
import { createTool } from '../../../src/tools';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const chunks: unknown[] = [];
const tools = {
  index: createTool({
    id: 'index',
    description: 'Indexes files, reporting each step',
    inputSchema: z.object({ files: z.number() }),
    execute: async ({ files }, context) => {
      await context.writer?.write({ step: 'scan', files });
      await context.writer?.write('half way');
      return { indexed: files };
    },
  }),
};
const options = { name: 'test', version: '1.0.0', runtime: { onChunk: (chunk: unknown) => void chunks.push(chunk) } };

type Call = (withProgress: boolean) => Promise<{ result: unknown; progress: unknown[] }>;

async function sdk1(): Promise<Call> {
  const server = createMcpServerV1(tools, options);
  const client = new ClientV1({ name: 'c', version: '1.0.0' });
  const [a, b] = InMemoryV1.createLinkedPair();
  await Promise.all([server.connect(b), client.connect(a)]);
  closers.push(() => client.close());
  return async (withProgress) => {
    const progress: unknown[] = [];
    const result = await client.callTool(
      { name: 'index', arguments: { files: 3 } },
      undefined,
      withProgress ? { onprogress: (p) => void progress.push(p) } : {},
    );
    return { result, progress };
  };
}

async function sdk2(): Promise<Call> {
  const server = createMcpServerV2(tools, options);
  const client = new ClientV2({ name: 'c', version: '1.0.0' });
  const [a, b] = InMemoryV2.createLinkedPair();
  await Promise.all([server.connect(b), client.connect(a)]);
  closers.push(() => client.close());
  return async (withProgress) => {
    const progress: unknown[] = [];
    const result = await client.callTool({ name: 'index', arguments: { files: 3 } }, withProgress ? { onprogress: (p: unknown) => void progress.push(p) } : {});
    return { result, progress };
  };
}

describe.each([
  ['SDK 1', sdk1],
  ['SDK 2', sdk2],
])('%s: writes become progress notifications', (_sdk, connect) => {
  it('one per write, numbered, the written value as the message, when the client asked for progress', async () => {
    chunks.length = 0;
    const call = await connect();
    const { result, progress } = await call(true);
    expect(result).toMatchObject({ isError: false });
    expect(progress).toEqual([
      { progress: 1, message: '{"step":"scan","files":3}' },
      { progress: 2, message: 'half way' },
    ]);
    // onChunk still gets what the tool wrote.
    expect(chunks.filter((chunk: any) => chunk.type === 'tool-output').map((chunk: any) => chunk.payload.output)).toEqual([
      { step: 'scan', files: 3 },
      'half way',
    ]);
  });

  it('nothing is sent without a progress token, and the result is the same', async () => {
    const call = await connect();
    const [asked, plain] = [await call(true), await call(false)];
    expect(plain.progress).toEqual([]);
    expect(plain.result).toEqual(asked.result);
  });
});
