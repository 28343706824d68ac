import { createRequire } from 'node:module';
import { basename, extname } from 'node:path';
import { MASTRA_TOOL_MARKER } from 'toolwright/tools';
import { answerHostWithError } from './answer-host';
import { parseArgs } from './args';
import { CliError } from './cli-error';
import { collectTools } from './collect-tools';
import { routeConsoleToStderr } from './console-to-stderr';
import { MAIN_HELP, MCP_HELP } from './help';
import { loadMcp } from './load-mcp';
import { importModule, resolveModulePath } from './load-module';
import { serveHttp } from './serve-http';

/** toolwright's own version, from the package.json beside `dist/`. */
function packageVersion(): string {
  const pkg = createRequire(import.meta.url)('../package.json') as { version: string };
  return pkg.version;
}

function isTool(value: unknown): boolean {
  try {
    return typeof value === 'object' && value !== null && MASTRA_TOOL_MARKER in value;
  } catch {
    // A Proxy whose `has` trap throws is not a tool anyone meant to serve.
    return false;
  }
}

function log(message: string): void {
  process.stderr.write(`toolwright: ${message}\n`);
}

/**
 * Runs the command line. Resolves once the server is up (it keeps the process alive) or the
 * command is done; rejects with a {@link CliError} for anything the user can fix.
 */
export async function run(argv: readonly string[]): Promise<void> {
  const command = parseArgs(argv);
  if (command.kind === 'help') {
    process.stdout.write(command.topic === 'main' ? MAIN_HELP : MCP_HELP);
    return;
  }
  const version = packageVersion();
  if (command.kind === 'version') {
    process.stdout.write(`${version}\n`);
    return;
  }
  try {
    await serve(command, version);
  } catch (error) {
    // Over stdio the host that started the process sees only "Connection closed" unless its
    // first request is answered with the cause: the same message as on stderr.
    if (!command.http) {
      const message = error instanceof CliError ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
      await answerHostWithError(message, process.stdin, process.stdout);
    }
    throw error;
  }
}

/** Loads the module and serves its tools, over HTTP or stdio. */
async function serve(command: Extract<ReturnType<typeof parseArgs>, { kind: 'mcp' }>, version: string): Promise<void> {
  const path = resolveModulePath(command.module);
  const backend = await loadMcp(command.sdk);
  if (!command.http) routeConsoleToStderr();
  const tools = collectTools(await importModule(path), isTool, command.module);
  const info = { name: command.name ?? basename(path, extname(path)), version };
  const names = Object.keys(tools);
  const what = `${names.length} tool${names.length === 1 ? '' : 's'} (${names.join(', ')}) from ${command.module}`;
  const via = `through MCP SDK ${backend.sdk} (${backend.protocols} clients)`;
  try {
    if (command.http) {
      const { url, close } = await serveHttp(backend, tools, info, command.http, command.stateful);
      if (!['localhost', '::1'].includes(command.http.host) && !command.http.host.startsWith('127.')) {
        log(`warning: ${command.http.host} is not a loopback address and the endpoint has no authentication.`);
      }
      log(`serving ${what} ${via} at ${url}`);
      const stop = (): void => {
        void close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    } else {
      await backend.serveStdio(tools, info);
      log(`serving ${what} over stdio ${via}`);
    }
  } catch (error) {
    if (backend.isDefinitionError(error)) throw new CliError(error.message, 1, { cause: error });
    throw error;
  }
}
