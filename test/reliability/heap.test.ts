// The heap stays flat over a long mixed loop (validation, deep input, approvals with signed
// tickets, aborted stuck calls, span serialisation), measured after full GCs in a child process.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { LONG, size } from './helpers';

const script = fileURLToPath(new URL('./heap-loop.ts', import.meta.url));
const ROUNDS = size(3, 10);
const PER_ROUND = size(300, 5_000);
/** Growth allowed between the first and the last round: well under the 1 KB per iteration a leak would show. */
const SLACK = 4 * 1024 * 1024;

function runLoop(): Promise<{ rounds: number[]; iterations: number }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', script, String(ROUNDS), String(PER_ROUND)],
      { timeout: LONG ? 600_000 : 90_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout.trim().split('\n').at(-1)!));
      },
    );
  });
}

it(
  `heap after GC is flat over ${ROUNDS} rounds of ${PER_ROUND} mixed iterations`,
  async () => {
    const { rounds, iterations } = await runLoop();
    expect(iterations).toBe(ROUNDS * PER_ROUND);
    expect(rounds).toHaveLength(ROUNDS);
    // The first pass warms caches (compiled schemas, the process key); growth after it is a leak.
    const growth = rounds.at(-1)! - rounds[0]!;
    expect(growth, `heap by round: ${rounds.map((b) => (b / 1024 / 1024).toFixed(1)).join(', ')} MB`).toBeLessThan(SLACK);
  },
  LONG ? 600_000 : 120_000,
);
