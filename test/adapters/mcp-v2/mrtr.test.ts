/**
 * Approval and suspend/resume on protocol 2026-07-28 (MRTR), with the real SDK 2 client over
 * Streamable HTTP: an `input_required` result whose `requestState` is the runtime's signed
 * ticket. The automatic client answers through its `elicitation/create` handler; the manual
 * client (autoFulfill off) retries with a `requestState` of the test's choosing.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logSink } from '../../setup/log-sink';
import { z } from 'zod';
import { createMcpHttpHandler, type McpV2HttpHandlerOptions } from '../../../src/mcp-v2';
import { DECLINED_MESSAGE } from '../../../src/wire';
import { createTool } from '../../../src/tools';
import { listen } from '../mcp/node-http';
import { emailArgs as args, emailTool } from '../mcp/email-tool';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const close of closers.splice(0).reverse()) await close();
});

function transferTool(runs: unknown[]) {
  return createTool({
    id: 'transfer',
    title: 'Transfer',
    description: 'Moves money once a code is given',
    inputSchema: z.object({ amount: z.number() }),
    suspendSchema: z.object({ message: z.string() }),
    resumeSchema: z.object({ code: z.string().length(4).regex(/^\d+$/) }),
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

type Answer = { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> };

async function endpoint(tools: Parameters<typeof createMcpHttpHandler>[0], options: Partial<McpV2HttpHandlerOptions> = {}) {
  const handler = createMcpHttpHandler(tools, { name: 'test', version: '1.0.0', runtime: { logger: logSink().logger }, ...options });
  const http = await listen(handler);
  closers.push(async () => {
    await handler.close();
    await http.close();
  });
  return http.url;
}

/** A v2 client pinned to 2026-07-28. With `answer`, it declares elicitation and answers automatically. */
async function pinnedClient(url: URL, answer?: (params: Record<string, unknown>) => Answer, manual = false) {
  const asked: Array<Record<string, unknown>> = [];
  const client = new Client(
    { name: 'pinned', version: '1.0.0' },
    {
      capabilities: answer || manual ? { elicitation: { form: {} } } : {},
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      ...(manual ? { inputRequired: { autoFulfill: false } } : {}),
    },
  );
  if (answer) {
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push(request.params as Record<string, unknown>);
      return answer(request.params as Record<string, unknown>) as never;
    });
  }
  await client.connect(new StreamableHTTPClientTransport(url));
  closers.push(() => client.close());
  expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
  return { client, asked };
}

const text = (result: unknown) => ((result as { content: Array<{ text: string }> }).content[0] as { text: string }).text;

/** The raw round: call with `allowInputRequired`, so an input_required result comes back as it is. */
async function raw(client: Client, params: Record<string, unknown>) {
  return (await client.callTool(params as never, { allowInputRequired: true } as never)) as unknown as Record<string, unknown>;
}

describe('approval over MRTR (2026-07-28)', () => {
  it('asks with the tool, its title and the validated arguments; yes runs the tool once', async () => {
    const sent: unknown[] = [];
    const url = await endpoint({ sendEmail: emailTool(sent) });
    const { client, asked } = await pinnedClient(url, () => ({ action: 'accept', content: { approved: true } }));
    const result = await client.callTool({ name: 'sendEmail', arguments: args });
    expect(result).toMatchObject({ content: [{ type: 'text', text: 'sent to ada@example.com' }], isError: false });
    expect(sent).toEqual([args]);
    expect(asked).toHaveLength(1);
    expect(asked[0]!['message']).toContain('"Send email" (sendEmail)');
    expect(asked[0]!['message']).toContain(JSON.stringify(args, null, 2));
    expect(asked[0]).toMatchObject({ mode: 'form', requestedSchema: { properties: { approved: { type: 'boolean' } }, required: ['approved'] } });
  });

  it('a decline is the runtime declined result, with the reason; the tool does not run', async () => {
    const sent: unknown[] = [];
    const url = await endpoint({ sendEmail: emailTool(sent) });
    const { client } = await pinnedClient(url, () => ({ action: 'accept', content: { approved: false, reason: 'Not to Ada' } }));
    expect(await client.callTool({ name: 'sendEmail', arguments: args })).toMatchObject({ content: [{ type: 'text', text: 'Not to Ada' }], isError: true });
    const { client: declining } = await pinnedClient(url, () => ({ action: 'decline' }));
    expect(await declining.callTool({ name: 'sendEmail', arguments: args })).toMatchObject({
      content: [{ type: 'text', text: DECLINED_MESSAGE }],
      isError: true,
    });
    expect(sent).toEqual([]);
  });

  it('a client that cannot be asked gets isError and the tool does not run; the approval option decides for it', async () => {
    const sent: unknown[] = [];
    const url = await endpoint({ sendEmail: emailTool(sent) });
    const { client } = await pinnedClient(url);
    const result = await client.callTool({ name: 'sendEmail', arguments: args });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('requires approval before it runs, and this client cannot be asked');
    expect(sent).toEqual([]);
    const approving = await endpoint({ sendEmail: emailTool(sent) }, { approval: () => true });
    const { client: other } = await pinnedClient(approving);
    expect(await other.callTool({ name: 'sendEmail', arguments: args })).toMatchObject({ isError: false });
    expect(sent).toEqual([args]);
  });

  it('the requestState is the signed ticket; replayed, forged and edited ones are refused and the tool does not run', async () => {
    const sent: unknown[] = [];
    const url = await endpoint({ sendEmail: emailTool(sent) });
    const { client } = await pinnedClient(url, undefined, true);
    const yes = { approval: { action: 'accept', content: { approved: true } } };

    const first = await raw(client, { name: 'sendEmail', arguments: args });
    expect(first['resultType']).toBe('input_required');
    const state = first['requestState'] as string;
    const ticket = JSON.parse(state) as Record<string, unknown>;
    expect(ticket).toMatchObject({ kind: 'approval', toolName: 'send-email', args });
    expect(String(ticket['signature'])).toMatch(/^hs256\./);

    const forged = JSON.stringify({ ...ticket, signature: `hs256.${'A'.repeat(43)}` });
    const refusedForged = await raw(client, { name: 'sendEmail', arguments: args, inputResponses: yes, requestState: forged });
    expect(refusedForged).toMatchObject({ isError: true });
    expect(text(refusedForged)).toContain('does not verify');

    const editedArgs = { ...args, to: 'eve@example.com' };
    const edited = JSON.stringify({ ...ticket, args: editedArgs });
    const refusedEdited = await raw(client, { name: 'sendEmail', arguments: editedArgs, inputResponses: yes, requestState: edited });
    expect(text(refusedEdited)).toContain('was altered');
    const reDigested = JSON.stringify({ ...ticket, args: editedArgs, argsDigest: JSON.stringify({ body: editedArgs.body, to: editedArgs.to }) });
    const refusedDigest = await raw(client, { name: 'sendEmail', arguments: editedArgs, inputResponses: yes, requestState: reDigested });
    expect(text(refusedDigest)).toContain('does not verify');

    // The ticket is bound to its arguments: other arguments with the genuine ticket are refused.
    const otherArgs = await raw(client, { name: 'sendEmail', arguments: editedArgs, inputResponses: yes, requestState: state });
    expect(otherArgs).toMatchObject({ isError: true });
    expect(sent).toEqual([]);

    const genuine = await raw(client, { name: 'sendEmail', arguments: args, inputResponses: yes, requestState: state });
    expect(genuine).toMatchObject({ content: [{ type: 'text', text: 'sent to ada@example.com' }], isError: false });
    const replayed = await raw(client, { name: 'sendEmail', arguments: args, inputResponses: yes, requestState: state });
    expect(replayed).toMatchObject({ isError: true });
    expect(text(replayed)).toContain('was already used');
    expect(sent).toEqual([args]);
  });

  it('an expired requestState is refused (tickets.maxAgeMs; 10 minutes by default)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    const sent: unknown[] = [];
    const url = await endpoint({ sendEmail: emailTool(sent) });
    const { client } = await pinnedClient(url, undefined, true);
    const first = await raw(client, { name: 'sendEmail', arguments: args });
    vi.setSystemTime(new Date('2026-12-01T10:10:01Z'));
    const late = await raw(client, {
      name: 'sendEmail',
      arguments: args,
      inputResponses: { approval: { action: 'accept', content: { approved: true } } },
      requestState: first['requestState'],
    });
    expect(late).toMatchObject({ isError: true });
    expect(text(late)).toContain('is older than 600000 ms');
    expect(sent).toEqual([]);
  });
});

describe('suspend/resume over MRTR (2026-07-28)', () => {
  it('asks the resumeData with the resumeSchema as the form and resumes with the answer', async () => {
    const runs: unknown[] = [];
    const url = await endpoint({ transfer: transferTool(runs) });
    const { client, asked } = await pinnedClient(url, () => ({ action: 'accept', content: { code: '1234' } }));
    const result = await client.callTool({ name: 'transfer', arguments: { amount: 30 } });
    expect(result).toMatchObject({ content: [{ type: 'text', text: '{"moved":30,"code":"1234"}' }], isError: false });
    expect(runs).toEqual([undefined, { code: '1234' }]);
    expect(asked[0]).toMatchObject({
      message: 'Tool "Transfer" (transfer) needs your input to continue.\nEnter the code to move 30',
      requestedSchema: { type: 'object', properties: { code: { type: 'string', minLength: 4, maxLength: 4 } }, required: ['code'] },
    });
  });

  it('an answer the resumeSchema refuses is a validation error; execute does not resume with it', async () => {
    const runs: unknown[] = [];
    const url = await endpoint({ transfer: transferTool(runs) });
    const { client } = await pinnedClient(url, () => ({ action: 'accept', content: { code: 'abcd' } }));
    const result = await client.callTool({ name: 'transfer', arguments: { amount: 30 } });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('code');
    expect(runs).toEqual([undefined]);
  });

  it('a declined form does not resume', async () => {
    const runs: unknown[] = [];
    const url = await endpoint({ transfer: transferTool(runs) });
    const { client } = await pinnedClient(url, () => ({ action: 'decline' }));
    const result = await client.callTool({ name: 'transfer', arguments: { amount: 30 } });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('declined the request, so it did not resume');
    expect(runs).toEqual([undefined]);
  });
});
