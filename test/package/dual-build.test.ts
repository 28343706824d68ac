import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const built = existsSync(join(root, 'dist/runtime.cjs'));

// An app can load both builds (one dependency imports toolwright, another requires it). Plain
// Node runs it, as an app does (the test runner would transform the ESM build's source text).
const script = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const esm = { tools: await import('./dist/tools.js'), runtime: await import('./dist/runtime.js') };
const cjs = { tools: require('./dist/tools.cjs'), runtime: require('./dist/runtime.cjs') };
const runs = [];
for (const [made, engine] of [[cjs, esm], [esm, cjs]]) {
  const seen = [];
  const tool = made.tools.createTool({ id: 'echo', description: 'A test tool', execute: async (input) => { seen.push(input === undefined ? 'undefined' : input); return { echoed: input }; } });
  const record = await engine.runtime.runToolCall({ echo: tool }, { toolCallId: 'c1', toolName: 'echo', args: { q: 1 } });
  runs.push({ result: record.result, seen });
}
console.log(JSON.stringify(runs));
`;

describe.runIf(built)('the ESM and CJS builds in one process (after npm run build)', () => {
  it("each build's engine runs the other build's createTool tools once, with their arguments", () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    const once = { result: { echoed: { q: 1 } }, seen: [{ q: 1 }] };
    expect(JSON.parse(out)).toEqual([once, once]);
  });
});
