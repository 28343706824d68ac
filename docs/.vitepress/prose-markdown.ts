// The hand-written pages are Markdown prose, read on GitHub too: a `<name>` placeholder in their
// text is text, not an HTML tag (Vue would refuse to compile it), and `{{ }}` is not a Vue
// interpolation. The generated API reference keeps its HTML anchors.
import type { MarkdownRenderer } from 'vitepress';

const GENERATED = /^reference\/api\//;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function isProse(env: unknown): boolean {
  const path = (env as { relativePath?: string } | undefined)?.relativePath ?? '';
  return !GENERATED.test(path);
}

/** Renders raw HTML of the hand-written pages as text, and keeps mustaches out of Vue's reach. */
export function proseMarkdown(md: MarkdownRenderer): void {
  for (const rule of ['html_inline', 'html_block'] as const) {
    const original = md.renderer.rules[rule];
    md.renderer.rules[rule] = (tokens, idx, options, env, self) => {
      if (isProse(env)) return escapeHtml(tokens[idx]?.content ?? '');
      return original ? original(tokens, idx, options, env, self) : (tokens[idx]?.content ?? '');
    };
  }
  for (const rule of ['text', 'code_inline'] as const) {
    const original = md.renderer.rules[rule];
    md.renderer.rules[rule] = (tokens, idx, options, env, self) => {
      const html = original ? original(tokens, idx, options, env, self) : escapeHtml(tokens[idx]?.content ?? '');
      return html.replace(/\{\{/g, '&#123;&#123;').replace(/\}\}/g, '&#125;&#125;');
    };
  }
}
