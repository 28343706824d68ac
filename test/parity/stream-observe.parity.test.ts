import { noopObserve as refNoopObserve, ToolStream as RefToolStream } from '@mastra/core/tools';
import { describe, expect, it } from 'vitest';
import { noopObserve, ToolStream } from '../../src/tools';

type StreamCtor = new (
  options: { prefix: string; callId: string; name: string; runId: string },
  writeFn?: (chunk: unknown) => unknown,
) => {
  write(data: unknown): Promise<void>;
  custom(data: unknown): Promise<void>;
  getWriter(): WritableStreamDefaultWriter<unknown>;
};

async function record(Ctor: StreamCtor, prefix: string, withSink = true) {
  const chunks: unknown[] = [];
  const stream = new Ctor({ prefix, callId: 'c1', name: 'weather', runId: 'r1' }, withSink ? (chunk) => void chunks.push(chunk) : undefined);
  await stream.write({ progress: 1 });
  await stream.custom({ type: 'data-custom', data: { x: 1 } });
  const writer = stream.getWriter();
  await writer.write('through the WritableStream API');
  writer.releaseLock();
  return { chunks, keys: Object.keys(stream), instance: stream instanceof WritableStream };
}

describe('ToolStream (the writer) against the reference', () => {
  it.each(['tool', 'workflow-step', 'agent'])('prefix %s: the same chunks, own keys and base class', async (prefix) => {
    expect(await record(ToolStream as unknown as StreamCtor, prefix)).toEqual(await record(RefToolStream as unknown as StreamCtor, prefix));
  });

  it('without a write function, writes do nothing', async () => {
    expect(await record(ToolStream as unknown as StreamCtor, 'tool', false)).toEqual(await record(RefToolStream as unknown as StreamCtor, 'tool', false));
  });
});

describe('noopObserve against the reference', () => {
  const run = async (observe: typeof noopObserve) => {
    const sync = await observe.span('a', () => 5);
    const asyncValue = await observe.span('b', async () => 'x', { attr: 1 });
    const thrown = await observe
      .span('c', () => {
        throw new Error('boom');
      })
      .then(
        () => 'resolved',
        (error: Error) => `rejected: ${error.message}`,
      );
    return { sync, asyncValue, thrown, log: observe.log('info', 'm', { d: 1 }), keys: Object.keys(observe) };
  };

  it('span resolves to fn(), a sync throw becomes a rejection, log returns nothing', async () => {
    expect(await run(noopObserve)).toEqual(await run(refNoopObserve as typeof noopObserve));
  });
});
