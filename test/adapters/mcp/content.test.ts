import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpServer } from '../../../src/mcp';
import { createTool } from '../../../src/tools';
import { connect } from './helpers';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const WAV = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';

function mapped(parts: unknown[], outputSchema?: z.ZodType) {
  return createTool({
    id: 'mapped',
    description: 'Maps its output',
    ...(outputSchema ? { outputSchema } : {}),
    execute: async () => ({ chart: 'sales', points: 3 }),
    toModelOutput: () => ({ type: 'content', value: parts }),
  } as never);
}

async function call(tool: ReturnType<typeof mapped>) {
  client = await connect(createMcpServer({ mapped: tool }, { name: 'test', version: '1.0.0' }));
  return client.callTool({ name: 'mapped', arguments: {} });
}

describe('toModelOutput → MCP content', () => {
  it('text, image, audio, URLs, a custom MCP item and other files keep their order', async () => {
    const resource = { type: 'resource', resource: { uri: 'file:///report.md', mimeType: 'text/markdown', text: '# Report' } };
    const result = await call(
      mapped([
        { type: 'text', text: 'Here is the chart' },
        { type: 'image-data', data: PNG, mediaType: 'image/png' },
        { type: 'file-data', data: WAV, mediaType: 'audio/wav' },
        { type: 'image-url', url: 'https://example.com/charts/sales.png' },
        { type: 'file-url', url: 'https://example.com/a/report.pdf', mediaType: 'application/pdf' },
        { type: 'custom', providerOptions: { mcp: resource } },
        { type: 'file-data', data: 'JVBERi0=', mediaType: 'application/pdf', filename: 'q3.pdf' },
        { type: 'image-url', url: `data:image/png;base64,${PNG}` },
      ]),
    );
    expect(result).toEqual({
      content: [
        { type: 'text', text: 'Here is the chart' },
        { type: 'image', data: PNG, mimeType: 'image/png' },
        { type: 'audio', data: WAV, mimeType: 'audio/wav' },
        { type: 'resource_link', uri: 'https://example.com/charts/sales.png', name: 'sales.png' },
        { type: 'resource_link', uri: 'https://example.com/a/report.pdf', name: 'report.pdf', mimeType: 'application/pdf' },
        resource,
        { type: 'resource', resource: { uri: 'attachment:q3.pdf', mimeType: 'application/pdf', blob: 'JVBERi0=' } },
        { type: 'image', data: PNG, mimeType: 'image/png' },
      ],
      isError: false,
    });
  });

  it('with an outputSchema, structuredContent stays the raw result', async () => {
    const result = await call(mapped([{ type: 'image-data', data: PNG, mediaType: 'image/png' }], z.object({ chart: z.string(), points: z.number() })));
    expect(result).toEqual({
      content: [{ type: 'image', data: PNG, mimeType: 'image/png' }],
      structuredContent: { chart: 'sales', points: 3 },
      isError: false,
    });
  });

  it('other parts and outputs are JSON text; error outputs are isError', async () => {
    const result = await call(
      mapped([
        { type: 'custom', providerOptions: { openai: { x: 1 } } },
        { type: 'file-id', fileId: 'f1' },
      ]),
    );
    expect(result).toEqual({
      content: [
        { type: 'text', text: '{"type":"custom","providerOptions":{"openai":{"x":1}}}' },
        { type: 'text', text: '{"type":"file-id","fileId":"f1"}' },
      ],
      isError: false,
    });
    await client?.close();
    const json = createTool({ id: 'j', description: 'json', execute: async () => 1, toModelOutput: () => ({ type: 'json', value: { n: 1 } }) });
    const failed = createTool({ id: 'e', description: 'error', execute: async () => 1, toModelOutput: () => ({ type: 'error-text', value: 'no chart' }) });
    client = await connect(createMcpServer({ json, failed }, { name: 'test', version: '1.0.0' }));
    expect(await client.callTool({ name: 'json', arguments: {} })).toEqual({ content: [{ type: 'text', text: '{"n":1}' }], isError: false });
    expect(await client.callTool({ name: 'failed', arguments: {} })).toEqual({ content: [{ type: 'text', text: 'no chart' }], isError: true });
  });

  it('a throwing toModelOutput is an isError result naming the tool', async () => {
    const broken = createTool({
      id: 'broken',
      description: 'Throws in toModelOutput',
      execute: async () => 1,
      toModelOutput: () => {
        throw new Error('bad mapping');
      },
    });
    client = await connect(createMcpServer({ broken }, { name: 'test', version: '1.0.0' }));
    const result = await client.callTool({ name: 'broken', arguments: {} });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]!.text).toContain('broken');
  });
});
