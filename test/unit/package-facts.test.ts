/**
 * The facts a newcomer reads in README.md and docs/getting-started.md, checked against
 * package.json, so that the two cannot drift apart: the Node versions (`engines`), the runtime
 * dependencies (and that `jiti` is the CLI's alone), every entry of `exports`, and each peer's
 * range.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** Markdown text with its line breaks and runs of spaces folded, so a claim may wrap. */
const prose = (path: string) => read(path).replace(/\s+/g, ' ');

const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  exports: Record<string, unknown>;
  peerDependencies: Record<string, string>;
};
const README = prose('README.md');
const START = prose('docs/getting-started.md');
const CONTRIBUTING = prose('CONTRIBUTING.md');

/** The Node majors `engines` allows: `^20 || ^22 || ^24` → [20, 22, 24]. */
const majors = pkg.engines.node.split('||').map((range) => Number(/^\s*\^(\d+)\s*$/.exec(range)?.[1]));
/** `toolwright/tools`, … for each `exports` key but `./package.json`. */
const entries = Object.keys(pkg.exports)
  .filter((key) => key !== './package.json')
  .map((key) => (key === '.' ? 'toolwright' : `toolwright/${key.slice(2)}`));

/** The rows of getting-started's entries table: `[entry, peers cell]`. */
function entryRows(): Array<[string, string]> {
  return read('docs/getting-started.md')
    .split('\n')
    .filter((line) => line.startsWith('| `toolwright'))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
      return [cells[1]?.replace(/`/g, '') ?? '', (cells[3] ?? '').replace(/\\\|/g, '|')];
    });
}

describe('package.json and the docs agree', () => {
  it('engines: the Node versions README, getting-started and CONTRIBUTING name', () => {
    expect(majors.every(Number.isInteger)).toBe(true);
    const [a, b, c] = majors;
    expect(README).toContain(`Node ${a}, ${b} and ${c}`);
    expect(README).toContain(`Node ${a}, ${b} or ${c}`);
    expect(START).toContain(`Node ${a}, ${b} or ${c} (\`engines\`: \`${pkg.engines.node}\`)`);
    expect(CONTRIBUTING).toContain(`\`engines\`: \`${pkg.engines.node}\``);
    for (const text of [README, START, CONTRIBUTING]) expect(text).not.toMatch(/Node 1\d (or later|and later|\+)/);
  });

  it('dependencies: @standard-schema/spec for the library, jiti for the CLI alone', () => {
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@standard-schema/spec', 'jiti']);
    for (const text of [README, START]) {
      expect(text).toContain('`@standard-schema/spec`');
      expect(text).toMatch(/`jiti`, is the (`toolwright` CLI's TypeScript loader|TypeScript loader of the `toolwright` CLI)[^;]{0,80}no library entry imports/);
      expect(text).not.toMatch(/No runtime dependency but/);
    }
    // What the docs say of jiti holds: only the CLI's sources import it.
    const importers = sourceFiles(join(root, 'src')).filter((path) => /from 'jiti'|import\('jiti'\)/.test(readFileSync(path, 'utf8')));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((path) => !relative(root, path).startsWith('src/cli/'))).toEqual([]);
  });

  it('exports: getting-started lists every entry, once, and nothing else', () => {
    expect(entryRows().map(([entry]) => entry)).toEqual(expect.arrayContaining(entries));
    expect(entryRows()).toHaveLength(entries.length);
  });

  it('peers: each optional peer is named with its range beside the entry that needs it', () => {
    const cells = entryRows()
      .map(([, peers]) => peers)
      .join(', ');
    const named = [...cells.matchAll(/`([^`]+)` `([^`]+)`/g)].map((match) => [match[1], match[2]]);
    expect(Object.fromEntries(named)).toEqual(pkg.peerDependencies);
    // The README's install section names each peer with its range too.
    for (const [peer, range] of Object.entries(pkg.peerDependencies)) expect(README).toContain(`\`${peer}\` \`${range}\``);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}
