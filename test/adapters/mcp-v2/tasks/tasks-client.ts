/**
 * A client of the MCP Tasks extension as an application would build it: the SDK 2 `Client`
 * (pinned to 2026-07-28), and the extension's own session (`createTaskSessionFromClient`) over it.
 * The extension needs a raw request path for task traffic (the SDK's codecs do not know
 * `resultType: "task"`); {@link rawDispatchOver} is that path, on the client's own transport.
 */
import { Client, type Transport } from '@modelcontextprotocol/client';
import {
  type ApplicationInputHandler,
  createTaskSessionFromClient,
  type JsonRpcResponse,
  type RawClientDispatch,
  type TaskEnabledSession,
} from '@modelcontextprotocol/ext-tasks/client';

const PROTOCOL = '2026-07-28';

/**
 * Sends JSON-RPC requests on `transport` (already started by a connected `Client`) and matches
 * their responses by id; every other message goes on to the client. Ids are strings of their own,
 * so they never meet the client's numeric ids.
 */
export function rawDispatchOver(
  transport: Transport,
): RawClientDispatch & { request(method: string, params: Record<string, unknown>): Promise<JsonRpcResponse> } {
  const waiting = new Map<string, (response: JsonRpcResponse) => void>();
  let next = 0;
  const forward = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const id = (message as { id?: unknown }).id;
    const settle = typeof id === 'string' ? waiting.get(id) : undefined;
    if (settle && ('result' in message || 'error' in message)) {
      waiting.delete(id as string);
      const response = message as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
      settle(response.error ? { kind: 'error', error: response.error as never } : { kind: 'result', result: response.result as never });
      return;
    }
    forward?.(message, extra);
  };
  const dispatch = async (request: unknown): Promise<JsonRpcResponse> => {
    next += 1;
    const id = `raw-${next}`;
    const answered = new Promise<JsonRpcResponse>((resolve) => waiting.set(id, resolve));
    await transport.send({ ...(request as Record<string, unknown>), jsonrpc: '2.0', id } as never);
    return await answered;
  };
  return Object.assign(dispatch, {
    request: (method: string, params: Record<string, unknown>) => dispatch({ jsonrpc: '2.0', id: 0, method, params }),
  });
}

/** The `_meta` of a 2026-07-28 request from {@link connectTasksClient}'s client, declaring the extension or not. */
export function requestMeta(capabilities: Record<string, unknown>, declareTasks: boolean): Record<string, unknown> {
  const extensions = declareTasks ? { 'io.modelcontextprotocol/tasks': {} } : {};
  return {
    'io.modelcontextprotocol/protocolVersion': PROTOCOL,
    'io.modelcontextprotocol/clientInfo': { name: 'tasks-client', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': { ...capabilities, extensions },
  };
}

/** What {@link connectTasksClient} makes. */
export interface TasksClient {
  client: Client;
  session: TaskEnabledSession;
  /** Raw requests on the same connection (for what the extension's session does not send). */
  raw: ReturnType<typeof rawDispatchOver>;
  capabilities: Record<string, unknown>;
  close(): Promise<void>;
}

/** Connects an SDK 2 client on `transport` and opens the extension's session over it. */
export async function connectTasksClient(
  transport: Transport,
  options: { elicitation?: boolean; onInputRequest?: ApplicationInputHandler<void>['handle'] } = {},
): Promise<TasksClient> {
  const capabilities: Record<string, unknown> = options.elicitation ? { elicitation: { form: {} } } : {};
  const clientInfo = { name: 'tasks-client', version: '1.0.0' };
  const client = new Client(clientInfo, { capabilities, versionNegotiation: { mode: { pin: PROTOCOL } } });
  await client.connect(transport);
  const raw = rawDispatchOver(transport);
  const session = createTaskSessionFromClient(client, {
    endpointId: 'toolwright-test',
    rawDispatch: raw,
    v2RequestFraming: { protocolVersion: PROTOCOL, clientInfo, clientCapabilities: capabilities as never },
    ...(options.onInputRequest ? { onInputRequest: options.onInputRequest } : {}),
  });
  return {
    client,
    session,
    raw,
    capabilities,
    close: async () => {
      await session.close();
      await client.close();
    },
  };
}
