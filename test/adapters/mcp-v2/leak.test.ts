import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');

describe('toolwright/mcp/v2: no leak over many calls', () => {
  it('10,000 tools/call requests on 2026-07-28 through the stateless handler (plain and approved over MRTR) leave the heap after GC flat within 5 MB', {
    timeout: 240_000,
  }, async () => {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, 'leak-child.ts')], { cwd: root, timeout: 230_000 }, (error, out, err) => {
        if (error) reject(new Error(`${error.message}\n${err}`));
        else resolve(out);
      });
    });
    const { growth } = JSON.parse(stdout.trim().split('\n').pop()!) as { growth: number };
    expect(growth).toBeLessThan(5 * 1024 * 1024);
  });
});
