// A toolwright/mcp/v2 server on stdio, for stdio.test.ts (run with tsx).
import { z } from 'zod';
import { serveMcpStdio } from '../../../src/mcp-v2';
import { createTool } from '../../../src/tools';

serveMcpStdio(
  {
    add: createTool({
      id: 'add',
      description: 'Adds two numbers',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      execute: async ({ a, b }) => a + b,
    }),
    sendEmail: createTool({
      id: 'send-email',
      title: 'Send email',
      description: 'Sends an email',
      requireApproval: true,
      inputSchema: z.object({ to: z.string() }),
      execute: async ({ to }) => `sent to ${to}`,
    }),
  },
  { name: 'stdio-test', version: '1.0.0' },
);
