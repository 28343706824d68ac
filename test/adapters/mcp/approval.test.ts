import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { type ElicitRequest, ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpServer } from '../../../src/mcp';
import { DECLINED_MESSAGE } from '../../../src/wire';
import { createTool } from '../../../src/tools';
import { connect } from './helpers';
import { emailArgs as args, emailTool } from './email-tool';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

/** A client that answers every elicitation with `answer`, recording what it was asked. */
async function askingClient(tools: Parameters<typeof createMcpServer>[0], answer: (request: ElicitRequest['params']) => ElicitResult) {
  const asked: ElicitRequest['params'][] = [];
  const c = await connect(createMcpServer(tools, { name: 'test', version: '1.0.0' }), { elicitation: { form: {} } });
  c.setRequestHandler(ElicitRequestSchema, async (request) => {
    asked.push(request.params);
    return answer(request.params);
  });
  return { client: c, asked };
}

describe('approval over MCP (2025-era clients)', () => {
  it('a client that declared elicitation is asked, with the tool, its title and the arguments; yes runs the tool', async () => {
    const sent: unknown[] = [];
    const made = await askingClient({ sendEmail: emailTool(sent) }, () => ({ action: 'accept', content: { approved: true } }));
    client = made.client;
    const result = await client.callTool({ name: 'sendEmail', arguments: args });
    expect(result).toEqual({ content: [{ type: 'text', text: 'sent to ada@example.com' }], isError: false });
    expect(sent).toEqual([args]);
    expect(made.asked).toHaveLength(1);
    const question = made.asked[0]!;
    expect(question.message).toContain('"Send email" (sendEmail)');
    expect(question.message).toContain(JSON.stringify(args, null, 2));
    expect(question).toMatchObject({
      mode: 'form',
      requestedSchema: { type: 'object', properties: { approved: { type: 'boolean', default: false } }, required: ['approved'] },
    });
  });

  it('decline, cancel, an unticked box and a declined form with a reason never run the tool', async () => {
    const sent: unknown[] = [];
    const answers: ElicitResult[] = [
      { action: 'decline' },
      { action: 'cancel' },
      { action: 'accept', content: { approved: false } },
      { action: 'accept', content: { approved: false, reason: 'wrong address' } },
      { action: 'decline', content: { reason: 'not now' } },
    ];
    const made = await askingClient({ sendEmail: emailTool(sent) }, () => answers.shift()!);
    client = made.client;
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await client.callTool({ name: 'sendEmail', arguments: args }));
    expect(sent).toEqual([]);
    expect(results.map((r) => (r.content as Array<{ text: string }>)[0]!.text)).toEqual([
      DECLINED_MESSAGE,
      DECLINED_MESSAGE,
      DECLINED_MESSAGE,
      'wrong address',
      'not now',
    ]);
    expect(results.every((r) => r.isError === true)).toBe(true);
  });

  it('a client that cannot be asked gets isError, and the tool never runs', async () => {
    const sent: unknown[] = [];
    client = await connect(createMcpServer({ sendEmail: emailTool(sent) }, { name: 'test', version: '1.0.0' }));
    const result = await client.callTool({ name: 'sendEmail', arguments: args });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]!.text).toMatch(
      /^Tool "Send email" \(sendEmail\) requires approval before it runs, and this client cannot be asked/,
    );
    expect(sent).toEqual([]);
  });

  it("the server's approval handler decides for clients that cannot be asked, with the validated arguments", async () => {
    const sent: unknown[] = [];
    const requests: unknown[] = [];
    const server = createMcpServer(
      { sendEmail: emailTool(sent) },
      {
        name: 'test',
        version: '1.0.0',
        approval: (request) => {
          requests.push({ toolName: request.toolName, args: request.args });
          return (request.args as { body: string }).body === 'ok' ? true : { approved: false, reason: 'policy says no' };
        },
      },
    );
    client = await connect(server);
    expect(await client.callTool({ name: 'sendEmail', arguments: { ...args, body: 'ok' } })).toEqual({
      content: [{ type: 'text', text: 'sent to ada@example.com' }],
      isError: false,
    });
    expect(await client.callTool({ name: 'sendEmail', arguments: args })).toEqual({ content: [{ type: 'text', text: 'policy says no' }], isError: true });
    expect(sent).toEqual([{ ...args, body: 'ok' }]);
    expect(requests).toEqual([
      { toolName: 'send-email', args: { ...args, body: 'ok' } },
      { toolName: 'send-email', args },
    ]);
  });

  it('an elicitation that fails (the client errors) fails closed', async () => {
    const sent: unknown[] = [];
    const made = await askingClient({ sendEmail: emailTool(sent) }, () => {
      throw new Error('no UI');
    });
    client = made.client;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...items: unknown[]) => errors.push(items);
    try {
      const result = await client.callTool({ name: 'sendEmail', arguments: args });
      expect(result.isError).toBe(true);
    } finally {
      console.error = original;
    }
    expect(sent).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('requireApproval as a function decides per call: a call it lets through is not asked about', async () => {
    const sent: unknown[] = [];
    const tool = createTool({
      id: 'pay',
      description: 'Pays',
      inputSchema: z.object({ amount: z.number() }),
      requireApproval: ({ amount }: { amount: number }) => amount > 100,
      execute: async (input) => {
        sent.push(input);
        return 'paid';
      },
    });
    const made = await askingClient({ pay: tool }, () => ({ action: 'decline' }));
    client = made.client;
    expect(await client.callTool({ name: 'pay', arguments: { amount: 5 } })).toEqual({ content: [{ type: 'text', text: 'paid' }], isError: false });
    expect(await client.callTool({ name: 'pay', arguments: { amount: 500 } })).toMatchObject({ isError: true });
    expect(made.asked).toHaveLength(1);
    expect(sent).toEqual([{ amount: 5 }]);
  });
});
