// docs/guide/ai-sdk.md's blocks run on ai 7 (the readme test runs them on ai 6): vitest.ai7.config.ts
// maps `ai` to the ai7 alias and `toolwright/*` to the sources.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { extractSnippets } from '../readme/snippets';

const root = join(import.meta.dirname, '..', '..');
const OUT = join(root, '.readme-snippets-ai7');
const PAGE = 'docs/guide/ai-sdk.md';
const blocks = extractSnippets(readFileSync(join(root, PAGE), 'utf8')).filter((s) => s.mode === 'run');

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

describe(`${PAGE} on ai 7`, () => {
  it('has blocks to run', () => expect(blocks.length).toBeGreaterThan(0));
  for (const block of blocks) {
    it(`${PAGE}:${block.line} (${block.heading}) runs`, async () => {
      const file = join(OUT, `ai-sdk-L${block.line}.ts`);
      writeFileSync(file, block.code);
      // A block shows its results with console.log (as test/readme does, a warning is allowed too).
      vi.spyOn(console, 'log').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await import(pathToFileURL(file).href);
    });
  }
});
