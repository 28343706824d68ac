/**
 * The tools and raw requests of the direct-path differential test: every kind of answer a
 * stateless `tools/call` can get, and requests that each fail one rung of the SDK's ladder.
 */
import { z } from 'zod';
import { createTool } from '../../../src/tools';

export const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Resolves when a tool waiting for its abort signal has started. */
export const started: { resolve?: () => void } = {};

export const directTools = {
  add: createTool({
    id: 'add',
    title: 'Add',
    description: 'Adds two numbers',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    outputSchema: z.object({ sum: z.number() }),
    execute: async ({ a, b }) => ({ sum: a + b }),
  }),
  plain: createTool({ id: 'plain', description: 'Returns a string', inputSchema: z.object({}), execute: async () => 'just text' }),
  badOutput: createTool({
    id: 'bad-output',
    description: 'Breaks its output schema',
    inputSchema: z.object({}),
    outputSchema: z.object({ sum: z.number() }),
    execute: async () => ({ sum: 'not a number' }) as never,
  }),
  thrower: createTool({
    id: 'thrower',
    description: 'Throws',
    inputSchema: z.object({}),
    execute: async () => {
      throw new Error('boom');
    },
  }),
  image: createTool({
    id: 'image',
    description: 'Returns an image',
    inputSchema: z.object({}),
    execute: async () => ({ ok: true }),
    toModelOutput: () => ({
      type: 'content',
      value: [
        { type: 'text', text: 'a pixel' },
        { type: 'image-data', data: PIXEL, mediaType: 'image/png' },
      ],
    }),
  }),
  sendEmail: createTool({
    id: 'send-email',
    title: 'Send email',
    description: 'Sends an email',
    requireApproval: true,
    inputSchema: z.object({ to: z.string() }),
    execute: async (input) => `sent to ${input.to}`,
  }),
  noisy: createTool({
    id: 'noisy',
    description: 'Reports progress and logs',
    inputSchema: z.object({}),
    execute: async (_input, context) => {
      await context.mcp?.progress?.({ progress: 1, total: 2, message: 'half' });
      await context.mcp?.log?.('info', 'working');
      return 'done';
    },
  }),
  waits: createTool({
    id: 'waits',
    description: 'Waits until the call is aborted',
    inputSchema: z.object({}),
    execute: async (_input, context) => {
      started.resolve?.();
      await new Promise<void>((resolve) => {
        if (context.abortSignal?.aborted) resolve();
        context.abortSignal?.addEventListener('abort', () => resolve(), { once: true });
      });
      return 'aborted';
    },
  }),
};

export type Era = '2026' | '2025';

/** The per-request envelope of a 2026-07-28 client. */
export function envelope(capabilities: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'differential', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': capabilities,
    'io.modelcontextprotocol/logLevel': 'debug',
    ...extra,
  };
}

export interface RawCall {
  era: Era;
  method?: string;
  name?: string;
  args?: Record<string, unknown>;
  params?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  id?: string | number;
  headers?: Record<string, string | undefined>;
  body?: string;
}

/** A POST as a client of `era` sends it; `headers` entries override (undefined removes). */
export function rawRequest(call: RawCall, signal?: AbortSignal): Request {
  const modern = call.era === '2026';
  const method = call.method ?? 'tools/call';
  const meta = call.meta ?? (modern ? envelope() : undefined);
  const params = call.params ?? (method === 'tools/call' ? { name: call.name ?? 'add', arguments: call.args ?? { a: 2, b: 3 } } : {});
  const withMeta = meta ? { ...params, _meta: { ...(params['_meta'] as object | undefined), ...meta } } : params;
  const headers: Record<string, string | undefined> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': modern ? '2026-07-28' : '2025-11-25',
    ...(modern ? { 'mcp-method': method, ...(method === 'tools/call' ? { 'mcp-name': String(params['name']) } : {}) } : {}),
    ...call.headers,
  };
  const defined = Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const body = call.body ?? JSON.stringify({ jsonrpc: '2.0', id: call.id ?? 1, method, params: withMeta });
  return new Request('http://127.0.0.1/mcp', { method: 'POST', headers: defined, body, ...(signal ? { signal } : {}) });
}
