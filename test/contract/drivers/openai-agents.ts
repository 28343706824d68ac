// The OpenAI Agents SDK (toolwright/openai-agents): the SDK's own run loop with a scripted Model.
// The human is the application answering the run's interruption with state.approve or
// state.reject and running the state again; a suspended call resumes through its ticket (from
// the output item's customData) with runToolCall, and the model then reads the real result in
// the placeholder's place (withToolResult). What the model is told is the function_call_result.
import { Agent, type RunResult, run } from '@openai/agents';
import { suspendedCallsOf, toOpenAIAgentsTools, withToolResult } from '../../../src/openai-agents';
import { runToolCall } from '../../../src/runtime';
import { isValidationError } from '../../../src/tools';
import { ScriptedModel, textOf } from '../../adapters/openai-agents/harness';
import type { Driver } from '../matrix';
import { cannotEdit, type Outcome, type Scenario } from '../scenarios';
import { contractTools } from '../tools';
import { argsTextOf, executeRuns, newProbe, quiet, runtimeOptionsOf, ticketKey } from './shared';

function statusOf(results: RunResult<any, any>[]): string | undefined {
  for (const result of [...results].reverse()) {
    const item = result.newItems.find(
      (i: { type: string; rawItem: unknown }) => i.type === 'tool_call_output_item' && (i.rawItem as { callId?: string }).callId === 'c1',
    );
    if (item) return ((item as { customData?: { toolwright?: { status?: string } } }).customData?.toolwright?.status ?? 'none') as string;
  }
  return undefined;
}

function isValidationText(text: string): boolean {
  try {
    return isValidationError(JSON.parse(text));
  } catch {
    return false;
  }
}

async function play(scenario: Scenario) {
  const probe = newProbe();
  const raw = contractTools(probe);
  const model = new ScriptedModel([{ callId: 'c1', name: scenario.tool, arguments: argsTextOf(scenario) }]);
  const runtime = runtimeOptionsOf(scenario);
  const agent = new Agent({ name: 'support', instructions: 'Help', model, tools: toOpenAIAgentsTools(raw, { runtime: runtime.options }) });
  let results: RunResult<any, any>[];
  try {
    results = [await run(agent, 'Refund order A1', { context: { ...scenario.requestContext } })];
  } catch (error) {
    // The SDK refuses a call it cannot route (an unknown tool) itself: run() rejects, and the
    // application is told why, by the error's name and message.
    const { name, message } = error as Error;
    return { executeRuns: executeRuns(probe), asked: [], outcome: 'error' as const, told: `${name}: ${message}`, keys: probe.keys, issuedKeys: [] };
  }
  const asked: unknown[] = [];
  let declined = false;
  const first = results[0]!;
  if (first.interruptions.length > 0) {
    for (const item of first.interruptions) {
      asked.push(JSON.parse(item.arguments ?? 'null'));
      if (scenario.answer.approved) first.state.approve(item);
      else first.state.reject(item, { message: scenario.answer.reason });
    }
    declined = !scenario.answer.approved;
    results.push(await run(agent, first.state));
  }
  // The interruption shows no ticket; a suspended call's output item does.
  const issuedKeys: unknown[] = [];
  const [suspended] = suspendedCallsOf(first);
  if (suspended) {
    issuedKeys.push(ticketKey(suspended.pending));
    const resumed = await runToolCall(raw, { toolCallId: 'c1' }, { resume: { pending: suspended.pending, resumeData: scenario.resumeData }, logger: quiet });
    await run(agent, withToolResult(first.history, resumed));
  }
  const told = textOf(model.lastResult('c1'));
  const status = statusOf(results);
  const outcome: Outcome = declined ? 'declined' : status === 'failed' || status === undefined || isValidationText(told) ? 'error' : 'result';
  return { executeRuns: executeRuns(probe), asked, outcome, told, appResult: runtime.appResult(), keys: probe.keys, issuedKeys };
}

export const openAIAgentsDriver: Driver = {
  name: 'OpenAI Agents SDK (toOpenAIAgentsTools)',
  cannot: {
    ...cannotEdit('state.approve(item) takes no arguments: the SDK has no place for an edited call'),
    'malformed args':
      'the SDK parses the argument text itself and answers unparseable JSON with its own text ("An error occurred while parsing tool arguments. …", no tool name) before any tool code: nothing runs and nobody is asked, but the text is not the engine\'s',
  },
  run: play,
};
