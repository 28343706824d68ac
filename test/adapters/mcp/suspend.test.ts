import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { type ElicitRequest, ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { logSink } from '../../setup/log-sink';
import { z } from 'zod';
import { createMcpServer } from '../../../src/mcp';
import { createTool } from '../../../src/tools';
import { connect } from './helpers';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

/** A tool that suspends until it is given a confirmation code, counting its executions. */
function transferTool(runs: unknown[]) {
  return createTool({
    id: 'transfer',
    title: 'Transfer',
    description: 'Moves money once a code is given',
    inputSchema: z.object({ amount: z.number() }),
    suspendSchema: z.object({ message: z.string() }),
    resumeSchema: z.object({ code: z.string().length(4).regex(/^\d+$/), remember: z.boolean().optional() }),
    execute: async (input, context) => {
      runs.push(context.agent?.resumeData);
      if (!context.agent?.resumeData) {
        await context.agent!.suspend({ message: `Enter the code to move ${input.amount}` });
        return undefined;
      }
      return { moved: input.amount, code: context.agent.resumeData.code };
    },
  });
}

async function askingClient(tools: Parameters<typeof createMcpServer>[0], answer: (request: ElicitRequest['params']) => ElicitResult) {
  const asked: ElicitRequest['params'][] = [];
  const c = await connect(createMcpServer(tools, { name: 'test', version: '1.0.0', runtime: { logger: logSink().logger } }), { elicitation: {} });
  c.setRequestHandler(ElicitRequestSchema, async (request) => {
    asked.push(request.params);
    return answer(request.params);
  });
  return { client: c, asked };
}

describe('suspend/resume over MCP (2025-era clients)', () => {
  it('asks the resumeData with the resumeSchema as the form, and resumes the call with the answer', async () => {
    const runs: unknown[] = [];
    const made = await askingClient({ transfer: transferTool(runs) }, () => ({ action: 'accept', content: { code: '1234' } }));
    client = made.client;
    const result = await client.callTool({ name: 'transfer', arguments: { amount: 30 } });
    expect(result).toEqual({ content: [{ type: 'text', text: '{"moved":30,"code":"1234"}' }], isError: false });
    expect(runs).toEqual([undefined, { code: '1234' }]);
    expect(made.asked).toHaveLength(1);
    expect(made.asked[0]!.message).toBe('Tool "Transfer" (transfer) needs your input to continue.\nEnter the code to move 30');
    expect(made.asked[0]).toMatchObject({
      mode: 'form',
      requestedSchema: {
        type: 'object',
        properties: { code: { type: 'string', minLength: 4, maxLength: 4 }, remember: { type: 'boolean' } },
        required: ['code'],
      },
    });
  });

  it("each resume claims its ticket once in the server's replay store", async () => {
    const runs: unknown[] = [];
    const claimed: string[] = [];
    const replayStore = {
      claim: (id: string) => {
        if (claimed.includes(id)) return false;
        claimed.push(id);
        return true;
      },
    };
    const server = createMcpServer({ transfer: transferTool(runs) }, { name: 'test', version: '1.0.0', tickets: { replayStore } });
    client = await connect(server, { elicitation: {} });
    client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'accept', content: { code: '1234' } }));
    await client.callTool({ name: 'transfer', arguments: { amount: 1 } });
    await client.callTool({ name: 'transfer', arguments: { amount: 2 } });
    expect(claimed).toHaveLength(2);
    expect(new Set(claimed).size).toBe(2);
    expect(runs).toEqual([undefined, { code: '1234' }, undefined, { code: '1234' }]);
  });

  it('an answer that fails the resumeSchema does not reach execute', async () => {
    const runs: unknown[] = [];
    // The form has no `pattern` (outside the elicitation subset): the engine checks the answer.
    const made = await askingClient({ transfer: transferTool(runs) }, () => ({ action: 'accept', content: { code: 'abcd' } }));
    client = made.client;
    const result = await client.callTool({ name: 'transfer', arguments: { amount: 30 } });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]!.text).toMatch(/^Tool input validation failed for transfer\./);
    expect(runs).toEqual([undefined]);
  });

  it('a declined question leaves the call suspended: isError with the payload, and no second run', async () => {
    const runs: unknown[] = [];
    const made = await askingClient({ transfer: transferTool(runs) }, () => ({ action: 'decline' }));
    client = made.client;
    const result = await client.callTool({ name: 'transfer', arguments: { amount: 30 } });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]!.text).toBe(
      'Tool transfer is suspended and waits for input; the user declined the request, so it did not resume. Suspend payload: {"message":"Enter the code to move 30"}',
    );
    expect(runs).toEqual([undefined]);
  });

  it('a client that cannot be asked gets isError carrying the suspend payload', async () => {
    const runs: unknown[] = [];
    client = await connect(createMcpServer({ transfer: transferTool(runs) }, { name: 'test', version: '1.0.0' }));
    const result = await client.callTool({ name: 'transfer', arguments: { amount: 30 } });
    expect(result).toEqual({
      content: [
        {
          type: 'text',
          text: 'Tool "Transfer" (transfer) suspended and waits for input, and this client cannot be asked: it did not declare the elicitation capability (form mode), so it cannot resume here. Suspend payload: {"message":"Enter the code to move 30"}',
        },
      ],
      isError: true,
    });
    expect(runs).toEqual([undefined]);
  });

  it('a resumeSchema outside the elicitation subset is not asked: isError with the payload', async () => {
    const runs: unknown[] = [];
    const nested = createTool({
      id: 'nested',
      description: 'Wants an object',
      resumeSchema: z.object({ address: z.object({ city: z.string() }) }),
      execute: async (_input, context) => {
        runs.push(context.agent?.resumeData);
        await context.agent!.suspend({ need: 'address' });
        return undefined;
      },
    });
    const made = await askingClient({ nested }, () => ({ action: 'accept', content: {} }));
    client = made.client;
    const result = await client.callTool({ name: 'nested', arguments: {} });
    expect(made.asked).toEqual([]);
    expect((result.content as Array<{ text: string }>)[0]!.text).toBe(
      'Tool "nested" suspended and waits for input, and its resumeSchema does not fit an elicitation form, so it cannot resume here. Suspend payload: {"need":"address"}',
    );
    expect(runs).toEqual([undefined]);
  });
});
