import { CliError } from './cli-error';
import type { FoundTool } from './collect-tools';

/** Which MCP SDK major `--sdk` asks for; `undefined` picks SDK 2 when installed, else SDK 1. */
export type SdkChoice = 1 | 2 | undefined;

/** The server's name and version, announced to clients. */
export interface ServerInfo {
  name: string;
  version: string;
}

/** A Web-standard MCP endpoint, as both `createMcpHttpHandler`s return it. */
export interface HttpHandler {
  (request: Request): Promise<Response>;
  close(): Promise<void>;
}

/**
 * What the CLI serves through: `toolwright/mcp/v2` on SDK 2 (2026-07-28 and 2025-era clients)
 * or `toolwright/mcp` on SDK 1 (2025-era clients only), behind one shape.
 */
export interface McpBackend {
  /** The SDK major serving. */
  readonly sdk: 1 | 2;
  /** The protocol versions its clients can speak, for the startup line. */
  readonly protocols: string;
  httpHandler(tools: Record<string, FoundTool>, info: ServerInfo, stateful: boolean): HttpHandler;
  /** Serves on this process's stdin and stdout until stdin ends. */
  serveStdio(tools: Record<string, FoundTool>, info: ServerInfo): Promise<void>;
  /** Whether `error` is the adapter's `McpToolDefinitionError` (a tool it cannot serve). */
  isDefinitionError(error: unknown): error is Error;
}

const SDK1 = '@modelcontextprotocol/sdk';
const SDK2 = '@modelcontextprotocol/server';

/** The npm package a "Cannot find package" error names (scope included), if any. */
function missingPackage(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  const name = /Cannot find (?:package|module) '([^']+)'/.exec(message)?.[1];
  if (!name || name.startsWith('.') || name.startsWith('/')) return undefined;
  return name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
}

/** Imports a module, giving `undefined` when `sdk` (the package it needs) is not installed. */
async function importUnlessMissing<T>(load: () => Promise<T>, sdk: string): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (missingPackage(error) === sdk) return undefined;
    throw error;
  }
}

async function loadV2(): Promise<McpBackend | undefined> {
  const api = await importUnlessMissing(() => import('toolwright/mcp/v2'), SDK2);
  if (!api) return undefined;
  return {
    sdk: 2,
    protocols: '2026-07-28 and 2025-era',
    httpHandler: (tools, info, stateful) => api.createMcpHttpHandler(tools, { ...info, legacy: stateful ? 'stateful' : 'stateless' }),
    serveStdio: async (tools, info) => {
      const handle = api.serveMcpStdio(tools, info);
      process.stdin.once('end', () => {
        void handle.close();
      });
    },
    isDefinitionError: (error): error is Error => api.McpToolDefinitionError.isInstance(error),
  };
}

async function loadV1(): Promise<McpBackend | undefined> {
  const api = await importUnlessMissing(() => import('toolwright/mcp'), SDK1);
  if (!api) return undefined;
  return {
    sdk: 1,
    protocols: '2025-era',
    httpHandler: (tools, info, stateful) => api.createMcpHttpHandler(tools, { ...info, sessions: stateful ? 'stateful' : 'stateless' }),
    serveStdio: async (tools, info) => {
      const server = api.createMcpServer(tools, info);
      const stdio = await importUnlessMissing(() => import('@modelcontextprotocol/sdk/server/stdio.js'), SDK1);
      if (!stdio) throw new CliError(`toolwright mcp needs the MCP SDK over stdio: npm install ${SDK1}`);
      await server.connect(new stdio.StdioServerTransport());
      process.stdin.once('end', () => {
        void server.close();
      });
    },
    isDefinitionError: (error): error is Error => api.McpToolDefinitionError.isInstance(error),
  };
}

/**
 * Loads what the CLI serves through (via the package's own exports, as users import it). Both
 * MCP SDKs are optional peers of toolwright: SDK 2 (`@modelcontextprotocol/server`) is preferred,
 * SDK 1 (`@modelcontextprotocol/sdk`) is the fallback, and when the one asked for (or both) is
 * missing the CLI says which package to install instead of printing Node's resolution error.
 */
export async function loadMcp(choice: SdkChoice): Promise<McpBackend> {
  if (choice === 2) {
    const v2 = await loadV2();
    if (v2) return v2;
    throw new CliError(`--sdk 2 needs MCP SDK 2, and ${SDK2} is not installed. Install it next to toolwright:\n  npm install ${SDK2}`);
  }
  if (choice === 1) {
    const v1 = await loadV1();
    if (v1) return v1;
    throw new CliError(`--sdk 1 needs MCP SDK 1, and ${SDK1} is not installed. Install it next to toolwright:\n  npm install ${SDK1}`);
  }
  const found = (await loadV2()) ?? (await loadV1());
  if (found) return found;
  throw new CliError(
    `toolwright mcp needs an MCP SDK, and neither ${SDK2} (SDK 2: protocol 2026-07-28 and 2025-era clients) nor ${SDK1} (SDK 1: 2025-era clients) is installed. Install one next to toolwright:\n  npm install ${SDK2}`,
  );
}
