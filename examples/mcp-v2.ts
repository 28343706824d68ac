/**
 * Protocol 2026-07-28 with `toolwright/mcp/v2` (MCP SDK 2): an SDK 2 client pinned to that
 * version calls a `requireApproval` tool. The server answers `input_required` (MRTR) with the
 * approval question; the client asks its user and retries with the answer, yes the first time,
 * no the second, and the tool runs once. A second tool's `toModelOutput` gives an image.
 * Everything runs in this process: the client's `fetch` calls the handler directly.
 *
 *   npm run build && npx tsx examples/mcp-v2.ts
 */
import { pathToFileURL } from 'node:url';
import { Client, type ElicitResult, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHttpHandler } from 'toolwright/mcp/v2';
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

/** A 1×1 PNG, standing in for a rendered chart. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const chartTool = createTool({
  id: 'sales-chart',
  description: 'Renders the sales of a quarter as a chart',
  inputSchema: z.object({ quarter: z.enum(['Q1', 'Q2', 'Q3', 'Q4']) }),
  outputSchema: z.object({ quarter: z.string(), total: z.number() }),
  execute: async ({ quarter }) => ({ quarter, total: 1250 }),
  toModelOutput: (output) => ({
    type: 'content',
    value: [
      { type: 'text', text: `Sales in ${output.quarter}: ${output.total}` },
      { type: 'image-data', data: PIXEL_PNG, mediaType: 'image/png' },
    ],
  }),
});

type Content = Array<{ type: string; text?: string; mimeType?: string }>;

export async function main(): Promise<void> {
  const handle = createMcpHttpHandler({ sendEmail: sendEmailTool, salesChart: chartTool }, { name: 'mailer', version: '1.0.0' });
  const client = new Client(
    { name: 'example-client', version: '1.0.0' },
    { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  // What the user answers, in order: approve the first email, decline the second.
  const answers: ElicitResult[] = [
    { action: 'accept', content: { approved: true } },
    { action: 'accept', content: { approved: false, reason: 'Not to the whole company' } },
  ];
  client.setRequestHandler('elicitation/create', async (request) => {
    console.log('approval question:', (request.params as { message: string }).message);
    return answers.shift() ?? { action: 'decline' };
  });
  // Each tools/call the client sends: a first try, or a retry carrying the server's
  // `requestState` and the user's answer (the MRTR round trip).
  const calls: string[] = [];
  const transport = new StreamableHTTPClientTransport(new URL('http://mailer.local/mcp'), {
    fetch: async (url, init) => {
      const request = new Request(url, init);
      if (request.headers.get('mcp-method') === 'tools/call') {
        const { params } = (await request.clone().json()) as { params: { name: string; requestState?: string } };
        calls.push(`${params.name}${params.requestState ? ' (retry with requestState)' : ''}`);
      }
      return handle(request);
    },
  });
  await client.connect(transport);
  console.log('protocol:', client.getNegotiatedProtocolVersion());

  const approved = await client.callTool({ name: 'sendEmail', arguments: { to: 'ada@example.com', subject: 'Launch' } });
  console.log('approved call:', approved.isError, (approved.content as Content)[0]?.text);
  const declined = await client.callTool({ name: 'sendEmail', arguments: { to: 'all@example.com', subject: 'Launch' } });
  console.log('declined call:', declined.isError, (declined.content as Content)[0]?.text);
  console.log('outbox:', outbox);
  console.log('tools/call requests:', [...calls]);

  const chart = await client.callTool({ name: 'salesChart', arguments: { quarter: 'Q3' } });
  const content = chart.content as Content;
  console.log(
    'chart content:',
    content.map((item) => item.type),
  );
  console.log('chart caption:', content[0]?.text);
  console.log('chart mimeType:', content[1]?.mimeType);

  await client.close();
  await handle.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
