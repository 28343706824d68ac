import { createTool as createMastraTool } from '@mastra/core/tools';
import { makeCoreTool } from '@mastra/core/utils';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { logSink } from '../../setup/log-sink';
import { z } from 'zod';
import { createMcpServer, registerMcpTools } from '../../../src/mcp';
import { createTool } from '../../../src/tools';
import { connect } from './helpers';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

// The same definitions go to toolwright's createTool and to the reference's.
const definitions = {
  weather: {
    id: 'weather-tool',
    description: 'Current weather',
    inputSchema: z.object({ location: z.string().min(2) }),
    outputSchema: z.object({ location: z.string(), temperature: z.number() }),
    execute: async ({ location }: { location: string }) => ({ location, temperature: location === 'Mars' ? ('cold' as unknown as number) : 21 }),
  },
  note: {
    id: 'note',
    description: 'Text output',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }: { text: string }) => `noted: ${text}`,
  },
  answer: { id: 'answer', description: 'Number output', execute: async () => 42 },
  boom: {
    id: 'boom',
    description: 'Throws',
    execute: async (): Promise<never> => {
      throw Object.assign(new Error('kaput', { cause: new TypeError('inner') }), { status: 503 });
    },
  },
};

const toolwrightTools = Object.fromEntries(Object.entries(definitions).map(([key, def]) => [key, createTool(def as never)]));

async function referenceExecute(key: keyof typeof definitions, args: unknown): Promise<any> {
  return createMastraTool(definitions[key] as never).execute!(args as never, {} as never);
}

async function referenceThrowText(key: keyof typeof definitions): Promise<string> {
  const core = makeCoreTool(createMastraTool(definitions[key] as never) as never, { name: key, description: 'd' } as never);
  try {
    await core.execute!({}, {} as never);
  } catch (error) {
    return JSON.stringify(error);
  }
  throw new Error('the reference did not throw');
}

describe('tools/call', () => {
  it('answers structuredContent plus JSON text with an outputSchema, text without', async () => {
    client = await connect(createMcpServer(toolwrightTools, { name: 'test', version: '1.0.0' }));
    expect(await client.callTool({ name: 'weather', arguments: { location: 'Paris' } })).toEqual({
      content: [{ type: 'text', text: '{"location":"Paris","temperature":21}' }],
      structuredContent: { location: 'Paris', temperature: 21 },
      isError: false,
    });
    expect(await client.callTool({ name: 'note', arguments: { text: 'hi' } })).toEqual({ content: [{ type: 'text', text: 'noted: hi' }], isError: false });
    expect(await client.callTool({ name: 'answer' })).toEqual({ content: [{ type: 'text', text: '42' }], isError: false });
  });

  it('bad input, bad output and a throw are isError results with the reference texts', async () => {
    const logs = logSink();
    client = await connect(createMcpServer(toolwrightTools, { name: 'test', version: '1.0.0', runtime: { logger: logs.logger } }));
    const badInput = await client.callTool({ name: 'weather', arguments: { location: 'P' } });
    const expectedInput = await referenceExecute('weather', { location: 'P' });
    expect(expectedInput.message).toMatch(/^Tool input validation failed for weather-tool\./);
    expect(badInput).toEqual({ content: [{ type: 'text', text: expectedInput.message }], isError: true });
    expect(logs.entries[0]).toMatchObject({
      level: 'warn',
      message: 'Tool input validation failed',
      args: [{ tool: 'weather-tool', validationError: expectedInput.message }],
    });

    const badOutput = await client.callTool({ name: 'weather', arguments: { location: 'Mars' } });
    const expectedOutput = await referenceExecute('weather', { location: 'Mars' });
    expect(expectedOutput.message).toMatch(/^Tool output validation failed for weather-tool\./);
    expect(badOutput).toEqual({ content: [{ type: 'text', text: expectedOutput.message }], isError: true });

    const thrown = await client.callTool({ name: 'boom', arguments: {} });
    const expectedThrow = await referenceThrowText('boom');
    expect(JSON.parse(expectedThrow)).toMatchObject({
      message: 'kaput',
      code: 'TOOL_EXECUTION_FAILED',
      cause: { message: 'kaput', status: 503, cause: { name: 'TypeError' } },
    });
    // Deviation 19: the thrown error's own fields and cause chain stay on the server.
    expect(thrown).toEqual({
      content: [{ type: 'text', text: JSON.stringify({ ...JSON.parse(expectedThrow), cause: { message: 'kaput', name: 'Error' } }) }],
      isError: true,
    });
  });

  it('a thrown error crosses as its name and message; the server logger keeps it whole (deviation 19)', async () => {
    const failure = Object.assign(new Error('Request failed with status code 401'), {
      config: { headers: { Authorization: 'Bearer SECRET-TOKEN' } },
      password: 'SECRET-PASSWORD',
    });
    const logged: unknown[][] = [];
    const logger = { warn: () => undefined, error: (...args: unknown[]) => void logged.push(args) };
    const http = createTool({
      id: 'http',
      description: 'Calls an API',
      execute: async () => {
        throw failure;
      },
    });
    client = await connect(createMcpServer({ http }, { name: 'test', version: '1.0.0', runtime: { logger } }));
    const result = (await client.callTool({ name: 'http', arguments: {} })) as { content: Array<{ text: string }>; isError: boolean };
    expect(result.isError).toBe(true);
    expect(JSON.parse(result.content[0]!.text)).toEqual({
      message: 'Request failed with status code 401',
      domain: 'TOOL',
      category: 'USER',
      code: 'TOOL_EXECUTION_FAILED',
      details: { errorMessage: 'Error: Request failed with status code 401', model: '' },
      cause: { message: 'Request failed with status code 401', name: 'Error' },
    });
    expect(result.content[0]!.text).not.toMatch(/SECRET-/);
    expect(logged).toEqual([['Error executing tool http:', failure]]);
  });

  it('an unknown tool and a tool without execute are "Unknown tool" isError results', async () => {
    client = await connect(createMcpServer({ draft: createTool({ id: 'draft', description: 'No execute' }) }, { name: 'test', version: '1.0.0' }));
    expect(await client.callTool({ name: 'draft', arguments: {} })).toEqual({ content: [{ type: 'text', text: 'Unknown tool: draft' }], isError: true });
    expect(await client.callTool({ name: 'nope', arguments: {} })).toEqual({ content: [{ type: 'text', text: 'Unknown tool: nope' }], isError: true });
  });

  it('a non-object output despite an object outputSchema is a clear isError, not a client-side failure', async () => {
    // A Standard Schema whose JSON Schema says "object" but whose validation accepts anything.
    const permissive = {
      '~standard': {
        version: 1,
        vendor: 'custom',
        validate: (value: unknown) => ({ value }),
        jsonSchema: { input: () => ({ type: 'object' }), output: () => ({ type: 'object' }) },
      },
    };
    const tool = createTool({
      id: 'loose',
      description: 'Declares an object, returns a list',
      outputSchema: permissive as never,
      execute: async () => ['not', 'an', 'object'] as never,
    });
    client = await connect(createMcpServer({ loose: tool }, { name: 'test', version: '1.0.0' }));
    const { tools } = await client.listTools();
    expect(tools[0]?.outputSchema).toMatchObject({ type: 'object' });
    expect(await client.callTool({ name: 'loose', arguments: {} })).toMatchInlineSnapshot(`
      {
        "content": [
          {
            "text": "Tool loose returned an array, but it declares an outputSchema, and MCP structuredContent must be a JSON object. Return an object, or remove the outputSchema to answer with text.",
            "type": "text",
          },
        ],
        "isError": true,
      }
    `);
  });

  it('validates with a plain JSON Schema for a tool object that does not validate by itself', async () => {
    const plain = {
      id: 'json',
      description: 'JSON Schema data',
      inputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] },
      execute: async ({ n }: { n: number }) => n + 1,
    };
    client = await connect(createMcpServer({ plain }, { name: 'test', version: '1.0.0', runtime: { logger: logSink().logger } }));
    expect(await client.callTool({ name: 'plain', arguments: { n: 1 } })).toEqual({ content: [{ type: 'text', text: '2' }], isError: false });
    const bad = await client.callTool({ name: 'plain', arguments: { n: 'one' } });
    expect(bad).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringMatching(/^Tool input validation failed for json\./) }] });
  });

  it('validates for a tool object that does not validate by itself', async () => {
    const plain = {
      id: 'plain',
      description: 'Not made by createTool',
      inputSchema: z.object({ n: z.number() }),
      outputSchema: z.object({ doubled: z.number() }),
      execute: async ({ n }: { n: number }) => ({ doubled: n === 0 ? 'zero' : n * 2 }),
    };
    client = await connect(createMcpServer({ plain }, { name: 'test', version: '1.0.0', runtime: { logger: logSink().logger } }));
    expect(await client.callTool({ name: 'plain', arguments: { n: 2 } })).toMatchObject({ structuredContent: { doubled: 4 }, isError: false });
    const badInput = await client.callTool({ name: 'plain', arguments: { n: 'two' } });
    expect(badInput).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringMatching(/^Tool input validation failed for plain\./) }] });
    const badOutput = await client.callTool({ name: 'plain', arguments: { n: 0 } });
    expect(badOutput).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringMatching(/^Tool output validation failed for plain\./) }] });
  });

  it('a result with no JSON text is empty content, and a cycle is made JSON-safe by the engine', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    client = await connect(
      createMcpServer(
        {
          nothing: createTool({ id: 'nothing', description: 'Returns undefined', execute: async () => undefined }),
          cycle: createTool({ id: 'cycle', description: 'Returns a cycle', execute: async () => cyclic }),
        },
        { name: 'test', version: '1.0.0' },
      ),
    );
    expect(await client.callTool({ name: 'nothing', arguments: {} })).toEqual({ content: [], isError: false });
    // The runtime hands every wire the same JSON-safe result (as the agent's stream does).
    expect(await client.callTool({ name: 'cycle', arguments: {} })).toEqual({ content: [{ type: 'text', text: '{"self":"[Circular]"}' }], isError: false });
  });

  it('registerMcpTools adds the tools to an existing Server, once', async () => {
    const server = new Server({ name: 'mine', version: '2.0.0' }, { capabilities: { logging: {} } });
    registerMcpTools(server, { note: toolwrightTools['note']! });
    expect(() => registerMcpTools(server, { answer: toolwrightTools['answer']! })).toThrow(
      'A request handler for tools/list already exists, which would be overridden',
    );
    client = await connect(server);
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, logging: {} });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['note']);
    expect(await client.callTool({ name: 'note', arguments: { text: 'x' } })).toEqual({ content: [{ type: 'text', text: 'noted: x' }], isError: false });
  });
});
