// llms.txt (https://llmstxt.org): the site's title, what it is, and each page with a link and
// its first sentence, written from the sidebar at build time so it cannot miss a page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DefaultTheme } from 'vitepress';

const SITE_DESCRIPTION =
  'toolwright defines a tool once (id, description, schemas, execute) and runs it under Mastra, the AI SDK, MCP, ' +
  'and the OpenAI, Anthropic and Gemini SDKs, with a vitest harness. It is a standalone, faithful drop-in for ' +
  'createTool() from @mastra/core/tools 1.71.0.';

/** The first paragraph of prose on a page (not a heading, block, table or list), as one line. */
function summaryOf(markdown: string): string {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  for (const paragraph of body.split(/\n\s*\n/)) {
    const text = paragraph.trim();
    if (text === '' || /^(#|```|\||- |\* |<|!\[|:::)/.test(text)) continue;
    return text.replace(/\s+/g, ' ').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
  }
  return '';
}

/** The text of llms.txt for the pages of `sidebar`, read from `srcDir`. */
export function llmsText(srcDir: string, sidebar: DefaultTheme.SidebarItem[]): string {
  const lines = ['# toolwright', '', `> ${SITE_DESCRIPTION}`, ''];
  for (const group of sidebar) {
    const items = group.items ?? [group];
    lines.push(`## ${group.text ?? 'Pages'}`, '');
    for (const item of items) {
      if (!item.link) continue;
      const page = item.link.endsWith('/') ? `${item.link}index` : item.link;
      const summary = summaryOf(readFileSync(join(srcDir, `${page}.md`), 'utf8'));
      lines.push(`- [${item.text}](${page}.html)${summary ? `: ${summary}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
