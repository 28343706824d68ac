// The validators on their own, with zod, valibot and JSON Schema; no @mastra/core involved.
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestContext } from '../../src/request-context';
import { validateRequestContext, validateToolSuspendData } from '../../src/index';
import { toStandardSchema } from '../../src/wire';
import { isValidationError, validateToolInput, validateToolOutput } from '../../src/tools';

const objectSchema = { type: 'object', properties: { a: { type: 'string' }, n: { type: 'integer', minimum: 1 } }, required: ['a'] } as const;

describe('validateToolInput', () => {
  it('hands back valid input as data', () => {
    expect(validateToolInput(toStandardSchema(objectSchema as never), { a: 'x', n: 2 }, 'my-tool')).toEqual({ data: { a: 'x', n: 2 } });
    expect(validateToolInput(z.object({ a: z.string() }), { a: 'x' })).toEqual({ data: { a: 'x' } });
  });

  it('a JSON Schema failure: one line per issue with Ajv wording, the tree by field, the arguments', () => {
    const { error } = validateToolInput(toStandardSchema(objectSchema as never), { a: 1, n: 0 }, 'my-tool');
    expect(isValidationError(error)).toBe(true);
    expect(error!.message).toBe(
      'Tool input validation failed for my-tool. Please fix the following errors and try again:\n' +
        '- a: must be string\n- n: must be >= 1\n\nProvided arguments: {\n  "a": 1,\n  "n": 0\n}',
    );
    expect(error!.validationErrors).toEqual({
      errors: [],
      fields: { a: { errors: ['must be string'], fields: {} }, n: { errors: ['must be >= 1'], fields: {} } },
    });
  });

  it('a valibot failure goes through its own Standard Schema messages', () => {
    const { error } = validateToolInput(toStandardJsonSchema(v.object({ a: v.string() })), { a: 1 }, 't');
    expect(error!.message).toContain('- a: Invalid type: Expected string but received 1');
  });

  it('repairs what models commonly send: JSON-encoded arrays, nulls for optional fields, query for prompt', () => {
    expect(validateToolInput(z.object({ tags: z.array(z.string()) }), { tags: '["a","b"]' }, 't')).toEqual({ data: { tags: ['a', 'b'] } });
    expect(validateToolInput(z.object({ a: z.string().optional() }), { a: null }, 't')).toEqual({ data: {} });
    expect(validateToolInput(z.object({ prompt: z.string() }), { query: 'hi' }, 't')).toEqual({ data: { prompt: 'hi' } });
  });

  it('a JSON-encoded string for a string field stays a string', () => {
    expect(validateToolInput(z.object({ s: z.string() }), { s: '["a"]' }, 't')).toEqual({ data: { s: '["a"]' } });
  });

  it('without a schema, input passes through untouched', () => {
    const input = { anything: [1, 2] };
    expect(validateToolInput(undefined, input, 't').data).toBe(input);
  });

  it('omits " for <id>" when no tool id is given', () => {
    const { error } = validateToolInput(z.object({ a: z.string() }), { a: 1 });
    expect(error!.message.startsWith('Tool input validation failed. Please fix')).toBe(true);
  });
});

describe('validateToolOutput and validateToolSuspendData', () => {
  it('output: "The tool returned invalid output" and the returned value', () => {
    const { error } = validateToolOutput(z.object({ a: z.string() }), { a: 1 }, 't');
    expect(error!.message).toBe(
      'Tool output validation failed for t. The tool returned invalid output:\n- a: Invalid input: expected string, received number\n\nReturned output: {\n  "a": 1\n}',
    );
    expect(validateToolOutput(z.object({ a: z.string() }), { a: 'ok' }, 't')).toEqual({ data: { a: 'ok' } });
  });

  it('suspend data: its own heading', () => {
    const { error } = validateToolSuspendData(z.object({ a: z.string() }), { a: 1 }, 't');
    expect(error!.message.split('\n')[0]).toBe('Tool suspension data validation failed for t. Please fix the following errors and try again:');
  });
});

describe('validateRequestContext', () => {
  it('validates the entries of a RequestContext and redacts sensitive keys in the message', () => {
    const rc = new RequestContext<Record<string, unknown>>([
      ['userId', 1],
      ['apiToken', 'sekrit'],
    ]);
    const outcome = validateRequestContext(z.object({ userId: z.string() }), rc, 't');
    expect(outcome.error!.message).toContain('Request context validation failed for t.');
    expect(outcome.error!.message).toContain('- userId: Invalid input: expected string, received number');
    expect(outcome.error!.message).toContain('"apiToken": "[REDACTED]"');
    expect(outcome.error!.message).not.toContain('sekrit');
  });

  it('hands back the validated entries', () => {
    const rc = new RequestContext<Record<string, unknown>>([['userId', 'u1']]);
    expect(validateRequestContext(z.object({ userId: z.string() }), rc, 't')).toEqual({ data: { userId: 'u1' } });
  });
});
