/**
 * Reads the TypeScript blocks of a Markdown file, for the README's executable-documentation test.
 *
 * Convention: a block fenced ```ts (or ```typescript) is type-checked and run; a block fenced
 * ```ts types-only is type-checked only (for servers that listen forever, code needing network,
 * …). A block fenced ```ts [weather-tool.ts] is a file the page names: a later block of the same
 * page may import it (`./weather-tool.ts`), as a reader's file beside it would. Any other word
 * after `ts` is an error, so a misspelt flag cannot silently skip a block.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type SnippetMode = 'run' | 'types-only';

export interface Snippet {
  /** 1-based line of the opening fence in the Markdown file. */
  line: number;
  mode: SnippetMode;
  /** The block's text, without the fences. */
  code: string;
  /** The nearest heading above the block, for test names. */
  heading: string;
  /** The module specifiers the block imports (static `import … from` and `export … from`). */
  imports: string[];
  /** The file name the fence gives the block (```ts [weather-tool.ts]), if any. */
  file?: string;
}

const TS_LANGUAGES = new Set(['ts', 'typescript']);
const FLAGS: Record<string, SnippetMode> = { 'types-only': 'types-only' };

/** Every TypeScript block of `markdown`, in order. Throws on an unknown flag or an unclosed fence. */
export function extractSnippets(markdown: string): Snippet[] {
  const lines = markdown.split('\n');
  const snippets: Snippet[] = [];
  let heading = '(top)';
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    const fence = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*?)\s*$/.exec(text);
    if (!fence) {
      const h = /^#{1,6}\s+(.*)$/.exec(text);
      if (h) heading = (h[1] ?? '').trim();
      continue;
    }
    const [, indent = '', marks = '```', lang = '', rest = ''] = fence;
    const start = i;
    const body: string[] = [];
    let closed = false;
    for (i += 1; i < lines.length; i++) {
      const inner = lines[i] ?? '';
      if (inner.trim().startsWith(marks) && inner.trim().replace(/[`~]/g, '') === '') {
        closed = true;
        break;
      }
      body.push(inner.startsWith(indent) ? inner.slice(indent.length) : inner);
    }
    if (!closed) throw new Error(`line ${start + 1}: the code block is never closed`);
    if (!TS_LANGUAGES.has(lang.toLowerCase())) continue;
    let mode: SnippetMode = 'run';
    let file: string | undefined;
    for (const word of rest.split(/\s+/).filter(Boolean)) {
      const named = /^\[([\w.-]+\.ts)\]$/.exec(word);
      if (named) {
        file = named[1];
        continue;
      }
      const flag = FLAGS[word];
      if (!flag) throw new Error(`line ${start + 1}: unknown flag "${word}" on a ${lang} block (known: ${Object.keys(FLAGS).join(', ')}, [file.ts])`);
      mode = flag;
    }
    const code = body.join('\n');
    snippets.push({ line: start + 1, mode, code, heading, imports: importsOf(code), ...(file !== undefined ? { file } : {}) });
  }
  return snippets;
}

/** The specifiers of a module's static imports and re-exports, and of `import('…')` with a literal. */
export function importsOf(code: string): string[] {
  const found = new Set<string>();
  const patterns = [/\bfrom\s+['"]([^'"]+)['"]/g, /^\s*import\s+['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[1] ?? '');
  found.delete('');
  return [...found];
}

/** The `name` of the package whose root is `root`. */
export function packageName(root: string): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string }).name;
}

/** The package's export subpaths that are code (`.`, `./tools`, …), without `./package.json`. */
export function exportSubpaths(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> };
  return Object.keys(pkg.exports ?? {}).filter((key) => key !== './package.json' && !key.includes('*'));
}

/**
 * The built file an export subpath points to (its ESM `default`), relative to `root`: for
 * `./runtime`, `./dist/runtime.js`.
 */
export function builtFileOf(root: string, subpath: string): string | undefined {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> };
  let target: unknown = pkg.exports?.[subpath];
  for (const key of ['import', 'default']) {
    if (target && typeof target === 'object' && key in target) target = (target as Record<string, unknown>)[key];
  }
  return typeof target === 'string' ? target : undefined;
}
