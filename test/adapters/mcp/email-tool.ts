import { z } from 'zod';
import { createTool } from '../../../src/tools';

/**
 * The tool the MCP approval tests ask about: it needs approval, refuses a malformed address, and
 * records each input it sent to `sent`.
 */
export function emailTool(sent: unknown[]) {
  return createTool({
    id: 'send-email',
    title: 'Send email',
    description: 'Sends an email',
    requireApproval: true,
    inputSchema: z.object({ to: z.string().email(), body: z.string() }),
    execute: async (input) => {
      sent.push(input);
      return `sent to ${input.to}`;
    },
  });
}

/** Arguments `emailTool` accepts. */
export const emailArgs = { to: 'ada@example.com', body: 'Hello' };
