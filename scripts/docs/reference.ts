/**
 * Generates the site's API reference (docs/reference/api/, ignored by git) from the TSDoc of the
 * package's public entries, with TypeDoc and typedoc-plugin-markdown, before VitePress builds.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Application, Converter, type Context, ReflectionKind } from 'typedoc';

/** The entries that have names of their own (the schema registration entries only import). */
const ENTRIES: Record<string, string> = {
  'toolwright/tools': 'src/tools.ts',
  'toolwright/tools/core': 'src/tools/core.ts',
  'toolwright/request-context': 'src/request-context.ts',
  'toolwright/runtime': 'src/runtime.ts',
  'toolwright/testing': 'src/testing.ts',
  'toolwright/opentelemetry': 'src/opentelemetry.ts',
  'toolwright/ai-sdk': 'src/ai-sdk.ts',
  'toolwright/mcp': 'src/mcp.ts',
  'toolwright/providers': 'src/providers.ts',
  // Last, so that each name it re-exports is documented under its own entry.
  toolwright: 'src/index.ts',
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
    // One page per entry (every export on it, with an anchor): a few pages rather than hundreds.
    outputFileStrategy: 'modules',
    parametersFormat: 'table',
    interfacePropertiesFormat: 'table',
    classPropertiesFormat: 'table',
    typeDeclarationFormat: 'table',
    useCodeBlocks: true,
  } as Parameters<typeof Application.bootstrapWithPlugins>[0]);
  // Each module is named by its import specifier, not by its path under src/.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context: Context) => {
    for (const module of context.project.getChildrenByKind(ReflectionKind.Module)) {
      module.name = module.name === 'index' ? 'toolwright' : `toolwright/${module.name}`;
    }
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the public entries');
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) throw new Error('TypeDoc reported errors (above)');
  matchVitePressAnchors(out);
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
