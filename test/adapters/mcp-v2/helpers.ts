import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { listen, type WebHandler } from '../mcp/node-http';

/** The three clients a server must serve: SDK 1, SDK 2 pinned to 2026-07-28, SDK 2 negotiating. */
export type ClientKind = 'v1' | 'v2-pinned' | 'v2-auto';

/** Elicitation answers a test client gives, recording the questions. */
export interface Answering {
  asked: Array<Record<string, unknown>>;
  answer: (params: Record<string, unknown>) => { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> };
}

export interface ConnectOptions {
  elicitation?: Answering | undefined;
}

/** A minimal client interface common to both SDK majors, enough for these tests. */
export interface AnyClient {
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<Record<string, unknown>>;
  listTools(): Promise<{ tools: Array<Record<string, unknown>> }>;
  protocolVersion(): string | undefined;
  close(): Promise<void>;
}

const PINNED = '2026-07-28';

/** A real client of `kind`, connected to `url` over Streamable HTTP. */
export async function connectHttp(kind: ClientKind, url: URL, options: ConnectOptions = {}): Promise<AnyClient> {
  const capabilities = options.elicitation ? { elicitation: { form: {} } } : {};
  if (kind === 'v1') {
    const client = new ClientV1({ name: 'v1-client', version: '1.0.0' }, { capabilities });
    if (options.elicitation) {
      const { ElicitRequestSchema } = await import('@modelcontextprotocol/sdk/types.js');
      const answering = options.elicitation;
      client.setRequestHandler(ElicitRequestSchema, async (request) => {
        answering.asked.push(request.params as Record<string, unknown>);
        return answering.answer(request.params as Record<string, unknown>);
      });
    }
    await client.connect(new HttpV1(url));
    return {
      callTool: (params) => client.callTool(params) as Promise<Record<string, unknown>>,
      listTools: () => client.listTools() as Promise<{ tools: Array<Record<string, unknown>> }>,
      protocolVersion: () => (client.transport as HttpV1 | undefined)?.protocolVersion,
      close: () => client.close(),
    };
  }
  const client = new ClientV2(
    { name: 'v2-client', version: '1.0.0' },
    { capabilities, versionNegotiation: { mode: kind === 'v2-pinned' ? { pin: PINNED } : 'auto' } },
  );
  if (options.elicitation) {
    const answering = options.elicitation;
    client.setRequestHandler('elicitation/create', async (request) => {
      answering.asked.push(request.params as Record<string, unknown>);
      return answering.answer(request.params as Record<string, unknown>) as never;
    });
  }
  await client.connect(new HttpV2(url));
  return {
    callTool: (params) => client.callTool(params) as Promise<Record<string, unknown>>,
    listTools: () => client.listTools() as Promise<{ tools: Array<Record<string, unknown>> }>,
    protocolVersion: () => client.getNegotiatedProtocolVersion(),
    close: () => client.close(),
  };
}

/** `handler` on a loopback port. */
export async function serve(handler: WebHandler) {
  return listen(handler);
}
