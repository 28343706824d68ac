// A tool whose `toModelOutput` was written to hide part of its result, and throws: every
// provider item tells the model the call failed (the error's name and message), and none of them
// carries the result the mapper was there to filter.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toAnthropicToolResult, toGeminiFunctionResponse, toOpenAIChatToolMessage, toOpenAIFunctionCallOutput } from '../../../src/providers';
import { runToolCall, type ToolCallRecord } from '../../../src/runtime';
import { createTool } from '../../../src/tools';

const SECRET = 'sk-live-4b1d';

const account = createTool({
  id: 'account',
  description: 'Looks an account up',
  inputSchema: z.object({ id: z.string() }),
  execute: async ({ id }) => ({ public: { id, plan: 'pro' }, internal: SECRET }),
  toModelOutput: () => {
    throw new TypeError('cannot read the plan');
  },
});

const FAILURE = 'ToolModelOutputError: toModelOutput of tool "account" threw: cannot read the plan';

async function failedRecord(): Promise<ToolCallRecord> {
  const record = await runToolCall({ account }, { toolCallId: 'c1', toolName: 'account', args: { id: 'a1' } });
  expect(record.status).toBe('failed');
  return record;
}

/** What each provider writes for a record, as the text the model reads and the provider's error flag. */
const writers: Array<{ name: string; write: (record: ToolCallRecord) => { text: string; isError: boolean | undefined } }> = [
  { name: 'OpenAI Chat tool message', write: (r) => ({ text: toOpenAIChatToolMessage(r).content, isError: undefined }) },
  {
    name: 'OpenAI function_call_output',
    write: (r) => {
      const { output } = toOpenAIFunctionCallOutput(r);
      return { text: typeof output === 'string' ? output : JSON.stringify(output), isError: undefined };
    },
  },
  {
    name: 'Anthropic tool_result',
    write: (r) => {
      const block = toAnthropicToolResult(r);
      return { text: typeof block.content === 'string' ? block.content : JSON.stringify(block.content), isError: block.is_error === true };
    },
  },
  {
    name: 'Gemini functionResponse',
    write: (r) => {
      const response = toGeminiFunctionResponse(r).functionResponse.response as { output?: unknown; error?: unknown };
      const value = 'error' in response ? response.error : response.output;
      return { text: typeof value === 'string' ? value : JSON.stringify(value), isError: 'error' in response };
    },
  },
];

describe.each(writers)('$name, when toModelOutput throws', ({ write }) => {
  it('tells the model the call failed, and nothing of the result', async () => {
    const { text, isError } = write(await failedRecord());
    expect(text).toContain(FAILURE);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('"pro"');
    if (isError !== undefined) expect(isError).toBe(true);
  });

  it('a failed record without a model output (made by hand, or by an older runtime) is told its error, never its result', async () => {
    const record = { ...(await failedRecord()), modelOutput: undefined };
    const { text, isError } = write(record);
    expect(text).toContain(FAILURE);
    expect(text).not.toContain(SECRET);
    if (isError !== undefined) expect(isError).toBe(true);
  });
});
