/**
 * Tools and raw Streamable HTTP requests for `toolwright/mcp/v2`'s handler, as a client of
 * either era sends them (for what a real client does not do on cue: abort mid-call).
 */
import { z } from 'zod';
import { createTool } from '../../../src/tools';

/** Resolves when a tool waiting for its abort signal has started; `aborts` counts the signals it saw fire. */
export const started: { resolve?: () => void; aborts: number } = { aborts: 0 };

export const rawHttpTools = {
  add: createTool({
    id: 'add',
    description: 'Adds two numbers',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    outputSchema: z.object({ sum: z.number() }),
    execute: async ({ a, b }) => ({ sum: a + b }),
  }),
  waits: createTool({
    id: 'waits',
    description: 'Waits until the call is aborted',
    inputSchema: z.object({}),
    execute: async (_input, context) => {
      started.resolve?.();
      await new Promise<void>((resolve) => {
        const aborted = () => {
          started.aborts++;
          resolve();
        };
        if (context.abortSignal?.aborted) aborted();
        else context.abortSignal?.addEventListener('abort', aborted, { once: true });
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
    'io.modelcontextprotocol/clientInfo': { name: 'raw-http', version: '1.0.0' },
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
