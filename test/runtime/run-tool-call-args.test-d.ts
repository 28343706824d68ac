import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { runToolCall, streamToolCall, type ResumeOptions, type RunToolCallOptions, type RuntimeCallArgs, type ToolCallRecord } from '../../src/runtime';
import { createTool, type ToolArgsOf } from '../../src/tools';

const weather = createTool({
  id: 'weather',
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ celsius: z.number() }),
  execute: async ({ city }) => ({ celsius: city.length }),
});
const search = createTool({
  id: 'search',
  description: 'Search',
  inputSchema: z.object({ query: z.string(), limit: z.number().default(5) }),
  outputSchema: z.object({ hits: z.array(z.string()), limit: z.number() }),
  resumeSchema: z.object({ page: z.number() }),
  execute: async ({ query, limit }) => ({ hits: [query], limit }),
});

describe('a call that names a tool: args are that tool’s schema input', () => {
  it('refuses args of the wrong type', () => {
    // @ts-expect-error city is a string
    void runToolCall({ weather }, { toolCallId: 'c', toolName: 'weather', args: { city: 42 } });
    // @ts-expect-error args are an object, not text
    void runToolCall({ weather }, { toolCallId: 'c', toolName: 'weather', args: 'text' });
    // @ts-expect-error city is required
    void runToolCall({ weather, search }, { toolCallId: 'c', toolName: 'weather', args: {} });
    // @ts-expect-error a key the schema does not have
    void streamToolCall({ weather }, { toolCallId: 'c', toolName: 'weather', args: { city: 'P', country: 'FR' } });
    // @ts-expect-error the single tool's input
    void runToolCall(weather, { toolCallId: 'c', args: { city: 1 } });
  });

  it('takes the schema input, not its output: a defaulted key may be left out', async () => {
    expectTypeOf<ToolArgsOf<typeof search>>().toEqualTypeOf<{ query: string; limit?: number | undefined }>();
    const record = await runToolCall({ search }, { toolCallId: 'c', toolName: 'search', args: { query: 'q' } });
    // The record holds the raw arguments: `limit` is only filled in for `execute`.
    expectTypeOf(record.args).toEqualTypeOf<{ query: string; limit?: number | undefined } | undefined>();
    const single = await runToolCall(search, { toolCallId: 'c', args: { query: 'q' } });
    expectTypeOf(single).toEqualTypeOf<ToolCallRecord<{ query: string; limit?: number | undefined }, { hits: string[]; limit: number }>>();
  });

  it('a tool named by its id is typed like the one under its key', async () => {
    const record = await runToolCall({ s: search, w: weather }, { toolCallId: 'c', toolName: 'weather', args: { city: 'P' } });
    expectTypeOf(record.args).toEqualTypeOf<{ city: string } | undefined>();
    // @ts-expect-error weather's input, picked by id
    void runToolCall({ s: search, w: weather }, { toolCallId: 'c', toolName: 'weather', args: { query: 'q' } });
  });

  it('the arguments may still come as text, unchecked', () => {
    void runToolCall({ weather }, { toolCallId: 'c', toolName: 'weather', argsText: '{"city":42}' });
  });
});

describe('a call that does not name a tool: args are unknown', () => {
  it('a wide string name, or none, takes any args and types the record’s args unknown', async () => {
    const name: string = 'weather';
    const record = await runToolCall({ weather, search }, { toolCallId: 'c', toolName: name, args: { anything: 1 } });
    expectTypeOf(record.args).toBeUnknown();
    const unnamed = await runToolCall({ weather, search }, { toolCallId: 'c', args: 'text' });
    expectTypeOf(unnamed.args).toBeUnknown();
    expectTypeOf<RuntimeCallArgs<{ weather: typeof weather }>>().toBeUnknown();
  });
});

describe('resume.resumeData: the named tool’s resume type, or an approval answer', () => {
  const pending = '{}';
  it('takes the resume type and an approval answer', () => {
    void runToolCall({ search }, { toolCallId: 'c', toolName: 'search' }, { resume: { pending, resumeData: { page: 2 } } });
    void runToolCall({ search }, { toolCallId: 'c', toolName: 'search' }, { resume: { pending, resumeData: { approved: false, reason: 'no' } } });
    void runToolCall(search, { toolCallId: 'c' }, { resume: { pending, approved: true } });
  });

  it('refuses anything else', () => {
    // @ts-expect-error page is a number
    void runToolCall({ search }, { toolCallId: 'c', toolName: 'search' }, { resume: { pending, resumeData: { page: 'two' } } });
    // @ts-expect-error neither the resume type nor an approval
    void streamToolCall(search, { toolCallId: 'c' }, { resume: { pending, resumeData: 'yes' } });
  });

  it('a wide name: unknown', () => {
    const name: string = 'search';
    void runToolCall({ search }, { toolCallId: 'c', toolName: name }, { resume: { pending, resumeData: 'anything' } });
  });
});

describe('options built ahead of time', () => {
  it('a RunToolCallOptions or ResumeOptions value fits a call to any tool', () => {
    const options: RunToolCallOptions = { resume: { pending: '{}', resumeData: { page: 1 } } };
    const resume: ResumeOptions = { pending: '{}', approved: true };
    void runToolCall({ search }, { toolCallId: 'c', toolName: 'search' }, options);
    void runToolCall({ search }, { toolCallId: 'c', toolName: 'search' }, { resume });
  });
});
