import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatHost, type HttpAddress } from './address';
import { CliError } from './cli-error';
import type { FoundTool } from './collect-tools';
import type { McpBackend, ServerInfo } from './load-mcp';
import { BodyTooLargeError, toWebRequest, writeWebResponse } from './node-request';

/** The path the MCP endpoint is served at. */
export const MCP_PATH = '/mcp';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopback(host: string): boolean {
  return LOOPBACK.has(host) || host.startsWith('127.');
}

function hostnameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname;
  } catch {
    return '';
  }
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/**
 * A server on a loopback address answers only requests addressed to a loopback name, and only
 * from pages of a loopback origin (or from no page at all): a web page elsewhere cannot reach it
 * through DNS rebinding, as the MCP transport spec asks of local servers.
 */
function forbidden(req: IncomingMessage, loopbackOnly: boolean): string | undefined {
  if (!loopbackOnly) return undefined;
  if (!isLoopback(hostnameOf(req.headers.host ?? ''))) return `Forbidden: Host ${JSON.stringify(req.headers.host ?? '')} is not this local server.`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    let hostname = '';
    try {
      hostname = new URL(origin).hostname;
    } catch {}
    if (!isLoopback(hostname)) return `Forbidden: Origin ${JSON.stringify(origin)} is not local.`;
  }
  return undefined;
}

function listenError(error: NodeJS.ErrnoException, address: HttpAddress): CliError {
  const where = `${formatHost(address.host)}:${address.port}`;
  if (error.code === 'EADDRINUSE') {
    return new CliError(`Cannot listen on ${where}: the port is in use. Stop what uses it, or pass another --http address (port 0 picks a free one).`);
  }
  if (error.code === 'EADDRNOTAVAIL') return new CliError(`Cannot listen on ${where}: ${address.host} is not an address of this machine.`);
  if (error.code === 'EACCES') return new CliError(`Cannot listen on ${where}: permission denied (ports below 1024 need privileges).`);
  return new CliError(`Cannot listen on ${where}: ${error.message}`, 1, { cause: error });
}

/**
 * Serves `tools` over Streamable HTTP at `http://host:port/mcp` (2025-era clients stateless, a
 * fresh server per request, unless `stateful`; 2026-07-28 clients have no sessions), and
 * resolves with that URL once the socket listens.
 */
export async function serveHttp(
  backend: McpBackend,
  tools: Record<string, FoundTool>,
  info: ServerInfo,
  address: HttpAddress,
  stateful: boolean,
): Promise<{ url: string; close(): Promise<void> }> {
  const handle = backend.httpHandler(tools, info, stateful);
  const loopbackOnly = isLoopback(address.host);
  let origin = '';
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path !== MCP_PATH) return refuse(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}.`);
      const denied = forbidden(req, loopbackOnly);
      if (denied) return refuse(res, 403, denied);
      let request: Request;
      try {
        request = await toWebRequest(req, res, origin);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return refuse(res, 413, 'Request body too large.');
        throw error;
      }
      await writeWebResponse(await handle(request), res);
    })().catch((error: unknown) => {
      process.stderr.write(`toolwright: a request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      if (!res.headersSent) refuse(res, 500, 'Internal server error.');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(listenError(error, address)));
    server.listen(address.port, address.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${formatHost(address.host)}:${port}`;
  return {
    url: `${origin}${MCP_PATH}`,
    close: async () => {
      await handle.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await closed;
    },
  };
}
