import { CliError } from './cli-error';

/** The public API of `toolwright/mcp`, the only part of the package the CLI serves through. */
export type McpApi = typeof import('toolwright/mcp');

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

/**
 * Loads `toolwright/mcp` (through the package's own exports, as users import it). The MCP SDK
 * is an optional peer of toolwright: when it is missing, the CLI says which package to install
 * instead of printing Node's resolution error.
 */
export async function loadMcp(): Promise<McpApi> {
  try {
    return await import('toolwright/mcp');
  } catch (error) {
    const name = missingPackage(error);
    if (name?.startsWith('@modelcontextprotocol/')) {
      throw new CliError(`toolwright mcp needs the MCP SDK, and ${name} is not installed. Install it next to toolwright:\n  npm install ${name}`, 1, {
        cause: error,
      });
    }
    throw error;
  }
}

/** Loads the SDK's stdio server transport, with the same message as {@link loadMcp} when it is missing. */
export async function loadStdioTransport(): Promise<typeof import('@modelcontextprotocol/sdk/server/stdio.js')> {
  try {
    return await import('@modelcontextprotocol/sdk/server/stdio.js');
  } catch (error) {
    if (missingPackage(error) === '@modelcontextprotocol/sdk') {
      throw new CliError('toolwright mcp needs the MCP SDK over stdio: npm install @modelcontextprotocol/sdk', 1, { cause: error });
    }
    throw error;
  }
}
