import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { cli, fixture, killAll, startHttp } from './support';

const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await killAll();
});

/** A raw POST to the endpoint with the headers given, for what a Client would never send. */
function post(url: URL, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.once('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

describe.runIf(existsSync(cli))('toolwright mcp <module> --http (real SDK Client over Streamable HTTP)', () => {
  it('serves at /mcp on the address given (port 0: a free one, printed) and lists and calls the tools', async () => {
    const { url } = await startHttp(['mcp', fixture('tools.ts'), '--http', '127.0.0.1:0']);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/mcp');
    expect(Number(url.port)).toBeGreaterThan(0);
    const client = new Client({ name: 'cli-test', version: '1.0.0' });
    clients.push(client);
    await client.connect(new StreamableHTTPClientTransport(url));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['loud', 'weather']);
    const weather = await client.callTool({ name: 'weather', arguments: { city: 'Oslo' } });
    expect(weather.structuredContent).toEqual({ city: 'Oslo', celsius: 21 });
    const loud = await client.callTool({ name: 'loud', arguments: { text: 'hey' } });
    expect(loud.content).toEqual([{ type: 'text', text: 'HEY' }]);
  });

  it('is stateless by default (no session id); --stateful keeps sessions', async () => {
    for (const [flags, stateful] of [
      [[], false],
      [['--stateful'], true],
    ] as const) {
      const { url } = await startHttp(['mcp', fixture('tools.ts'), '--http', '127.0.0.1:0', ...flags]);
      const client = new Client({ name: 'cli-test', version: '1.0.0' });
      clients.push(client);
      const transport = new StreamableHTTPClientTransport(url);
      await client.connect(transport);
      expect(transport.sessionId !== undefined).toBe(stateful);
      const loud = await client.callTool({ name: 'loud', arguments: { text: 'again' } });
      expect(loud.content).toEqual([{ type: 'text', text: 'AGAIN' }]);
    }
  });

  it('refuses requests for another host or from a foreign page (DNS rebinding), and other paths', async () => {
    const { url } = await startHttp(['mcp', fixture('tools.ts'), '--http', '127.0.0.1:0']);
    const ok = await post(url, {});
    expect(ok.status).toBe(200);
    const rebound = await post(url, { host: `evil.example:${url.port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toContain('evil.example');
    const foreign = await post(url, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const local = await post(url, { origin: `http://localhost:${url.port}` });
    expect(local.status).toBe(200);
    const elsewhere = await post(new URL('/other', url), {});
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toContain('/mcp');
  });
});
