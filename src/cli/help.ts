/** `toolwright --help`. */
export const MAIN_HELP = `Usage: toolwright <command>

Commands:
  mcp <module>     Serve the tools a module exports to MCP clients (stdio, or --http)

Flags:
  -h, --help       Show this help (toolwright mcp --help: the command's flags)
  -v, --version    Print toolwright's version
`;

/** `toolwright mcp --help`. */
export const MCP_HELP = `Usage: toolwright mcp <module> [flags]

Serves the tools that <module> (.ts, .mts, .cts, .js, .mjs or .cjs) exports over MCP:
each named export that is a tool under its export name, and each tool of a default
export that is a record of tools under its key. A default export that is one tool is
served under its id. Needs @modelcontextprotocol/sdk installed next to toolwright.

Flags:
  --http <host:port>   Serve Streamable HTTP at http://<host:port>/mcp instead of stdio
                       (for example 127.0.0.1:3000; port 0 picks a free port; the
                       address it listens on is printed to stderr)
  --stateful           With --http: keep sessions (Mcp-Session-Id) in memory, for
                       tools that ask the client (elicitation); default stateless
  --name <name>        The server name announced to clients (default: the module's
                       file name without its extension)
  -h, --help           Show this help

Over stdio, stdout carries the protocol; messages go to stderr.

Examples:
  npx toolwright mcp ./src/tools.ts
  npx toolwright mcp ./src/tools.ts --http 127.0.0.1:3000
`;
