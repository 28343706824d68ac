// toolwright/openai-agents with the real SDK: its Agent, run() and RunState, driven by a
// scripted Model. Node 22 (openai 7, which the SDK pulls in, needs it).
import { Agent, RunState, run } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { suspendedCallsOf, TICKETS_KEY, toOpenAIAgentsTool, toOpenAIAgentsTools, withToolResult } from '../../../src/openai-agents';
import { RequestContext } from '../../../src/request-context';
import { hasOptionalProperty } from '../../../src/adapters/openai-agents/strict-args';
import { InMemoryTicketReplayStore, runToolCall } from '../../../src/runtime';
import { toModelTool } from '../../../src/wire';
import { createTool } from '../../../src/tools';
import { ScriptedModel, textOf } from './harness';

const KEYS = ['a-test-key-of-at-least-thirty-two-bytes'];
const quiet = { warn: () => undefined, error: () => undefined };

function refundTool(runs: unknown[]) {
  return createTool({
    id: 'refund',
    description: 'Refunds an order',
    inputSchema: z.object({ orderId: z.string().min(1), amountEur: z.number(), note: z.string().optional() }),
    requireApproval: true,
    execute: async (input) => {
      runs.push(input);
      return { refunded: input.amountEur, orderId: input.orderId };
    },
  });
}

function agentWith<TContext>(model: ScriptedModel, tools: Agent<TContext>['tools']) {
  return new Agent<TContext>({ name: 'support', instructions: 'Help', model, tools });
}

describe('toOpenAIAgentsTool', () => {
  it('is the SDK function tool, with the strict profile of the input schema', () => {
    const made = toOpenAIAgentsTool(refundTool([]));
    expect(made.type).toBe('function');
    expect(made.name).toBe('refund');
    expect(made.strict).toBe(true);
    expect(made.parameters).toMatchObject({ type: 'object', additionalProperties: false, required: ['orderId', 'amountEur', 'note'] });
    expect(toOpenAIAgentsTool(refundTool([]), { strict: false }).parameters).toMatchObject({ required: ['orderId', 'amountEur'] });
  });

  it('runs a call; a null optional from the strict profile reaches execute as absent', async () => {
    const seen: unknown[] = [];
    const lookup = createTool({
      id: 'lookup',
      description: 'Finds an order',
      inputSchema: z.object({ orderId: z.string(), region: z.string().optional() }),
      execute: async (input) => {
        seen.push(input);
        return { status: 'shipped', orderId: input.orderId };
      },
    });
    const model = new ScriptedModel([{ callId: 'c1', name: 'lookup', arguments: '{"orderId":"A1","region":null}' }]);
    const result = await run(agentWith(model, [toOpenAIAgentsTool(lookup)]), 'Where is A1?');
    expect(result.finalOutput).toBe('done');
    expect(seen).toEqual([{ orderId: 'A1' }]);
    expect(JSON.parse(textOf(model.lastResult('c1')))).toEqual({ status: 'shipped', orderId: 'A1' });
  });

  it('execute starts at once, as the SDK calls it: no macrotask first (the runtime yields one)', async () => {
    // Which runs first once the input is checked: the tool's execute, or a callback queued with
    // setImmediate by the input hook.
    const firstOf = async (call: (tool: any) => Promise<unknown>) => {
      const order: string[] = [];
      const tool = createTool({
        id: 'lookup',
        description: 'Finds an order',
        inputSchema: z.object({ orderId: z.string() }),
        onInputAvailable: () => {
          setImmediate(() => order.push('macrotask'));
        },
        execute: async ({ orderId }) => {
          order.push('execute');
          return { orderId };
        },
      });
      await call(tool);
      return order[0];
    };
    const adapter = await firstOf((tool) =>
      run(agentWith(new ScriptedModel([{ callId: 'c1', name: 'lookup', arguments: '{"orderId":"A1"}' }]), [toOpenAIAgentsTool(tool)]), 'Where is A1?'),
    );
    const runtime = await firstOf((tool) =>
      runToolCall({ lookup: tool }, { toolCallId: 'c1', toolName: 'lookup', args: { orderId: 'A1' } }, { logger: quiet }),
    );
    expect({ adapter, runtime }).toEqual({ adapter: 'execute', runtime: 'macrotask' });
  });

  it('maps strict nulls back only for a schema with an optional property, at any depth', async () => {
    const schemaOf = (inputSchema: z.ZodType) => toModelTool('t', { inputSchema }).inputSchema;
    expect(hasOptionalProperty(schemaOf(z.object({ city: z.string(), units: z.string().nullable() })))).toBe(false);
    expect(hasOptionalProperty(schemaOf(z.object({ city: z.string(), units: z.string().optional() })))).toBe(true);
    const nested = z.object({ where: z.union([z.object({ city: z.string() }), z.object({ lat: z.number(), note: z.string().optional() })]) });
    expect(hasOptionalProperty(schemaOf(nested))).toBe(true);
    expect(hasOptionalProperty(schemaOf(z.object({ stops: z.array(z.object({ at: z.string(), via: z.string().optional() })) })))).toBe(true);
    // Without an optional property the arguments reach execute as the model sent them, a null included.
    const seen: unknown[] = [];
    const plan = createTool({
      id: 'plan',
      description: 'Plans',
      inputSchema: z.object({ city: z.string(), units: z.string().nullable() }),
      execute: async (input) => {
        seen.push(input);
        return 'ok';
      },
    });
    const model = new ScriptedModel([{ callId: 'c1', name: 'plan', arguments: '{"city":"Oslo","units":null}' }]);
    await run(agentWith(model, [toOpenAIAgentsTool(plan)]), 'Plan');
    expect(seen).toEqual([{ city: 'Oslo', units: null }]);
  });

  it('invalid args: nobody is asked, execute never runs, the model reads the validation error', async () => {
    const runs: unknown[] = [];
    const model = new ScriptedModel([{ callId: 'c1', name: 'refund', arguments: '{"orderId":"","amountEur":"ten","note":null}' }]);
    const result = await run(agentWith(model, [toOpenAIAgentsTool(refundTool(runs), { runtime: { logger: quiet } })]), 'Refund');
    expect(result.interruptions).toEqual([]);
    expect(runs).toEqual([]);
    expect(textOf(model.lastResult('c1'))).toMatch(/Tool input validation failed for refund/);
  });

  it('approval: the interruption, then an approved call runs once through the RunState', async () => {
    const runs: unknown[] = [];
    const model = new ScriptedModel([{ callId: 'c1', name: 'refund', arguments: '{"orderId":"A1","amountEur":10,"note":null}' }]);
    const agent = agentWith(model, [toOpenAIAgentsTool(refundTool(runs), { tickets: { keys: KEYS } })]);
    const first = await run(agent, 'Refund A1', { context: { tenant: 'acme' } });
    expect(first.interruptions.map((item) => [item.name, item.arguments])).toEqual([['refund', '{"orderId":"A1","amountEur":10,"note":null}']]);
    expect(runs).toEqual([]);
    const state = await RunState.fromString(agent, first.state.toString());
    state.approve(first.interruptions[0]!);
    const approved = state.toString();
    const second = await run(agent, await RunState.fromString(agent, approved));
    expect(second.finalOutput).toBe('done');
    expect(runs).toEqual([{ orderId: 'A1', amountEur: 10 }]);
    expect(JSON.parse(textOf(model.lastResult('c1')))).toEqual({ refunded: 10, orderId: 'A1' });
    // The SDK runs a replayed state again; the ticket's replay store refuses it: nothing runs.
    const replay = await run(agent, await RunState.fromString(agent, approved));
    expect(runs).toHaveLength(1);
    expect(textOf(model.lastResult('c1'))).toMatch(/was already used/);
    expect(replay.finalOutput).toBe('done');
  });

  it('approval declined: execute never runs, the model reads the reason', async () => {
    const runs: unknown[] = [];
    const model = new ScriptedModel([{ callId: 'c1', name: 'refund', arguments: '{"orderId":"A1","amountEur":10,"note":null}' }]);
    const agent = agentWith(model, [toOpenAIAgentsTool(refundTool(runs))]);
    const first = await run(agent, 'Refund A1');
    first.state.reject(first.interruptions[0]!, { message: 'Too much for a chat refund' });
    await run(agent, first.state);
    expect(runs).toEqual([]);
    expect(textOf(model.lastResult('c1'))).toBe('Too much for a chat refund');
  });

  it('an approved state restored without its ticket refuses the call (fails closed)', async () => {
    const runs: unknown[] = [];
    const model = new ScriptedModel([{ callId: 'c1', name: 'refund', arguments: '{"orderId":"A1","amountEur":10,"note":null}' }]);
    const agent = agentWith(model, [toOpenAIAgentsTool(refundTool(runs))]);
    const first = await run(agent, 'Refund A1', { context: {} });
    first.state.approve(first.interruptions[0]!);
    const json = JSON.parse(first.state.toString());
    delete json.context.context[TICKETS_KEY];
    await run(agent, await RunState.fromString(agent, JSON.stringify(json)));
    expect(runs).toEqual([]);
    expect(textOf(model.lastResult('c1'))).toMatch(/did not run/);
  });

  it('two parallel calls of one tool, approved and resumed separately, each run once', async () => {
    const runs: unknown[] = [];
    const model = new ScriptedModel([
      { callId: 'c1', name: 'refund', arguments: '{"orderId":"A1","amountEur":10,"note":null}' },
      { callId: 'c2', name: 'refund', arguments: '{"orderId":"B2","amountEur":20,"note":null}' },
    ]);
    const agent = agentWith(model, [toOpenAIAgentsTool(refundTool(runs), { tickets: { keys: KEYS } })]);
    const first = await run(agent, 'Refund both');
    expect(first.interruptions).toHaveLength(2);
    const [one, two] = first.interruptions;
    first.state.approve(two!);
    const second = await run(agent, first.state);
    expect(runs).toEqual([{ orderId: 'B2', amountEur: 20 }]);
    expect(second.interruptions.map((item) => item.arguments)).toEqual([one!.arguments]);
    second.state.approve(second.interruptions[0]!);
    const third = await run(agent, await RunState.fromString(agent, second.state.toString()));
    expect(third.finalOutput).toBe('done');
    expect(runs).toEqual([
      { orderId: 'B2', amountEur: 20 },
      { orderId: 'A1', amountEur: 10 },
    ]);
    expect(JSON.parse(textOf(model.lastResult('c1')))).toEqual({ refunded: 10, orderId: 'A1' });
    expect(JSON.parse(textOf(model.lastResult('c2')))).toEqual({ refunded: 20, orderId: 'B2' });
  });

  it('suspend: the model reads a placeholder, the app resumes from the ticket in customData', async () => {
    const runs: unknown[] = [];
    const confirm = createTool({
      id: 'confirm',
      description: 'Asks the user to confirm',
      inputSchema: z.object({ orderId: z.string() }),
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ confirmed: z.boolean() }),
      execute: async ({ orderId }, context) => {
        runs.push(orderId);
        if (!context.agent?.resumeData) return await context.agent?.suspend({ question: `Cancel ${orderId}?` });
        return { orderId, confirmed: context.agent.resumeData.confirmed };
      },
    });
    const tickets = { keys: KEYS, replayStore: new InMemoryTicketReplayStore() };
    const model = new ScriptedModel([{ callId: 'c1', name: 'confirm', arguments: '{"orderId":"A1"}' }]);
    const agent = agentWith(model, toOpenAIAgentsTools({ confirm }, { tickets }));
    const first = await run(agent, 'Cancel A1');
    const placeholder = JSON.parse(textOf(model.lastResult('c1')));
    expect(placeholder).toEqual({
      status: 'suspended',
      message: 'Tool "confirm" is suspended and waits to be resumed.',
      suspendPayload: { question: 'Cancel A1?' },
    });
    expect(JSON.stringify(model.requests)).not.toContain('signature');
    const [suspended] = suspendedCallsOf(first);
    expect(suspended).toMatchObject({ toolCallId: 'c1', toolName: 'confirm', suspendPayload: { question: 'Cancel A1?' } });
    const resumed = await runToolCall({ confirm }, { toolCallId: 'c1' }, { resume: { pending: suspended!.pending, resumeData: { confirmed: true } }, tickets });
    expect(resumed.status).toBe('completed');
    await run(agent, withToolResult(first.history, resumed));
    expect(JSON.parse(textOf(model.lastResult('c1')))).toEqual({ orderId: 'A1', confirmed: true });
    expect(runs).toEqual(['A1', 'A1']);
    const again = await runToolCall({ confirm }, { toolCallId: 'c1' }, { resume: { pending: suspended!.pending, resumeData: { confirmed: true } }, tickets });
    expect(again.status).toBe('failed');
    expect(runs).toHaveLength(2);
    // A failed resume put in the history reads as a failure, as a failed call in a run does.
    const refused = withToolResult(first.history, again).find((i) => i.type === 'function_call_result') as { output?: unknown } | undefined;
    expect(textOf(refused?.output)).toMatch(/^Tool "confirm" failed: TicketReplayError: Refused: the ticket .* was already used/);
  });

  it('request context: the run context value, checked against requestContextSchema', async () => {
    const seen: unknown[] = [];
    const scoped = createTool({
      id: 'scoped',
      description: 'Reads the tenant',
      inputSchema: z.object({ orderId: z.string() }),
      requestContextSchema: z.object({ tenant: z.string() }),
      execute: async ({ orderId }, context) => {
        seen.push(context.requestContext?.get('tenant'));
        return { orderId, tenant: context.requestContext?.get('tenant') };
      },
    });
    const model = new ScriptedModel([{ callId: 'c1', name: 'scoped', arguments: '{"orderId":"A1"}' }]);
    const agent = agentWith(model, [toOpenAIAgentsTool(scoped, { runtime: { logger: quiet } })]);
    await run(agent, 'go', { context: new RequestContext([['tenant', 'acme']]) });
    expect(seen).toEqual(['acme']);
    await run(agent, 'go', { context: { tenant: 'globex' } });
    expect(seen).toEqual(['acme', 'globex']);
    // The SDK's run() does not check the context value against the agent's type.
    await run(agent, 'go', { context: { tenant: 5 } });
    expect(seen).toHaveLength(2);
    expect(textOf(model.lastResult('c1'))).toMatch(/Request context validation failed for scoped/);
  });

  it('toModelOutput: text and an image become the SDK output types the model reads', async () => {
    const png = 'iVBORw0KGgo=';
    const chart = createTool({
      id: 'chart',
      description: 'Draws a chart',
      inputSchema: z.object({ title: z.string() }),
      execute: async ({ title }) => ({ title, png }),
      outputSchema: z.object({ title: z.string(), png: z.string() }),
      toModelOutput: (output) => ({
        type: 'content',
        value: [
          { type: 'text', text: `Chart: ${output.title}` },
          { type: 'image-data', data: output.png, mediaType: 'image/png' },
        ],
      }),
    });
    const model = new ScriptedModel([{ callId: 'c1', name: 'chart', arguments: '{"title":"Sales"}' }]);
    await run(agentWith(model, [toOpenAIAgentsTool(chart)]), 'Draw');
    expect(model.lastResult('c1')).toEqual([
      { type: 'input_text', text: 'Chart: Sales' },
      { type: 'input_image', image: `data:image/png;base64,${png}`, detail: 'auto' },
    ]);
  });

  it('a thrown error: only its name and message cross', async () => {
    const crash = createTool({
      id: 'crash',
      description: 'Fails',
      inputSchema: z.object({ orderId: z.string() }),
      execute: async () => {
        throw Object.assign(new Error('Request failed with status code 401'), { config: { headers: { Authorization: 'Bearer s3cret' } } });
      },
    });
    const model = new ScriptedModel([{ callId: 'c1', name: 'crash', arguments: '{"orderId":"A1"}' }]);
    const result = await run(agentWith(model, [toOpenAIAgentsTool(crash, { runtime: { logger: quiet } })]), 'go');
    const told = textOf(model.lastResult('c1'));
    expect(told).toMatch(/Request failed with status code 401/);
    expect(told).not.toMatch(/s3cret|\n\s+at /);
    const item = result.newItems.find((i) => i.type === 'tool_call_output_item') as { customData?: unknown } | undefined;
    expect(item?.customData).toEqual({
      toolwright: { status: 'failed', error: { name: 'ToolExecutionError', message: 'Request failed with status code 401' } },
    });
    expect(result.state.toString()).not.toContain('s3cret');
  });
});

describe('arguments the SDK cannot parse', () => {
  const lookup = (runs: unknown[]) =>
    createTool({
      id: 'lookup',
      description: 'Finds an order',
      inputSchema: z.object({ orderId: z.string() }),
      execute: async (input) => {
        runs.push(input);
        return { status: 'shipped' };
      },
    });

  it.each(['{"orderId": "A1"', "{orderId: 'A1'}"])('%s: nobody is asked, nothing runs, the model is told to send valid JSON', async (args) => {
    const runs: unknown[] = [];
    const model = new ScriptedModel([{ callId: 'c1', name: 'lookup', arguments: args }]);
    const result = await run(agentWith(model, [toOpenAIAgentsTool(lookup(runs))]), 'Find A1', { context: {} });
    expect(result.interruptions).toEqual([]);
    expect(runs).toEqual([]);
    expect(textOf(model.lastResult('c1'))).toMatch(/valid JSON/);
  });

  it('a gated tool: the SDK asks about text it cannot parse (its rule for per-call policies), and nothing runs even when approved', async () => {
    const runs: unknown[] = [];
    const model = new ScriptedModel([{ callId: 'c1', name: 'refund', arguments: '{"orderId": "A1"' }]);
    const agent = agentWith(model, [toOpenAIAgentsTool(refundTool(runs))]);
    const first = await run(agent, 'Refund', { context: {} });
    expect(JSON.stringify(first.state.toJSON().context)).not.toContain(TICKETS_KEY);
    for (const item of first.interruptions) first.state.approve(item);
    await run(agent, first.state);
    expect(runs).toEqual([]);
    expect(textOf(model.lastResult('c1'))).toMatch(/valid JSON/);
  });
});

describe('a file from toModelOutput', () => {
  it('is the SDK file output in the run, and the same item after withToolResult', async () => {
    const report = createTool({
      id: 'report',
      description: 'Writes a report',
      inputSchema: z.object({ month: z.string() }),
      outputSchema: z.object({ pdf: z.string() }),
      execute: async () => ({ pdf: 'JVBERi0=' }),
      toModelOutput: (output) => ({ type: 'content', value: [{ type: 'file-data', data: output.pdf, mediaType: 'application/pdf', filename: 'report.pdf' }] }),
    });
    const model = new ScriptedModel([{ callId: 'c1', name: 'report', arguments: '{"month":"May"}' }]);
    const result = await run(agentWith(model, [toOpenAIAgentsTool(report)]), 'Report');
    const inRun = model.lastResult('c1');
    expect(inRun).toEqual([{ type: 'input_file', file: 'data:application/pdf;base64,JVBERi0=', filename: 'report.pdf' }]);
    const record = await runToolCall({ report }, { toolCallId: 'c1', toolName: 'report', args: { month: 'May' } });
    const item = withToolResult(result.history, record).find((i) => i.type === 'function_call_result') as { output?: unknown } | undefined;
    expect(item?.output).toEqual(inRun);
  });
});
