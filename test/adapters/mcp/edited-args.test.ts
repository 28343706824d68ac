// Approving with edited arguments over MCP: the elicitation form cannot carry a tool's
// arguments, so an elicitation answer never edits a call; the server's own approval handler
// (for clients that cannot be asked) is the runtime's, and may.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createMcpServer } from '../../../src/mcp';
import { connect } from './helpers';
import { emailArgs as args, emailTool } from './email-tool';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

describe('edited arguments over MCP', () => {
  it('an elicitation answer with an args field approves the call as the model made it: the form carries no edits', async () => {
    const sent: unknown[] = [];
    client = await connect(createMcpServer({ sendEmail: emailTool(sent) }, { name: 'test', version: '1.0.0' }), { elicitation: { form: {} } });
    client.setRequestHandler(ElicitRequestSchema, async () => ({
      action: 'accept',
      content: { approved: true, args: JSON.stringify({ to: 'eve@example.com', body: 'x' }) },
    }));
    const result = await client.callTool({ name: 'sendEmail', arguments: args });
    expect(result).toEqual({ content: [{ type: 'text', text: 'sent to ada@example.com' }], isError: false });
    expect(sent).toEqual([args]);
  });

  it("the server's approval handler (clients that cannot be asked) may edit; edits the tool refuses run nothing", async () => {
    const sent: unknown[] = [];
    const server = createMcpServer(
      { sendEmail: emailTool(sent) },
      {
        name: 'test',
        version: '1.0.0',
        runtime: { logger: { warn: () => undefined, error: () => undefined } },
        approval: (request) => ({
          approved: true,
          args: { ...(request.args as object), to: (request.args as { body: string }).body === 'bad' ? 'nope' : 'bob@example.com' },
        }),
      },
    );
    client = await connect(server);
    expect(await client.callTool({ name: 'sendEmail', arguments: args })).toEqual({
      content: [{ type: 'text', text: 'sent to bob@example.com' }],
      isError: false,
    });
    const refused = (await client.callTool({ name: 'sendEmail', arguments: { ...args, body: 'bad' } })) as {
      isError?: boolean;
      content: Array<{ text: string }>;
    };
    expect(refused.isError).toBe(true);
    expect(refused.content[0]!.text).toContain('Tool input validation failed for send-email');
    expect(refused.content[0]!.text).toContain('"to": "nope"');
    expect(sent).toEqual([{ to: 'bob@example.com', body: 'Hello' }]);
  });
});
