// modelOutputLimit through the engine: the record and the tool-result chunk say what was cut,
// the result stays whole, limits pick by tool name, and a bad limit is refused on every front.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toAISDKTool } from '../../src/ai-sdk';
import { toLangChainTool } from '../../src/langchain';
import { createMcpServer } from '../../src/mcp';
import { runToolCall, streamToolCall, type ToolResultChunk } from '../../src/runtime';
import { testTool } from '../../src/testing';
import { createTool } from '../../src/tools';

const rows = Array.from({ length: 2_000 }, (_, id) => ({ id, name: `row ${id}` }));
const big = createTool({ id: 'big', description: 'Many rows', inputSchema: z.object({}), execute: async () => ({ rows }) });
const mapped = createTool({
  id: 'mapped',
  description: 'Many rows, told as text',
  inputSchema: z.object({}),
  execute: async () => ({ rows }),
  toModelOutput: (output) => ({ type: 'text', value: (output as { rows: { name: string }[] }).rows.map((row) => row.name).join('\n') }),
});
const tools = { big, mapped };
const call = (toolName: string) => ({ toolCallId: 'c1', toolName, args: {} });

describe('modelOutputLimit in the engine', () => {
  it('bounds the model output, keeps the result whole, and says so on the record and the tool-result chunk', async () => {
    const chunks: ToolResultChunk[] = [];
    const record = await runToolCall(tools, call('big'), {
      modelOutputLimit: 500,
      onChunk: (chunk) => void (chunk.type === 'tool-result' && chunks.push(chunk as ToolResultChunk)),
    });
    expect(record.result).toEqual({ rows });
    const told = JSON.stringify((record.modelOutput as { value: unknown }).value);
    expect(told.length).toBeLessThanOrEqual(500);
    expect(record.modelOutputTruncated).toEqual({
      limit: 500,
      originalLength: JSON.stringify({ rows }).length,
      length: told.length,
      omitted: JSON.stringify({ rows }).length - told.length,
    });
    expect(chunks[0]?.payload.modelOutputTruncated).toEqual(record.modelOutputTruncated);
    expect(chunks[0]?.payload.result).toEqual({ rows });
  });

  it("bounds toModelOutput's value, and the copy kept in providerMetadata.mastra.modelOutput", async () => {
    const record = await runToolCall(tools, call('mapped'), { modelOutputLimit: 300 });
    const output = record.modelOutput as { type: string; value: string };
    expect(output.type).toBe('text');
    expect(output.value.length).toBeLessThanOrEqual(300);
    expect(output.value).toMatch(/^row 0\nrow 1\n[\s\S]*\n\[… [\d,]+ more characters\]$/);
    expect(record.providerMetadata).toEqual({ mastra: { modelOutput: output } });
  });

  it('picks a tool name own limit, else the default, else none; and changes nothing without the option', async () => {
    const limits = { default: 400, tools: { mapped: 200 } };
    expect((await runToolCall(tools, call('big'), { modelOutputLimit: limits })).modelOutputTruncated?.limit).toBe(400);
    expect((await runToolCall(tools, call('mapped'), { modelOutputLimit: limits })).modelOutputTruncated?.limit).toBe(200);
    const none = await runToolCall(tools, call('big'), { modelOutputLimit: { tools: { mapped: 200 } } });
    expect(none.modelOutputTruncated).toBeUndefined();
    expect(none.modelOutput).toEqual({ type: 'json', value: { rows } });
    const plain = await runToolCall(tools, call('big'));
    expect('modelOutputTruncated' in plain).toBe(false);
    expect(plain.chunks.find((chunk) => chunk.type === 'tool-result')?.payload).not.toHaveProperty('modelOutputTruncated');
  });

  it('leaves an output within its limit as it is', async () => {
    const record = await runToolCall(tools, call('big'), { modelOutputLimit: 1_000_000 });
    expect(record.modelOutputTruncated).toBeUndefined();
    expect(record.modelOutput).toEqual({ type: 'json', value: { rows } });
  });

  it('refuses a bad limit with a TypeError naming the option, on the runtime and every wire', async () => {
    await expect(runToolCall(tools, call('big'), { modelOutputLimit: 10 })).rejects.toThrow(
      new TypeError('runToolCall: modelOutputLimit must be a whole number of characters, at least 100, not 10'),
    );
    expect(() => streamToolCall(tools, call('big'), { modelOutputLimit: { tools: [] as never } })).toThrow(
      'runToolCall: modelOutputLimit.tools must be an object of limits by tool name, not an array',
    );
    expect(() => toAISDKTool(big, { modelOutputLimit: '1000' as never })).toThrow(/^toAISDKTool: modelOutputLimit must be a number of characters/);
    expect(() => createMcpServer(tools, { name: 's', version: '1', runtime: { modelOutputLimit: 0 } })).toThrow(
      /^MCP runtime options: modelOutputLimit must be/,
    );
    expect(() => toLangChainTool(big, { runtime: { modelOutputLimit: { default: 5, tools: {} } } })).toThrow(
      /^toLangChainTool \(runtime\): modelOutputLimit\.default must be/,
    );
    expect(() => testTool(big, { modelOutputLimit: -1 })).toThrow(/^testTool: modelOutputLimit must be/);
  });
});
