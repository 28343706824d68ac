/**
 * `serveMcpStdio`: `tools` over stdio for both protocol eras, through the SDK's `serveStdio`
 * (a 2026-07-28 client discovers and calls without a handshake; a 2025-era client initializes
 * and keeps its connection, so elicitation and sampling reach it).
 */
import { type ServeStdioOptions, type StdioServerHandle, serveStdio } from '@modelcontextprotocol/server/stdio';
import type { McpTools } from '../types-base';
import { type McpV2ServerOptions, serverFactoryV2 } from './register';

/** Options of {@link serveMcpStdio}: the server's, plus the SDK's `serveStdio` options. */
export interface McpV2StdioOptions extends McpV2ServerOptions {
  /** `'serve'` (default) serves 2025-era clients too; `'reject'` serves 2026-07-28 only. */
  legacy?: ServeStdioOptions['legacy'];
  /** The transport to serve on; default the process's stdin and stdout. */
  transport?: ServeStdioOptions['transport'];
  /** Out-of-band errors (reporting only). */
  onerror?: ServeStdioOptions['onerror'];
}

/**
 * Serves `tools` on stdio (or `options.transport`) until the handle is closed or stdin ends.
 *
 * @example
 * ```ts types-only
 * import { serveMcpStdio } from 'toolwright/mcp/v2';
 *
 * const handle = serveMcpStdio({ weatherTool }, { name: 'weather', version: '1.0.0' });
 * ```
 */
export function serveMcpStdio(tools: McpTools, options: McpV2StdioOptions): StdioServerHandle {
  const { legacy, transport, onerror, ...serverOptions } = options;
  const makeServer = serverFactoryV2(tools, serverOptions);
  const stdio: ServeStdioOptions = {};
  if (legacy !== undefined) stdio.legacy = legacy;
  if (transport !== undefined) stdio.transport = transport;
  if (onerror !== undefined) stdio.onerror = onerror;
  return serveStdio(makeServer, stdio);
}
