import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', '..', 'dist');
/** The text of `file` and of every chunk it imports, transitively. */
function read(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  const text = readFileSync(join(dist, file), 'utf8');
  const chunks = [...text.matchAll(/['"]\.\/(chunk-[\w-]+\.c?js)['"]/g)].map((match) => match[1]!);
  return [text, ...chunks.map((chunk) => read(chunk, seen))].join('\n');
}

// Each MCP entry needs only its own SDK major installed: an app on SDK 2 alone (or SDK 1
// alone) imports its entry, code and declarations, without the other.
describe('the two MCP entries (built package)', () => {
  it.each(['mcp-v2.js', 'mcp-v2.cjs', 'mcp-v2.d.ts', 'mcp-v2.d.cts'])('%s names no SDK 1 module', (file) => {
    expect(read(file)).not.toContain('@modelcontextprotocol/sdk');
    expect(read(file)).toContain('@modelcontextprotocol/server');
  });

  it.each(['mcp.js', 'mcp.cjs', 'mcp.d.ts', 'mcp.d.cts'])('%s names no SDK 2 module', (file) => {
    expect(read(file)).not.toContain('@modelcontextprotocol/server');
  });
});
