/**
 * The smoke scenario every runtime runs (Node, Bun, Deno, workerd, Chromium), from the built
 * package: tools on zod 4, valibot and arktype called with valid and invalid input, an approval
 * ticket signed by one runToolCall and verified by a second, toModelOutput and a display
 * transform, and the MCP HTTP handler answering tools/list and tools/call. It returns plain JSON,
 * which the test compares with what the same scenario gives on Node.
 */
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { type } from 'arktype';
import { callTool, isValidationError } from 'toolwright';
import { createMcpHttpHandler, type McpHttpHandler } from 'toolwright/mcp';
import { runToolCall, serializePendingToolCall, type TicketOptions } from 'toolwright/runtime';
import { createTool } from 'toolwright/tools';
import * as v from 'valibot';
import { z } from 'zod';

/**
 * The scenario's tools, made on each call: a Worker then defines them inside a request, where
 * workerd forbids code generation (arktype needs its jitless mode there).
 */
export function scenarioTools() {
  return {
    // zod 4, with what the model and the UI are shown.
    forecast: createTool({
      id: 'forecast',
      description: 'Forecast for a city',
      inputSchema: z.object({ city: z.string().min(1), days: z.number().int().min(1).max(7) }),
      outputSchema: z.object({ city: z.string(), days: z.number(), sky: z.string(), stationKey: z.string() }),
      execute: async ({ city, days }) => ({ city, days, sky: 'clear', stationKey: 'internal-42' }),
      toModelOutput: (output) => ({ type: 'text', value: `${output.city}: ${output.sky} for ${output.days} days` }),
      transform: { display: { output: ({ output }) => ({ city: output?.city, sky: output?.sky }) } },
    }),
    // valibot, through its Standard JSON Schema wrapper.
    subscribe: createTool({
      id: 'subscribe',
      description: 'Subscribes an address',
      inputSchema: toStandardJsonSchema(v.object({ email: v.pipe(v.string(), v.email()) })),
      execute: async ({ email }) => ({ subscribed: email }),
    }),
    greet: createTool({
      id: 'greet',
      description: 'Greets a person',
      inputSchema: type({ name: 'string', age: 'number.integer >= 0' }),
      execute: async ({ name, age }) => `Hello ${name} (${age})`,
    }),
    // Runs only once approved.
    transfer: createTool({
      id: 'transfer',
      description: 'Moves money',
      inputSchema: z.object({ amount: z.number().positive() }),
      requireApproval: true,
      execute: async ({ amount }) => ({ moved: amount }),
    }),
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value as JSON (undefined members dropped), so results compare across runtimes. */
function json(value: unknown): Json {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** A valid and an invalid call of one tool: the output, and the ValidationError's message. */
async function validCall(tool: Parameters<typeof callTool>[0], valid: unknown, invalid: unknown): Promise<Json> {
  const ok = await callTool(tool, valid as never);
  const bad = await callTool(tool, invalid as never);
  return {
    valid: json(ok),
    invalidIsValidationError: isValidationError(bad),
    invalidMessage: isValidationError(bad) ? bad.message : null,
  };
}

const TICKETS: TicketOptions = { keys: ['smoke-test-ticket-key-of-32-bytes-or-more'] };

/** The approval flow: one call stops with a signed ticket, a second verifies it and runs. */
async function approval(transfer: ReturnType<typeof scenarioTools>['transfer']): Promise<Json> {
  const tools = { transfer };
  const first = await runToolCall(tools, { toolCallId: 'call-1', toolName: 'transfer', args: { amount: 5 } }, { tickets: TICKETS });
  const ticket = serializePendingToolCall(first.pending!);
  const second = await runToolCall(tools, { toolCallId: 'call-1' }, { resume: { pending: ticket, approved: true }, tickets: TICKETS });
  const forged = JSON.stringify({ ...JSON.parse(ticket), args: { amount: 5000 } });
  const third = await runToolCall(tools, { toolCallId: 'call-1' }, { resume: { pending: forged, approved: true }, tickets: TICKETS });
  return {
    first: first.status,
    signed: typeof JSON.parse(ticket).signature === 'string',
    second: second.status,
    result: json(second.result),
    forged: third.status,
    forgedError: third.error?.name ?? null,
  };
}

/** toModelOutput and the display transform, through the runtime. */
async function outputs(forecast: ReturnType<typeof scenarioTools>['forecast']): Promise<Json> {
  const record = await runToolCall({ forecast }, { toolCallId: 'call-2', toolName: 'forecast', args: { city: 'Oslo', days: 3 } });
  return {
    status: record.status,
    result: json(record.result),
    modelOutput: json(record.modelOutput),
    display: json(record.transforms?.display?.['output-available']),
  };
}

/** Everything but MCP, run where the scenario runs. */
export async function localChecks(): Promise<Json> {
  const tools = scenarioTools();
  return {
    zod: await validCall(tools.forecast, { city: 'Paris', days: 2 }, { city: '', days: 9 }),
    valibot: await validCall(tools.subscribe, { email: 'ada@example.com' }, { email: 'not-an-address' }),
    arktype: await validCall(tools.greet, { name: 'Ada', age: 36 }, { name: 'Ada', age: -1.5 }),
    approval: await approval(tools.transfer),
    outputs: await outputs(tools.forecast),
  };
}

/** The MCP endpoint the runtimes serve: a stateless Streamable HTTP handler. */
export function createScenarioMcpHandler(): McpHttpHandler {
  const { forecast, greet } = scenarioTools();
  return createMcpHttpHandler({ forecast, greet }, { name: 'smoke', version: '1.0.0' });
}

/** The JSON-RPC result of an MCP response, whether it came as JSON or as an SSE stream. */
async function rpcResult(response: Response): Promise<{ status: number; body: { result?: unknown; error?: unknown } }> {
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const data = type.includes('text/event-stream')
    ? text
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .pop()
    : text;
  return { status: response.status, body: data ? JSON.parse(data) : {} };
}

/** One initialize, one tools/list and one tools/call, sent with `send` to the endpoint at `url`. */
export async function mcpExchange(send: (request: Request) => Promise<Response>, url: string): Promise<Json> {
  let version: string | undefined;
  const post = async (id: number, method: string, params: Record<string, unknown>) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    if (version) headers['mcp-protocol-version'] = version;
    return rpcResult(await send(new Request(url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id, method, params }) })));
  };
  const init = await post(1, 'initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'smoke', version: '1.0.0' },
  });
  version = (init.body.result as { protocolVersion?: string } | undefined)?.protocolVersion;
  const list = await post(2, 'tools/list', {});
  const call = await post(3, 'tools/call', { name: 'forecast', arguments: { city: 'Lima', days: 1 } });
  const invalid = await post(4, 'tools/call', { name: 'greet', arguments: { name: 'Ada', age: 'old' } });
  const tools = (list.body.result as { tools?: Array<{ name: string; inputSchema: unknown }> } | undefined)?.tools ?? [];
  return {
    initialized: typeof version === 'string',
    listStatus: list.status,
    tools: json(tools.map(({ name, inputSchema }) => ({ name, inputSchema }))),
    callStatus: call.status,
    call: json(call.body.result ?? call.body.error),
    invalid: json(invalid.body.result ?? invalid.body.error),
  };
}

/** The whole scenario, MCP included; `send` reaches an endpoint that serves `createScenarioMcpHandler()`. */
export async function runScenario(send: (request: Request) => Promise<Response>, url: string): Promise<Json> {
  const local = (await localChecks()) as Record<string, Json>;
  return { ...local, mcp: await mcpExchange(send, url) };
}

/** Runs `body` and returns its JSON, or the error it threw (as JSON too). */
export async function settle(body: () => Promise<Json>): Promise<Json> {
  try {
    return await body();
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : String(error) };
  }
}

/** The line a runtime prints, which the test finds in its output. */
export const RESULT_PREFIX = 'SMOKE_RESULT ';
