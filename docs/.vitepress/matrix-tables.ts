// A table of many columns (the lifecycle page's "which entry runs which steps": 8 of them) does
// not fit a doc column at 1280 px, and VitePress scrolls it sideways, hiding the last columns.
// Such a table gets the class `matrix` (theme/style.css lays it out to the column's width, and
// stacks each row as a card on a phone), and each cell the label of its column.
import type { MarkdownRenderer } from 'vitepress';

/** Tables with at least this many columns are laid out as matrices. */
const MATRIX_COLUMNS = 6;

/** The text of a header cell's Markdown, for a `data-label` attribute. */
function plain(markdown: string): string {
  return markdown
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
}

/** Marks wide tables and labels their cells with their column's header. */
export function matrixTables(md: MarkdownRenderer): void {
  md.core.ruler.push('matrix_tables', (state) => {
    const tokens = state.tokens;
    for (let open = 0; open < tokens.length; open++) {
      if (tokens[open]?.type !== 'table_open') continue;
      const headers: string[] = [];
      let close = open;
      while (close < tokens.length && tokens[close]?.type !== 'table_close') close++;
      for (let i = open; i < close; i++) {
        if (tokens[i]?.type === 'th_open') headers.push(plain(tokens[i + 1]?.content ?? ''));
        if (tokens[i]?.type === 'thead_close') break;
      }
      if (headers.length < MATRIX_COLUMNS) continue;
      tokens[open]?.attrJoin('class', 'matrix');
      let column = 0;
      for (let i = open; i < close; i++) {
        const token = tokens[i];
        if (token?.type === 'tr_open') column = 0;
        if (token?.type === 'td_open') token.attrSet('data-label', headers[column++] ?? '');
      }
      open = close;
    }
  });
  // VitePress renders every table as `<table tabindex="0">`, dropping the token's attributes.
  const original = md.renderer.rules.table_open;
  md.renderer.rules.table_open = (tokens, idx, options, env, self) => {
    const html = original ? original(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
    return tokens[idx]?.attrGet('class')?.split(' ').includes('matrix') ? html.replace('<table', '<table class="matrix"') : html;
  };
}
