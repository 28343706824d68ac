import { describe, expect, it } from 'vitest';
import { extractSnippets, importsOf } from './snippets';

const md = (...lines: string[]) => lines.join('\n');

describe('extractSnippets', () => {
  it('finds ts and typescript blocks with their mode, line, heading and imports; skips other languages', () => {
    const snippets = extractSnippets(
      md(
        '# Title',
        '```sh',
        'npm install toolwright',
        '```',
        '## Runtime',
        '```ts',
        "import { runToolCall } from 'toolwright/runtime';",
        '```',
        '### Server',
        '```ts types-only',
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "const { z } = await import('zod');",
        '```',
        '```typescript',
        'const x = 1;',
        '```',
      ),
    );
    expect(snippets.map(({ line, mode, heading, imports }) => ({ line, mode, heading, imports }))).toEqual([
      { line: 6, mode: 'run', heading: 'Runtime', imports: ['toolwright/runtime'] },
      { line: 10, mode: 'types-only', heading: 'Server', imports: ['@modelcontextprotocol/sdk/server/mcp.js', 'zod'] },
      { line: 14, mode: 'run', heading: 'Server', imports: [] },
    ]);
    expect(snippets[2]?.code).toBe('const x = 1;');
  });

  it('un-indents a block nested in a list item', () => {
    const [snippet] = extractSnippets(md('- item:', '', '  ```ts', '  const a = 1;', '    const b = 2;', '  ```'));
    expect(snippet?.code).toBe('const a = 1;\n  const b = 2;');
  });

  it('a heading-like line inside a block is code, not a heading', () => {
    const snippets = extractSnippets(md('## A', '```ts', '# not a heading', '```', '```ts', '```'));
    expect(snippets.map((s) => s.heading)).toEqual(['A', 'A']);
  });

  it('a block may name its file, alone or beside a flag', () => {
    const snippets = extractSnippets(md('```ts [weather-tool.ts]', 'export const a = 1;', '```', '```ts types-only [server.ts]', '```', '```ts', '```'));
    expect(snippets.map(({ file, mode }) => ({ file, mode }))).toEqual([
      { file: 'weather-tool.ts', mode: 'run' },
      { file: 'server.ts', mode: 'types-only' },
      { file: undefined, mode: 'run' },
    ]);
  });

  it('refuses an unknown flag and an unclosed block', () => {
    expect(() => extractSnippets(md('```ts typesonly', '```'))).toThrow('line 1: unknown flag "typesonly" on a ts block (known: types-only, [file.ts])');
    expect(() => extractSnippets(md('```ts [weather.js]', '```'))).toThrow('unknown flag "[weather.js]"');
    expect(() => extractSnippets(md('text', '```ts', 'const a = 1;'))).toThrow('line 2: the code block is never closed');
  });
});

describe('importsOf', () => {
  it('static imports, type imports, side-effect imports, re-exports and literal dynamic imports', () => {
    const code = md(
      "import { a } from 'a';",
      "import type { B } from '@scope/b/sub';",
      "import 'side-effect';",
      "export { c } from './c.js';",
      "const d = await import('d');",
      "import {\n  e,\n} from 'e';",
    );
    expect(importsOf(code).sort()).toEqual(['./c.js', '@scope/b/sub', 'a', 'd', 'e', 'side-effect'].sort());
  });
});
