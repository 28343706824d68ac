// The reference run: the scenario on Node, the MCP handler called directly.
import { createScenarioMcpHandler, RESULT_PREFIX, runScenario, settle } from '../scenario';

const handler = createScenarioMcpHandler();
const result = await settle(() => runScenario((request) => handler(request), 'http://smoke.local/mcp'));
console.log(RESULT_PREFIX + JSON.stringify(result));
