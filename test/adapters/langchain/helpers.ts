// Shared pieces of the LangChain wire tests: the tools, a createAgent run with LangChain's own
// fake chat model, and a replay store on files that several processes share.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { AIMessage, type BaseMessage, ToolMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { MemorySaver } from '@langchain/langgraph';
import { createAgent } from 'langchain';
import { z } from 'zod';
import type { TicketReplayStore } from '../../../src/runtime';
import { createTool } from '../../../src/tools';

/** A runtime logger that keeps what it is told, for tests to check. */
export function logCollector() {
  const logged: string[] = [];
  const keep = (message: string) => {
    logged.push(message);
  };
  return { logged, logger: { warn: keep, error: keep } };
}

/** A fixed 32-byte key: tests in several processes sign and verify with it. */
export const KEYS = ['toolwright-langchain-test-key-0123456789'];

/** The tools, with a log of every `execute` that ran (by tool and call id). */
export function makeTools() {
  const ran: string[] = [];
  const tools = {
    weather: createTool({
      id: 'weather',
      description: 'Gets the weather in a city',
      inputSchema: z.object({ city: z.string().min(2) }),
      outputSchema: z.object({ city: z.string(), celsius: z.number() }),
      execute: async ({ city }, context) => {
        ran.push(`weather:${context.agent?.toolCallId}`);
        return { city, celsius: 21 };
      },
    }),
    sendEmail: createTool({
      id: 'sendEmail',
      description: 'Sends an email',
      inputSchema: z.object({ to: z.string().email() }),
      requireApproval: true,
      execute: async ({ to }, context) => {
        ran.push(`sendEmail:${context.agent?.toolCallId}`);
        return `sent to ${to}`;
      },
    }),
    bookTable: createTool({
      id: 'bookTable',
      description: 'Books a table, asking for a time first',
      inputSchema: z.object({ restaurant: z.string() }),
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ slot: z.enum(['19:30', '20:00']) }),
      execute: async ({ restaurant }, context) => {
        const answer = context.agent?.resumeData;
        if (!answer) {
          await context.agent?.suspend({ question: `Which time at ${restaurant}?` });
          return;
        }
        ran.push(`bookTable:${context.agent?.toolCallId}`);
        return `booked ${restaurant} at ${answer.slot}`;
      },
    }),
  };
  return { tools, ran };
}

/** One tool round in createAgent: the fake model calls `calls`, then answers "done". */
export function agentFor(
  tools: Parameters<typeof createAgent>[0]['tools'],
  calls: Array<{ name: string; args: Record<string, unknown>; id: string }>,
  checkpointer?: MemorySaver,
) {
  const model = (calls.length > 0 ? fakeModel().respondWithTools(calls) : fakeModel()).respond(new AIMessage('done'));
  return createAgent({ model, tools, ...(checkpointer ? { checkpointer } : {}) });
}

/**
 * A checkpointer holding a copy of `saver`'s checkpoints: what a second process, or a restored
 * backup, resumes from.
 */
export function copySaver(saver: MemorySaver): MemorySaver {
  const copy = new MemorySaver();
  copy.storage = structuredClone(saver.storage);
  copy.writes = structuredClone(saver.writes);
  return copy;
}

/** The ToolMessages of a run's messages, by call id. */
export function toolMessages(messages: BaseMessage[]): Record<string, ToolMessage> {
  const found: Record<string, ToolMessage> = {};
  for (const message of messages) if (ToolMessage.isInstance(message)) found[message.tool_call_id] = message;
  return found;
}

/** A replay store whose claims are files created exclusively: atomic across processes. */
export class FileTicketReplayStore implements TicketReplayStore {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }
  claim(ticketId: string): boolean {
    try {
      closeSync(openSync(join(this.dir, Buffer.from(ticketId).toString('base64url')), 'wx'));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }
}

export { MemorySaver };
