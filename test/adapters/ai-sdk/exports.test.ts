import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as aiSdk from '../../../src/ai-sdk';

const root = join(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

describe('toolwright/ai-sdk entry', () => {
  it('lists exactly its public names', () => {
    expect(Object.keys(aiSdk).sort()).toMatchInlineSnapshot(`
      [
        "AISDKApprovalUnsupportedError",
        "isSuspendedToolResult",
        "repairToolCall",
        "responseMessagesOf",
        "shareRuntimeContext",
        "toAISDKTool",
        "toAISDKToolApproval",
        "toAISDKTools",
        "withToolResult",
      ]
    `);
  });

  it('is exported by package.json, with types for node16 and older resolvers', () => {
    expect(pkg.exports['./ai-sdk']).toEqual({
      import: { types: './dist/ai-sdk.d.ts', default: './dist/ai-sdk.js' },
      require: { types: './dist/ai-sdk.d.cts', default: './dist/ai-sdk.cjs' },
    });
    expect(pkg.typesVersions['*']['ai-sdk']).toEqual(['./dist/ai-sdk.d.ts']);
  });

  it('has `ai` 5, 6 or 7 as an optional peer, tested against exact devDependencies (7 as an alias)', () => {
    expect(pkg.peerDependencies.ai).toBe('^5 || ^6 || ^7');
    expect(pkg.devDependencies.ai7).toMatch(/^npm:ai@7\.\d+\.\d+$/);
    expect(pkg.peerDependenciesMeta.ai).toEqual({ optional: true });
    expect(pkg.devDependencies.ai).toMatch(/^6\.\d+\.\d+$/);
    expect(pkg.dependencies.ai).toBeUndefined();
  });
});
