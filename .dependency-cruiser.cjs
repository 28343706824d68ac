/**
 * The import rules of src/, checked by dependency-cruiser in `npm run lint`.
 *
 * - Wires (src/adapters/<wire>/, src/testing/, src/cli/) import the public entry modules
 *   (src/*.ts, src/tools/*.ts), the small pure helpers of src/internal/ and their own folder's
 *   files, nothing else: everything a wire needs is public API, of `toolwright/runtime` (what
 *   applications use too) or of `toolwright/wire` (src/wire.ts, what only a wire needs).
 * - The application's entries (the root, `toolwright/runtime`) never import the wire kit, so
 *   its plumbing stays out of the names an application sees.
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
  ['shared', '^src/runtime/(?!(input|approval|execution|output)/|(run-tool-call|stream-tool-call|wire-call|pipeline|resume)\\.ts$)'],
  ['input', '^src/runtime/input/'],
  ['approval', '^src/runtime/approval/'],
  ['execution', '^src/runtime/execution/'],
  ['output', '^src/runtime/output/'],
  ['driver', '^src/runtime/(run-tool-call|stream-tool-call|wire-call|pipeline|resume)\\.ts$'],
];

/** @type {{ rule: string, from: string, to: string, reason: string }[]} */
const EXCEPTIONS = [];

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
    name: 'user-entries-not-wire-kit',
    comment: "The application's entries (root, runtime) do not re-export the wire kit: toolwright/wire stays the one place of the plumbing.",
    severity: 'error',
    from: { path: '^src/(index|runtime)\\.ts$' },
    to: { path: '^src/wire\\.ts$' },
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
  // TOOLWRIGHT_DEPCRUISE_ALL=1 shows every violation, the excepted ones included (to find stale exceptions).
  forbidden: process.env.TOOLWRIGHT_DEPCRUISE_ALL === '1' ? rules : withExceptions(rules, EXCEPTIONS),
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
