/**
 * `toolwright/mcp/v2`'s HTTP handler with raw requests of either era, for what a real client
 * does not do on cue: abort a request mid-call, or see the handler closed under it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { McpV2HttpHandler } from '../../../src/adapters/mcp/v2/http';
import { createMcpHttpHandler } from '../../../src/mcp-v2';
import { type Era, rawHttpTools, rawRequest, started } from './raw-http-tools';

const handlers: McpV2HttpHandler[] = [];
afterEach(async () => {
  for (const handler of handlers.splice(0)) await handler.close();
});

function handlerOf(): McpV2HttpHandler {
  const handler = createMcpHttpHandler(rawHttpTools, { name: 'raw-http', version: '1.0.0' });
  handlers.push(handler);
  return handler;
}

/** Resolves once the `waits` tool runs. */
function waitsStarted(): Promise<void> {
  return new Promise<void>((resolve) => {
    started.resolve = resolve;
  });
}

const eras: Era[] = ['2026', '2025'];

describe('toolwright/mcp/v2 HTTP handler, raw requests', () => {
  it.each(eras)('a call answers (%s)', async (era) => {
    const response = await handlerOf()(rawRequest({ era }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"structuredContent":{"sum":5}');
  });

  it.each(eras)("the request's signal aborts the call (%s): the tool gets it, and no result is sent", async (era) => {
    const handler = handlerOf();
    const controller = new AbortController();
    const aborts = started.aborts;
    const running = waitsStarted();
    const pending = handler(rawRequest({ era, name: 'waits', args: {} }, controller.signal));
    await running;
    controller.abort();
    const response = await pending;
    const text = await response.text().catch(() => '');
    expect(started.aborts).toBe(aborts + 1);
    // 2026-07-28: SDK 2's 499 without a body; 2025: the response stream ends without an answer.
    expect(response.status).toBe(era === '2026' ? 499 : 200);
    expect(text).not.toContain('"result"');
    // The handler serves the next call as usual.
    expect(await (await handler(rawRequest({ era }))).text()).toContain('"sum":5');
  });

  it('close() ends an in-flight 2026-07-28 exchange, and the handler serves no more', async () => {
    const handler = createMcpHttpHandler(rawHttpTools, { name: 'raw-http', version: '1.0.0' });
    const running = waitsStarted();
    const pending = handler(rawRequest({ era: '2026', name: 'waits', args: {} }));
    await running;
    await handler.close();
    expect((await pending).status).toBe(499);
    await expect(handler(rawRequest({ era: '2026' }))).rejects.toThrow('closed');
  });
});
