// A ticket answers its call once on every wire, also when the application builds its tools (and
// its server or HTTP handler) anew for each request, as a serverless handler or a per-request
// factory does: the second answer to the same ticket is refused and the tool does not run again.
// (A store made per tool set would forget the first answer with the tools that held it.)
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { generateText, stepCountIs } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { isSuspendedToolResult, toAISDKTools } from '../../src/ai-sdk';
import { createMcpHttpHandler as createHandlerV1 } from '../../src/mcp';
import { createMcpHttpHandler as createHandlerV2 } from '../../src/mcp-v2';
import {
  runAnthropicToolCalls,
  runGeminiToolCalls,
  runOpenAIChatToolCalls,
  runOpenAIResponsesToolCalls,
  type ProviderToolCalls,
  type ProviderToolCallsOptions,
} from '../../src/providers';
import { runToolCall, serializePendingToolCall, type TicketOptions } from '../../src/runtime';
import { testTool } from '../../src/testing';
import { scriptedModel } from '../adapters/ai-sdk/harness';
import { listen } from '../adapters/mcp/node-http';
import { newProbe, quiet } from './drivers/shared';
import { contractTools, type Probe } from './tools';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** What a cluster shares: one signing key, so any instance verifies any instance's tickets. */
const SHARED_KEYS: TicketOptions = { keys: ['a-shared-ticket-key-of-32-bytes-or-more!'] };

const refund = { orderId: 'A1', amountEur: 10 };

describe('AI SDK: a suspended call resumes once', () => {
  it('with the tools built anew for each request (toAISDKTools on fresh tools)', async () => {
    const probe = newProbe();
    const model = scriptedModel([[{ toolCallId: 'c1', toolName: 'confirm', deltas: ['{"orderId":"A1"}'] }]]);
    const first = await generateText({ model, tools: toAISDKTools(contractTools(probe), { logger: quiet }), prompt: 'Cancel A1', stopWhen: stepCountIs(2) });
    const placeholder = first.steps[0]?.toolResults.find((r) => r.toolCallId === 'c1')?.output;
    if (!isSuspendedToolResult(placeholder)) throw new Error('expected the suspended placeholder');
    // The application keeps the ticket (JSON) and resumes on a later request, with its tools rebuilt.
    const resume = { pending: JSON.stringify(placeholder.pending), resumeData: { confirmed: true } };
    const once = await runToolCall(contractTools(probe), { toolCallId: 'c1' }, { resume, logger: quiet });
    expect(once.status).toBe('completed');
    const again = await runToolCall(contractTools(probe), { toolCallId: 'c1' }, { resume, logger: quiet });
    expect([again.status, again.error?.name]).toEqual(['failed', 'TicketReplayError']);
    expect(probe.runs).toEqual({ confirm: 2 }); // the suspending pass and one resume
  });
});

type Loop = (tools: ReturnType<typeof contractTools>, options: ProviderToolCallsOptions) => Promise<ProviderToolCalls<unknown>>;

const loops: Array<{ name: string; loop: Loop }> = [
  {
    name: 'OpenAI Chat',
    loop: (tools, options) =>
      runOpenAIChatToolCalls(tools, [{ id: 'c1', type: 'function', function: { name: 'refund', arguments: JSON.stringify(refund) } }], options),
  },
  {
    name: 'OpenAI Responses',
    loop: (tools, options) =>
      runOpenAIResponsesToolCalls(tools, [{ type: 'function_call', call_id: 'c1', name: 'refund', arguments: JSON.stringify(refund) }], options),
  },
  { name: 'Anthropic', loop: (tools, options) => runAnthropicToolCalls(tools, [{ type: 'tool_use', id: 'c1', name: 'refund', input: refund }], options) },
  { name: 'Gemini', loop: (tools, options) => runGeminiToolCalls(tools, [{ functionCall: { id: 'c1', name: 'refund', args: refund } }], options) },
];

describe.each(loops)('$name loop: an approval answers its call once', ({ loop }) => {
  it('with the tools built anew for each request', async () => {
    const probe = newProbe();
    const first = await loop(contractTools(probe), { logger: quiet });
    const ticket = serializePendingToolCall(first.pending[0]!.pending!);
    const resume = { c1: { pending: ticket, approved: true } };
    const once = await loop(contractTools(probe), { resume, logger: quiet });
    expect(once.records.map((r) => r.status)).toEqual(['completed']);
    const again = await loop(contractTools(probe), { resume, logger: quiet });
    expect(again.records.map((r) => [r.status, r.error?.name])).toEqual([['failed', 'TicketReplayError']]);
    expect(probe.runs).toEqual({ refund: 1 });
  });
});

describe('testTool: an approval answers its call once', () => {
  it('with a new harness (and a new tool) for the second answer', async () => {
    const probe = newProbe();
    const harness = testTool(contractTools(probe).refund, { logger: quiet });
    const paused = await harness.call(refund);
    expect(paused.status).toBe('approval-required');
    const ticket = serializePendingToolCall(paused.pending!);
    expect((await harness.approve()).status).toBe('completed');
    const again = await testTool(contractTools(probe).refund, { logger: quiet }).approve({ from: ticket });
    expect([again.status, again.error?.name]).toEqual(['failed', 'TicketReplayError']);
    expect(probe.runs).toEqual({ refund: 1 });
  });
});

/** An endpoint whose handler (and tools) is built for the one request it serves, as a serverless function does. */
async function perRequestEndpoint(make: () => (request: Request) => Promise<Response>): Promise<URL> {
  const http = await listen(async (request) => make()(request));
  closers.push(() => http.close());
  return http.url;
}

describe('MCP SDK 2 (2026-07-28): a requestState answers its call once', () => {
  const yes = { approval: { action: 'accept', content: { approved: true } } };

  async function manualClient(url: URL) {
    const client = new ClientV2({ name: 'replayer', version: '1.0.0' }, {
      capabilities: { elicitation: { form: {} } },
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      inputRequired: { autoFulfill: false },
    } as never);
    await client.connect(new TransportV2(url));
    closers.push(() => client.close());
    return (params: Record<string, unknown>) =>
      client.callTool(params as never, { allowInputRequired: true } as never) as unknown as Promise<Record<string, unknown>>;
  }

  it.each([
    ['the per-process key', undefined],
    ['keys shared by a cluster', SHARED_KEYS],
  ] as const)('with the handler and the tools built anew for each request (%s)', async (_name, tickets) => {
    const probe = newProbe();
    const handlers: Array<{ close(): Promise<void> }> = [];
    closers.push(async () => {
      for (const handler of handlers) await handler.close();
    });
    const url = await perRequestEndpoint(() => {
      const handler = createHandlerV2(contractTools(probe), {
        name: 'contract',
        version: '1.0.0',
        runtime: { logger: quiet },
        ...(tickets ? { tickets } : {}),
      });
      handlers.push(handler);
      return handler;
    });
    const call = await manualClient(url);
    const first = await call({ name: 'refund', arguments: refund });
    expect(first['resultType']).toBe('input_required');
    const requestState = first['requestState'];
    const answered = await call({ name: 'refund', arguments: refund, inputResponses: yes, requestState });
    expect(answered).toMatchObject({ isError: false });
    const replayed = await call({ name: 'refund', arguments: refund, inputResponses: yes, requestState });
    expect(replayed).toMatchObject({ isError: true });
    expect(JSON.stringify(replayed['content'])).toContain('was already used');
    expect(probe.runs).toEqual({ refund: 1 });
  });
});

describe('MCP SDK 1: no ticket ever reaches the client, so there is none to answer twice', () => {
  it('with the handler built for each request: a call waiting on approval or resume data answers isError text without its ticket', async () => {
    const probe: Probe = newProbe();
    const url = await perRequestEndpoint(() => createHandlerV1(contractTools(probe), { name: 'contract', version: '1.0.0', runtime: { logger: quiet } }));
    // A client that cannot be asked: the approval and the resume stay on the server.
    const client = new ClientV1({ name: 'plain', version: '1.0.0' });
    await client.connect(new TransportV1(url));
    closers.push(() => client.close());
    const gated = await client.callTool({ name: 'refund', arguments: refund });
    const suspended = await client.callTool({ name: 'confirm', arguments: { orderId: 'A1' } });
    for (const result of [gated, suspended]) {
      expect(result.isError).toBe(true);
      const text = JSON.stringify(result);
      expect(text).not.toMatch(/hs256\.|signature|argsDigest|"pending"/);
    }
    expect(probe.runs).toEqual({ confirm: 1 });
  });
});
