import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const built = existsSync(join(root, 'dist/index.js'));

function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
}

describe.runIf(built)('the published package (after npm run build)', () => {
  const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' })) as Array<{
    files: Array<{ path: string }>;
  }>;
  const files = packed[0]!.files.map((f) => f.path);

  it('ships only the build, the README, the changelog, the compatibility notes and the license', () => {
    expect(files.filter((f) => !/^dist\/|^(README\.md|CHANGELOG\.md|LICENSE|package\.json|docs\/compatibility\.md)$/.test(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'LICENSE', 'docs/compatibility.md']));
  });

  it('ships a sourcemap beside every built module, with the sources inlined', () => {
    const modules = files.filter((f) => /^dist\/.*\.c?js$/.test(f));
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((f) => !files.includes(`${f}.map`))).toEqual([]);
    const map = JSON.parse(readFileSync(join(root, `${modules[0]!}.map`), 'utf8')) as { sources: string[]; sourcesContent?: unknown[] };
    expect(map.sourcesContent?.length).toBe(map.sources.length);
  });

  it('ships every file the exports map points at', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const targets = exportTargets(pkg.exports).map((t) => t.replace(/^\.\//, ''));
    expect(targets.filter((t) => !files.includes(t))).toEqual([]);
  });
});
