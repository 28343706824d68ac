/**
 * The smoke scenario (scenario.ts) on every runtime users deploy on, from the built package
 * (run `npm run build` first): Node 20 runs it first and is the reference, then Node 22 and 24,
 * Bun and Deno (each running the TypeScript entry itself, resolving `toolwright/...` through the
 * package's exports), workerd (a module Worker bundled by esbuild) and Chromium (a page bundled by
 * esbuild). Every runtime must give exactly Node's JSON: validation messages, ticket outcomes,
 * model output, display transform and the MCP handler's answers.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpExchange } from './scenario';
import { buildSmokeBundles, type SmokeBundles } from './support/bundles';
import { runPage } from './support/chromium';
import { resultOf, run } from './support/processes';
import { assertPresent, root, RUNTIMES, type Runtime, shouldRun, titleOf, underCI } from './support/runtimes';
import { startWorker } from './support/workerd';

const built = existsSync(join(root, 'dist/tools.js'));
/** The Node that runs vitest gives the reference answers (Node 20 in CI). */
const here = `Node ${process.versions.node.split('.')[0]}`;
let bundles: SmokeBundles;
let reference: Record<string, unknown>;

beforeAll(async () => {
  if (!built) return;
  bundles = await buildSmokeBundles();
  reference = resultOf(await run(process.execPath, [bundles.node])) as Record<string, unknown>;
}, 300_000);

afterAll(() => {
  if (bundles) rmSync(bundles.dir, { recursive: true, force: true });
});

/** A runtime's test: skipped off CI when its binary is missing, failing under CI. */
function onRuntime(r: Runtime, what: string, body: () => Promise<void>) {
  it.runIf(built && shouldRun(r))(
    titleOf(r, what),
    async () => {
      assertPresent(r);
      await body();
    },
    180_000,
  );
}

describe.runIf(built)('smoke scenario', () => {
  it(`${here} (the reference): every check gives the expected kind of answer`, () => {
    expect(reference).not.toHaveProperty('error');
    const r = reference as any;
    for (const family of ['zod', 'valibot', 'arktype']) {
      expect(r[family].invalidIsValidationError).toBe(true);
      expect(r[family].invalidMessage).toContain('Tool input validation failed for');
    }
    expect(r.approval).toMatchObject({ first: 'approval-required', signed: true, second: 'completed', result: { moved: 5 }, forged: 'failed' });
    expect(r.outputs.modelOutput).toEqual({ type: 'text', value: 'Oslo: clear for 3 days' });
    expect(r.outputs.display).toEqual({ transformed: { city: 'Oslo', sky: 'clear' } });
    expect(r.mcp.tools.map((t: { name: string }) => t.name)).toEqual(['forecast', 'greet']);
    expect(r.mcp.call.structuredContent).toEqual({ city: 'Lima', days: 1, sky: 'clear', stationKey: 'internal-42' });
    expect(r.mcp.invalid.isError).toBe(true);
  });

  for (const key of ['node22', 'node24'] as const) {
    const r = RUNTIMES[key];
    onRuntime(r, `the scenario gives the same JSON as on ${here}`, async () => {
      expect(resultOf(await run(r.path, [bundles.node]))).toEqual(reference);
    });
  }

  onRuntime(RUNTIMES.bun, 'the scenario, MCP through Bun.serve, gives the same JSON as on Node', async () => {
    // No auto-install from the registry; Bun's caches stay in the suite's folder.
    const env = { BUN_INSTALL_CACHE_DIR: join(bundles.dir, 'bun-cache'), BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0' };
    expect(resultOf(await run(RUNTIMES.bun.path, ['--no-install', 'test/smoke/entries/bun.ts'], env))).toEqual(reference);
  });

  onRuntime(RUNTIMES.deno, 'the scenario, MCP through Deno.serve, gives the same JSON as on Node', async () => {
    // --sloppy-imports: the extensionless relative imports the repository's TypeScript uses.
    // Deno's cache stays in the suite's folder.
    const args = ['run', '--sloppy-imports', '--allow-net=127.0.0.1', '--allow-read', '--allow-env', 'test/smoke/entries/deno.ts'];
    expect(resultOf(await run(RUNTIMES.deno.path, args, { NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1', DENO_DIR: join(bundles.dir, 'deno-dir') }))).toEqual(
      reference,
    );
  });

  onRuntime(RUNTIMES.workerd, 'a module Worker runs the scenario in a request and serves MCP, the same JSON as on Node', async () => {
    const worker = await startWorker(RUNTIMES.workerd.path, bundles.worker);
    try {
      const local = await (await fetch(`${worker.url}/scenario`)).json();
      const mcp = await mcpExchange((request) => fetch(request), `${worker.url}/mcp`);
      expect({ ...local, mcp }).toEqual(reference);
    } finally {
      await worker.server.stop();
    }
  });

  onRuntime(RUNTIMES.chromium, 'a page runs the scenario, MCP through handler(new Request(...)), the same JSON as on Node', async () => {
    expect(await runPage(RUNTIMES.chromium.path, bundles.page)).toEqual(reference);
  });
});

if (!built && underCI) {
  it('smoke scenario: dist/ is missing (npm run build)', () => {
    throw new Error('dist/ is missing: run npm run build before the smoke suite');
  });
} else {
  it.skipIf(built)('smoke scenario: skipped, dist/ is missing (npm run build)', () => {});
}
