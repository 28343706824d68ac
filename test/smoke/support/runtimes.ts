// Where the smoke suite finds each runtime, and what it does when one is missing: a skip on a
// developer machine, a failure under CI=true.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The project's root directory. */
export const root = join(import.meta.dirname, '../../..');

/** True under CI, where a missing runtime fails the suite instead of skipping it. */
export const underCI = process.env['CI'] === 'true';

const installed = join(root, 'test/runtimes/node_modules');

/** A runtime the suite runs: its binary, and whether it is there. */
export interface Runtime {
  name: string;
  path: string;
  present: boolean;
  /** How to get it, for the skip line. */
  install: string;
}

function runtime(name: string, path: string, install: string): Runtime {
  return { name, path, present: existsSync(path), install };
}

const FROM_NPM = 'npm run runtimes:install';

/** Every runtime of the smoke suite but the machine's Node. */
export const RUNTIMES = {
  node22: runtime('Node 22', join(installed, 'node22/bin/node'), FROM_NPM),
  node24: runtime('Node 24', join(installed, 'node24/bin/node'), FROM_NPM),
  bun: runtime('Bun', join(installed, 'bun/bin/bun.exe'), FROM_NPM),
  deno: runtime('Deno', join(installed, 'deno/deno'), FROM_NPM),
  workerd: runtime('workerd', join(installed, 'workerd/bin/workerd'), FROM_NPM),
  chromium: runtime('Chromium', '/usr/bin/chromium', 'apt-get install chromium (listed in .ci/apt-packages)'),
};

/** The title of a runtime's test: with the reason it is skipped when it is missing off CI. */
export function titleOf(r: Runtime, what: string): string {
  return r.present || underCI ? `${r.name}: ${what}` : `${r.name}: skipped, ${r.path} is missing (${r.install})`;
}

/** Runs the test when the runtime is there, or under CI (where the test then fails on the missing binary). */
export function shouldRun(r: Runtime): boolean {
  return r.present || underCI;
}

/** Throws, naming the binary, when a runtime the test needs is missing (only reached under CI). */
export function assertPresent(r: Runtime): void {
  if (!r.present) throw new Error(`${r.name} is not installed: ${r.path} is missing (${r.install})`);
}
