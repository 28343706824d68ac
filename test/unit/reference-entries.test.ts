/**
 * The API reference covers the whole package: every entry of package.json's `exports` is an
 * entry the reference generator documents (scripts/docs/reference.ts), from the source file
 * tsup builds that entry from. The built site's pages per entry are checked in a browser by
 * test/docs/site.test.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../../scripts/docs/reference';
import tsupConfig from '../../tsup.config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, { import?: { default?: string } } | string> };

describe('the API reference', () => {
  const exported = Object.keys(pkg.exports).filter((key) => key !== './package.json');

  it('documents every entry of exports, and nothing else', () => {
    const specifiers = exported.map((key) => (key === '.' ? 'toolwright' : `toolwright/${key.slice(2)}`));
    expect(Object.keys(ENTRIES).sort()).toEqual(specifiers.sort());
  });

  it('reads each entry from the source tsup builds it from', () => {
    const sources = (tsupConfig as { entry: Record<string, string> }).entry;
    for (const key of exported) {
      const target = pkg.exports[key];
      const built = typeof target === 'string' ? target : target?.import?.default;
      const name = built?.replace(/^\.\/dist\//, '').replace(/\.js$/, '') ?? '';
      const specifier = key === '.' ? 'toolwright' : `toolwright/${key.slice(2)}`;
      expect(ENTRIES[specifier], specifier).toBe(sources[name]?.replace(/^\.\//, ''));
    }
  });
});
