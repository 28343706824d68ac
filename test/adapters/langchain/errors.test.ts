// A failed call throws, as a native tool's does: each LangChain/LangGraph way of handling a tool's
// error is run with a native `tool()` and with a toolwright tool, and the two are compared.
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { AIMessage, ToolMessage } from '@langchain/core/messages';
import { type StructuredToolInterface, tool } from '@langchain/core/tools';
import { END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { ToolNode } from '@langchain/langgraph/prebuilt';
import { createAgent, fakeModel, toolErrorMiddleware, toolRetryMiddleware } from 'langchain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toLangChainTool } from '../../../src/langchain';
import { createTool } from '../../../src/tools';
import { logCollector, toolMessages } from './helpers';

/** A native tool and a toolwright tool that fail the same way, counting their attempts. */
function failingPair() {
  const attempts = { native: 0, ours: 0 };
  const secret = () => Object.assign(new Error('database is down'), { password: 'hunter2', cause: new Error('socket 10.0.0.1') });
  const native = tool(
    async () => {
      attempts.native += 1;
      throw secret();
    },
    { name: 'lookup', description: 'Looks up a record', schema: z.object({ id: z.string() }) },
  );
  const ours = toLangChainTool(
    createTool({
      id: 'lookup',
      description: 'Looks up a record',
      inputSchema: z.object({ id: z.string() }),
      execute: async () => {
        attempts.ours += 1;
        throw secret();
      },
    }),
  );
  return { native, ours, attempts };
}

const call = { name: 'lookup', args: { id: 'r1' }, id: 'c1' };

/** The ToolMessage a createAgent run with `middleware` ends the call with. */
async function agentMessage(lcTool: StructuredToolInterface, middleware: Parameters<typeof createAgent>[0]['middleware'] = []) {
  const model = fakeModel().respondWithTools([call]).respond(new AIMessage('done'));
  const agent = createAgent({ model, tools: [lcTool], middleware });
  const { messages } = await agent.invoke({ messages: [{ role: 'user', content: 'go' }] });
  return toolMessages(messages)['c1']!;
}

/** LangGraph's prebuilt ToolNode in a one-node graph. */
function toolNodeGraph(lcTool: StructuredToolInterface, handleToolErrors: boolean) {
  return new StateGraph(MessagesAnnotation)
    .addNode('tools', new ToolNode([lcTool], { handleToolErrors }))
    .addEdge(START, 'tools')
    .addEdge('tools', END)
    .compile();
}
const toolCallMessage = () => ({ messages: [new AIMessage({ content: '', tool_calls: [call] })] });

describe('toolwright/langchain: a failed call throws, as a native tool does', () => {
  it('createAgent by default: an error ToolMessage; ours carries the text the runtime gives the model, and no secret', async () => {
    const { native, ours } = failingPair();
    const [n, o] = [await agentMessage(native), await agentMessage(ours)];
    expect([n.status, o.status]).toEqual(['error', 'error']);
    expect(n.content).toBe('Error: database is down\n Please fix your mistakes.');
    expect(o.content).toBe('database is down');
    expect(JSON.stringify(o.toDict())).not.toMatch(/hunter2|10\.0\.0\.1| at /);
  });

  it('toolErrorMiddleware sees the error and writes the answer, for both', async () => {
    const { native, ours } = failingPair();
    const seen: unknown[] = [];
    const middleware = [
      toolErrorMiddleware({
        onError: (error) => {
          const e = error as Error;
          seen.push({ name: e.name, message: e.message, constructor: e.constructor.name, cause: e.cause, password: (e as { password?: unknown }).password });
          return `handled: ${e.message}`;
        },
      }),
    ];
    const [n, o] = [await agentMessage(native, middleware), await agentMessage(ours, middleware)];
    expect([n.content, n.status]).toEqual(['handled: database is down', 'error']);
    expect([o.content, o.status]).toEqual([n.content, n.status]);
    expect(seen[0]).toMatchObject({ name: 'Error', message: 'database is down', constructor: 'Error', password: 'hunter2' });
    // Ours crosses as its name and message only.
    expect(seen[1]).toEqual({ name: 'Error', message: 'database is down', constructor: 'Error', cause: undefined, password: undefined });
  });

  it('toolRetryMiddleware retries the call and then answers as it does for a native tool', async () => {
    const { native, ours, attempts } = failingPair();
    const middleware = [toolRetryMiddleware({ maxRetries: 2, initialDelayMs: 0, jitter: false })];
    const [n, o] = [await agentMessage(native, middleware), await agentMessage(ours, middleware)];
    expect(attempts).toEqual({ native: 3, ours: 3 });
    expect([o.content, o.status]).toEqual([n.content, n.status]);
    expect(o.content).toBe("Tool 'lookup' failed after 3 attempts with Error");
  });

  it("the prebuilt ToolNode: handleToolErrors false rejects the run, true answers with the error's message", async () => {
    const { native, ours } = failingPair();
    for (const lcTool of [native, ours]) {
      await expect(toolNodeGraph(lcTool, false).invoke(toolCallMessage())).rejects.toThrow('database is down');
      const { messages } = await toolNodeGraph(lcTool, true).invoke(toolCallMessage());
      expect(toolMessages(messages)['c1']).toMatchObject({ status: 'error', content: 'Error: database is down\n Please fix your mistakes.' });
    }
  });

  it('handleToolError callbacks see the failure; a direct invoke rejects', async () => {
    const { native, ours } = failingPair();
    for (const lcTool of [native, ours] as StructuredToolInterface[]) {
      const errors: string[] = [];
      const handler = BaseCallbackHandler.fromMethods({
        handleToolError(error: Error) {
          errors.push(error.message);
        },
      });
      await expect(lcTool.invoke({ id: 'r1' }, { callbacks: [handler] })).rejects.toThrow('database is down');
      await expect(lcTool.invoke({ ...call, type: 'tool_call' }, { callbacks: [handler] })).rejects.toThrow('database is down');
      expect(errors).toEqual(['database is down', 'database is down']);
    }
  });

  it('invalid args: the model reads the runtime’s validation error through the default; ToolNode(false) rejects', async () => {
    const { logged, logger } = logCollector();
    const lookup = createTool({ id: 'lookup', description: 'Looks up', inputSchema: z.object({ id: z.string() }), execute: async () => 'found' });
    const ours = toLangChainTool(lookup, { runtime: { logger } });
    const model = fakeModel()
      .respondWithTools([{ ...call, args: { id: 42 } }])
      .respond(new AIMessage('done'));
    const { messages } = await createAgent({ model, tools: [toLangChainTool(lookup, { runtime: { logger } })] }).invoke({
      messages: [{ role: 'user', content: 'go' }],
    });
    const message = toolMessages(messages)['c1']!;
    expect(message.status).toBe('error');
    expect(message.content).toContain('Tool input validation failed for lookup');
    const bad = { messages: [new AIMessage({ content: '', tool_calls: [{ ...call, args: { id: 42 } }] })] };
    await expect(toolNodeGraph(ours, false).invoke(bad)).rejects.toThrow('Tool input validation failed for lookup');
    expect(ToolMessage.isInstance(message)).toBe(true);
    expect(logged).toHaveLength(2);
  });
});
