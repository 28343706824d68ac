// The isError text of a tools/call whose execute threw has the shape of the reference's tool
// error, as @mastra/mcp sends it: compared here with what @mastra/core's makeCoreTool throws for
// the same thrown values, through a real MCP client. Deviation 19 (docs/compatibility.md): the
// reference serializes the thrown value whole (own fields, cause chain, toJSON); toolwright's
// text keeps its name and message only.
import { createTool as createMastraTool } from '@mastra/core/tools';
import { makeCoreTool } from '@mastra/core/utils';
import { describe, expect, it } from 'vitest';
import { createMcpServer } from '../../src/mcp';
import { createTool } from '../../src/tools';
import { connect } from '../adapters/mcp/helpers';

const quiet = { warn: () => undefined, error: () => undefined };

class CustomError extends Error {
  code = 42;
}

const thrownValues: Record<string, () => unknown> = {
  error: () => new Error('kaput'),
  'error with an error cause': () => new Error('outer', { cause: new Error('inner', { cause: new RangeError('innermost') }) }),
  'error with a plain cause': () => new Error('outer', { cause: { reason: 'quota' } }),
  'error subclass with fields': () => new CustomError('custom'),
  'error with own properties': () => Object.assign(new TypeError('typed'), { details: { a: 1 }, status: 500 }),
  'HTTP client error with request headers': () =>
    Object.assign(new Error('Request failed with status code 401'), {
      config: { headers: { Authorization: 'Bearer SECRET-TOKEN' } },
      password: 'SECRET-PASSWORD',
    }),
  'error with a toJSON': () => Object.assign(new Error('with toJSON'), { toJSON: () => ({ message: 'with toJSON', config: { apiKey: 'SECRET-KEY' } }) }),
  'error whose cause holds a secret': () => new Error('outer', { cause: Object.assign(new Error('inner'), { password: 'SECRET-PASSWORD' }) }),
  string: () => 'just a string',
  'empty string': () => '',
  'object with message': () => ({ message: 'obj', extra: 1 }),
  'object without message': () => ({ foo: 1 }),
  'object with a cause': () => ({ message: 'm', cause: { deep: true } }),
  number: () => 7,
  zero: () => 0,
  null: () => null,
  undefined: () => undefined,
};

async function referenceText(thrown: () => unknown): Promise<string> {
  const tool = createMastraTool({
    id: 'boom',
    description: 'Throws',
    execute: async () => {
      throw thrown();
    },
  });
  const core = makeCoreTool(tool as never, { name: 'boom', description: 'Throws' } as never);
  try {
    await core.execute!({}, {} as never);
  } catch (error) {
    return JSON.stringify(error);
  }
  throw new Error('the reference did not throw');
}

/** What toolwright sends for the reference's text: its shape, with the thrown value's name and message only. */
function withoutFields(referenceJSON: string, thrown: unknown): unknown {
  const ref = JSON.parse(referenceJSON);
  if (ref.cause === undefined) return ref;
  // A thrown object without a message of its own: the reference's message is the object's JSON.
  const own = typeof thrown === 'object' && thrown !== null && !(thrown instanceof Error) && typeof (thrown as { message?: unknown }).message !== 'string';
  const message = own ? 'Unknown error' : ref.cause.message;
  const name = thrown instanceof Error ? thrown.name : typeof (thrown as { name?: unknown }).name === 'string' ? (thrown as { name: string }).name : 'Error';
  return { ...ref, message: own ? message : ref.message, cause: { message, name } };
}

/** The reference's cause holds more than a name and a message: the thrown value's fields. */
function carriesFields(text: string): boolean {
  const cause = JSON.parse(text).cause;
  return typeof cause === 'object' && cause !== null && Object.keys(cause).some((key) => key !== 'message' && key !== 'name');
}

describe('MCP isError text of a throwing execute, against @mastra/core (deviation 19)', () => {
  it.each(Object.keys(thrownValues))('%s', async (name) => {
    const thrown = thrownValues[name]!;
    const tool = createTool({
      id: 'boom',
      description: 'Throws',
      execute: async () => {
        throw thrown();
      },
    });
    const client = await connect(createMcpServer({ boom: tool }, { name: 'parity', version: '1.0.0', runtime: { logger: quiet } }));
    try {
      const result = (await client.callTool({ name: 'boom', arguments: {} })) as { content: Array<{ text: string }>; isError: boolean };
      const reference = await referenceText(thrown);
      expect(result.isError).toBe(true);
      expect(JSON.parse(result.content[0]!.text)).toEqual(withoutFields(reference, thrown()));
      // What the reference lets through and toolwright does not.
      expect(result.content[0]!.text).not.toMatch(/SECRET-/);
      if (/fields|properties|headers|toJSON|secret|cause/.test(name)) expect(carriesFields(reference)).toBe(true);
      if (/headers|toJSON|secret/.test(name)) expect(reference).toMatch(/SECRET-/);
    } finally {
      await client.close();
    }
  });
});
