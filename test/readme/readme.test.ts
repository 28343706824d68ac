/**
 * Executable documentation: every TypeScript block of README.md and of every Markdown page under
 * docs/ (the docs site) is type-checked (all of them in one TypeScript program) and run, so a
 * snippet that drifts from the code fails here.
 *
 * - A block fenced ```ts is type-checked and run: it must be self-contained (import and define
 *   everything it uses) and finish quickly without network. A block that imports `vitest` is a
 *   test suite: its `describe` / `it` are registered here and run as part of this file.
 * - A block fenced ```ts types-only is type-checked only (servers that listen forever, …).
 * - A block fenced ```ts [weather-tool.ts] is written under that name, in a folder of its page's
 *   own: a later block of the page may import it as `./weather-tool.ts`.
 *
 * `toolwright` and `toolwright/<entry>` (any export of package.json) resolve through the package's
 * own `exports` to the built package: its declarations for the type-check, its code for the run.
 * Run `npm run build` first (CI does). README_TYPES_FROM_SOURCES=1 type-checks against the
 * sources instead (through the tsup entry of each export), as examples/tsconfig.json does.
 * Any other import must be a Node built-in or a package of package.json, such as a peer (`ai`, …).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import tsupConfig from '../../tsup.config';
import { builtFileOf, exportSubpaths, extractSnippets, packageName, type Snippet } from './snippets';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const README = join(root, 'README.md');
/** Folders under docs/ whose Markdown is not documentation to run: the site's own build and generated output (api: the API reference TypeDoc writes into docs/reference/api). */
const SKIPPED_DIRS = new Set(['node_modules', '.vitepress', 'dist', 'cache', 'public', 'api']);
/** Where the blocks are written: inside the package (so its self-reference resolves), ignored by git. */
const OUT = join(root, '.readme-snippets');
const RUN_TIMEOUT = 15_000;
/**
 * Types from the sources (like examples/tsconfig.json) or, by default, from the built package's
 * declarations through its `exports`: what users compile against, and several times faster.
 */
const TYPES_FROM_SOURCES = process.env['README_TYPES_FROM_SOURCES'] === '1';

/** README.md, then every Markdown page under docs/, as paths relative to the root. */
function documentedPages(): string[] {
  const pages = ['README.md'];
  const walk = (dir: string): void => {
    if (!existsSync(join(root, dir))) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (entry.name.endsWith('.md')) pages.push(path);
    }
  };
  walk('docs');
  return pages;
}

interface PageSnippet extends Snippet {
  /** The Markdown file the block is in, relative to the root. */
  page: string;
}

const name = packageName(root);
const pages = documentedPages();
const snippets: PageSnippet[] = pages.flatMap((page) => extractSnippets(readFileSync(join(root, page), 'utf8')).map((s) => ({ ...s, page })));
const subpaths = exportSubpaths(root);

function fileOf(snippet: PageSnippet): string {
  const page = snippet.page.replace(/\.md$/, '').replace(/[^A-Za-z0-9]+/g, '-');
  return snippet.file !== undefined ? join(OUT, page, snippet.file) : join(OUT, `${page}-L${snippet.line}.ts`);
}

/** Whether `specifier` names a file an earlier block of the same page gives (`./weather-tool.ts`). */
function isPageFile(snippet: PageSnippet, specifier: string): boolean {
  return snippets.some((other) => other.page === snippet.page && other.line < snippet.line && other.file !== undefined && specifier === `./${other.file}`);
}

function labelOf(snippet: PageSnippet): string {
  return `${snippet.page}:${snippet.line} (${snippet.heading})`;
}

/** The source file of each export: `toolwright/runtime` → src/runtime.ts, through the tsup entries. */
function sourcePaths(): Record<string, string[]> {
  const entries = (tsupConfig as { entry?: unknown }).entry;
  const byDist = new Map<string, string>();
  if (entries && typeof entries === 'object' && !Array.isArray(entries)) {
    for (const [key, source] of Object.entries(entries as Record<string, string>)) byDist.set(`./dist/${key}.js`, source);
  }
  const paths: Record<string, string[]> = {};
  for (const subpath of subpaths) {
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    const built = builtFileOf(root, subpath);
    const source = (built && byDist.get(built)) ?? (subpath === '.' ? 'src/index.ts' : `src/${subpath.slice(2)}.ts`);
    paths[specifier] = [source.replace(/^\.\//, '')];
  }
  return paths;
}

/** Package names a block may import besides the package itself: everything package.json lists. */
function knownPackages(): Set<string> {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  return new Set(['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(pkg[field] ?? {})));
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

// The blocks are written before the suites are collected: blocks that are vitest suites are
// imported while collecting.
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const snippet of snippets) {
  const isModule = /^\s*(import|export)\s/m.test(snippet.code);
  mkdirSync(dirname(fileOf(snippet)), { recursive: true });
  writeFileSync(fileOf(snippet), `${snippet.code}\n${isModule ? '' : 'export {};\n'}`);
}

const missingBuild = subpaths.filter((subpath) => {
  const built = builtFileOf(root, subpath);
  return !built || !existsSync(join(root, built));
});

beforeAll(() => {
  if (missingBuild.length > 0) {
    throw new Error(`Documentation blocks import ${name} through the built package: run \`npm run build\` first (missing: ${missingBuild.join(', ')})`);
  }
});

describe('README.md and docs/ blocks', () => {
  it('has TypeScript blocks, each with a known flag', () => {
    expect(snippets.length).toBeGreaterThan(0);
    expect(snippets.filter((s) => s.mode === 'run').length).toBeGreaterThan(0);
  });

  it(`every import is ${name}, one of its exports, a Node built-in, or a package of package.json`, () => {
    const known = knownPackages();
    const exported = new Set(Object.keys(sourcePaths()));
    const wrong: string[] = [];
    for (const snippet of snippets) {
      for (const specifier of snippet.imports) {
        if (specifier.startsWith('node:')) continue;
        if (packageOf(specifier) === name) {
          if (!exported.has(specifier)) wrong.push(`${labelOf(snippet)}: ${specifier} is not an export of package.json`);
          continue;
        }
        if (specifier.startsWith('.') && isPageFile(snippet, specifier)) continue;
        if (specifier.startsWith('.')) wrong.push(`${labelOf(snippet)}: ${specifier} is a relative import; a block must define what it uses`);
        else if (!known.has(packageOf(specifier))) wrong.push(`${labelOf(snippet)}: ${specifier} is not a package of package.json`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every block type-checks (one program)', { timeout: 180_000 }, () => {
    const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
    const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
    const options: ts.CompilerOptions = {
      ...parsed.options,
      noEmit: true,
      // Blocks import the files of their page by the names a reader saves them under (`./weather-tool.ts`).
      allowImportingTsExtensions: true,
      declaration: false,
      types: ['node'],
      ...(TYPES_FROM_SOURCES ? { baseUrl: root, paths: sourcePaths() } : {}),
    };
    const files = snippets.map(fileOf);
    const program = ts.createProgram(files, options);
    const inBlocks = new Set(files.map((file) => ts.sys.resolvePath(file)));
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => !d.file || inBlocks.has(ts.sys.resolvePath(d.file.fileName)));
    const byLine = new Map(snippets.map((s) => [ts.sys.resolvePath(fileOf(s)), s]));
    const messages = diagnostics.map((d) => {
      const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      if (!d.file || d.start === undefined) return `TS${d.code}: ${text}`;
      const snippet = byLine.get(ts.sys.resolvePath(d.file.fileName));
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      const at = snippet ? `${snippet.page}:${snippet.line + 1 + line}:${character + 1}` : relative(root, d.file.fileName);
      return `${at}: TS${d.code}: ${text}`;
    });
    expect(messages).toEqual([]);
  });

  for (const snippet of snippets.filter((s) => s.mode === 'run' && !s.imports.includes('vitest'))) {
    it(`${labelOf(snippet)} runs`, { timeout: RUN_TIMEOUT }, async () => {
      // A block is a program: it shows its results with console.log, and an invalid call it makes
      // on purpose is logged (console.warn, one line). An error it prints still fails the test.
      vi.spyOn(console, 'log').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await import(pathToFileURL(fileOf(snippet)).href);
    });
  }
});

for (const snippet of snippets.filter((s) => s.mode === 'run' && s.imports.includes('vitest'))) {
  // A block that is a vitest suite: importing it registers its tests in this file.
  describe(`${labelOf(snippet)}, a vitest suite`, async () => {
    if (missingBuild.length > 0) return;
    await import(pathToFileURL(fileOf(snippet)).href);
  });
}

describe('README.md links', () => {
  it('work on the npm page: absolute URLs or in-page anchors', () => {
    const markdown = readFileSync(README, 'utf8');
    const relativeLinks = [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^(https?:|mailto:|#)/.test(target));
    expect(relativeLinks).toEqual([]);
  });
});
