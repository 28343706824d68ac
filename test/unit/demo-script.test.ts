/**
 * `npm run demo` is the first thing a newcomer runs on a fresh clone (the README's "Develop"
 * section): it must run from the sources (no build first), stay short, and print only the
 * demo's own lines.
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

  it('is the product in under 40 lines', () => {
    expect(
      readFileSync(join(root, 'examples', 'demo.ts'), 'utf8')
        .trimEnd()
        .split('\n').length,
    ).toBeLessThan(40);
  });

  it('prints its four steps and nothing else', { timeout: 60_000 }, async () => {
    const [command, ...args] = (scripts['demo'] ?? '').split(' ');
    const { stdout, stderr } = await promisify(execFile)(join(root, 'node_modules', '.bin', command ?? ''), args, { cwd: root });
    expect(stderr).toBe('');
    const lines = stdout.trimEnd().split('\n');
    expect(lines.map((line) => line.split(' ->')[0])).toEqual(['1. valid input', '2. resumed with yes', '3. invalid input', '4. over MCP']);
    expect(lines[0]).toBe('1. valid input -> approval-required | signed ticket: true');
  });
});
