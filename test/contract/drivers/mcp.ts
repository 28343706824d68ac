// MCP, SDK 1 (toolwright/mcp) and SDK 2 (toolwright/mcp/v2, a 2025-era connection): a real client
// over the SDK's in-memory transport. The human is the client answering `elicitation/create`: the
// approval form (its message shows the arguments) and the suspended call's resume form. What the
// client is told is the tools/call result's text; `isError` is the only flag it has, so a call the
// human declined reads as an error whose text is the reason.
import { Client as ClientV2, InMemoryTransport as InMemoryV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer as createServerV1 } from '../../../src/mcp';
import { createMcpServer as createServerV2 } from '../../../src/mcp-v2';
import { RequestContext } from '../../../src/request-context';
import type { Driver } from '../matrix';
import { cannotEdit, type Observation, type Scenario } from '../scenarios';
import { contractTools, type Probe } from '../tools';
import { executeRuns, newProbe, runtimeOptionsOf } from './shared';

type Elicit = (params: { message: string }) => { action: 'accept'; content: Record<string, unknown> };
type CallResult = { content?: Array<{ type: string; text?: string }>; isError?: boolean };

/** The human: approves or declines as the scenario says, and answers a resume form with its data. */
function human(scenario: Scenario, asked: unknown[], declined: { value: boolean }): Elicit {
  return ({ message }) => {
    const marker = 'Arguments:\n';
    if (message.startsWith('Approve the call')) {
      asked.push(JSON.parse(message.slice(message.indexOf(marker) + marker.length)));
      declined.value = !scenario.answer.approved;
      const { approved, reason } = scenario.answer;
      return { action: 'accept', content: { approved, ...(reason ? { reason } : {}) } };
    }
    return { action: 'accept', content: scenario.resumeData ?? {} };
  };
}

// The elicitation forms show no ticket: only execute's keys are compared.
function observe(result: CallResult, probe: Probe, asked: unknown[], declined: boolean): Observation {
  const told = (result.content ?? []).map((part) => part.text ?? '').join('');
  return {
    executeRuns: executeRuns(probe),
    asked,
    outcome: result.isError ? (declined ? 'declined' : 'error') : 'result',
    told,
    keys: probe.keys,
    issuedKeys: [],
  };
}

/**
 * What every MCP driver sets up for a scenario: the tools' probe, the server's options, the
 * human answering elicitations, and the observation of the call's result.
 */
export function mcpScenario(scenario: Scenario) {
  const probe = newProbe();
  const asked: unknown[] = [];
  const declined = { value: false };
  const runtime = runtimeOptionsOf(scenario);
  return {
    probe,
    serverOptions: {
      name: 'contract',
      version: '1.0.0',
      requestContext: () => new RequestContext(Object.entries(scenario.requestContext) as never),
      runtime: runtime.options,
    },
    answer: human(scenario, asked, declined),
    observed: (result: CallResult) => ({ ...observe(result, probe, asked, declined.value), appResult: runtime.appResult() }),
  };
}

export const NO_EDITS = cannotEdit(
  "the elicitation form is a flat object of primitives the client renders: it cannot carry a tool's arguments, so the approval form stays approve / decline",
);
export const NO_TEXT = 'a tools/call carries its arguments as a JSON object the client SDK sends: there is no argument text to be malformed';

export const mcpV1Driver: Driver = {
  name: 'MCP SDK 1 (toolwright/mcp)',
  cannot: { 'malformed args': NO_TEXT, ...NO_EDITS },
  async run(scenario) {
    const { probe, serverOptions, answer, observed } = mcpScenario(scenario);
    const server = createServerV1(contractTools(probe), serverOptions);
    const client = new ClientV1({ name: 'contract-client', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler(ElicitRequestSchema, async (request) => answer(request.params as { message: string }));
    const [clientSide, serverSide] = InMemoryV1.createLinkedPair();
    await Promise.all([client.connect(clientSide), server.connect(serverSide)]);
    try {
      const result = (await client.callTool({ name: scenario.tool, arguments: scenario.args ?? {} })) as CallResult;
      return observed(result);
    } finally {
      await client.close();
    }
  },
};

export const mcpV2Driver: Driver = {
  name: 'MCP SDK 2 (toolwright/mcp/v2)',
  cannot: { 'malformed args': NO_TEXT, ...NO_EDITS },
  async run(scenario) {
    const { probe, serverOptions, answer, observed } = mcpScenario(scenario);
    const server = createServerV2(contractTools(probe), serverOptions);
    const client = new ClientV2({ name: 'contract-client', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler('elicitation/create', async (request) => answer(request.params as { message: string }) as never);
    const [clientSide, serverSide] = InMemoryV2.createLinkedPair();
    await Promise.all([client.connect(clientSide), server.connect(serverSide)]);
    try {
      const result = (await client.callTool({ name: scenario.tool, arguments: scenario.args ?? {} })) as CallResult;
      return observed(result);
    } finally {
      await client.close();
    }
  },
};
