import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as providers from '../../src/providers';
import { bundleEntry as inputsOf, root } from './support/bundle-entry';

describe('toolwright/providers', () => {
  it('lists its names explicitly', () => {
    expect(Object.keys(providers).sort()).toMatchInlineSnapshot(`
      [
        "OPENAI_STRICT_LIMITS",
        "OPENAI_STRICT_STRING_FORMATS",
        "ProviderSchemaError",
        "ProviderToolNameError",
        "fromStrictArgs",
        "runAnthropicToolCalls",
        "runGeminiToolCalls",
        "runOpenAIChatToolCalls",
        "runOpenAIResponsesToolCalls",
        "toAnthropicTool",
        "toAnthropicToolResult",
        "toGeminiFunctionResponse",
        "toGeminiSchema",
        "toGeminiTool",
        "toOpenAIChatToolMessage",
        "toOpenAIFunctionCallOutput",
        "toOpenAIStrictSchema",
        "toOpenAITool",
      ]
    `);
  });

  it('is a package entry: exports, typesVersions and the tsup entry name it', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, any>;
    expect(pkg.exports['./providers'].import.default).toBe('./dist/providers.js');
    expect(pkg.exports['./providers'].require.default).toBe('./dist/providers.cjs');
    expect(pkg.typesVersions['*'].providers).toEqual(['./dist/providers.d.ts']);
    expect(readFileSync(join(root, 'tsup.config.ts'), 'utf8')).toContain("providers: 'src/providers.ts'");
    // The SDKs are for type tests only: never a dependency or a peer.
    for (const sdk of ['openai', '@anthropic-ai/sdk', '@google/genai']) {
      expect(pkg.dependencies?.[sdk]).toBeUndefined();
      expect(pkg.peerDependencies?.[sdk]).toBeUndefined();
      expect(pkg.devDependencies[sdk]).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('bundles from src/ alone: no SDK, no Node built-in', async () => {
    const { inputs, code } = await inputsOf('src/providers.ts');
    expect(inputs.filter((file) => !file.startsWith('src/'))).toEqual([]);
    expect(code).not.toMatch(/\brequire\(|from\s*["']node:|\beval\(|new Function\(/);
  });

  it.each(['src/index.ts', 'src/tools.ts', 'src/runtime.ts', 'src/wire.ts', 'src/request-context.ts', 'src/testing.ts'])(
    '%s does not pull in the provider adapters',
    async (entry) => {
      const { inputs } = await inputsOf(entry);
      expect(inputs.filter((file) => file.startsWith('src/adapters/providers/') || file === 'src/providers.ts')).toEqual([]);
    },
  );
});
