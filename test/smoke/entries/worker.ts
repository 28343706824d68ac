// workerd: a module Worker. POST /mcp is the MCP handler (the test's client talks to it over
// loopback); GET /scenario runs the rest of the scenario inside a request and answers its JSON.
import './jitless';
import { createScenarioMcpHandler, localChecks, settle } from '../scenario';

export default {
  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    // A handler per request: its tools are then defined inside the request, as the scenario's are.
    if (pathname === '/mcp') return createScenarioMcpHandler()(request);
    if (pathname === '/scenario') return Response.json(await settle(localChecks));
    return new Response('not found', { status: 404 });
  },
};
