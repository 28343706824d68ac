// The AI SDK (the installed major: ai 6 in the unit project, ai 7 in the ai7 lane): generateText
// with a scripted model. The human is the application answering a tool-approval-request with a
// tool-approval-response; a suspended call resumes through its ticket with runToolCall, and the
// model then reads the real result in the placeholder's place (withToolResult).
import * as ai from 'ai';
import { generateText, type ModelMessage, stepCountIs } from 'ai';
import { expect } from 'vitest';
import { isSuspendedToolResult, responseMessagesOf, toAISDKToolApproval, toAISDKTools, withToolResult } from '../../../src/ai-sdk';
import { RequestContext } from '../../../src/request-context';
import { runToolCall } from '../../../src/runtime';
import { modelOutputFor, scriptedModel } from '../../adapters/ai-sdk/harness';
import type { Driver } from '../matrix';
import { cannotEdit, SCENARIOS, type Scenario } from '../scenarios';
import { contractTools } from '../tools';
import { argsTextOf, executeRuns, newProbe, outcomeOfModelOutput, quiet, textOfModelOutput, ticketKey } from './shared';

/** Whether the installed `ai` is 7, which has the call-level `toolApproval` setting. */
export const IS_AI_7 = 'uploadFile' in ai;

async function play(scenario: Scenario, callLevel: boolean) {
  const probe = newProbe();
  const raw = contractTools(probe);
  const options = {
    requestContext: new RequestContext(Object.entries(scenario.requestContext) as never),
    logger: quiet,
    modelOutputLimit: scenario.modelOutputLimit,
  };
  const tools = toAISDKTools(raw, options);
  const approvals = callLevel ? { toolApproval: toAISDKToolApproval(raw, options) } : {};
  const model = scriptedModel([[{ toolCallId: 'c1', toolName: scenario.tool, deltas: [argsTextOf(scenario)] }]]);
  const step = (messages: ModelMessage[]) => generateText({ model, tools, messages, stopWhen: stepCountIs(3), ...approvals } as never);
  const history: ModelMessage[] = [{ role: 'user', content: 'Refund order A1' }];
  let first: Awaited<ReturnType<typeof step>>;
  try {
    first = await step(history);
  } catch (error) {
    // A throwing toModelOutput fails the run, as it fails the AI SDK's own tools and the reference
    // agent's run: the model is told nothing more (no prompt carries a result for the call), and
    // the application reads the error's name and message.
    expect(modelOutputFor(model, 'c1')).toBeUndefined();
    const { name, message } = error as Error;
    return { executeRuns: executeRuns(probe), asked: [], outcome: 'error' as const, told: `${name}: ${message}`, keys: probe.keys, issuedKeys: [] };
  }
  history.push(...(responseMessagesOf(first as never) as ModelMessage[]));
  const asked: unknown[] = [];
  const requests = first.content.filter((part: { type: string }) => part.type === 'tool-approval-request') as Array<{
    approvalId: string;
    toolCall: { input: unknown };
  }>;
  if (requests.length > 0) {
    for (const request of requests) asked.push(request.toolCall.input);
    const { approved, reason } = scenario.answer;
    history.push({
      role: 'tool',
      content: requests.map((r) => ({ type: 'tool-approval-response', approvalId: r.approvalId, approved, ...(reason ? { reason } : {}) })),
    } as ModelMessage);
    history.push(...(responseMessagesOf((await step(history)) as never) as ModelMessage[]));
  }
  const placeholder = first.steps[0]?.toolResults.find((r: { toolCallId: string }) => r.toolCallId === 'c1')?.output;
  // The approval request shows no ticket; the suspended placeholder does.
  const issuedKeys: unknown[] = [];
  if (isSuspendedToolResult(placeholder)) {
    issuedKeys.push(ticketKey(placeholder.pending));
    const resumed = await runToolCall(raw, { toolCallId: 'c1' }, { ...options, resume: { pending: placeholder.pending, resumeData: scenario.resumeData } });
    await step(withToolResult(history, resumed));
  }
  const output = modelOutputFor(model, 'c1');
  // The application reads the step's tool result: execute's whole result.
  const appResult = first.steps[0]?.toolResults.find((r: { toolCallId: string }) => r.toolCallId === 'c1')?.output;
  return {
    executeRuns: executeRuns(probe),
    asked,
    outcome: outcomeOfModelOutput(output),
    told: textOfModelOutput(output),
    appResult,
    keys: probe.keys,
    issuedKeys,
  };
}

const NO_EDITS = cannotEdit('a tool-approval-response carries approved and a reason only: the SDK has no place for edited arguments');

/**
 * An approved call runs when the AI SDK hands the answer back, and its raw output (the suspended
 * placeholder with its ticket) is in no step's results of that run: the model's messages carry
 * the placeholder without the ticket, so there is nothing to resume from.
 */
const NO_TICKET_AFTER_APPROVAL =
  "a call the AI SDK runs after an approval answer leaves its raw output (the suspended placeholder and its ticket) out of the run's steps: there is no ticket to resume from";

export const aiSdkDriver: Driver = {
  name: `AI SDK ${IS_AI_7 ? 7 : 6}, tool-level needsApproval (toAISDKTools)`,
  cannot: { ...NO_EDITS, 'idempotency key, approved then suspended': NO_TICKET_AFTER_APPROVAL },
  run: (scenario) => play(scenario, false),
};

export const aiSdkCallLevelDriver: Driver = {
  name: `AI SDK ${IS_AI_7 ? 7 : 6}, call-level toolApproval (toAISDKToolApproval)`,
  // Every scenario plays on ai 7; ai 6 has no call-level setting, so the row is skipped whole there.
  cannot: IS_AI_7
    ? { ...NO_EDITS, 'idempotency key, approved then suspended': NO_TICKET_AFTER_APPROVAL }
    : Object.fromEntries(SCENARIOS.map((s) => [s.name, 'ai 6 has no call-level toolApproval (the ai7 lane plays this row)'])),
  run: (scenario) => play(scenario, true),
};
