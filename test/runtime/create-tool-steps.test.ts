import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { runToolCall, type RuntimeTool } from '../../src/runtime';
import { runWireToolCall } from '../../src/wire';
import { createTool, isValidationError } from '../../src/tools';
import { logSink } from '../setup/log-sink';

// The engine runs createTool's own steps with what it validated: each schema is checked once per
// call, and nothing about the call is left on the context for a later execute to find.
describe("the engine runs createTool's steps", () => {
  it('validates the input once: a transform runs once, and execute gets its value', async () => {
    let transforms = 0;
    const seen: unknown[] = [];
    const tool = createTool({
      id: 'once',
      description: 'A test tool',
      inputSchema: z.object({ city: z.string().transform((c) => (transforms++, c.toUpperCase())) }),
      execute: async (input) => {
        seen.push(input);
        return 'ok';
      },
    });
    const record = await runToolCall({ once: tool }, { toolCallId: 'c1', toolName: 'once', args: { city: 'paris' } });
    expect(record.result).toBe('ok');
    expect(transforms).toBe(1);
    expect(seen).toEqual([{ city: 'PARIS' }]);
  });

  it('checks resume data once, and an invalid one once, with one warning', async () => {
    let checks = 0;
    const resumeSchema = z.object({ ok: z.boolean() }).refine(() => (checks++, true));
    const tool = createTool({ id: 'resumable', description: 'A test tool', resumeSchema, execute: async (_input, ctx) => ctx.agent?.resumeData });
    const resumed = await runToolCall({ resumable: tool }, { toolCallId: 'c2', toolName: 'resumable', args: { resumeData: { ok: true } } });
    expect(resumed.result).toEqual({ ok: true });
    expect(checks).toBe(1);

    const logs = logSink();
    checks = 0;
    const refused = await runToolCall(
      { resumable: tool },
      { toolCallId: 'c3', toolName: 'resumable', args: { resumeData: { ok: 'yes' } } },
      { logger: logs.logger },
    );
    expect(isValidationError(refused.result)).toBe(true);
    expect((refused.result as { message: string }).message).toMatch(/^Tool input validation failed for resumable\./);
    expect(logs.entries.filter((e) => e.level === 'warn')).toHaveLength(1);
  });

  it('checks a suspend payload once, under the name the tool was called by', async () => {
    let checks = 0;
    const suspendSchema = z.object({ why: z.string() }).refine((payload) => (checks++, payload.why !== 'none given'));
    const tool = createTool({
      id: 'suspender',
      description: 'A test tool',
      suspendSchema,
      execute: async (_input, ctx) => {
        await ctx.agent?.suspend({ why: 'none given' });
      },
    });
    const logs = logSink();
    const record = await runToolCall({ byKey: tool }, { toolCallId: 'c4', toolName: 'byKey', args: {} }, { logger: logs.logger });
    // Suspended all the same, as the reference's agent leaves it; the failure is logged once.
    expect(record.status).toBe('suspended');
    expect(checks).toBe(1);
    const warnings = logs.entries.filter((e) => e.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/^Tool suspension data validation failed for byKey\./);
  });

  it('a plain tool whose execute calls a createTool execute: the inner tool validates, as a direct call does', async () => {
    let transforms = 0;
    const inner = createTool({
      id: 'inner',
      description: 'A test tool',
      inputSchema: z.object({ n: z.number().transform((n) => (transforms++, n + 1)) }),
      execute: async ({ n }) => n,
    });
    const outer: RuntimeTool = {
      id: 'outer',
      description: 'A test tool',
      inputSchema: z.object({ n: z.number() }),
      // The outer tool changes the input: the inner tool must not take it as checked.
      execute: (input: { n: number }, ctx: unknown) => inner.execute!({ n: String(input.n) } as never, ctx as never),
    };
    const record = await runToolCall({ outer }, { toolCallId: 'c5', toolName: 'outer', args: { n: 1 } });
    expect(isValidationError(record.result)).toBe(true);
    expect(transforms).toBe(0);
  });

  it('a tool copied with its execute (spread, Object.create) still runs its steps', async () => {
    const tool = createTool({
      id: 'copied',
      description: 'A test tool',
      inputSchema: z.object({ n: z.number() }),
      outputSchema: z.object({ twice: z.number() }),
      execute: async ({ n }) => ({ twice: n * 2 }),
    });
    for (const copy of [{ ...tool }, Object.create(tool) as RuntimeTool]) {
      const record = await runToolCall({ copied: copy }, { toolCallId: 'c6', toolName: 'copied', args: { n: 2 } });
      expect(record.result).toEqual({ twice: 4 });
    }
    const bad = createTool({
      id: 'bad',
      description: 'A test tool',
      outputSchema: z.object({ twice: z.number() }),
      execute: async () => ({ twice: 'x' }) as never,
    });
    const record = await runToolCall({ bad: { ...bad } }, { toolCallId: 'c7', toolName: 'bad', args: {} });
    expect((record.result as { message: string }).message).toMatch(/^Tool output validation failed for bad\./);
  });
});

describe("how the engine finds createTool's steps", () => {
  it("runs a plain tool's execute once per call, as the tool's method, with the call's arguments", async () => {
    const calls: Array<{ self: unknown; input: unknown }> = [];
    const plain: RuntimeTool = {
      id: 'plain',
      description: 'A test tool',
      inputSchema: z.object({ n: z.number() }),
      async execute(this: unknown, input: unknown) {
        calls.push({ self: this, input });
        return 'ran';
      },
    };
    for (const id of ['p1', 'p2']) {
      const record = await runToolCall({ plain }, { toolCallId: id, toolName: 'plain', args: { n: 1 } });
      expect(record.result).toBe('ran');
    }
    expect(calls).toEqual([
      { self: plain, input: { n: 1 } },
      { self: plain, input: { n: 1 } },
    ]);
  });

  it('a createTool execute called with any `this` runs as the reference does', async () => {
    let runs = 0;
    const tool = createTool({
      id: 'anyThis',
      description: 'A test tool',
      inputSchema: z.object({ n: z.number() }),
      execute: async ({ n }) => (runs++, n + 1),
    });
    const execute = tool.execute as unknown as (this: unknown, input: unknown, context?: unknown) => Promise<unknown>;
    for (const self of [undefined, null, {}, tool, Object.freeze({})]) {
      expect(await execute.call(self, { n: 1 })).toBe(2);
    }
    expect(runs).toBe(5);
    expect(isValidationError(await execute.call({}, { n: 'x' }))).toBe(true);
  });
});

describe('a host whose peer adds context fields (contextFields)', () => {
  it("adds its keys after the engine's own, in order", async () => {
    let keys: string[] = [];
    let extra: unknown;
    const tool = createTool({
      id: 'extras',
      description: 'A test tool',
      execute: async (_input, ctx) => {
        keys = Object.keys(ctx);
        extra = (ctx as Record<string, unknown>)['mcp'];
        return 'ran';
      },
    });
    const plain = await runToolCall({ extras: tool }, { toolCallId: 'c8', toolName: 'extras', args: {} });
    expect(plain.status).toBe('completed');
    const without = keys;
    const mcp = { extra: { sessionId: 's' } };
    await runWireToolCall({ extras: tool }, { toolCallId: 'c9', toolName: 'extras', args: {} }, {}, { contextFields: { mcp } });
    expect(extra).toBe(mcp);
    expect(keys).toEqual([...without.slice(0, without.indexOf('agent') + 1), 'mcp', ...without.slice(without.indexOf('agent') + 1)]);
  });

  it('refuses a value that is not an object, naming the option', async () => {
    const tool = createTool({ id: 'x', description: 'A test tool', execute: async () => 1 });
    for (const bad of [null, 'mcp', [1]]) {
      await expect(runWireToolCall({ x: tool }, { toolCallId: 'c', toolName: 'x', args: {} }, {}, { contextFields: bad as never })).rejects.toThrow(
        /^runWireToolCall: host\.contextFields must be an object/,
      );
    }
  });
});

describe("createTool's steps, made on a tool's first call", () => {
  it('the engine and a direct call each check the output against the schema the tool has at that call', async () => {
    const tool = createTool({
      id: 'reassigned',
      description: 'A test tool',
      outputSchema: z.object({ n: z.number() }),
      // Returns what the first schema refuses, on purpose.
      execute: async () => ({ n: 'one' }) as never,
    });
    // Before any call, the engine's steps and the wrapper's do not exist yet: both are made here.
    const viaEngine = await runToolCall({ reassigned: tool }, { toolCallId: 'c11', toolName: 'reassigned', args: {} });
    expect(isValidationError(viaEngine.result)).toBe(true);
    expect(isValidationError(await tool.execute!({}, undefined as never))).toBe(true);

    // Reassigned after both ran: each prepared the first schema, and each sees the second one.
    (tool as { outputSchema: unknown }).outputSchema = z.object({ n: z.string() });
    expect(await tool.execute!({}, undefined as never)).toEqual({ n: 'one' });
    const again = await runToolCall({ reassigned: tool }, { toolCallId: 'c12', toolName: 'reassigned', args: {} });
    expect(again.result).toEqual({ n: 'one' });
  });
});

describe('ToolExecutionError.thrown', () => {
  it('keeps what execute threw, as it was, out of the error keys', async () => {
    const thrown = { message: 'boom', password: 'hunter2' };
    const tool = createTool({
      id: 'thrower',
      description: 'A test tool',
      execute: async () => {
        throw thrown;
      },
    });
    const logs = logSink();
    const record = await runToolCall({ thrower: tool }, { toolCallId: 'c10', toolName: 'thrower', args: {} }, { logger: logs.logger });
    expect(record.status).toBe('failed');
    const error = record.error as { thrown?: unknown };
    expect(error.thrown).toBe(thrown);
    expect(Object.keys(error)).not.toContain('thrown');
    expect(JSON.stringify(error)).not.toContain('"thrown"');
  });
});

// Two copies of the library in one process (its ESM and CJS builds, or two bundles) have the
// same wrapper source text: the engine of one must read the steps of the other's tools without
// running them.
describe('a tool made by another copy of the library', () => {
  it('runs once, with its arguments: the engine reads its steps without calling execute', async () => {
    vi.resetModules();
    const other = (await import('../../src/tools')) as typeof import('../../src/tools');
    const otherRuntime = (await import('../../src/runtime')) as typeof import('../../src/runtime');
    expect(other.createTool).not.toBe(createTool);
    expect(otherRuntime.runToolCall).not.toBe(runToolCall);
    const seen: unknown[] = [];
    const make = (create: typeof createTool) =>
      create({
        id: 'echo',
        description: 'A test tool',
        execute: async (input: unknown) => {
          seen.push(input);
          return { echoed: input };
        },
      });
    const runs: Array<[ReturnType<typeof make>, typeof runToolCall]> = [
      [make(other.createTool), runToolCall],
      [make(createTool), otherRuntime.runToolCall],
      [make(createTool), runToolCall],
    ];
    for (const [tool, run] of runs) {
      seen.length = 0;
      const record = await run({ echo: tool }, { toolCallId: 'c1', toolName: 'echo', args: { q: 1 } });
      expect(record.result).toEqual({ echoed: { q: 1 } });
      expect(seen).toEqual([{ q: 1 }]);
    }
  });

  it('where the global object cannot hold the probe, the engine runs a createTool tool as a plain one: once, checked', () => {
    // A fresh process whose global already has the probe's key (as a frozen global refuses it).
    const script = `
      Object.defineProperty(globalThis, Symbol.for('toolwright.createTool.stepsProbe'), { value: 'taken' });
      const { createTool } = await import('./src/tools.ts');
      const { runToolCall } = await import('./src/runtime.ts');
      const { z } = await import('zod');
      const seen = [];
      const tool = createTool({ id: 'echo', description: 'A test tool', inputSchema: z.object({ q: z.number() }), execute: async (input) => (seen.push(input), { echoed: input }) });
      const quiet = { warn() {}, error() {}, info() {}, debug() {} };
      const ok = await runToolCall({ echo: tool }, { toolCallId: 'c1', toolName: 'echo', args: { q: 1 } }, { logger: quiet });
      const refused = await runToolCall({ echo: tool }, { toolCallId: 'c2', toolName: 'echo', args: { q: 'x' } }, { logger: quiet });
      console.log(JSON.stringify({ ok: ok.result, seen, refused: refused.result.message.split('.')[0] }));
    `;
    const root = join(import.meta.dirname, '../..');
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ ok: { echoed: { q: 1 } }, seen: [{ q: 1 }], refused: 'Tool input validation failed for echo' });
  });
});
