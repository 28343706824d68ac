// MCP SDK 2 with the Tasks extension (toolwright/mcp/v2): every tool background-enabled, so each
// call is a task, driven by the extension's own client (`@modelcontextprotocol/ext-tasks`) over an
// SDK 2 client pinned to 2026-07-28, on Streamable HTTP (the client's fetch calls the handler).
// The human answers the task's `input_required` questions (the approval form, the resume form);
// what the client is told is the final tool result's text.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHttpHandler } from '../../../src/mcp-v2';
import { connectTasksClient } from '../../adapters/mcp-v2/tasks/tasks-client';
import type { Driver } from '../matrix';
import { contractTools } from '../tools';
import { mcpScenario, NO_EDITS, NO_TEXT } from './mcp';

type CallResult = { content?: Array<{ type: string; text?: string }>; isError?: boolean };

export const mcpTasksDriver: Driver = {
  name: 'MCP SDK 2 tasks (toolwright/mcp/v2, the Tasks extension client)',
  cannot: { 'malformed args': NO_TEXT, ...NO_EDITS },
  async run(scenario) {
    const { probe, serverOptions, answer, observed } = mcpScenario(scenario);
    const handler = createMcpHttpHandler(contractTools(probe, { background: { enabled: true } }), { ...serverOptions, tasks: { pollIntervalMs: 1 } });
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
      return observed(outcome.result as CallResult);
    } finally {
      await c.close();
      await handler.close();
    }
  },
};
