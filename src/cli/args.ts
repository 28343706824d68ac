import { type HttpAddress, parseHttpAddress } from './address';
import { CliError, USAGE } from './cli-error';

/** What the command line asks for. */
export type Command =
  | { readonly kind: 'help'; readonly topic: 'main' | 'mcp' }
  | { readonly kind: 'version' }
  | {
      readonly kind: 'mcp';
      readonly module: string;
      readonly http: HttpAddress | undefined;
      readonly name: string | undefined;
      /** HTTP sessions kept in memory (server-to-client requests need them). */
      readonly stateful: boolean;
      /** The MCP SDK major to serve through (`--sdk`); `undefined`: SDK 2 when installed, else SDK 1. */
      readonly sdk: 1 | 2 | undefined;
    };

const MORE = 'Run `toolwright mcp --help` for the flags.';

/** The value of a flag given as `--flag value` or `--flag=value`. */
function flagValue(flag: string, inline: string | undefined, rest: string[]): string {
  const value = inline ?? rest.shift();
  if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new CliError(`${flag} needs a value. ${MORE}`, USAGE);
  return value;
}

function parseSdk(value: string): 1 | 2 {
  if (value === '1' || value === '2') return Number(value) as 1 | 2;
  throw new CliError(
    `Bad --sdk ${JSON.stringify(value)}: expected 1 (@modelcontextprotocol/sdk, 2025-era clients) or 2 (@modelcontextprotocol/server, 2026-07-28 and 2025-era clients). ${MORE}`,
    USAGE,
  );
}

/** Parses `toolwright <command> ...` (the arguments after the program name). */
export function parseArgs(argv: readonly string[]): Command {
  const rest = [...argv];
  const first = rest.shift();
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') return { kind: 'help', topic: 'main' };
  if (first === '--version' || first === '-v') return { kind: 'version' };
  if (first !== 'mcp') {
    const what = first.startsWith('-') ? `Unknown flag ${first}` : `Unknown command ${JSON.stringify(first)}`;
    throw new CliError(`${what}. The command is \`toolwright mcp <module>\`; run \`toolwright --help\`.`, USAGE);
  }
  let module: string | undefined;
  let http: HttpAddress | undefined;
  let name: string | undefined;
  let stateful = false;
  let sdk: 1 | 2 | undefined;
  let positionalOnly = false;
  while (rest.length > 0) {
    const arg = rest.shift()!;
    if (positionalOnly || !arg.startsWith('-') || arg === '-') {
      if (module !== undefined) throw new CliError(`One module at a time: got ${JSON.stringify(module)} and ${JSON.stringify(arg)}. ${MORE}`, USAGE);
      module = arg;
      continue;
    }
    if (arg === '--') {
      positionalOnly = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    const inline = eq === -1 ? undefined : arg.slice(eq + 1);
    if (flag === '--help' || flag === '-h') return { kind: 'help', topic: 'mcp' };
    if (flag === '--http') http = parseHttpAddress(flagValue(flag, inline, rest));
    else if (flag === '--name') name = flagValue(flag, inline, rest);
    else if (flag === '--stateful' && inline === undefined) stateful = true;
    else if (flag === '--sdk') sdk = parseSdk(flagValue(flag, inline, rest));
    else throw new CliError(`Unknown flag ${flag}. ${MORE}`, USAGE);
  }
  if (module === undefined) throw new CliError(`Which module? Usage: toolwright mcp <module> [--http host:port]. ${MORE}`, USAGE);
  if (stateful && !http) throw new CliError(`--stateful is for --http (stdio is one session already). ${MORE}`, USAGE);
  return { kind: 'mcp', module, http, name, stateful, sdk };
}
