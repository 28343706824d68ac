// The server the official MCP conformance suite runs against: the tools its scenarios name, made
// with createTool and served by createMcpHttpHandler, nothing else of toolwright (its public API,
// through the built package). Usage: node test/conformance/server.mjs <mode>, the mode one of
// stateless, stateful (toolwright/mcp, SDK 1), v2-stateless, v2-stateful (toolwright/mcp/v2,
// SDK 2: the suite's 2025-era clients reach its legacy serving).
// It listens on a free 127.0.0.1 port, with DNS rebinding protection on, and prints its URL.
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHttpHandler } from 'toolwright/mcp';
import { createMcpHttpHandler as createV2Handler } from 'toolwright/mcp/v2';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const WAV = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const noInput = z.object({});

/** A tool whose model output is `parts`, as MCP content. */
function contentTool(id, parts) {
  return createTool({
    id,
    description: `Returns ${id}`,
    inputSchema: noInput,
    execute: async () => ({ ok: true }),
    toModelOutput: () => ({ type: 'content', value: parts }),
  });
}

const embedded = (uri, mimeType, text) => ({ type: 'custom', providerOptions: { mcp: { type: 'resource', resource: { uri, mimeType, text } } } });

function elicitationTool(id, requestedSchema) {
  return createTool({
    id,
    description: `Asks the user (${id})`,
    inputSchema: noInput,
    execute: async (_input, context) => {
      const answer = await context.mcp.elicitation.sendRequest({ message: 'Please review these values', requestedSchema });
      return `Elicitation completed: action=${answer.action}, content=${JSON.stringify(answer.content ?? {})}`;
    },
  });
}

const tools = {
  test_simple_text: createTool({
    id: 'test_simple_text',
    description: 'Simple text',
    inputSchema: noInput,
    execute: async () => 'This is a simple text response for testing.',
  }),
  test_image_content: contentTool('test_image_content', [{ type: 'image-data', data: PNG, mediaType: 'image/png' }]),
  test_audio_content: contentTool('test_audio_content', [{ type: 'file-data', data: WAV, mediaType: 'audio/wav' }]),
  test_embedded_resource: contentTool('test_embedded_resource', [embedded('test://embedded-resource', 'text/plain', 'This is an embedded resource content.')]),
  test_multiple_content_types: contentTool('test_multiple_content_types', [
    { type: 'text', text: 'Multiple content types test:' },
    { type: 'image-data', data: PNG, mediaType: 'image/png' },
    embedded('test://mixed-content-resource', 'application/json', '{"test":"data","value":123}'),
  ]),
  test_tool_with_logging: createTool({
    id: 'test_tool_with_logging',
    description: 'Logs three messages',
    inputSchema: noInput,
    execute: async (_input, context) => {
      await context.mcp.log('info', 'Tool execution started');
      await pause(50);
      await context.mcp.log('info', 'Tool processing data');
      await pause(50);
      await context.mcp.log('info', 'Tool execution completed');
      return 'Logging tool executed';
    },
  }),
  test_error_handling: createTool({
    id: 'test_error_handling',
    description: 'Always fails',
    inputSchema: noInput,
    execute: async () => {
      throw new Error('This tool intentionally returns an error for testing');
    },
  }),
  test_tool_with_progress: createTool({
    id: 'test_tool_with_progress',
    description: 'Reports progress',
    inputSchema: noInput,
    execute: async (_input, context) => {
      for (const progress of [0, 50, 100]) {
        await context.mcp.progress({ progress, total: 100 });
        if (progress < 100) await pause(50);
      }
      return 'Progress tool executed';
    },
  }),
  test_sampling: createTool({
    id: 'test_sampling',
    description: "Asks the client's model",
    inputSchema: z.object({ prompt: z.string() }),
    execute: async ({ prompt }, context) => {
      if (!context.mcp.sampling) throw new Error('This client did not declare the sampling capability');
      const answer = await context.mcp.sampling.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: prompt } }], maxTokens: 100 });
      return `LLM response: ${answer.content?.text ?? JSON.stringify(answer.content)}`;
    },
  }),
  test_elicitation: createTool({
    id: 'test_elicitation',
    description: 'Asks the user',
    inputSchema: z.object({ message: z.string() }),
    execute: async ({ message }, context) => {
      const answer = await context.mcp.elicitation.sendRequest({
        message,
        requestedSchema: {
          type: 'object',
          properties: { username: { type: 'string', description: "User's response" }, email: { type: 'string', description: "User's email address" } },
          required: ['username', 'email'],
        },
      });
      return `User response: action=${answer.action}, content=${JSON.stringify(answer.content ?? {})}`;
    },
  }),
  test_elicitation_sep1034_defaults: elicitationTool('test_elicitation_sep1034_defaults', {
    type: 'object',
    properties: {
      name: { type: 'string', default: 'John Doe' },
      age: { type: 'integer', default: 30 },
      score: { type: 'number', default: 95.5 },
      status: { type: 'string', enum: ['active', 'inactive', 'pending'], default: 'active' },
      verified: { type: 'boolean', default: true },
    },
  }),
  test_elicitation_sep1330_enums: elicitationTool('test_elicitation_sep1330_enums', {
    type: 'object',
    properties: {
      untitledSingle: { type: 'string', enum: ['option1', 'option2', 'option3'] },
      titledSingle: {
        type: 'string',
        oneOf: [
          { const: 'value1', title: 'First Option' },
          { const: 'value2', title: 'Second Option' },
          { const: 'value3', title: 'Third Option' },
        ],
      },
      legacyEnum: { type: 'string', enum: ['opt1', 'opt2', 'opt3'], enumNames: ['Option One', 'Option Two', 'Option Three'] },
      untitledMulti: { type: 'array', items: { type: 'string', enum: ['option1', 'option2', 'option3'] } },
      titledMulti: {
        type: 'array',
        items: {
          anyOf: [
            { const: 'value1', title: 'First Choice' },
            { const: 'value2', title: 'Second Choice' },
            { const: 'value3', title: 'Third Choice' },
          ],
        },
      },
    },
  }),
  json_schema_2020_12_tool: {
    id: 'json_schema_2020_12_tool',
    description: 'Tool with JSON Schema 2020-12 features',
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      $defs: { address: { type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } } },
      properties: { name: { type: 'string' }, address: { $ref: '#/$defs/address' } },
      additionalProperties: false,
    },
    execute: async (input) => JSON.stringify(input),
  },
};

const modes = ['stateless', 'stateful', 'v2-stateless', 'v2-stateful'];
const mode = modes.includes(process.argv[2]) ? process.argv[2] : 'stateless';
let handle;

async function toRequest(req, res, origin) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

let origin = '';
const server = createServer((req, res) => {
  toRequest(req, res, origin)
    .then((request) => handle(request))
    .then((response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) Readable.fromWeb(response.body).pipe(res);
      else res.end();
    })
    .catch((error) => res.writeHead(500).end(String(error)));
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  origin = `http://127.0.0.1:${port}`;
  const identity = { name: 'toolwright-conformance', version: '1.0.0' };
  handle = mode.startsWith('v2-')
    ? createV2Handler(tools, { ...identity, legacy: mode.slice(3), allowedHosts: ['127.0.0.1', 'localhost', '[::1]'] })
    : createMcpHttpHandler(tools, {
        ...identity,
        sessions: mode,
        transport: { enableDnsRebindingProtection: true, allowedHosts: [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`] },
      });
  console.log(`${origin}/mcp`);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
