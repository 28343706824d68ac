// An approval given in one process, resumed in another from the RunState string (the ticket
// rides in it), and the same string replayed in a third: it runs once, then never again.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RunState, run } from '@openai/agents';
import { afterAll, describe, expect, it } from 'vitest';
import { refundAgent } from './fixtures/refund-agent';

const tsx = createRequire(import.meta.url).resolve('tsx');
const dir = mkdtempSync(join(tmpdir(), 'toolwright-openai-agents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function inAnotherProcess(stateFile: string, storeDir: string, keys = 'same'): Promise<{ runs: unknown[]; told: string; finalOutput: unknown }> {
  const script = join(import.meta.dirname, 'fixtures/resume-process.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', tsx, script, stateFile, storeDir, keys], {
    cwd: join(import.meta.dirname, '../../..'),
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

describe('a RunState resumed across processes', () => {
  it('runs the approved call once in the second process, and nothing on a replay in a third', async () => {
    const storeDir = mkdtempSync(join(dir, 'store-'));
    const here = refundAgent(storeDir);
    const first = await run(here.agent, 'Refund A1', { context: { tenant: 'acme' } });
    expect(first.interruptions).toHaveLength(1);
    const state = await RunState.fromString(here.agent, first.state.toString());
    state.approve(state.getInterruptions()[0]!);
    const stateFile = join(dir, 'state.json');
    writeFileSync(stateFile, state.toString());

    const second = await inAnotherProcess(stateFile, storeDir);
    expect(second.runs).toEqual([{ orderId: 'A1', amountEur: 10 }]);
    expect(JSON.parse(second.told)).toEqual({ refunded: 10, orderId: 'A1' });

    const replay = await inAnotherProcess(stateFile, storeDir);
    expect(replay.runs).toEqual([]);
    expect(replay.told).toMatch(/was already used/);
    expect(here.runs).toEqual([]);
  });

  it('a process with other keys refuses the ticket: nothing runs', async () => {
    const storeDir = mkdtempSync(join(dir, 'store-'));
    const here = refundAgent(storeDir);
    const first = await run(here.agent, 'Refund A1', { context: {} });
    first.state.approve(first.interruptions[0]!);
    const stateFile = join(dir, 'other-keys.json');
    writeFileSync(stateFile, first.state.toString());
    const other = await inAnotherProcess(stateFile, storeDir, 'other');
    expect(other.runs).toEqual([]);
    expect(other.told).toMatch(/does not verify/);
  });
});
