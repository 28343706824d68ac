// Bun: the MCP handler served by Bun.serve on loopback, the scenario's client in the same process.
import { createScenarioMcpHandler, RESULT_PREFIX, runScenario, settle } from '../scenario';

declare const Bun: {
  serve(options: { hostname: string; port: number; fetch: (request: Request) => Promise<Response> }): { port: number; stop(force?: boolean): void };
};

const handler = createScenarioMcpHandler();
const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => handler(request) });
const result = await settle(() => runScenario((request) => fetch(request), `http://127.0.0.1:${server.port}/mcp`));
server.stop(true);
console.log(RESULT_PREFIX + JSON.stringify(result));
