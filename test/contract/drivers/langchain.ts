// LangChain.js: langchain v1's createAgent with @langchain/core's fake chat model and a
// checkpointer. The human answers each LangGraph interrupt with Command({ resume }); the
// request context is the run's context; the model reads the call's ToolMessage.
import { AIMessage, type BaseMessage, ToolMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { Command, MemorySaver } from '@langchain/langgraph';
import { createAgent } from 'langchain';
import { approveToolCall, declineToolCall, type LangChainToolInterrupt, resumeToolCall, toLangChainTools } from '../../../src/langchain';
import type { Driver } from '../matrix';
import type { Outcome, Scenario } from '../scenarios';
import { contractTools } from '../tools';
import { executeRuns, newProbe, runtimeOptionsOf, ticketKey } from './shared';

type Interrupts = Array<{ id: string; value: LangChainToolInterrupt }>;

function textOf(content: ToolMessage['content']): string {
  if (typeof content === 'string') return content;
  return content.map((block) => ('text' in block && typeof block.text === 'string' ? block.text : '')).join('');
}

function outcomeOf(message: ToolMessage): Outcome {
  if ((message.artifact as { status?: string } | undefined)?.status === 'declined') return 'declined';
  return message.status === 'error' ? 'error' : 'result';
}

async function play(scenario: Scenario) {
  const probe = newProbe();
  const runtime = runtimeOptionsOf(scenario);
  const tools = toLangChainTools(contractTools(probe), { runtime: runtime.options });
  const model = fakeModel()
    .respondWithTools([{ name: scenario.tool, args: scenario.args ?? {}, id: 'c1' }])
    .respond(new AIMessage('done'));
  const agent = createAgent({ model, tools, checkpointer: new MemorySaver() });
  const config = { configurable: { thread_id: 'contract' }, context: scenario.requestContext } as never;
  let result = (await agent.invoke({ messages: [{ role: 'user', content: 'Refund order A1' }] }, config)) as {
    messages: BaseMessage[];
    __interrupt__?: Interrupts;
  };
  const asked: unknown[] = [];
  const issuedKeys: unknown[] = [];
  for (let round = 0; result.__interrupt__?.length && round < 3; round++) {
    const answers: Record<string, unknown> = {};
    for (const { id, value } of result.__interrupt__) {
      issuedKeys.push(ticketKey(value.ticket));
      if (value.toolwright === 'approval') {
        asked.push(value.args);
        answers[id] = scenario.answer.approved ? approveToolCall(value, { args: scenario.answer.args }) : declineToolCall(value, scenario.answer.reason);
      } else answers[id] = resumeToolCall(value, scenario.resumeData);
    }
    result = (await agent.invoke(new Command({ resume: answers }), config)) as typeof result;
  }
  const message = result.messages.find((m): m is ToolMessage => ToolMessage.isInstance(m) && m.tool_call_id === 'c1');
  if (!message) throw new Error('the call was not answered');
  return {
    executeRuns: executeRuns(probe),
    asked,
    outcome: outcomeOf(message),
    told: textOf(message.content),
    appResult: runtime.appResult(),
    keys: probe.keys,
    issuedKeys,
  };
}

export const langChainDriver: Driver = {
  name: 'LangChain.js, createAgent (toLangChainTools)',
  cannot: {
    'malformed args': "LangChain parses the model's arguments: JSON that does not parse is an invalid tool call, which never reaches a tool",
    'idempotency key, approved then suspended':
      'a call pauses once on this wire (the approval is its pause): a tool that suspends after it was approved ends failed, its result lost',
  },
  run: play,
};
