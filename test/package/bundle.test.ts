import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

async function bundle(entry: string) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  return { code, inputs: Object.keys(result.metafile.inputs), gzip: gzipSync(code).length };
}

// Measured composition of `toolwright/tools` (minified + gzipped): the tool core about 4 KB, the
// Ajv-compatible JSON Schema validator about 8 KB (2 KB of it the draft-07/2020-12 meta-schemas),
// the zod 4 (zod/mini) JSON Schema generator about 6 KB and the zod 3 one about 4 KB. The
// reference's tool entry is about 158 KB. docs/performance.md has the targets and the sizes.
const budgets: Record<string, number> = {
  'src/tools.ts': 25 * 1024,
  'src/request-context.ts': 3 * 1024,
  'src/index.ts': 36 * 1024,
  // The runtime and the testing harness recognise tools by the reference's rule, which starts
  // with `instanceof Tool`, so they bundle the Tool class (about 1.6 KB).
  'src/runtime.ts': 35 * 1024,
  'src/testing.ts': 35 * 1024,
};

describe('bundled entries', () => {
  it.each(Object.entries(budgets))('%s stays under its gzip budget and pulls in only src/', async (entry, budget) => {
    const { inputs, gzip } = await bundle(entry);
    expect(inputs.filter((file) => !file.startsWith('src/'))).toEqual([]);
    expect(gzip).toBeLessThan(budget);
  });

  it.each(Object.keys(budgets))('%s has no Node built-in, eval or Function constructor', async (entry) => {
    const { code } = await bundle(entry);
    expect(code).not.toMatch(/\brequire\(|from\s*["']node:|\beval\(|new Function\(/);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('source hygiene', () => {
  it('src/ has no console calls and imports no schema library, adapter peer or Node built-in', () => {
    // The deliberate console users: the runtime's default logger, and the zod 3 converter's
    // recursion warning, which the reference prints too.
    const allowedConsole = [join(root, 'src/runtime/console-logger.ts'), join(root, 'src/schema/zod-json/v3-convert.ts')];
    const offenders = sourceFiles(join(root, 'src')).filter((file) => {
      // Comments may show console calls in @example blocks; only code counts.
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      return (
        (!allowedConsole.includes(file) && /\bconsole\.\w+\(/.test(text)) ||
        /from ['"](zod|valibot|arktype|ai|@mastra\/[^'"]+|node:[^'"]+|fs|path)['"]/.test(text)
      );
    });
    expect(offenders).toEqual([]);
  });
});
