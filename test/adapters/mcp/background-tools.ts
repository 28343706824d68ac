/**
 * Two background-enabled tools for the MCP wires' tests of a client that waits for the result:
 * `report` (an outputSchema, and progress written while it runs) and `note` (a string, no
 * outputSchema).
 */
import { z } from 'zod';
import { createTool } from '../../../src/tools';

export const backgroundTools = {
  report: createTool({
    id: 'report',
    description: 'Writes a report, reporting each step',
    inputSchema: z.object({ topic: z.string() }),
    outputSchema: z.object({ text: z.string() }),
    background: { enabled: true },
    execute: async ({ topic }, context) => {
      await context.writer?.write(`drafting ${topic}`);
      return { text: `report on ${topic}` };
    },
  }),
  note: createTool({
    id: 'note',
    description: 'Writes a note',
    inputSchema: z.object({ topic: z.string() }),
    background: { enabled: true },
    execute: async ({ topic }) => `note on ${topic}`,
  }),
};
