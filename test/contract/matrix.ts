// Runs the scenario table through one wire's driver: one test per cell, the same assertions on
// every wire. A scenario a wire cannot express is a skipped test whose title says why.
import { describe, expect, it } from 'vitest';
import { NEVER_TOLD, type Observation, SCENARIOS, type Scenario, type ScenarioName } from './scenarios';

/** One wire: how to play a scenario on it, and what it cannot express (with the reason). */
export interface Driver {
  name: string;
  cannot?: Partial<Record<ScenarioName, string>> | undefined;
  run(scenario: Scenario): Promise<Observation>;
}

/** The assertions of one cell. */
export function expectCell(observed: Observation, scenario: Scenario): void {
  const { expect: want } = scenario;
  expect(observed.executeRuns, 'execute runs').toBe(want.executeRuns);
  expect(observed.asked, 'who was asked, with which args').toEqual(want.asked === null ? [] : [want.asked]);
  expect(observed.outcome, 'outcome').toBe(want.outcome);
  expect(observed.told, 'what the model or client is told').toMatch(want.told);
  if (want.notTold) expect(observed.told).not.toMatch(want.notTold);
  expect(observed.told).not.toMatch(NEVER_TOLD);
  if (want.toldAtMost !== undefined) expect(observed.told.length, 'how much the model reads').toBeLessThanOrEqual(want.toldAtMost);
  if (want.appResultLength !== undefined) expect(JSON.stringify(observed.appResult)?.length, 'the result the application reads').toBe(want.appResultLength);
  if (want.oneKey) {
    expect(observed.keys, 'an idempotency key per execute run').toHaveLength(want.executeRuns);
    expect(observed.keys[0], 'the idempotency key').toMatch(/^\S+$/);
    expect([...observed.keys, ...observed.issuedKeys], 'one idempotency key for the call').toEqual(
      Array(observed.keys.length + observed.issuedKeys.length).fill(observed.keys[0]),
    );
  }
}

/** The matrix's row for `driver`. */
export function describeContract(driver: Driver): void {
  describe(`contract: ${driver.name}`, () => {
    for (const scenario of SCENARIOS) {
      const reason = driver.cannot?.[scenario.name];
      if (reason !== undefined) {
        it.skip(`${scenario.name} (cannot be expressed: ${reason})`, () => undefined);
        continue;
      }
      it(scenario.name, async () => {
        expectCell(await driver.run(scenario), scenario);
      });
    }
  });
}
