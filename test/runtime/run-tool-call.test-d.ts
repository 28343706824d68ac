import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  type ApprovalHandler,
  type ApprovalHandlerResponse,
  type EditedApproval,
  type ResumeOptions,
  runToolCall,
  streamToolCall,
  type ToolCallApproval,
  type ToolCallInput,
  type ToolCallRecord,
  type ToolResultChunk,
} from '../../src/runtime';
import { createTool, type ValidationError } from '../../src/tools';

const weather = createTool({
  id: 'weather',
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ celsius: z.number() }),
  execute: async ({ city }) => ({ celsius: city.length }),
});
const echo = createTool({ id: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: async ({ text }) => ({ text }) });

describe('runToolCall infers the record from the tools', () => {
  it('a record of tools and a literal tool name: that tool input and output', async () => {
    const record = await runToolCall({ weather, echo }, { toolCallId: 'c', toolName: 'weather', args: { city: 'P' } });
    expectTypeOf(record.args).toEqualTypeOf<{ city: string } | undefined>();
    expectTypeOf(record.result).toEqualTypeOf<{ celsius: number } | ValidationError | undefined>();
  });

  it('a single tool: its own types', async () => {
    const record = await runToolCall(weather, { toolCallId: 'c', args: { city: 'P' } });
    expectTypeOf(record).toEqualTypeOf<ToolCallRecord<{ city: string }, { celsius: number }>>();
  });

  it('no tool name: args unknown (no tool is named)', async () => {
    const record = await runToolCall({ weather, echo }, { toolCallId: 'c', args: {} });
    expectTypeOf(record.args).toBeUnknown();
  });

  it('a plain tool object: the types of its execute', async () => {
    const plain = { id: 'p', execute: async (input: { n: number }) => input.n * 2 };
    const record = await runToolCall({ plain }, { toolCallId: 'c', toolName: 'plain', args: { n: 1 } });
    expectTypeOf(record.args).toEqualTypeOf<{ n: number } | undefined>();
    expectTypeOf(record.result).toEqualTypeOf<number | ValidationError | undefined>();
  });

  it('streamToolCall: the same types on its result', async () => {
    const stream = streamToolCall({ weather }, { toolCallId: 'c', toolName: 'weather', args: { city: 'P' } });
    expectTypeOf((await stream.result).result).toEqualTypeOf<{ celsius: number } | ValidationError | undefined>();
  });
});

describe('toolName: the keys of the tools record', () => {
  const tools = { weather, echo };

  it('a literal that is a key is taken, and types the record', async () => {
    const record = await runToolCall(tools, { toolCallId: 'c', toolName: 'echo', args: { text: 't' } });
    expectTypeOf(record.args).toEqualTypeOf<{ text: string } | undefined>();
  });

  it('a literal that is not a key is a type error, in runToolCall and streamToolCall', () => {
    // @ts-expect-error 'wether' is not a key of the tools record
    void runToolCall(tools, { toolCallId: 'c', toolName: 'wether', args: {} });
    // @ts-expect-error 'forecast' is not a key of the tools record
    void streamToolCall(tools, { toolCallId: 'c', toolName: 'forecast', args: {} });
  });

  it("a tool's id is taken too (the runtime looks it up after the keys)", () => {
    void runToolCall({ w: weather }, { toolCallId: 'c', toolName: 'weather', args: { city: 'P' } });
    void runToolCall({ w: weather }, { toolCallId: 'c', toolName: 'w', args: { city: 'P' } });
    // @ts-expect-error neither a key nor an id
    void runToolCall({ w: weather }, { toolCallId: 'c', toolName: 'x', args: {} });
  });

  it('the parameter lists the names', () => {
    type CallOf<T> = Parameters<typeof runToolCall<typeof tools, T & string>>[1];
    expectTypeOf<CallOf<'nope'>['toolName']>().toEqualTypeOf<'weather' | 'echo' | undefined>();
    expectTypeOf<CallOf<'echo'>['toolName']>().toEqualTypeOf<'echo' | undefined>();
  });

  it('a wide string, as a provider gives it, is let through (args unknown)', async () => {
    const fromProvider: { id: string; name: string } = { id: 'c', name: 'weather' };
    const record = await runToolCall(tools, { toolCallId: fromProvider.id, toolName: fromProvider.name, args: {} });
    expectTypeOf(record.args).toBeUnknown();
    const stream = streamToolCall(tools, { toolCallId: 'c', toolName: fromProvider.name });
    expectTypeOf((await stream.result).args).toBeUnknown();
    const call: ToolCallInput = { toolCallId: 'c', toolName: 'anything' };
    void runToolCall(tools, call);
  });

  it('a union of keys is taken; a union with a non-key is not', () => {
    const pick = (): 'weather' | 'echo' => 'echo';
    void runToolCall(tools, { toolCallId: 'c', toolName: pick() });
    const bad = (): 'weather' | 'radar' => 'radar';
    // @ts-expect-error 'radar' is not a key
    void runToolCall(tools, { toolCallId: 'c', toolName: bad() });
  });

  it('a single tool, or a record typed with string keys, takes any name', () => {
    void runToolCall(weather, { toolCallId: 'c', toolName: 'renamed', args: { city: 'P' } });
    const dynamic: Record<string, typeof weather> = { weather };
    void runToolCall(dynamic, { toolCallId: 'c', toolName: 'whatever' });
    const wideId = createTool({ id: String('computed'), description: 'd', execute: async () => 1 });
    void runToolCall({ wideId }, { toolCallId: 'c', toolName: 'computed' });
  });
});

describe('approving with edited arguments: the types', () => {
  it('resume, a handler and the record carry edits', async () => {
    const record = await runToolCall(
      { weather },
      { toolCallId: 'c', toolName: 'weather', args: { city: 'P' } },
      { approval: (request) => ({ approved: true, args: { ...(request.args as object), city: 'Lyon' } }) },
    );
    expectTypeOf(record.approval).toEqualTypeOf<ToolCallApproval | undefined>();
    expectTypeOf<ToolCallApproval['editedArgs']>().toBeUnknown();
    expectTypeOf<ResumeOptions['args']>().toBeUnknown();
    expectTypeOf<ApprovalHandler>().returns.toEqualTypeOf<boolean | ApprovalHandlerResponse | Promise<boolean | ApprovalHandlerResponse>>();
    expectTypeOf<ToolResultChunk['payload']['approval']>().toEqualTypeOf<EditedApproval | undefined>();
    expectTypeOf<EditedApproval['approved']>().toEqualTypeOf<true>();
  });
});
