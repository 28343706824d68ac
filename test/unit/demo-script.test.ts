/**
 * `npm run demo` is the first thing a contributor runs on a fresh clone: it must run from the
 * sources (no build first) and print only the demo's own lines.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('npm run demo', () => {
  it('runs examples/demo.ts with tsx against the sources, with no build step', () => {
    expect(scripts['demo']).toBe('tsx --tsconfig examples/tsconfig.json examples/demo.ts');
  });

  it('prints the demo and nothing else', { timeout: 60_000 }, async () => {
    const [command, ...args] = (scripts['demo'] ?? '').split(' ');
    const { stdout, stderr } = await promisify(execFile)(join(root, 'node_modules', '.bin', command ?? ''), args, { cwd: root });
    expect(stderr).toBe('');
    expect(stdout.split('\n')[0]).toBe('toolwright demo: createTool() without an agent, calling tools directly.');
    expect(stdout).toContain('=== 4.');
  });
});
