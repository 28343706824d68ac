import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema, LoggingMessageNotificationSchema, type ElicitRequest, type LoggingMessageNotification } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpServer } from '../../../src/mcp';
import { RequestContext } from '../../../src/request-context';
import { createTool } from '../../../src/tools';
import { connect } from './helpers';
import { deferred } from '../../deferred';
import { logSink } from '../../setup/log-sink';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

describe('context.mcp and abortSignal', () => {
  it("a client's cancellation aborts execute's abortSignal, which is the request's extra.signal", async () => {
    const started = deferred();
    const aborted = deferred<{ same: boolean; reason: unknown }>();
    const slow = createTool({
      id: 'slow',
      description: 'Waits until cancelled',
      execute: async (_input, context) =>
        new Promise<string>((resolve) => {
          const signal = context.abortSignal!;
          signal.addEventListener('abort', () => {
            aborted.resolve({ same: signal === context.mcp?.extra.signal, reason: signal.reason });
            resolve('stopped');
          });
          started.resolve();
        }),
    });
    client = await connect(createMcpServer({ slow }, { name: 'test', version: '1.0.0' }));
    const controller = new AbortController();
    const call = client.callTool({ name: 'slow', arguments: {} }, undefined, { signal: controller.signal });
    await started.promise;
    controller.abort(new Error('user pressed stop'));
    await expect(call).rejects.toThrow('user pressed stop');
    const seen = await aborted.promise;
    expect(seen.same).toBe(true);
    expect(String(seen.reason)).toContain('user pressed stop');
  });

  it('progress notifications arrive when the request carries a progress token, and are a no-op otherwise', async () => {
    const tokens: unknown[] = [];
    const steps = createTool({
      id: 'steps',
      description: 'Reports progress',
      execute: async (_input, context) => {
        tokens.push(context.mcp?.extra._meta?.['progressToken']);
        await context.mcp?.progress?.({ progress: 1, total: 2, message: 'half way' });
        await context.mcp?.progress?.({ progress: 2, total: 2 });
        return 'done';
      },
    });
    client = await connect(createMcpServer({ steps }, { name: 'test', version: '1.0.0' }));
    const progress: unknown[] = [];
    const result = await client.callTool({ name: 'steps', arguments: {} }, undefined, { onprogress: (p) => progress.push(p) });
    expect(result).toEqual({ content: [{ type: 'text', text: 'done' }], isError: false });
    expect(progress).toEqual([
      { progress: 1, total: 2, message: 'half way' },
      { progress: 2, total: 2 },
    ]);
    expect(await client.callTool({ name: 'steps', arguments: {} })).toEqual({ content: [{ type: 'text', text: 'done' }], isError: false });
    expect(tokens[0]).toBeDefined();
    expect(tokens[1]).toBeUndefined();
  });

  it('elicitation round-trips through server.elicitInput', async () => {
    const greet = createTool({
      id: 'greet',
      description: 'Asks for a name',
      outputSchema: z.object({ greeting: z.string() }),
      execute: async (_input, context) => {
        const answer = await context.mcp!.elicitation.sendRequest({
          message: 'What is your name?',
          requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
        });
        return { greeting: answer.action === 'accept' ? `Hello, ${String(answer.content?.['name'])}!` : `(${answer.action})` };
      },
    });
    client = await connect(createMcpServer({ greet }, { name: 'test', version: '1.0.0' }), { elicitation: { form: {} } });
    const asked: ElicitRequest['params'][] = [];
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params);
      return { action: 'accept', content: { name: 'Ada' } };
    });
    const result = await client.callTool({ name: 'greet', arguments: {} });
    expect(asked).toEqual([
      { mode: 'form', message: 'What is your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
    ]);
    expect(result).toMatchObject({ structuredContent: { greeting: 'Hello, Ada!' }, isError: false });
  });

  it('log sends notifications/message, honouring the level the client set', async () => {
    const chatty = createTool({
      id: 'chatty',
      description: 'Logs',
      execute: async (_input, context) => {
        await context.mcp?.log?.('debug', 'too detailed');
        await context.mcp?.log?.('info', 'working', { step: 1 });
        await context.mcp?.log?.('error', 'plain message');
        return 'ok';
      },
    });
    client = await connect(createMcpServer({ chatty }, { name: 'test', version: '1.0.0' }));
    const logs: LoggingMessageNotification['params'][] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      logs.push(notification.params);
    });
    await client.setLoggingLevel('info');
    await client.callTool({ name: 'chatty', arguments: {} });
    expect(logs).toEqual([
      { level: 'info', logger: 'chatty', data: { message: 'working', step: 1 } },
      { level: 'error', logger: 'chatty', data: 'plain message' },
    ]);
  });

  it('the requestContext option gives each call its RequestContext, validated by the tool', async () => {
    const whoami = createTool({
      id: 'whoami',
      description: 'Needs a user',
      requestContextSchema: z.object({ userId: z.string() }),
      execute: async (_input, context) => `user ${context.requestContext.get('userId')}`,
    });
    const seen: unknown[] = [];
    client = await connect(
      createMcpServer(
        { whoami },
        {
          name: 'test',
          version: '1.0.0',
          requestContext: (extra) => {
            seen.push(extra.requestId);
            return new RequestContext([['userId', 'ada']]);
          },
        },
      ),
    );
    expect(await client.callTool({ name: 'whoami', arguments: {} })).toEqual({ content: [{ type: 'text', text: 'user ada' }], isError: false });
    expect(seen).toEqual([expect.anything()]);
    await client.close();

    client = await connect(createMcpServer({ whoami }, { name: 'test', version: '1.0.0' }));
    const missing = await client.callTool({ name: 'whoami', arguments: {} });
    expect(missing).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringMatching(/^Request context validation failed for whoami/) }] });
    await client.close();
    const sink = logSink();

    client = await connect(
      createMcpServer(
        { whoami },
        {
          name: 'test',
          version: '1.0.0',
          requestContext: () => {
            throw new Error('no session');
          },
          runtime: { logger: sink.logger },
        },
      ),
    );
    const failed = await client.callTool({ name: 'whoami', arguments: {} });
    expect(failed.isError).toBe(true);
    expect(JSON.parse((failed.content as Array<{ text: string }>)[0]!.text)).toMatchObject({ message: 'no session', code: 'TOOL_EXECUTION_FAILED' });
    expect(sink.entries).toContainEqual(expect.objectContaining({ level: 'error', message: expect.stringContaining('whoami') }));
  });
});
