import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { heapGrowthOf, LEAK_LIMIT_BYTES } from '../leak-check';

const here = dirname(fileURLToPath(import.meta.url));

describe('toolwright/mcp/v2: no leak over many calls', () => {
  it('10,000 tools/call requests on 2026-07-28 through the stateless handler (plain and approved over MRTR) leave the heap after GC flat within 5 MB', {
    timeout: 240_000,
  }, async () => {
    expect(await heapGrowthOf(join(here, 'leak-child.ts'))).toBeLessThan(LEAK_LIMIT_BYTES);
  });
});
