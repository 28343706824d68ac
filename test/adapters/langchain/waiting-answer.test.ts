// The LangChain wire reads one LangGraph internal: the task scratchpad that holds the answers
// of a resumed task (src/adapters/langchain/waiting-answer.ts). These tests run a real graph
// node, so they fail the day LangGraph changes what is read there.
import type { RunnableConfig } from '@langchain/core/runnables';
import { Annotation, Command, interrupt, MemorySaver, START, StateGraph } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { answerWaitsFor, taskScratchpad } from '../../../src/adapters/langchain/waiting-answer';
import { serializePendingToolCall } from '../../../src/runtime';
import { createPendingToolCall } from '../../../src/wire';

const CHANGED = 'LangGraph changed its task scratchpad: update src/adapters/langchain/waiting-answer.ts';

function ticketFor(toolCallId: string): string {
  return serializePendingToolCall(createPendingToolCall({ kind: 'approval', runId: 'r', toolCallId, toolName: 'sendEmail', args: {} }));
}

/** A one-node graph whose node looks for an answer (as the wire does), then interrupts once. */
function probeGraph() {
  const seen: Array<{ pad: unknown; forC1: boolean; forC2: boolean }> = [];
  const State = Annotation.Root({ answer: Annotation<unknown> });
  const graph = new StateGraph(State)
    .addNode('ask', (_state: unknown, config: RunnableConfig) => {
      const pad = taskScratchpad(config);
      // A copy: interrupt() moves the counter on.
      const copy = pad && { resume: [...pad.resume], interruptCounter: pad.interruptCounter };
      seen.push({ pad: copy, forC1: answerWaitsFor(config, 'c1'), forC2: answerWaitsFor(config, 'c2') });
      return { answer: interrupt({ question: 'approve?' }) };
    })
    .addEdge(START, 'ask')
    .compile({ checkpointer: new MemorySaver() });
  return { graph, seen };
}

describe("LangGraph's task scratchpad, as the LangChain wire reads it", () => {
  it('holds no answer on a first run, and the answer a Command resumes with on the re-run, unconsumed', async () => {
    const { graph, seen } = probeGraph();
    const thread = { configurable: { thread_id: 'a' } };
    const first = (await graph.invoke({ answer: null }, thread)) as { __interrupt__?: Array<{ id: string }> };
    expect(seen[0]?.pad, CHANGED).toMatchObject({ resume: [], interruptCounter: -1 });
    expect(seen[0]).toMatchObject({ forC1: false, forC2: false });
    const answer = { ticket: ticketFor('c1'), approved: true };
    const done = await graph.invoke(new Command({ resume: { [first.__interrupt__![0]!.id]: answer } }), thread);
    expect(seen[1]?.pad, CHANGED).toMatchObject({ resume: [answer], interruptCounter: -1 });
    expect(seen[1]).toMatchObject({ forC1: true, forC2: false });
    // Reading did not consume it: interrupt() still returned the answer.
    expect(done.answer).toEqual(answer);
  });

  it('sees an answer not keyed by interrupt id (new Command({ resume: value })) for the next interrupt', async () => {
    const { graph, seen } = probeGraph();
    const thread = { configurable: { thread_id: 'b' } };
    await graph.invoke({ answer: null }, thread);
    const answer = { ticket: ticketFor('c2'), approved: false };
    const done = await graph.invoke(new Command({ resume: answer }), thread);
    expect(seen[1], CHANGED).toMatchObject({ forC1: false, forC2: true });
    expect(done.answer).toEqual(answer);
  });
});
