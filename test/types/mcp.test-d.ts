import { createTool as createMastraTool } from '@mastra/core/tools';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createMcpHttpHandler, createMcpServer, registerMcpTools, type McpTools } from '../../src/mcp';
import { createTool } from '../../src/tools';

const weather = createTool({
  id: 'weather',
  description: 'Weather',
  inputSchema: z.object({ location: z.string() }),
  outputSchema: z.object({ temperature: z.number() }),
  execute: async () => ({ temperature: 21 }),
});

describe('toolwright/mcp types', () => {
  it('serves toolwright tools, Mastra tools and plain tool objects, and returns the SDK Server', () => {
    const mastra = createMastraTool({ id: 'm', description: 'Mastra', inputSchema: z.object({ q: z.string() }), execute: async () => 'ok' });
    const plain = { id: 'plain', description: 'Plain', execute: async (input: { n: number }) => input.n };
    expectTypeOf(createMcpServer({ weather, mastra, plain }, { name: 'x', version: '1.0.0' })).toEqualTypeOf<Server>();
    expectTypeOf(registerMcpTools).parameter(1).toEqualTypeOf<McpTools>();
  });

  it('the HTTP handler is a Web-standard Request to Response function', () => {
    const handle = createMcpHttpHandler({ weather }, { name: 'x', version: '1.0.0', sessions: 'stateless' });
    expectTypeOf(handle).toBeCallableWith(new Request('http://127.0.0.1/mcp'));
    expectTypeOf(handle(new Request('http://127.0.0.1/mcp'))).toEqualTypeOf<Promise<Response>>();
  });

  it('rejects options without a name and version, and an unknown sessions mode', () => {
    // @ts-expect-error the server's name and version are required
    createMcpServer({ weather }, {});
    // @ts-expect-error only 'stateless' and 'stateful'
    createMcpHttpHandler({ weather }, { name: 'x', version: '1.0.0', sessions: 'sticky' });
  });
});
