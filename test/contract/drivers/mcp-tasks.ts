// MCP SDK 2 with the Tasks extension (toolwright/mcp/v2): every tool background-enabled, so each
// call is a task, driven by the extension's own client (`@modelcontextprotocol/ext-tasks`) over an
// SDK 2 client pinned to 2026-07-28, on Streamable HTTP (the client's fetch calls the handler).
// The human answers the task's `input_required` questions (the approval form, the resume form);
// what the client is told is the final tool result's text.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHttpHandler } from '../../../src/mcp-v2';
import { RequestContext } from '../../../src/request-context';
import { connectTasksClient } from '../../adapters/mcp-v2/tasks/tasks-client';
import type { Driver } from '../matrix';
import { contractTools } from '../tools';
import { human, NO_EDITS, NO_TEXT, observe } from './mcp';
import { newProbe, runtimeOptionsOf } from './shared';

type CallResult = { content?: Array<{ type: string; text?: string }>; isError?: boolean };

export const mcpTasksDriver: Driver = {
  name: 'MCP SDK 2 tasks (toolwright/mcp/v2, the Tasks extension client)',
  cannot: { 'malformed args': NO_TEXT, ...NO_EDITS },
  async run(scenario) {
    const probe = newProbe();
    const asked: unknown[] = [];
    const declined = { value: false };
    const runtime = runtimeOptionsOf(scenario);
    const handler = createMcpHttpHandler(contractTools(probe, { background: { enabled: true } }), {
      name: 'contract',
      version: '1.0.0',
      requestContext: () => new RequestContext(Object.entries(scenario.requestContext) as never),
      runtime: runtime.options,
      tasks: { pollIntervalMs: 1 },
    });
    const answer = human(scenario, asked, declined);
    const transport = new StreamableHTTPClientTransport(new URL('http://contract.local/mcp'), {
      fetch: async (url, init) => handler(new Request(url, init)),
    });
    const c = await connectTasksClient(transport, {
      elicitation: true,
      onInputRequest: async (request) => answer((request as unknown as { params: { message: string } }).params) as never,
    });
    try {
      const execution = await c.session.callTool(scenario.tool, (scenario.args ?? {}) as never);
      const { outcome } = await execution.settle();
      if (outcome.status !== 'completed') throw new Error(`the task ended ${outcome.status}`);
      return { ...observe(outcome.result as CallResult, probe, asked, declined.value), appResult: runtime.appResult() };
    } finally {
      await c.close();
      await handler.close();
    }
  },
};
