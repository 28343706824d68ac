// Deno: the MCP handler served by Deno.serve on loopback, the scenario's client in the same process.
import { createScenarioMcpHandler, RESULT_PREFIX, runScenario, settle } from '../scenario';

declare const Deno: {
  serve(
    options: { hostname: string; port: number; onListen?: (address: { port: number }) => void },
    handler: (request: Request) => Promise<Response>,
  ): { addr: { port: number }; shutdown(): Promise<void> };
};

const handler = createScenarioMcpHandler();
const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (request) => handler(request));
const result = await settle(() => runScenario((request) => fetch(request), `http://127.0.0.1:${server.addr.port}/mcp`));
await server.shutdown();
console.log(RESULT_PREFIX + JSON.stringify(result));
