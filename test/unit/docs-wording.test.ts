/**
 * The docs are read by people who do not know Mastra: a page that speaks of "the reference"
 * (the implementation toolwright reimplements) must say what it is, by naming @mastra/core.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Generated or built folders: not hand-written pages. */
const SKIPPED = new Set(['node_modules', '.vitepress', 'public', 'api']);

function pages(): string[] {
  const found = ['README.md', 'CONTRIBUTING.md'];
  const walk = (dir: string): void => {
    if (!existsSync(join(root, dir))) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(`${dir}/${entry.name}`);
      } else if (entry.name.endsWith('.md')) found.push(`${dir}/${entry.name}`);
    }
  };
  walk('docs');
  return found;
}

describe('docs wording', () => {
  it('every page that says "the reference" names @mastra/core on the same page', () => {
    const unexplained = pages().filter((page) => {
      const text = readFileSync(join(root, page), 'utf8');
      return /\bthe reference\b/i.test(text) && !text.includes('@mastra/core');
    });
    expect(unexplained).toEqual([]);
  });
});
