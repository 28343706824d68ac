// The type-check cost of tools, side by side: 200 `createTool` tools converted by each wire
// (AI SDK, LangChain, OpenAI Agents, MCP SDK 1 and 2) and handed to the peer's own consumer,
// against 200 tools made with the peer's own helper (the AI SDK's `tool()`, langchain's `tool()`,
// the OpenAI Agents SDK's `tool()`, `McpServer.registerTool` of each MCP SDK) with the same zod
// schemas and the same consumer. Each program is checked by `tsc --extendedDiagnostics` in a
// project of its own (strict, skipLibCheck, as an app is checked), toolwright read from its
// declarations (emitted once from src/, as a user reads the built package's). Reported: type
// instantiations and check time, and toolwright / native for each, then the cost of the 200
// `createTool` calls alone (no wire). Target (docs/performance.md): below 1.0 on every wire,
// against the native form the peer documents.
//
// MCP SDK 1's `registerTool` takes a raw zod shape (`{ q: z.string() }`, the form every example
// of the SDK uses) or a schema object (`z.object(...)`); both are measured, the raw shape being
// the target. SDK 2 documents `z.object(...)` (a raw shape is deprecated there): its row uses that.
//
// `npm run bench:types` runs it alone (`-- <n>` for another number of tools); `npm run bench`
// runs it after the timing rows unless `--skip-types`. Not part of `npm test`: eleven tsc runs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The name a bench filter is matched against. */
export const TYPE_CHECK_ROW = 'type-check 200 tools';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const typescriptVersion = (createRequire(import.meta.url)('typescript/package.json') as { version: string }).version;

/** One program: its imports, how tool `i` is made, and what takes the tools (`names` lists their variables). */
interface Program {
  imports: string;
  tool: (i: number) => string;
  consume: (names: string[]) => string;
}

/** The wire's program and the peer's native one. */
interface WireCase {
  wire: string;
  toolwright: Program;
  native: Program;
}

/** Tool `i`'s zod schema and result, the same for every program: distinct keys make distinct types. */
const schema = (i: number) => `z.object({ q${i}: z.string(), limit${i}: z.number().default(5), mode: z.enum(['a', 'b']).optional() })`;
const mcpShape = (i: number) => `{ q${i}: z.string(), limit${i}: z.number().default(5), mode: z.enum(['a', 'b']).optional() }`;
const result = (i: number) => `({ r${i}: q${i}.length + limit${i} })`;
const createToolOf = (i: number) =>
  `const t${i} = createTool({ id: 't${i}', description: 'Tool ${i}', inputSchema: ${schema(i)}, execute: async ({ q${i}, limit${i} }) => ${result(i)} });`;
const record = (names: string[]) => `{ ${names.join(', ')} }`;

/** `createMcpServer` of one of toolwright's MCP entries, given the tools as a record. */
const mcpPrograms = new Map<string, Program>();
function mcpProgram(entry: string): Program {
  // One object per entry, so that a program measured for two rows is checked once.
  let program = mcpPrograms.get(entry);
  if (!program) {
    program = {
      imports: `import { createTool } from 'toolwright/tools';\nimport { createMcpServer } from '${entry}';`,
      tool: createToolOf,
      consume: (names) => `export const server = createMcpServer(${record(names)}, { name: 's', version: '1.0.0' });`,
    };
    mcpPrograms.set(entry, program);
  }
  return program;
}

/** An MCP SDK's own `McpServer.registerTool`, its input schema written by `inputSchema`. */
const mcpNative = (module: string, inputSchema: (i: number) => string): Program => ({
  imports: `import { McpServer } from '${module}';\nexport const server = new McpServer({ name: 's', version: '1.0.0' });`,
  tool: (i) =>
    `server.registerTool('t${i}', { description: 'Tool ${i}', inputSchema: ${inputSchema(i)} }, async ({ q${i}, limit${i} }) => ({ content: [{ type: 'text', text: JSON.stringify(${result(i)}) }] }));`,
  consume: () => '',
});

const CASES: WireCase[] = [
  {
    wire: 'AI SDK',
    toolwright: {
      imports: `import { generateText, type LanguageModel } from 'ai';\nimport { createTool } from 'toolwright/tools';\nimport { toAISDKTools } from 'toolwright/ai-sdk';`,
      tool: createToolOf,
      consume: (names) =>
        `declare const model: LanguageModel;\nexport const result = await generateText({ model, prompt: 'p', tools: toAISDKTools(${record(names)}) });\nexport const calls = result.toolCalls;`,
    },
    native: {
      imports: `import { generateText, type LanguageModel, tool } from 'ai';`,
      tool: (i) => `const t${i} = tool({ description: 'Tool ${i}', inputSchema: ${schema(i)}, execute: async ({ q${i}, limit${i} }) => ${result(i)} });`,
      consume: (names) =>
        `declare const model: LanguageModel;\nexport const result = await generateText({ model, prompt: 'p', tools: ${record(names)} });\nexport const calls = result.toolCalls;`,
    },
  },
  {
    wire: 'LangChain',
    toolwright: {
      imports: `import { createAgent, fakeModel } from 'langchain';\nimport { createTool } from 'toolwright/tools';\nimport { toLangChainTools } from 'toolwright/langchain';`,
      tool: createToolOf,
      consume: (names) =>
        `export const agent = createAgent({ model: fakeModel(), tools: toLangChainTools(${record(names)}) });\nexport const state = await agent.invoke({ messages: [] });`,
    },
    native: {
      imports: `import { tool } from '@langchain/core/tools';\nimport { createAgent, fakeModel } from 'langchain';`,
      tool: (i) => `const t${i} = tool(async ({ q${i}, limit${i} }) => ${result(i)}, { name: 't${i}', description: 'Tool ${i}', schema: ${schema(i)} });`,
      consume: (names) =>
        `export const agent = createAgent({ model: fakeModel(), tools: [${names.join(', ')}] });\nexport const state = await agent.invoke({ messages: [] });`,
    },
  },
  {
    wire: 'OpenAI Agents',
    toolwright: {
      imports: `import { Agent } from '@openai/agents';\nimport { createTool } from 'toolwright/tools';\nimport { toOpenAIAgentsTools } from 'toolwright/openai-agents';`,
      tool: createToolOf,
      consume: (names) => `export const agent = new Agent({ name: 'a', tools: toOpenAIAgentsTools(${record(names)}) });`,
    },
    native: {
      imports: `import { Agent, tool } from '@openai/agents';`,
      tool: (i) =>
        `const t${i} = tool({ name: 't${i}', description: 'Tool ${i}', parameters: ${schema(i)}, execute: async ({ q${i}, limit${i} }) => ${result(i)} });`,
      consume: (names) => `export const agent = new Agent({ name: 'a', tools: [${names.join(', ')}] });`,
    },
  },
  {
    wire: 'MCP SDK 1 (raw shape)',
    toolwright: mcpProgram('toolwright/mcp'),
    native: mcpNative('@modelcontextprotocol/sdk/server/mcp.js', mcpShape),
  },
  {
    wire: 'MCP SDK 1 (z.object)',
    toolwright: mcpProgram('toolwright/mcp'),
    native: mcpNative('@modelcontextprotocol/sdk/server/mcp.js', schema),
  },
  {
    wire: 'MCP SDK 2 (z.object)',
    toolwright: mcpProgram('toolwright/mcp/v2'),
    native: mcpNative('@modelcontextprotocol/server', schema),
  },
];

/** What `--extendedDiagnostics` reports for one program. */
interface Diagnostics {
  instantiations: number;
  checkSeconds: number;
}

function writeProgram(dir: string, program: Program, count: number, declarations: string): void {
  mkdirSync(dir, { recursive: true });
  const indices = Array.from({ length: count }, (_, i) => i);
  const source = [`import { z } from 'zod';`, program.imports, ...indices.map(program.tool), program.consume(indices.map((i) => `t${i}`)), ''].join('\n');
  writeFileSync(join(dir, 'index.ts'), source);
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM'],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    // `toolwright/mcp/v2` is emitted as mcp-v2.d.ts, as package.json's exports map it.
    paths: { 'toolwright/mcp/v2': [`${declarations}/mcp-v2.d.ts`], 'toolwright/*': [`${declarations}/*.d.ts`] },
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts'] }, null, 2));
}

function check(dir: string): Diagnostics {
  let output: string;
  try {
    output = execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json'), '--extendedDiagnostics'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (error) {
    const out = (error as { stdout?: string }).stdout ?? '';
    throw new Error(`tsc found errors in ${dir}/index.ts:\n${out.split('\n').slice(0, 20).join('\n')}`);
  }
  const number = (label: string) => {
    const match = new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(output);
    if (!match) throw new Error(`tsc --extendedDiagnostics printed no "${label}"`);
    return Number(match[1]);
  };
  return { instantiations: number('Instantiations'), checkSeconds: number('Check time') };
}

/** Emits toolwright's declarations once, as the built package carries them. */
function emitDeclarations(outDir: string): void {
  execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.json'), '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--outDir', outDir], {
    stdio: 'inherit',
  });
}

const format = (n: number) => (n >= 1000 ? `${Math.round(n / 1000)}k` : String(n));

/** Runs every wire's pair of programs and prints the table. */
export function runTypeCheckBench(count = 200): void {
  const work = join(root, 'node_modules', '.cache', 'toolwright-bench-types');
  rmSync(work, { recursive: true, force: true });
  const declarations = join(work, 'declarations');
  emitDeclarations(declarations);
  console.log(`\n## Type-check cost, ${count} tools (tsc ${typescriptVersion}, --extendedDiagnostics; check time in s)\n`);
  const header = ['wire', 'toolwright inst.', 'native inst.', 'ratio', 'toolwright check', 'native check', 'ratio'];
  const rows: string[][] = [];
  const checked = new Map<Program, Diagnostics>();
  const measure = (program: Program, dir: string): Diagnostics => {
    let diagnostics = checked.get(program);
    if (!diagnostics) {
      writeProgram(dir, program, count, declarations);
      diagnostics = check(dir);
      checked.set(program, diagnostics);
    }
    return diagnostics;
  };
  for (const c of CASES) {
    const slug = c.wire.toLowerCase().replace(/\W+/g, '-');
    const ours = measure(c.toolwright, join(work, `${slug}-toolwright`));
    const native = measure(c.native, join(work, `${slug}-native`));
    rows.push([
      c.wire,
      format(ours.instantiations),
      format(native.instantiations),
      (ours.instantiations / native.instantiations).toFixed(2),
      ours.checkSeconds.toFixed(2),
      native.checkSeconds.toFixed(2),
      (ours.checkSeconds / native.checkSeconds).toFixed(2),
    ]);
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  // The share of toolwright's column that is createTool's own inference, the same on every wire.
  const alone: Program = {
    imports: `import { createTool } from 'toolwright/tools';`,
    tool: createToolOf,
    consume: (names) => `export const all = ${record(names)};`,
  };
  writeProgram(join(work, 'create-tool-alone'), alone, count, declarations);
  const own = check(join(work, 'create-tool-alone'));
  console.log(`\ncreateTool alone (the ${count} tools, no wire): ${format(own.instantiations)} instantiations, ${own.checkSeconds.toFixed(2)} s check`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const count = Number(process.argv[2] ?? 200);
  if (!Number.isInteger(count) || count < 1) throw new Error(`bench:types: expected a number of tools, got ${process.argv[2]}`);
  runTypeCheckBench(count);
}
