// toolwright/testing's harness: one tool per harness, answered with approve()/decline() and
// resumed with resume().
import { testTool } from '../../../src/testing';
import type { Driver } from '../matrix';
import { contractTools } from '../tools';
import { executeRuns, newProbe, outcomeOfRecord, quiet, ticketKey, toldOfRecord } from './shared';

export const testToolDriver: Driver = {
  name: 'testTool',
  cannot: { 'unknown tool': 'testTool wraps one tool and always calls it by its name: there is no other name to call' },
  async run(scenario) {
    const probe = newProbe();
    const tools = contractTools(probe) as Record<string, Parameters<typeof testTool>[0]>;
    const harness = testTool(tools[scenario.tool]!, { requestContext: scenario.requestContext, logger: quiet, modelOutputLimit: scenario.modelOutputLimit });
    const asked: unknown[] = [];
    const issuedKeys: unknown[] = [];
    let run = await harness.call(scenario.argsText !== undefined ? { argsText: scenario.argsText } : scenario.args);
    if (run.status === 'approval-required') {
      asked.push(run.approvalRequest?.args);
      issuedKeys.push(ticketKey(run.pending!));
      run = scenario.answer.approved ? await harness.approve({ args: scenario.answer.args }) : await harness.decline(scenario.answer.reason);
    }
    if (run.status === 'suspended') {
      issuedKeys.push(ticketKey(run.pending!));
      run = await harness.resume(scenario.resumeData as never);
    }
    return {
      executeRuns: executeRuns(probe),
      asked,
      outcome: outcomeOfRecord(run),
      told: toldOfRecord(run),
      appResult: run.result,
      keys: probe.keys,
      issuedKeys,
    };
  },
};
