/**
 * The MCP Tasks extension on `serveMcpStdio`, in a child process, driven by the extension's
 * client over the SDK 2 stdio client: lifecycle, approval through input_required, cancel, and an
 * unknown task id.
 */
import { join } from 'node:path';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { describe, expect, it } from 'vitest';
import { connectTasksClient, requestMeta } from './tasks-client';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const TIMEOUT = 60_000;

function transport() {
  return new StdioClientTransport({
    command: join(root, 'node_modules', '.bin', 'tsx'),
    args: ['test/adapters/mcp-v2/tasks/stdio-server.ts'],
    cwd: root,
    stderr: 'pipe',
  });
}

describe('toolwright/mcp/v2 tasks over stdio, with the extension client', () => {
  it('declares the extension, runs a call as a task to its result, asks for approval, and cancels', { timeout: TIMEOUT }, async () => {
    const c = await connectTasksClient(transport(), {
      elicitation: true,
      onInputRequest: async () => ({ action: 'accept', content: { approved: true } }) as never,
    });
    try {
      expect(c.client.getServerCapabilities()?.extensions).toEqual({ 'io.modelcontextprotocol/tasks': {} });

      const report = await c.session.callTool('report', { topic: 'tides' });
      expect(report.kind).toBe('task');
      const settled = (await report.settle()).outcome;
      expect(settled, JSON.stringify(settled)).toMatchObject({
        status: 'completed',
        result: { structuredContent: { text: 'report on tides' }, isError: false },
      });

      const deploy = await c.session.callTool('deploy', { env: 'prod' });
      expect((await deploy.settle()).outcome).toMatchObject({ status: 'completed', result: { content: [{ type: 'text', text: 'deployed to prod' }] } });

      const slow = await c.session.callTool('slow', {});
      await slow.cancel();
      const taskId = slow.handle!.taskId;
      const seen = await c.raw.request('tasks/get', { taskId, _meta: requestMeta(c.capabilities, true) });
      expect(seen).toMatchObject({ kind: 'result', result: { taskId, status: 'cancelled' } });

      const unknown = await c.raw.request('tasks/get', { taskId: 'nope', _meta: requestMeta(c.capabilities, true) });
      expect(unknown).toMatchObject({ kind: 'error', error: { code: -32602 } });
    } finally {
      await c.close();
    }
  });
});
