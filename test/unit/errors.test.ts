import { describe, expect, it } from 'vitest';
import { MissingJSONSchemaError } from '../../src/index';
import { standardSchemaToJSONSchema, toStandardSchema } from '../../src/wire';
import { hasErrorBrand } from '../../src/errors/toolwright-error';
import {
  InvalidPendingToolCallError,
  isToolExecutionError,
  parsePendingToolCall,
  runToolCall,
  ToolCallMismatchError,
  ToolExecutionError,
  ToolModelOutputError,
  ToolNotFoundError,
  ToolwrightError,
} from '../../src/runtime';
import { createTool } from '../../src/tools';

const CLASSES = [
  ToolExecutionError,
  ToolNotFoundError,
  ToolModelOutputError,
  ToolCallMismatchError,
  InvalidPendingToolCallError,
  MissingJSONSchemaError,
] as const;

function make(C: (typeof CLASSES)[number]): Error {
  if (C === ToolExecutionError) return new ToolExecutionError(new Error('boom'));
  if (C === ToolModelOutputError) return new ToolModelOutputError('t', new Error('boom'));
  if (C === MissingJSONSchemaError) return new MissingJSONSchemaError('valibot');
  return new (C as typeof ToolNotFoundError)('boom');
}

describe('error classes', () => {
  it.each(CLASSES.map((C) => [C.name, C] as const))('%s: stable name, base class, brand checks', (name, C) => {
    const error = make(C);
    expect(error.name).toBe(name);
    expect(error).toBeInstanceOf(ToolwrightError);
    expect(error).toBeInstanceOf(Error);
    expect(C.isInstance(error)).toBe(true);
    expect(ToolwrightError.isInstance(error)).toBe(true);
    expect(hasErrorBrand(error, name)).toBe(true);
    for (const Other of CLASSES) if (Other !== C) expect(Other.isInstance(error)).toBe(false);
  });

  it('isInstance recognises an error from another copy of the package by its brands alone', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ToolNotFoundError' });
    expect(ToolNotFoundError.isInstance(foreign)).toBe(false);
    Object.defineProperty(foreign, Symbol.for('toolwright.error'), { value: true });
    Object.defineProperty(foreign, Symbol.for('toolwright.error.ToolNotFoundError'), { value: true });
    expect(ToolNotFoundError.isInstance(foreign)).toBe(true);
    expect(ToolwrightError.isInstance(foreign)).toBe(true);
    expect(ToolwrightError.isInstance(null)).toBe(false);
    expect(ToolwrightError.isInstance('ToolNotFoundError')).toBe(false);
  });

  it('ToolExecutionError keeps the own enumerable keys of Mastra 1.71 MastraError and carries the call', () => {
    const cause = new Error('boom');
    const error = new ToolExecutionError(cause, { toolName: 'weather', toolCallId: 'c1' });
    expect(Object.keys(error).sort()).toEqual(['category', 'cause', 'details', 'domain', 'id', 'name']);
    expect(error).toMatchObject({ id: 'TOOL_EXECUTION_FAILED', domain: 'TOOL', category: 'USER', message: 'boom', cause });
    expect(error.details).toEqual({ errorMessage: 'Error: boom', model: '' });
    expect(error.toolName).toBe('weather');
    expect(error.toolCallId).toBe('c1');
    expect(isToolExecutionError(error)).toBe(true);
  });
});

describe('errors carry the data a caller acts on', () => {
  it('ToolNotFoundError: the called name and the available tools', async () => {
    const tool = createTool({ id: 'a', description: 'a', execute: async () => 1 });
    const record = await runToolCall({ a: tool, b: tool }, { toolCallId: 'c1', toolName: 'missing' as string, args: {} });
    const error = record.error as ToolNotFoundError;
    expect(ToolNotFoundError.isInstance(error)).toBe(true);
    expect(error.toolName).toBe('missing');
    expect(error.availableTools).toEqual(['a', 'b']);
    expect(error.message).toContain('Tool "missing" not found.');
  });

  it('ToolExecutionError: the tool name and call id of the failed call', async () => {
    const cause = new Error('boom');
    const tool = createTool({
      id: 'a',
      description: 'a',
      execute: async () => {
        throw cause;
      },
    });
    const record = await runToolCall({ a: tool }, { toolCallId: 'c9', toolName: 'a', args: {} });
    const error = record.error as ToolExecutionError;
    expect(ToolExecutionError.isInstance(error)).toBe(true);
    expect(error.cause).toBe(cause);
    expect([error.toolName, error.toolCallId]).toEqual(['a', 'c9']);
  });

  it('ToolModelOutputError: tool name, call id and what toModelOutput threw', async () => {
    const cause = new Error('no');
    const tool = createTool({
      id: 'a',
      description: 'a',
      execute: async () => 1,
      toModelOutput: () => {
        throw cause;
      },
    });
    const record = await runToolCall({ a: tool }, { toolCallId: 'c2', toolName: 'a', args: {} });
    const error = record.error as ToolModelOutputError;
    expect(ToolModelOutputError.isInstance(error)).toBe(true);
    expect(error.message).toBe('toModelOutput of tool "a" threw: no');
    expect([error.toolName, error.toolCallId, error.cause]).toEqual(['a', 'c2', cause]);
  });

  it('ToolCallMismatchError: the field, the call id, expected and received', async () => {
    const tool = createTool({ id: 'a', description: 'a', requireApproval: true, execute: async () => 1 });
    const paused = await runToolCall({ a: tool }, { toolCallId: 'c1', toolName: 'a', args: { x: 1 } });
    expect(paused.pending).toBeDefined();
    const record = await runToolCall(
      { a: tool },
      { toolCallId: 'c2', toolName: 'a', args: { x: 1 } },
      { resume: { pending: paused.pending!, approved: true } },
    );
    const error = record.error as ToolCallMismatchError;
    expect(ToolCallMismatchError.isInstance(error)).toBe(true);
    expect(error.message).toBe('Refused: the decision was issued for tool call "c1", not "c2".');
    expect([error.field, error.toolCallId, error.expected, error.received]).toEqual(['toolCallId', 'c2', 'c1', 'c2']);

    const wrongArgs = await runToolCall(
      { a: tool },
      { toolCallId: 'c1', toolName: 'a', args: { x: 2 } },
      { resume: { pending: paused.pending!, approved: true } },
    );
    const argsError = wrongArgs.error as ToolCallMismatchError;
    expect(argsError.field).toBe('args');
    expect(argsError.expected).toBe('{"x":1}');
    expect(argsError.received).toBe('{"x":2}');
  });

  it('InvalidPendingToolCallError: the field, the value found, and the JSON error as cause', () => {
    const catchIt = (input: unknown) => {
      try {
        parsePendingToolCall(input);
      } catch (error) {
        return error as InvalidPendingToolCallError;
      }
      throw new Error('parsed');
    };
    const notJson = catchIt('{');
    expect(notJson.message).toBe('The pending tool call is not valid JSON.');
    expect(notJson.received).toBe('{');
    expect(notJson.cause).toBeInstanceOf(SyntaxError);
    const badVersion = catchIt({ version: 2 });
    expect([badVersion.field, badVersion.received, badVersion.message]).toEqual(['version', 2, 'Unsupported pending tool call version: 2.']);
    expect(catchIt({ version: 1, kind: 'approval', runId: 'r', toolCallId: 5 }).field).toBe('toolCallId');
  });

  it('MissingJSONSchemaError: the vendor', () => {
    const schema = { '~standard': { version: 1, vendor: 'acme', validate: (value: unknown) => ({ value }) } };
    let error: unknown;
    try {
      standardSchemaToJSONSchema(toStandardSchema(schema as never));
    } catch (e) {
      error = e;
    }
    expect(MissingJSONSchemaError.isInstance(error)).toBe(true);
    expect((error as MissingJSONSchemaError).vendor).toBe('acme');
  });
});
