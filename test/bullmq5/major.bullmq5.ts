// Run by vitest.bullmq5.config.ts only: shows that `bullmq` is BullMQ 5 there, in this process
// and in child processes started as the multi-process test starts its workers, so the adapter's
// tests run beside this file ran against it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as aliased from 'bullmq';
import * as bullmq5 from 'bullmq5';
import { describe, expect, it } from 'vitest';

describe('the bullmq5 run', () => {
  it('resolves bullmq to BullMQ 5 in the test process', () => {
    expect(aliased.Queue).toBe(bullmq5.Queue);
    expect(aliased.Worker).toBe(bullmq5.Worker);
  });

  it('resolves bullmq to BullMQ 5 in child processes', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./identity.ts', import.meta.url))], { encoding: 'utf8' });
    expect(child.stdout.trim()).toBe('bullmq5');
  });
});
