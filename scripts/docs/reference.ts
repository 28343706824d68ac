/**
 * Generates the site's API reference (docs/reference/api/, ignored by git) from the TSDoc of the
 * package's public entries, with TypeDoc and typedoc-plugin-markdown, before VitePress builds.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Application, Converter, type Context, ReflectionKind } from 'typedoc';

/**
 * Every entry of the package's `exports`, by import specifier, with its source. A test
 * (test/docs/reference-entries.test.ts) keeps this list equal to package.json's `exports`.
 */
export const ENTRIES: Record<string, string> = {
  'toolwright/tools': 'src/tools.ts',
  'toolwright/tools/core': 'src/tools/core.ts',
  'toolwright/tools/zod3': 'src/tools/zod3.ts',
  'toolwright/tools/zod-mini': 'src/tools/zod-mini.ts',
  'toolwright/tools/json-schema': 'src/tools/json-schema.ts',
  'toolwright/request-context': 'src/request-context.ts',
  'toolwright/runtime': 'src/runtime.ts',
  'toolwright/wire': 'src/wire.ts',
  'toolwright/testing': 'src/testing.ts',
  'toolwright/opentelemetry': 'src/opentelemetry.ts',
  'toolwright/ai-sdk': 'src/ai-sdk.ts',
  'toolwright/mcp': 'src/mcp.ts',
  'toolwright/mcp/v2': 'src/mcp-v2.ts',
  'toolwright/providers': 'src/providers.ts',
  'toolwright/bullmq': 'src/bullmq.ts',
  'toolwright/langchain': 'src/langchain.ts',
  'toolwright/openai-agents': 'src/openai-agents.ts',
  // Last, so that each name it re-exports is documented under its own entry.
  toolwright: 'src/index.ts',
};

/** TypeDoc names a module by its path under src/ (`mcp-v2`); the site names it by its specifier. */
const SPECIFIER_OF_MODULE = new Map(Object.entries(ENTRIES).map(([specifier, source]) => [source.replace(/^src\//, '').replace(/\.ts$/, ''), specifier]));

/** The guides each entry's pages link to, under "See also". */
const GUIDES: Record<string, Array<[string, string]>> = {
  toolwright: [
    ['Getting started', '/getting-started'],
    ['The call lifecycle', '/concepts/lifecycle'],
  ],
  'toolwright/tools': [
    ['createTool options', '/reference/create-tool-options'],
    ['Getting started', '/getting-started'],
    ['The call lifecycle', '/concepts/lifecycle'],
    ['Migrating from Mastra', '/guide/mastra-migration'],
  ],
  'toolwright/tools/core': [
    ['Bundling and edge', '/guide/bundling-and-edge'],
    ['createTool options', '/reference/create-tool-options'],
  ],
  'toolwright/tools/zod3': [
    ['Bundling and edge', '/guide/bundling-and-edge'],
    ['Schemas', '/getting-started#schemas'],
  ],
  'toolwright/tools/zod-mini': [
    ['Bundling and edge', '/guide/bundling-and-edge'],
    ['Schemas', '/getting-started#schemas'],
  ],
  'toolwright/tools/json-schema': [
    ['Bundling and edge', '/guide/bundling-and-edge'],
    ['Schemas', '/getting-started#schemas'],
  ],
  'toolwright/request-context': [['createTool options: requestContextSchema', '/reference/create-tool-options#requestcontextschema']],
  'toolwright/runtime': [
    ['The call lifecycle', '/concepts/lifecycle'],
    ['Pending calls', '/concepts/pending-calls'],
    ['What the model sees', '/guide/model-output'],
  ],
  'toolwright/wire': [
    ['Write your own wire', '/guide/write-your-own-wire'],
    ['Architecture: what each wire passes in', '/architecture#what-each-wire-passes-in'],
  ],
  'toolwright/testing': [['Testing with vitest', '/guide/testing']],
  'toolwright/opentelemetry': [['Observability', '/guide/observability']],
  'toolwright/ai-sdk': [['AI SDK', '/guide/ai-sdk']],
  'toolwright/mcp': [
    ['MCP servers', '/guide/mcp'],
    ['Serving a module with the CLI', '/guide/mcp-cli'],
  ],
  'toolwright/mcp/v2': [
    ['MCP servers: protocol 2026-07-28', '/guide/mcp'],
    ['Serving a module with the CLI', '/guide/mcp-cli'],
  ],
  'toolwright/providers': [['OpenAI, Anthropic and Gemini', '/guide/providers']],
  'toolwright/bullmq': [
    ['Scaling out', '/guide/scaling-out'],
    ['Pending calls: background tasks', '/concepts/pending-calls'],
  ],
  'toolwright/langchain': [
    ['LangChain.js and LangGraph.js', '/guide/langchain'],
    ['Pending calls: tickets', '/concepts/pending-calls'],
  ],
  'toolwright/openai-agents': [
    ['OpenAI Agents SDK', '/guide/openai-agents'],
    ['Pending calls', '/concepts/pending-calls'],
  ],
};

/** The folder, under docs/, that the reference is written to. */
export const REFERENCE_DIR = 'reference/api';

/** Writes the reference into `<root>/docs/reference/api`. Throws when TypeDoc reports an error. */
export async function generateReference(root: string): Promise<void> {
  const out = join(root, 'docs', REFERENCE_DIR);
  rmSync(out, { recursive: true, force: true });
  const app = await Application.bootstrapWithPlugins({
    entryPoints: Object.values(ENTRIES).map((entry) => join(root, entry)),
    tsconfig: join(root, 'tsconfig.json'),
    plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme'],
    out,
    readme: 'none',
    disableSources: true,
    excludePrivate: true,
    excludeInternal: true,
    hideGenerator: true,
    logLevel: 'Warn',
    // typedoc-vitepress-theme: links and the sidebar file relative to the site's root.
    docsRoot: join(root, 'docs'),
    entryFileName: 'index',
    // A page per entry, and one per function, class, interface and type alias under it (with
    // its signature, its options as a table, its example): constants stay on the entry's page.
    outputFileStrategy: 'members',
    parametersFormat: 'table',
    interfacePropertiesFormat: 'table',
    classPropertiesFormat: 'table',
    typeDeclarationFormat: 'table',
    useCodeBlocks: true,
  } as Parameters<typeof Application.bootstrapWithPlugins>[0]);
  // Each module is named by its import specifier, not by its path under src/.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context: Context) => {
    for (const module of context.project.getChildrenByKind(ReflectionKind.Module)) {
      const specifier = SPECIFIER_OF_MODULE.get(module.name);
      if (!specifier) throw new Error(`TypeDoc module ${module.name} is not an entry of ENTRIES`);
      module.name = specifier;
    }
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the public entries');
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) throw new Error('TypeDoc reported errors (above)');
  matchVitePressAnchors(out);
  linkGuides(out);
}

/** The entry a generated page documents: the longest specifier its path starts with. */
function entryOf(out: string, path: string): string {
  const page = relative(out, path).split(sep).join('/');
  const matches = Object.keys(ENTRIES).filter((specifier) => page === `${specifier}.md` || page.startsWith(`${specifier}/`));
  return matches.sort((a, b) => b.length - a.length)[0] ?? 'toolwright';
}

/**
 * Ends every page with links to the guides of its entry, and sends `createTool`'s page to the
 * page of its options (each option's type, default and meaning, written by hand).
 */
function linkGuides(out: string): void {
  for (const path of markdownFiles(out)) {
    if (path === join(out, 'index.md')) continue;
    let text = readFileSync(path, 'utf8');
    if (/[\\/]functions[\\/]createTool\.md$/.test(path)) {
      text = text.replace(
        /(\n# Function: createTool\(\)\n)/,
        '$1\n**Every option, with its type, default and meaning: [createTool options](/reference/create-tool-options).**\n',
      );
    }
    const links = (GUIDES[entryOf(out, path)] ?? []).map(([title, link]) => `- [${title}](${link})`);
    if (links.length > 0) text = `${text.trimEnd()}\n\n## See also\n\n${links.join('\n')}\n`;
    writeFileSync(path, text);
  }
}

/**
 * VitePress makes a heading's id with `_` turned into `-` (`MASTRA_TOOL_MARKER` →
 * `#mastra-tool-marker`), where the theme's links keep the underscore: rewrite the links' anchors,
 * except where an explicit `<a id="…">` (a table row's anchor, which keeps its underscore) is meant.
 */
function matchVitePressAnchors(dir: string): void {
  const files = markdownFiles(dir);
  const slugOf = (anchor: string) => anchor.replace(/_+/g, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
  // A row's explicit id, by the dashed form the theme's links give it.
  const explicit = new Map<string, string>();
  for (const path of files) {
    for (const m of readFileSync(path, 'utf8').matchAll(/<a id="([^"]+)"/g)) {
      explicit.set(m[1]!, m[1]!);
      if (!explicit.has(slugOf(m[1]!))) explicit.set(slugOf(m[1]!), m[1]!);
    }
  }
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    const fixed = text.replace(/\]\(([^)#\s]*)#([^)\s]+)\)/g, (link, target: string, anchor: string) => {
      const id = explicit.get(anchor);
      if (id === anchor) return link;
      return `](${target}#${id ?? slugOf(anchor)})`;
    });
    if (fixed !== text) writeFileSync(path, fixed);
  }
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}
