// The isError text of a tools/call whose execute threw is the JSON of the reference's tool error,
// as @mastra/mcp sends it: compared here with what @mastra/core's makeCoreTool throws for the
// same thrown values, through a real MCP client.
import { createTool as createMastraTool } from '@mastra/core/tools';
import { makeCoreTool } from '@mastra/core/utils';
import { describe, expect, it } from 'vitest';
import { createMcpServer } from '../../src/mcp';
import { createTool } from '../../src/tools';
import { connect } from '../adapters/mcp/helpers';

class CustomError extends Error {
  code = 42;
}

const thrownValues: Record<string, () => unknown> = {
  error: () => new Error('kaput'),
  'error with an error cause': () => new Error('outer', { cause: new Error('inner', { cause: new RangeError('innermost') }) }),
  'error with a plain cause': () => new Error('outer', { cause: { reason: 'quota' } }),
  'error subclass with fields': () => new CustomError('custom'),
  'error with own properties': () => Object.assign(new TypeError('typed'), { details: { a: 1 }, status: 500 }),
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

describe('MCP isError text of a throwing execute, against @mastra/core', () => {
  it.each(Object.keys(thrownValues))('%s', async (name) => {
    const thrown = thrownValues[name]!;
    const tool = createTool({
      id: 'boom',
      description: 'Throws',
      execute: async () => {
        throw thrown();
      },
    });
    const client = await connect(createMcpServer({ boom: tool }, { name: 'parity', version: '1.0.0' }));
    try {
      const result = await client.callTool({ name: 'boom', arguments: {} });
      expect(result).toEqual({ content: [{ type: 'text', text: await referenceText(thrown) }], isError: true });
    } finally {
      await client.close();
    }
  });
});
