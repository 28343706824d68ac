// `allowedHosts` follows each entry's SDK: SDK 1's transport compares the whole Host header
// (port included), SDK 2's check compares its hostname. One table of Host headers, both entries.
import { describe, expect, it } from 'vitest';
import { createMcpHttpHandler as createV1Handler } from '../../../src/mcp';
import { createMcpHttpHandler as createV2Handler } from '../../../src/mcp-v2';
import { createTool } from '../../../src/tools';

const tools = { echo: createTool({ id: 'echo', description: 'Echoes', execute: async () => 'echo' }) };

function initialize(host: string): Request {
  return new Request('http://127.0.0.1:3000/mcp', {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'hosts', version: '1.0.0' } },
    }),
  });
}

/** The JSON-RPC message of a JSON body, or of an SSE body's one event. */
async function answerOf(response: Response): Promise<{ error?: { message: string }; result?: unknown }> {
  const text = await response.text();
  const data = response.headers.get('content-type')?.includes('text/event-stream') ? /^data: (.*)$/m.exec(text)?.[1] : text;
  return JSON.parse(data ?? 'null');
}

const entries = {
  'toolwright/mcp': (allowedHosts: string[]) =>
    createV1Handler(tools, { name: 'hosts', version: '1.0.0', transport: { enableDnsRebindingProtection: true, allowedHosts } }),
  'toolwright/mcp/v2': (allowedHosts: string[]) => createV2Handler(tools, { name: 'hosts', version: '1.0.0', allowedHosts }),
};

// [allowedHosts, Host header, status on toolwright/mcp (SDK 1), status on toolwright/mcp/v2 (SDK 2)]
const table: Array<[string[], string, number, number]> = [
  [['127.0.0.1'], '127.0.0.1', 200, 200],
  [['127.0.0.1'], '127.0.0.1:3000', 403, 200],
  [['127.0.0.1'], '127.0.0.1:4000', 403, 200],
  [['127.0.0.1'], 'localhost:3000', 403, 403],
  [['127.0.0.1'], 'attacker.example:3000', 403, 403],
  [['127.0.0.1'], '127.0.0.1.attacker.example', 403, 403],
  [['127.0.0.1:3000'], '127.0.0.1:3000', 200, 403],
  [['127.0.0.1:3000'], '127.0.0.1:4000', 403, 403],
  [['127.0.0.1:3000'], '127.0.0.1', 403, 403],
  [['localhost', '127.0.0.1', '127.0.0.1:3000'], '127.0.0.1:3000', 200, 200],
];

describe('allowedHosts on both MCP entries', () => {
  it.each(table)('allowedHosts %j, Host %j: %i on toolwright/mcp, %i on toolwright/mcp/v2', async (allowedHosts, host, v1Status, v2Status) => {
    const statuses: Record<string, number> = {};
    for (const [entry, create] of Object.entries(entries)) {
      const response = await create(allowedHosts)(initialize(host));
      statuses[entry] = response.status;
      const body = await answerOf(response);
      // A refusal names the Host; an answer is the initialize result.
      if (response.status === 403) expect(body.error?.message).toMatch(/^Invalid Host/);
      else expect(body.result).toBeDefined();
    }
    expect(statuses).toEqual({ 'toolwright/mcp': v1Status, 'toolwright/mcp/v2': v2Status });
  });
});
