/**
 * `modelOutputLimit`: a number or `{ default?, tools }` on the runtime and on each wire's options,
 * and the record's `modelOutputTruncated`.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { ToAISDKToolOptions } from '../../src/ai-sdk';
import type { LangChainToolOptions } from '../../src/langchain';
import type { McpToolsOptions } from '../../src/mcp';
import type { ToOpenAIAgentsToolOptions } from '../../src/openai-agents';
import type { ProviderToolCallsOptions } from '../../src/providers';
import type { ModelOutputLimit, ModelOutputTruncation, RunToolCallOptions, ToolCallRecord, ToolResultChunk } from '../../src/runtime';
import type { TestRunOptions } from '../../src/testing';

describe('modelOutputLimit', () => {
  it('is a number, or a default and limits by tool name', () => {
    const one: RunToolCallOptions = { modelOutputLimit: 20_000 };
    const perTool: RunToolCallOptions = { modelOutputLimit: { default: 20_000, tools: { search: 5_000 } } };
    const toolsOnly: ModelOutputLimit = { tools: { search: 5_000 } };
    // @ts-expect-error a limit is a number of characters
    const text: RunToolCallOptions = { modelOutputLimit: '20000' };
    // @ts-expect-error the per-tool form needs `tools`
    const noTools: ModelOutputLimit = { default: 100 };
    expectTypeOf([one, perTool, toolsOnly, text, noTools]).not.toBeAny();
  });

  it('is an option of every wire', () => {
    expectTypeOf<ToAISDKToolOptions['modelOutputLimit']>().toEqualTypeOf<ModelOutputLimit | undefined>();
    expectTypeOf<NonNullable<McpToolsOptions['runtime']>['modelOutputLimit']>().toEqualTypeOf<ModelOutputLimit | undefined>();
    expectTypeOf<NonNullable<LangChainToolOptions['runtime']>['modelOutputLimit']>().toEqualTypeOf<ModelOutputLimit | undefined>();
    expectTypeOf<NonNullable<ToOpenAIAgentsToolOptions['runtime']>['modelOutputLimit']>().toEqualTypeOf<ModelOutputLimit | undefined>();
    expectTypeOf<ProviderToolCallsOptions['modelOutputLimit']>().toEqualTypeOf<ModelOutputLimit | undefined>();
    expectTypeOf<TestRunOptions['modelOutputLimit']>().toEqualTypeOf<ModelOutputLimit | undefined>();
  });

  it('is reported on the record and the tool-result chunk', () => {
    expectTypeOf<ToolCallRecord['modelOutputTruncated']>().toEqualTypeOf<ModelOutputTruncation | undefined>();
    expectTypeOf<ModelOutputTruncation>().toEqualTypeOf<{
      readonly limit: number;
      readonly originalLength: number;
      readonly length: number;
      readonly omitted: number;
    }>();
    expectTypeOf<ToolResultChunk['payload']['modelOutputTruncated']>().toEqualTypeOf<ModelOutputTruncation | undefined>();
  });
});
