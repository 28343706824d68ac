// The background tools both processes of mcp-tasks.redis test serve.
import { z } from 'zod';
import { createTool } from '../../../src/tools';

export const mcpTaskTools = {
  report: createTool({
    id: 'report',
    description: 'Writes a report',
    inputSchema: z.object({ topic: z.string() }),
    outputSchema: z.object({ text: z.string(), pid: z.number() }),
    background: { enabled: true },
    execute: async ({ topic }) => ({ text: `report on ${topic}`, pid: process.pid }),
  }),
};
