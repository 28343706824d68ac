// The docs site: VitePress, with local search. `npm run docs:dev` serves it, `npm run docs:build`
// builds it into docs/.vitepress/dist (both first generate the API reference and the charts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DefaultTheme, defineConfig } from 'vitepress';
import { llmsText } from './llms';
import { matrixTables } from './matrix-tables';
import { proseMarkdown } from './prose-markdown';

const here = dirname(fileURLToPath(import.meta.url));
const referenceSidebarFile = join(here, '..', 'reference', 'api', 'typedoc-sidebar.json');

/** The generated reference's sidebar (one group per entry), or nothing before it is generated. */
function referenceSidebar(): DefaultTheme.SidebarItem[] {
  if (!existsSync(referenceSidebarFile)) return [];
  return JSON.parse(readFileSync(referenceSidebarFile, 'utf8')) as DefaultTheme.SidebarItem[];
}

/** The site's pages, in reading order: the sidebar, and the list llms.txt is written from. */
export const guideSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: 'Start',
    items: [
      { text: 'Getting started', link: '/getting-started' },
      { text: 'The call lifecycle', link: '/concepts/lifecycle' },
      { text: 'Pending calls: tickets, suspend/resume, background', link: '/concepts/pending-calls' },
    ],
  },
  {
    text: 'Guides',
    items: [
      { text: 'Migrating from Mastra', link: '/guide/mastra-migration' },
      { text: 'What the model sees: toModelOutput', link: '/guide/model-output' },
      { text: 'Approving with edited arguments', link: '/guide/edited-approvals' },
      { text: 'Bounding what the model reads', link: '/guide/bounded-output' },
      { text: 'AI SDK', link: '/guide/ai-sdk' },
      { text: 'LangChain.js', link: '/guide/langchain' },
      { text: 'MCP servers', link: '/guide/mcp' },
      { text: 'Serving a module (the CLI)', link: '/guide/mcp-cli' },
      { text: 'OpenAI, Anthropic and Gemini', link: '/guide/providers' },
      { text: 'OpenAI Agents SDK', link: '/guide/openai-agents' },
      { text: 'Testing with vitest', link: '/guide/testing' },
      { text: 'Observability', link: '/guide/observability' },
      { text: 'Bundling and edge', link: '/guide/bundling-and-edge' },
      { text: 'Scaling out', link: '/guide/scaling-out' },
      { text: 'Side effects that run once', link: '/guide/idempotency' },
      { text: 'Write your own wire', link: '/guide/write-your-own-wire' },
    ],
  },
  {
    text: 'Background',
    items: [
      { text: 'Compatibility with Mastra', link: '/compatibility' },
      { text: 'Reliability and security', link: '/reliability' },
      { text: 'Performance', link: '/performance' },
      { text: 'Architecture', link: '/architecture' },
    ],
  },
  {
    text: 'Reference',
    items: [
      { text: 'API reference', link: '/reference/' },
      { text: 'createTool options', link: '/reference/create-tool-options' },
    ],
  },
];

export default defineConfig({
  title: 'toolwright',
  description: 'One tool definition for Mastra, the AI SDK, MCP and the provider SDKs, with a test harness.',
  lang: 'en',
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  cleanUrls: false,
  lastUpdated: false,
  markdown: {
    config: (md) => {
      proseMarkdown(md);
      matrixTables(md);
    },
  },
  // The local search index of the generated reference is one large chunk, loaded on demand.
  vite: { build: { chunkSizeWarningLimit: 4096 } },
  themeConfig: {
    nav: [
      { text: 'Getting started', link: '/getting-started' },
      { text: 'Concepts', link: '/concepts/lifecycle' },
      { text: 'Guides', link: '/guide/mastra-migration' },
      { text: 'Reference', link: '/reference/' },
    ],
    sidebar: {
      '/reference/': [
        { text: 'API reference', link: '/reference/' },
        { text: 'createTool options', link: '/reference/create-tool-options' },
        ...referenceSidebar(),
      ],
      '/': guideSidebar,
    },
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
  buildEnd(site) {
    writeFileSync(join(site.outDir, 'llms.txt'), llmsText(site.srcDir, guideSidebar));
  },
});
