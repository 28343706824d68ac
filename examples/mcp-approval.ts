/**
 * Approval over MCP: a `requireApproval` tool served to two clients. The one that declared the
 * elicitation capability is asked (the tool, its title and the arguments) and answers yes, then
 * no; the one that cannot be asked gets an isError result, and the tool never runs for it.
 *
 *   npm run build && npx tsx examples/mcp-approval.ts
 */
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer } from 'toolwright/mcp';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

const outbox: string[] = [];

export const sendEmailTool = createTool({
  id: 'send-email',
  title: 'Send email',
  description: 'Sends an email',
  requireApproval: true,
  inputSchema: z.object({ to: z.string().email(), subject: z.string() }),
  execute: async ({ to, subject }) => {
    outbox.push(`${to}: ${subject}`);
    return `Sent "${subject}" to ${to}`;
  },
});

async function connect(capabilities: ConstructorParameters<typeof Client>[1]): Promise<Client> {
  const server = createMcpServer({ sendEmail: sendEmailTool }, { name: 'mailer', version: '1.0.0' });
  const client = new Client({ name: 'example-client', version: '1.0.0' }, capabilities);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  return client;
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as Array<{ text: string }>).map((item) => item.text).join('\n');
}

export async function main(): Promise<void> {
  // A client with a UI: it shows the question and sends the user's answer.
  const asking = await connect({ capabilities: { elicitation: { form: {} } } });
  const answers: ElicitResult[] = [
    { action: 'accept', content: { approved: true } },
    { action: 'accept', content: { approved: false, reason: 'Not to the whole company' } },
  ];
  asking.setRequestHandler(ElicitRequestSchema, async (request) => {
    console.log('elicitation message:', request.params.message);
    return answers.shift() ?? { action: 'decline' };
  });
  const approved = await asking.callTool({ name: 'sendEmail', arguments: { to: 'ada@example.com', subject: 'Launch' } });
  console.log('approved call:', approved.isError, text(approved));
  const declined = await asking.callTool({ name: 'sendEmail', arguments: { to: 'all@example.com', subject: 'Launch' } });
  console.log('declined call:', declined.isError, text(declined));
  await asking.close();

  // A client that can be asked nothing: the call fails closed.
  const headless = await connect({});
  const refused = await headless.callTool({ name: 'sendEmail', arguments: { to: 'bob@example.com', subject: 'Launch' } });
  console.log('headless call:', refused.isError, text(refused));
  await headless.close();

  console.log('outbox:', outbox);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
