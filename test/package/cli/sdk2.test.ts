// The CLI on MCP SDK 2 (installed here, so the default): a 2026-07-28 client (SDK 2 `Client`
// pinned to that version) over stdio and Streamable HTTP, approval asked over MRTR; `--sdk 1`
// serves through SDK 1, which such a client cannot talk to.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cli, fixture, killAll, root, startHttp } from './support';

const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await killAll();
});

/** A 2026-07-28 client that answers every approval question with `approved`, recording them. */
function pinnedClient(approved: boolean): { client: Client; asked: string[] } {
  const client = new Client(
    { name: 'cli-v2-test', version: '1.0.0' },
    { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  clients.push(client);
  const asked: string[] = [];
  client.setRequestHandler('elicitation/create', async (request) => {
    asked.push(String((request.params as { message: string }).message));
    return { action: 'accept', content: { approved } } as never;
  });
  return { client, asked };
}

const stdio = (module: string, extra: string[] = []) =>
  new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp', module, ...extra], cwd: root, stderr: 'pipe' });

describe.runIf(existsSync(cli))('toolwright mcp <module> on MCP SDK 2 (a real SDK 2 Client pinned to 2026-07-28)', () => {
  it('over stdio: discovers, lists and calls the tools', async () => {
    const { client } = pinnedClient(true);
    await client.connect(stdio(fixture('tools.ts')));
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['loud', 'weather']);
    const weather = await client.callTool({ name: 'weather', arguments: { city: 'Paris' } });
    expect(weather.structuredContent).toEqual({ city: 'Paris', celsius: 21 });
    const loud = await client.callTool({ name: 'loud', arguments: { text: 'hi' } });
    expect(loud.content).toEqual([{ type: 'text', text: 'HI' }]);
  });

  it('over stdio: a requireApproval tool asks over MRTR and runs only on a yes', async () => {
    const yes = pinnedClient(true);
    await yes.client.connect(stdio(fixture('approval.ts')));
    const sent = await yes.client.callTool({ name: 'sendEmail', arguments: { to: 'ada' } });
    expect(sent).toMatchObject({ content: [{ type: 'text', text: 'sent to ada' }], isError: false });
    expect(yes.asked).toHaveLength(1);
    expect(yes.asked[0]).toContain('"Send email" (sendEmail)');
    const no = pinnedClient(false);
    await no.client.connect(stdio(fixture('approval.ts')));
    const declined = await no.client.callTool({ name: 'sendEmail', arguments: { to: 'bob' } });
    expect(declined.isError).toBe(true);
    expect(JSON.stringify(declined.content)).not.toContain('sent to bob');
    expect(no.asked).toHaveLength(1);
  });

  it('over HTTP (stateless and --stateful alike): lists, calls, and asks for approval over MRTR', async () => {
    for (const flags of [[], ['--stateful']]) {
      const { url } = await startHttp(['mcp', fixture('approval.ts'), '--http', '127.0.0.1:0', ...flags]);
      const { client, asked } = pinnedClient(true);
      await client.connect(new StreamableHTTPClientTransport(url));
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['sendEmail']);
      const sent = await client.callTool({ name: 'sendEmail', arguments: { to: 'ada' } });
      expect(sent).toMatchObject({ content: [{ type: 'text', text: 'sent to ada' }], isError: false });
      expect(asked).toHaveLength(1);
    }
    const { url } = await startHttp(['mcp', fixture('tools.ts'), '--http', '127.0.0.1:0']);
    const { client } = pinnedClient(true);
    await client.connect(new StreamableHTTPClientTransport(url));
    const weather = await client.callTool({ name: 'weather', arguments: { city: 'Oslo' } });
    expect(weather.structuredContent).toEqual({ city: 'Oslo', celsius: 21 });
  });

  it('says which SDK serves; --sdk 1 serves through SDK 1, which a pinned 2026-07-28 client cannot talk to', async () => {
    const two = await startHttp(['mcp', fixture('tools.ts'), '--http', '127.0.0.1:0']);
    expect(two.stderr()).toContain('through MCP SDK 2 (2026-07-28 and 2025-era clients)');
    const one = await startHttp(['mcp', fixture('tools.ts'), '--http', '127.0.0.1:0', '--sdk', '1']);
    expect(one.stderr()).toContain('through MCP SDK 1 (2025-era clients)');
    const { client } = pinnedClient(true);
    await expect(client.connect(new StreamableHTTPClientTransport(one.url))).rejects.toThrow(/2026-07-28/);
  });
});
