import { parseArgs as nodeParseArgs } from 'node:util';
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

const OPTIONS = {
  http: { type: 'string' },
  name: { type: 'string' },
  sdk: { type: 'string' },
  stateful: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseSdk(value: string): 1 | 2 {
  if (value === '1' || value === '2') return Number(value) as 1 | 2;
  throw new CliError(
    `Bad --sdk ${JSON.stringify(value)}: expected 1 (@modelcontextprotocol/sdk, 2025-era clients) or 2 (@modelcontextprotocol/server, 2026-07-28 and 2025-era clients). ${MORE}`,
    USAGE,
  );
}

/**
 * The tokens of `toolwright mcp ...`, checked one by one: `node:util`'s strict mode would refuse
 * the same things with messages that name neither the command nor where its flags are listed.
 */
function mcpTokens(args: string[]) {
  // Not strict: unknown flags and missing values come back as tokens, refused below.
  const { tokens } = nodeParseArgs({ args, options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  return tokens;
}

/** Parses `toolwright <command> ...` (the arguments after the program name). */
export function parseArgs(argv: readonly string[]): Command {
  const [first, ...rest] = argv;
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
  for (const token of mcpTokens(rest)) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      if (module !== undefined) throw new CliError(`One module at a time: got ${JSON.stringify(module)} and ${JSON.stringify(token.value)}. ${MORE}`, USAGE);
      module = token.value;
      continue;
    }
    const flag = token.rawName;
    if (!Object.hasOwn(OPTIONS, token.name)) throw new CliError(`Unknown flag ${flag}. ${MORE}`, USAGE);
    if (token.name === 'help') return { kind: 'help', topic: 'mcp' };
    if (OPTIONS[token.name as keyof typeof OPTIONS].type === 'boolean') {
      if (token.value !== undefined) throw new CliError(`${flag} takes no value: got ${JSON.stringify(token.value)}. ${MORE}`, USAGE);
      stateful = true;
      continue;
    }
    // A flag right after a flag that needs a value is taken as that value; it is a missing one.
    const value = token.value;
    if (value === undefined || (!token.inlineValue && value.startsWith('--'))) throw new CliError(`${flag} needs a value. ${MORE}`, USAGE);
    if (token.name === 'http') http = parseHttpAddress(value);
    else if (token.name === 'name') name = value;
    else sdk = parseSdk(value);
  }
  if (module === undefined) throw new CliError(`Which module? Usage: toolwright mcp <module> [--http host:port]. ${MORE}`, USAGE);
  if (stateful && !http) throw new CliError(`--stateful is for --http (stdio is one session already). ${MORE}`, USAGE);
  return { kind: 'mcp', module, http, name, stateful, sdk };
}
