// Chromium: the page runs the scenario, the MCP handler called directly with new Request(...),
// and writes the JSON into the DOM for the test to read.
import { createScenarioMcpHandler, runScenario, settle } from '../scenario';

const handler = createScenarioMcpHandler();
const result = await settle(() => runScenario((request) => handler(request), 'http://smoke.local/mcp'));
const out = document.getElementById('results')!;
out.textContent = JSON.stringify(result, null, 2);
out.dataset['done'] = 'true';
