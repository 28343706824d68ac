import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CreateMessageRequestSchema, type CreateMessageRequest } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpServer } from '../../../src/mcp';
import { runToolCall } from '../../../src/runtime';
import { backgroundStartedMessage } from '../../../src/wire';
import type { BackgroundTask } from '../../../src/tool/types';
import { createTool } from '../../../src/tools';
import { connect } from './helpers';
import { deferred } from '../../deferred';
import { logSink } from '../../setup/log-sink';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

describe('tools/call runs through the runtime engine', () => {
  it('fires onInputAvailable and onOutput, and execute gets the engine context plus context.mcp', async () => {
    const events: string[] = [];
    const seen: Record<string, unknown> = {};
    const tool = createTool({
      id: 'echo',
      description: 'Echoes',
      inputSchema: z.object({ text: z.string() }),
      onInputAvailable: ({ input }) => {
        events.push(`input ${JSON.stringify(input)}`);
      },
      onOutput: ({ output, toolName }) => {
        events.push(`output ${toolName} ${JSON.stringify(output)}`);
      },
      execute: async ({ text }, context) => {
        events.push('execute');
        seen['hasMcp'] = typeof context.mcp?.elicitation.sendRequest === 'function';
        seen['toolCallId'] = context.agent?.toolCallId;
        seen['suspend'] = typeof context.agent?.suspend;
        return text.toUpperCase();
      },
    });
    client = await connect(createMcpServer({ echo: tool }, { name: 'test', version: '1.0.0' }));
    expect(await client.callTool({ name: 'echo', arguments: { text: 'hi' } })).toEqual({ content: [{ type: 'text', text: 'HI' }], isError: false });
    expect(events).toEqual(['input {"text":"hi"}', 'execute', 'output echo "HI"']);
    expect(seen).toEqual({ hasMcp: true, toolCallId: expect.stringMatching(/^mcp-/), suspend: 'function' });
  });

  it('the MCP result equals what runToolCall gives the same tool, for a result and for a throw', async () => {
    const tool = createTool({
      id: 'div',
      description: 'Divides',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      outputSchema: z.object({ q: z.number() }),
      execute: async ({ a, b }) => {
        if (b === 0) throw new Error('division by zero');
        return { q: a / b };
      },
    });
    const sink = logSink();
    client = await connect(createMcpServer({ div: tool }, { name: 'test', version: '1.0.0', runtime: { logger: sink.logger } }));
    const record = await runToolCall({ div: tool }, { toolCallId: 'c1', toolName: 'div', args: { a: 6, b: 3 } });
    expect(await client.callTool({ name: 'div', arguments: { a: 6, b: 3 } })).toEqual({
      content: [{ type: 'text', text: JSON.stringify(record.result) }],
      structuredContent: record.result,
      isError: false,
    });
    const failed = await client.callTool({ name: 'div', arguments: { a: 1, b: 0 } });
    expect(failed.isError).toBe(true);
    expect(JSON.parse((failed.content as Array<{ text: string }>)[0]!.text)).toMatchObject({ message: 'division by zero', code: 'TOOL_EXECUTION_FAILED' });
    // The server's log keeps the thrown error whole.
    expect(sink.entries).toContainEqual(expect.objectContaining({ level: 'error', message: expect.stringContaining('div') }));
  });

  it('timeoutMs ends a call that runs too long with isError, and aborts its signal', async () => {
    const aborted = deferred<unknown>();
    const slow = createTool({
      id: 'slow',
      description: 'Never finishes by itself',
      execute: async (_input, context) =>
        new Promise<string>((resolve) => {
          context.abortSignal?.addEventListener('abort', () => {
            aborted.resolve(context.abortSignal?.reason);
            resolve('late');
          });
        }),
    });
    client = await connect(createMcpServer({ slow }, { name: 'test', version: '1.0.0', timeoutMs: 20 }));
    const result = await client.callTool({ name: 'slow', arguments: {} });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]!.text).toMatch(/20 ms/);
    expect(await aborted.promise).toBeDefined();
  });

  it('a background tool runs to completion as a background task and answers with its output, never the started message', async () => {
    const done = deferred<BackgroundTask>();
    const report = createTool({
      id: 'report',
      description: 'Runs in the background',
      background: { enabled: true },
      execute: async () => ({ rows: 3 }),
    });
    client = await connect(
      createMcpServer({ report }, { name: 'test', version: '1.0.0', runtime: { background: { onTaskComplete: (task) => done.resolve(task) } } }),
    );
    const result = await client.callTool({ name: 'report', arguments: {} });
    const task = await done.promise;
    expect(task.result).toEqual({ rows: 3 });
    expect(result).toEqual({ content: [{ type: 'text', text: '{"rows":3}' }], isError: false });
    expect(JSON.stringify(result)).not.toContain(backgroundStartedMessage(task.id, 'report'));
  });

  it('context.mcp.sampling.createMessage asks a client that declared sampling, and is absent otherwise', async () => {
    const present: boolean[] = [];
    const summarize = createTool({
      id: 'summarize',
      description: 'Asks the client model',
      execute: async (_input, context) => {
        present.push(context.mcp?.sampling !== undefined);
        if (!context.mcp?.sampling) return 'no sampling';
        const answer = await context.mcp.sampling.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Summarize' } }], maxTokens: 50 });
        return `model ${answer.model}: ${(answer.content as { text: string }).text}`;
      },
    });
    const asked: CreateMessageRequest['params'][] = [];
    client = await connect(createMcpServer({ summarize }, { name: 'test', version: '1.0.0' }), { sampling: {} });
    client.setRequestHandler(CreateMessageRequestSchema, async (request) => {
      asked.push(request.params);
      return { role: 'assistant', model: 'tiny', content: { type: 'text', text: 'short' } };
    });
    expect(await client.callTool({ name: 'summarize', arguments: {} })).toEqual({ content: [{ type: 'text', text: 'model tiny: short' }], isError: false });
    expect(asked).toEqual([{ messages: [{ role: 'user', content: { type: 'text', text: 'Summarize' } }], maxTokens: 50 }]);
    await client.close();
    client = await connect(createMcpServer({ summarize }, { name: 'test', version: '1.0.0' }));
    expect(await client.callTool({ name: 'summarize', arguments: {} })).toEqual({ content: [{ type: 'text', text: 'no sampling' }], isError: false });
    expect(present).toEqual([true, false]);
  });
});
