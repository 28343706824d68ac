// The runtime itself: runToolCall, with an approval handler as the human, and a resume through
// the suspended call's ticket.
import { type ApprovalHandler, runToolCall, type ToolCallInput } from '../../../src/runtime';
import { expect } from 'vitest';
import type { Driver } from '../matrix';
import { contractTools } from '../tools';
import { executeRuns, newProbe, outcomeOfRecord, quiet, ticketKey, toldOfRecord } from './shared';

/** The call a scenario makes, as a runtime call input. */
export function callOf(scenario: { tool: string; args?: unknown; argsText?: string }, toolCallId = 'c1'): ToolCallInput {
  return scenario.argsText !== undefined
    ? { toolCallId, toolName: scenario.tool, argsText: scenario.argsText }
    : { toolCallId, toolName: scenario.tool, args: scenario.args };
}

export const runtimeDriver: Driver = {
  name: 'runtime (runToolCall)',
  async run(scenario) {
    const probe = newProbe();
    const tools = contractTools(probe);
    const asked: unknown[] = [];
    const issuedKeys: unknown[] = [];
    const approval: ApprovalHandler = (request) => {
      asked.push(request.args);
      issuedKeys.push(ticketKey(request.pending));
      return scenario.answer;
    };
    const options = { approval, requestContext: scenario.requestContext, logger: quiet, modelOutputLimit: scenario.modelOutputLimit };
    let record = await runToolCall(tools, callOf(scenario), options);
    if (record.status === 'suspended') {
      issuedKeys.push(ticketKey(record.pending!));
      record = await runToolCall(tools, { toolCallId: 'c1' }, { ...options, resume: { pending: record.pending!, resumeData: scenario.resumeData } });
    }
    // The record says the model output was cut, and from how long.
    if (scenario.modelOutputLimit !== undefined) expect(record.modelOutputTruncated?.originalLength).toBe(JSON.stringify(record.result).length);
    return {
      executeRuns: executeRuns(probe),
      asked,
      outcome: outcomeOfRecord(record),
      told: toldOfRecord(record),
      appResult: record.result,
      keys: probe.keys,
      issuedKeys,
    };
  },
};
