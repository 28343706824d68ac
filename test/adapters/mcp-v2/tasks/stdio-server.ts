// A toolwright/mcp/v2 server on stdio with background tools, for stdio-tasks.test.ts (run with tsx).
import { z } from 'zod';
import { serveMcpStdio } from '../../../../src/mcp-v2';
import { createTool } from '../../../../src/tools';

serveMcpStdio(
  {
    report: createTool({
      id: 'report',
      description: 'Writes a report',
      inputSchema: z.object({ topic: z.string() }),
      outputSchema: z.object({ text: z.string() }),
      background: { enabled: true },
      execute: async ({ topic }) => ({ text: `report on ${topic}` }),
    }),
    slow: createTool({
      id: 'slow',
      description: 'Runs until cancelled',
      inputSchema: z.object({}),
      background: { enabled: true },
      execute: async (_input, context) => {
        await new Promise((resolve) => context.abortSignal?.addEventListener('abort', resolve, { once: true }));
        return 'stopped';
      },
    }),
    deploy: createTool({
      id: 'deploy',
      description: 'Deploys, once approved',
      requireApproval: true,
      inputSchema: z.object({ env: z.string() }),
      background: { enabled: true },
      execute: async ({ env }) => `deployed to ${env}`,
    }),
  },
  { name: 'stdio-tasks', version: '1.0.0', tasks: { pollIntervalMs: 5 } },
);
