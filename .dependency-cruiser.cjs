/**
 * The import rules of src/, checked by dependency-cruiser in `npm run lint`.
 *
 * - Wires (src/adapters/<wire>/, src/testing/, src/cli/) import the public entry modules
 *   (src/*.ts, src/tools/*.ts), the small pure helpers of src/internal/ and their own folder's
 *   files, nothing else: everything a wire needs is public API of `toolwright/runtime`.
 * - The core layers only import downwards: runtime → tool → execute → validation → schema →
 *   context → errors → internal (docs/architecture.md draws it), and never a wire or an entry.
 * - Inside src/runtime/, imports follow the call: the shared files, then input → approval →
 *   execution → output, then the files that run the steps in order. A step never imports a
 *   later step or the driver.
 * - No import circles, type-only imports included.
 *
 * An allowed exception is one entry of EXCEPTIONS below: the rule, the importing file, the
 * imported file and the reason.
 */

/** Core layers, lowest first: a layer imports only the layers before it. */
const LAYERS = ['internal', 'errors', 'context', 'schema', 'validation', 'execute', 'tool', 'runtime'];

/**
 * The runtime's files in the order of a call. `shared` holds what every step may use (types,
 * the call's state, chunk emission); `driver` the files that run the steps.
 */
const PIPELINE = [
  ['shared', '^src/runtime/(?!(input|approval|execution|output)/|(run-tool-call|stream-tool-call|tool-call-step|resume)\\.ts$)'],
  ['input', '^src/runtime/input/'],
  ['approval', '^src/runtime/approval/'],
  ['execution', '^src/runtime/execution/'],
  ['output', '^src/runtime/output/'],
  ['driver', '^src/runtime/(run-tool-call|stream-tool-call|tool-call-step|resume)\\.ts$'],
];

/** One exception per import: `allow(rule, reason, [[from, to], …])`. */
const allow = (rule, reason, pairs) => pairs.map(([from, to]) => ({ rule, from, to, reason }));

/** @type {{ rule: string, from: string, to: string, reason: string }[]} */
const EXCEPTIONS = [
  ...allow('no-circular', 'call-tool and record-result call each other: the record turns a suspend back into a call', [
    ['src/adapters/mcp/call-tool.ts', 'src/adapters/mcp/record-result.ts'],
    ['src/adapters/mcp/record-result.ts', 'src/adapters/mcp/call-tool.ts'],
  ]),
  ...allow('no-circular', 'the in-process executor and its attempt/task types share one module graph', [
    ['src/runtime/execution/background-executor.ts', 'src/runtime/execution/lazy-attempt.ts'],
    ['src/runtime/execution/background-executor.ts', 'src/runtime/execution/pending-task.ts'],
    ['src/runtime/execution/lazy-attempt.ts', 'src/runtime/execution/background-executor.ts'],
    ['src/runtime/execution/pending-task.ts', 'src/runtime/execution/background-executor.ts'],
  ]),
  ...allow('no-circular', 'the tool types and the hook types name each other (type-only)', [
    ['src/tool/hook-types.ts', 'src/tool/types.ts'],
    ['src/tool/types.ts', 'src/tool/hook-types.ts'],
  ]),
  ...allow('pipeline-approval', 'chunk transforms run wherever a chunk is emitted, not only in the output step', [
    ['src/runtime/approval/approval-step.ts', 'src/runtime/output/transform-chunk.ts'],
  ]),
  ...allow('pipeline-execution', 'serializing a pending call is shared by the pending record and the background dispatch', [
    ['src/runtime/execution/dispatch-background.ts', 'src/runtime/output/serialize.ts'],
  ]),
  ...allow('pipeline-execution', 'chunk transforms run wherever a chunk is emitted, not only in the output step', [
    ['src/runtime/execution/execute-context.ts', 'src/runtime/output/transform-chunk.ts'],
  ]),
  ...allow('pipeline-input', 'chunk transforms run wherever a chunk is emitted, not only in the output step', [
    ['src/runtime/input/read-input.ts', 'src/runtime/output/transform-chunk.ts'],
  ]),
  ...allow('pipeline-input', 'the background types are used by the call state and the option types', [
    ['src/runtime/input/validate-args.ts', 'src/runtime/execution/background-config.ts'],
  ]),
  ...allow('pipeline-shared', 'the background types are used by the call state and the option types', [
    ['src/runtime/call-state.ts', 'src/runtime/execution/background-executor.ts'],
    ['src/runtime/step-outcome.ts', 'src/runtime/execution/background-executor.ts'],
    ['src/runtime/types.ts', 'src/runtime/execution/background-config.ts'],
    ['src/runtime/types.ts', 'src/runtime/execution/background-executor.ts'],
  ]),
  ...allow('pipeline-shared', 'the call state carries the parsed and validated args', [
    ['src/runtime/call-state.ts', 'src/runtime/input/parse-args.ts'],
    ['src/runtime/step-outcome.ts', 'src/runtime/input/validate-args.ts'],
  ]),
  ...allow('pipeline-shared', 'chunk transforms run wherever a chunk is emitted, not only in the output step', [
    ['src/runtime/emit-chunk.ts', 'src/runtime/output/transform-chunk.ts'],
  ]),
  ...allow('pipeline-shared', 'serializing a pending call is shared by the pending record and the background dispatch', [
    ['src/runtime/pending.ts', 'src/runtime/output/serialize.ts'],
  ]),
  ...allow('wire-public-entries-only', 'the adapter errors extend ToolwrightError through its module, not the entry', [
    ['src/adapters/ai-sdk/errors.ts', 'src/errors/toolwright-error.ts'],
    ['src/adapters/bullmq/errors.ts', 'src/errors/toolwright-error.ts'],
    ['src/adapters/mcp/errors.ts', 'src/errors/toolwright-error.ts'],
    ['src/adapters/providers/errors.ts', 'src/errors/toolwright-error.ts'],
  ]),
  ...allow('wire-public-entries-only', 'the adapter runs a runtime step itself', [
    ['src/adapters/ai-sdk/model-output.ts', 'src/runtime/output/model-output.ts'],
    ['src/adapters/ai-sdk/repair-tool-call.ts', 'src/runtime/input/parse-args.ts'],
    ['src/adapters/ai-sdk/response-messages.ts', 'src/runtime/output/model-output.ts'],
    ['src/adapters/bullmq/process-job.ts', 'src/runtime/input/parse-args.ts'],
  ]),
  ...allow('wire-public-entries-only', 'the adapter asks for approval itself instead of through a runtime option', [
    ['src/adapters/ai-sdk/needs-approval.ts', 'src/runtime/approval/approval.ts'],
    ['src/adapters/ai-sdk/tool-approval.ts', 'src/runtime/approval/approval.ts'],
    ['src/testing/test-tool.ts', 'src/runtime/approval/approval-step.ts'],
  ]),
  ...allow('wire-public-entries-only', "the adapter hands the caller's context over to createTool's execute through a mark", [
    ['src/adapters/ai-sdk/to-ai-sdk-tool.ts', 'src/execute/context-handover.ts'],
    ['src/adapters/mcp/runtime-tool.ts', 'src/execute/context-handover.ts'],
  ]),
  ...allow('wire-public-entries-only', 'a runtime helper the adapter needs that the entry does not export', [
    ['src/adapters/ai-sdk/to-ai-sdk-tool.ts', 'src/runtime/abort.ts'],
    ['src/adapters/ai-sdk/to-ai-sdk-tool.ts', 'src/runtime/console-logger.ts'],
    ['src/adapters/ai-sdk/tool-approval.ts', 'src/runtime/console-logger.ts'],
    ['src/adapters/bullmq/worker.ts', 'src/runtime/console-logger.ts'],
    ['src/adapters/mcp/call-tool.ts', 'src/runtime/abort.ts'],
    ['src/adapters/mcp/v2/call-tool.ts', 'src/runtime/abort.ts'],
    ['src/adapters/opentelemetry.ts', 'src/runtime/observe.ts'],
    ['src/testing/hook-recorder.ts', 'src/runtime/call-tool-hook.ts'],
    ['src/testing/types.ts', 'src/runtime/call-tool-hook.ts'],
  ]),
  ...allow('wire-public-entries-only', 'schema helpers and JSON Schema types not imported through a public entry', [
    ['src/adapters/ai-sdk/to-ai-sdk-tool.ts', 'src/schema/standard.ts'],
    ['src/adapters/ai-sdk/to-ai-sdk-tool.ts', 'src/schema/to-json-schema.ts'],
    ['src/adapters/ai-sdk/to-ai-sdk-tool.ts', 'src/schema/to-standard-schema.ts'],
    ['src/adapters/bullmq/encode-request.ts', 'src/schema/to-standard-schema.ts'],
    ['src/adapters/mcp/list-tools.ts', 'src/schema/dollar-schema.ts'],
    ['src/adapters/mcp/list-tools.ts', 'src/schema/standard.ts'],
    ['src/adapters/mcp/list-tools.ts', 'src/schema/to-json-schema.ts'],
    ['src/adapters/mcp/list-tools.ts', 'src/schema/to-standard-schema.ts'],
    ['src/adapters/mcp/list-tools.ts', 'src/schema/types.ts'],
    ['src/adapters/mcp/prepare-tools.ts', 'src/schema/to-standard-schema.ts'],
    ['src/adapters/providers/anthropic.ts', 'src/schema/types.ts'],
    ['src/adapters/providers/gemini-schema.ts', 'src/schema/types.ts'],
    ['src/adapters/providers/gemini.ts', 'src/schema/types.ts'],
    ['src/adapters/providers/json-schema-2020.ts', 'src/schema/types.ts'],
    ['src/adapters/providers/openai-strict-schema.ts', 'src/schema/types.ts'],
    ['src/adapters/providers/openai.ts', 'src/schema/types.ts'],
    ['src/adapters/providers/schema-walk.ts', 'src/schema/types.ts'],
    ['src/adapters/providers/strict-args.ts', 'src/schema/types.ts'],
  ]),
  ...allow('wire-public-entries-only', 'tool and context types not imported through a public entry', [
    ['src/adapters/ai-sdk/types.ts', 'src/context/request-context.ts'],
    ['src/adapters/ai-sdk/types.ts', 'src/tool/tool.ts'],
    ['src/adapters/bullmq/executor.ts', 'src/tool/background-types.ts'],
    ['src/adapters/bullmq/job-data.ts', 'src/tool/background-types.ts'],
    ['src/adapters/bullmq/job-outcome.ts', 'src/tool/background-types.ts'],
    ['src/adapters/bullmq/process-job.ts', 'src/tool/background-types.ts'],
    ['src/adapters/bullmq/read-task.ts', 'src/tool/background-types.ts'],
    ['src/adapters/bullmq/task-record.ts', 'src/tool/background-types.ts'],
    ['src/adapters/bullmq/worker.ts', 'src/tool/background-types.ts'],
    ['src/adapters/mcp/execute-context.ts', 'src/tool/mcp-types.ts'],
    ['src/adapters/mcp/mcp-context.ts', 'src/tool/mcp-types.ts'],
    ['src/adapters/mcp/prepare-tools.ts', 'src/tool/marker.ts'],
    ['src/adapters/mcp/types-base.ts', 'src/tool/mcp-types.ts'],
    ['src/adapters/mcp/v2/context.ts', 'src/tool/mcp-types.ts'],
    ['src/testing/test-tool.ts', 'src/context/request-context-option.ts'],
    ['src/testing/types.ts', 'src/tool/tool.ts'],
    ['src/testing/types.ts', 'src/tool/transform-types.ts'],
    ['src/testing/types.ts', 'src/tool/types.ts'],
  ]),
  ...allow('wire-public-entries-only', 'the background worker runs attempts through runtime internals', [
    ['src/adapters/bullmq/encode-request.ts', 'src/runtime/execution/background-executor.ts'],
    ['src/adapters/bullmq/executor.ts', 'src/runtime/execution/background-executor.ts'],
    ['src/adapters/bullmq/executor.ts', 'src/runtime/execution/pending-task.ts'],
    ['src/adapters/bullmq/job-data.ts', 'src/runtime/execution/pending-task.ts'],
    ['src/adapters/bullmq/process-job.ts', 'src/runtime/execution/lazy-attempt.ts'],
    ['src/adapters/bullmq/run-attempt.ts', 'src/runtime/execution/lazy-attempt.ts'],
    ['src/adapters/bullmq/run-attempt.ts', 'src/runtime/execution/remote-attempt.ts'],
    ['src/adapters/bullmq/worker.ts', 'src/runtime/execution/lazy-attempt.ts'],
    ['src/adapters/mcp/call-tool.ts', 'src/runtime/execution/background-executor.ts'],
    ['src/adapters/mcp/v2/call-tool.ts', 'src/runtime/execution/background-executor.ts'],
  ]),
  ...allow('wire-public-entries-only', 'a runtime type or helper not imported through the entry', [
    ['src/adapters/bullmq/process-job.ts', 'src/runtime/types.ts'],
    ['src/adapters/bullmq/replay-store.ts', 'src/runtime/pending.ts'],
    ['src/adapters/bullmq/replay-store.ts', 'src/runtime/tickets.ts'],
    ['src/adapters/bullmq/run-attempt.ts', 'src/runtime/types.ts'],
    ['src/adapters/bullmq/worker.ts', 'src/runtime/types.ts'],
  ]),
];

const rules = [
  {
    name: 'no-circular',
    comment: 'An import circle makes the load order and the layer of each file ambiguous.',
    severity: 'error',
    from: { path: '^src/' },
    to: { circular: true },
  },
  {
    name: 'wire-public-entries-only',
    comment: 'A wire (adapter, testing harness, CLI) goes through the public entry modules: what it needs is public API.',
    severity: 'error',
    from: { path: '^src/(adapters/[^/]+|testing(?=/)|cli(?=/))' },
    to: {
      path: '^src/',
      pathNot: ['^src/$1(/|$)', '^src/[^/]+\\.ts$', '^src/tools/[^/]+\\.ts$', '^src/internal/'],
    },
  },
  {
    name: 'core-not-wires',
    comment: 'The core never imports a wire or a public entry module (an entry sits on top of it).',
    severity: 'error',
    from: { path: `^src/(${LAYERS.join('|')})/` },
    to: { path: ['^src/(adapters|testing|cli|tools)/', '^src/[^/]+\\.ts$'] },
  },
  ...LAYERS.slice(0, -1).map((layer, i) => ({
    name: `layer-${layer}`,
    comment: `The layer order: ${layer} imports only ${LAYERS.slice(0, i).join(', ') || 'nothing of src/'}.`,
    severity: 'error',
    from: { path: `^src/${layer}/` },
    to: { path: `^src/(${LAYERS.slice(i + 1).join('|')})/` },
  })),
  ...PIPELINE.slice(0, -1).map(([stage, path], i) => ({
    name: `pipeline-${stage}`,
    comment: `Inside the runtime, ${stage} imports no later step (${PIPELINE.slice(i + 1)
      .map(([s]) => s)
      .join(', ')}).`,
    severity: 'error',
    from: { path },
    to: { path: PIPELINE.slice(i + 1).map(([, p]) => p) },
  })),
];

const exactPath = (file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** Turns each exception into a narrower copy of its rule: the rule still holds for every other import of that file. */
function withExceptions(allRules, exceptions) {
  const out = [];
  for (const rule of allRules) {
    const own = exceptions.filter((e) => e.rule === rule.name);
    if (own.length === 0) {
      out.push(rule);
      continue;
    }
    const froms = [...new Set(own.map((e) => e.from))];
    out.push({ ...rule, from: { ...rule.from, pathNot: [...asList(rule.from.pathNot), ...froms.map(exactPath)] } });
    for (const from of froms) {
      const allowed = own.filter((e) => e.from === from).map((e) => exactPath(e.to));
      out.push({
        ...rule,
        // The lookahead picks the one file and keeps the rule's own groups ($1) intact.
        from: { ...rule.from, path: `(?=${exactPath(from)})${rule.from.path}` },
        to: { ...rule.to, pathNot: [...asList(rule.to.pathNot), ...allowed] },
      });
    }
  }
  return out;
}

function asList(value) {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

for (const e of EXCEPTIONS) {
  if (!rules.some((r) => r.name === e.rule)) throw new Error(`.dependency-cruiser.cjs: exception for unknown rule ${e.rule}`);
  if (!e.reason) throw new Error(`.dependency-cruiser.cjs: exception ${e.from} -> ${e.to} has no reason`);
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: withExceptions(rules, EXCEPTIONS),
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
