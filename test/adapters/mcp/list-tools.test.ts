import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createTool } from '../../../src/tools';
import { createMcpServer, McpToolDefinitionError } from '../../../src/mcp';
import { ToolwrightError } from '../../../src/errors/toolwright-error';
import { connect } from './helpers';

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

const weather = createTool({
  id: 'weather-tool',
  title: 'Weather',
  description: 'Current weather',
  inputSchema: z.object({ location: z.string(), units: z.enum(['c', 'f']).optional() }),
  outputSchema: z.object({ location: z.string(), temperature: z.number() }),
  strict: true,
  mcp: {
    annotations: { title: 'Weather Lookup', readOnlyHint: true, openWorldHint: false, bogus: 1 } as never,
    _meta: { category: 'weather', ui: { resourceUri: 'ui://weather/card' } },
  },
  execute: async ({ location }) => ({ location, temperature: 21 }),
});

describe('tools/list', () => {
  it('lists by record key with 2020-12 schemas, title, filtered annotations and _meta', async () => {
    const server = createMcpServer(
      {
        weather,
        echo: createTool({
          id: 'echo',
          description: 'Echo',
          inputSchema: z3.object({ text: z3.string() }),
          mcp: { _meta: { 'ui/resourceUri': 'ui://echo' } },
          execute: async ({ text }) => text,
        }),
        ping: createTool({ id: 'ping', description: 'No input', strict: false, execute: async () => 'pong' }),
        draft: createTool({ id: 'draft', description: 'No execute' }),
      },
      { name: 'test', version: '1.0.0' },
    );
    client = await connect(server);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['weather', 'echo', 'ping']);
    expect(tools[0]).toEqual({
      name: 'weather',
      title: 'Weather',
      description: 'Current weather',
      inputSchema: {
        $schema: DIALECT,
        type: 'object',
        properties: { location: { type: 'string' }, units: { type: 'string', enum: ['c', 'f'] } },
        required: ['location'],
        additionalProperties: false,
      },
      outputSchema: {
        $schema: DIALECT,
        type: 'object',
        properties: { location: { type: 'string' }, temperature: { type: 'number' } },
        required: ['location', 'temperature'],
        additionalProperties: false,
      },
      annotations: { title: 'Weather Lookup', readOnlyHint: true, openWorldHint: false },
      _meta: { category: 'weather', ui: { resourceUri: 'ui://weather/card' }, 'ui/resourceUri': 'ui://weather/card', mastra: { strict: true } },
    });
    // zod 3 derives a 2019-09 document; the listing names the dialect MCP reads.
    expect(tools[1]?.inputSchema).toEqual({
      $schema: DIALECT,
      type: 'object',
      properties: { text: { type: 'string' } },
      required: ['text'],
      additionalProperties: false,
    });
    expect(tools[1]?._meta).toEqual({ 'ui/resourceUri': 'ui://echo', ui: { resourceUri: 'ui://echo' } });
    expect(tools[1]).not.toHaveProperty('outputSchema');
    expect(tools[2]).toEqual({ name: 'ping', description: 'No input', inputSchema: { type: 'object', properties: {} }, _meta: { mastra: { strict: false } } });
  });

  it('gives a union of objects the object type MCP requires, and rejects a non-object input schema', () => {
    const server = createMcpServer(
      {
        pick: createTool({
          id: 'pick',
          description: 'Union',
          inputSchema: z.union([z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]),
          execute: async (input) => input.kind,
        }),
      },
      { name: 'test', version: '1.0.0' },
    );
    expect(server).toBeDefined();
    const make = () =>
      createMcpServer(
        { shout: createTool({ id: 'shout', description: 'String input', inputSchema: z.string(), execute: async (text) => text }) },
        { name: 'test', version: '1.0.0' },
      );
    expect(make).toThrowErrorMatchingInlineSnapshot(
      `[McpToolDefinitionError: Cannot list tool "shout" over MCP: MCP tool arguments are an object, so the input schema must describe an object (type "object" at its root); it describes type "string".]`,
    );
    try {
      make();
    } catch (error) {
      expect(McpToolDefinitionError.isInstance(error)).toBe(true);
      expect(ToolwrightError.isInstance(error)).toBe(true);
      expect((error as McpToolDefinitionError).toolName).toBe('shout');
    }
  });

  it('the union tool lists with type object at its root', async () => {
    const server = createMcpServer(
      {
        pick: createTool({
          id: 'pick',
          description: 'Union',
          inputSchema: z.union([z.object({ kind: z.literal('a') }), z.object({ n: z.number() })]),
          execute: async () => 'ok',
        }),
      },
      { name: 'test', version: '1.0.0' },
    );
    client = await connect(server);
    const { tools } = await client.listTools();
    expect(tools[0]?.inputSchema).toMatchObject({ $schema: DIALECT, type: 'object', anyOf: [{ type: 'object' }, { type: 'object' }] });
  });

  it('a non-object output schema is not listed (SDK clients reject it) and the tool answers with text', async () => {
    const server = createMcpServer(
      { list: createTool({ id: 'list', description: 'Array output', outputSchema: z.array(z.string()), execute: async () => ['a', 'b'] }) },
      { name: 'test', version: '1.0.0' },
    );
    client = await connect(server);
    const { tools } = await client.listTools();
    expect(tools[0]).not.toHaveProperty('outputSchema');
    expect(await client.callTool({ name: 'list', arguments: {} })).toEqual({ content: [{ type: 'text', text: '["a","b"]' }], isError: false });
  });

  it('rejects what is not a record of tools, naming the entry', () => {
    expect(() => createMcpServer([] as never, { name: 't', version: '1' })).toThrow('MCP tools must be a record of tools keyed by name, got an array.');
    expect(() => createMcpServer({ missing: undefined as never }, { name: 't', version: '1' })).toThrow(
      'Cannot serve tool "missing" over MCP: expected a tool object, got undefined.',
    );
  });
});

describe('tools/list, output schemas that cannot be listed', () => {
  it('an output schema without JSON Schema, or one that is not an object, is not listed; calls answer text', async () => {
    const v = await import('valibot');
    const server = createMcpServer(
      {
        raw: createTool({ id: 'raw', description: 'Raw valibot output', outputSchema: v.object({ n: v.number() }), execute: async () => ({ n: 1 }) }),
        anything: createTool({ id: 'anything', description: 'Any output', outputSchema: z.any(), execute: async () => ({ n: 2 }) }),
      },
      { name: 'test', version: '1.0.0' },
    );
    client = await connect(server);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => 'outputSchema' in tool)).toEqual([false, false]);
    expect(await client.callTool({ name: 'raw', arguments: {} })).toEqual({ content: [{ type: 'text', text: '{"n":1}' }], isError: false });
    expect(await client.callTool({ name: 'anything', arguments: {} })).toEqual({ content: [{ type: 'text', text: '{"n":2}' }], isError: false });
  });

  it('a raw valibot input schema (no JSON Schema) is a McpToolDefinitionError naming the tool', async () => {
    const v = await import('valibot');
    expect(() =>
      createMcpServer(
        { raw: createTool({ id: 'raw', description: 'Raw valibot input', inputSchema: v.object({ n: v.number() }), execute: async () => 'ok' }) },
        { name: 'test', version: '1.0.0' },
      ),
    ).toThrow(
      /^Cannot list tool "raw" over MCP: its input schema has no JSON Schema\. This valibot schema implements Standard Schema but not Standard JSON Schema/,
    );
  });
});
