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
served under its id.

Needs an MCP SDK installed next to toolwright. With @modelcontextprotocol/server
(SDK 2) it serves protocol 2026-07-28 and 2025-era clients; otherwise it serves
2025-era clients through @modelcontextprotocol/sdk (SDK 1).

Flags:
  --http <host:port>   Serve Streamable HTTP at http://<host:port>/mcp instead of stdio
                       (for example 127.0.0.1:3000; port 0 picks a free port; the
                       address it listens on is printed to stderr)
  --stateful           With --http: keep 2025-era sessions (Mcp-Session-Id) in
                       memory, for tools that ask the client (elicitation); default
                       stateless (2026-07-28 clients never have sessions)
  --sdk <1|2>          Serve through this MCP SDK only: 2 (@modelcontextprotocol/server)
                       or 1 (@modelcontextprotocol/sdk); default SDK 2 when installed,
                       else SDK 1
  --name <name>        The server name announced to clients (default: the module's
                       file name without its extension)
  -h, --help           Show this help

Over stdio, stdout carries the protocol; messages go to stderr.

Examples:
  npx toolwright mcp ./src/tools.ts
  npx toolwright mcp ./src/tools.ts --http 127.0.0.1:3000
  npx toolwright mcp ./src/tools.ts --sdk 1
`;
