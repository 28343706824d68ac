// The TypeScript loader (jiti) is a dependency of the command only: no library entry's built
// output reaches it, through any chunk, so importing toolwright never loads it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, root } from './support';

function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
}

/** Every built file `entry` loads, itself included, following relative imports and requires. */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from\s*|import\s*\(?\s*|require\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)) queue.push(join(dirname(file), match[1]!));
  }
  return [...seen];
}

const LOADER = /["']jiti(?:\/[^"']*)?["']/;

describe.runIf(existsSync(cli))('the CLI’s TypeScript loader stays out of the library', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown>; bin: Record<string, string> };
  const entries = exportTargets(pkg.exports).filter((target) => /\.c?js$/.test(target));

  it('the CLI itself loads it (so the check below looks for the right thing)', () => {
    expect(readFileSync(join(root, pkg.bin.toolwright!), 'utf8')).toMatch(LOADER);
    expect(reachable(join(root, 'dist/index.js')).length).toBeGreaterThan(1);
  });

  it.each(entries)('%s does not reference jiti, nor does any chunk it loads', (target) => {
    const files = reachable(join(root, target));
    expect(files.filter((file) => LOADER.test(readFileSync(file, 'utf8'))).map((file) => file.slice(root.length + 1))).toEqual([]);
  });

  it('no library entry points at the CLI, and the CLI is no export', () => {
    const all = entries.flatMap((target) => reachable(join(root, target)));
    expect(all.filter((file) => file.endsWith('/dist/cli.js'))).toEqual([]);
    expect(exportTargets(pkg.exports).filter((target) => target.includes('cli'))).toEqual([]);
  });
});
