// The runtime engine: one tool call, run the way Mastra's agent runs it, as a stream of chunks.
// `runToolCall` consumes this stream; there is no second implementation.
import { isAborted } from './abort';
import { precomputeVerdict } from './approval/approval-step';
import { type CallState, createCallState, finishCall } from './call-state';
import { Channel } from './channel';
import { agentChunk, emitChunk, withToolTitle } from './emit-chunk';
import { toError } from './errors';
import { mapOutcome } from './output/map-outcome';
import { defaultModelOutput } from './output/model-output';
import { ABORTED, readInput } from './input/read-input';
import { resumeCall } from './resume';
import { runToolCallStep } from './tool-call-step';
import { inputTransformFields, runPayloadTransform, withTransform } from './output/transform-chunk';
import type { RuntimeCallArgs, RuntimeCallResult } from './infer-types';
import type { RunToolCallOptions, RuntimeChunk, RuntimeTools, ToolCallInput, ToolCallRecord, ToolCallStream } from './types';

/** Input, the `tool-call` chunk, then the tool-call and mapping steps; or the resumption. */
async function runCall(state: CallState): Promise<ToolCallRecord> {
  try {
    if (isAborted(state)) return finishCall(state, 'aborted');
    if (state.options.resume) return await resumeCall(state, state.options.resume);
    const input = await readInput(state);
    if (input === ABORTED) return finishCall(state, 'aborted');
    state.inputArgs = input;
    state.record.args = input;
    const { call } = state;
    const toolCall = agentChunk(
      state,
      'tool-call',
      withToolTitle(state, {
        toolCallId: call.toolCallId,
        toolName: state.toolName,
        args: input,
        ...(call.providerMetadata ? { providerMetadata: call.providerMetadata } : {}),
      }),
    );
    await emitChunk(state, withTransform(toolCall, await runPayloadTransform(state, inputTransformFields(state, input))));
    const cachedVerdict = await precomputeVerdict(state);
    return await mapOutcome(state, await runToolCallStep(state, { pending: undefined, workflowResumeData: undefined, cachedVerdict }));
  } catch (error) {
    // Only a bug or a throwing iterable of deltas gets here: the call fails, with an error chunk.
    const err = toError(error);
    await emitChunk(state, agentChunk(state, 'error', { error: err }));
    return finishCall(state, 'failed', { error: err, modelOutput: defaultModelOutput(undefined, err) });
  }
}

/**
 * Runs one tool call the way Mastra's agent does and streams its chunks: input streaming
 * (`tool-call-input-streaming-start`, `tool-call-delta`, `tool-call-input-streaming-end`),
 * `tool-call`, then `tool-call-approval`, `tool-call-suspended`, `tool-output` (the tool's
 * `writer`), `tool-result`, `tool-error`, `tool-output-denied`, `background-task-started` or
 * `error`, each with its display/transcript transform outcomes in `metadata`.
 * The call starts on the first `next()` or on reading `result`; leaving the loop early does not
 * stop the call.
 */
export function streamToolCall<TTools extends RuntimeTools, TName extends string = string>(
  tools: TTools,
  call: ToolCallInput & { toolName?: TName | undefined },
  options: RunToolCallOptions = {},
): ToolCallStream<RuntimeCallArgs<TTools, TName>, RuntimeCallResult<TTools, TName>> {
  const channel = new Channel<RuntimeChunk>();
  let started: Promise<ToolCallRecord> | undefined;
  const start = (): Promise<ToolCallRecord> => {
    if (!started) {
      const state = createCallState(tools, call as ToolCallInput, options, (chunk) => channel.push(chunk));
      started = runCall(state).finally(() => channel.close());
    }
    return started;
  };
  return {
    get result() {
      return start() as Promise<ToolCallRecord<RuntimeCallArgs<TTools, TName>, RuntimeCallResult<TTools, TName>>>;
    },
    [Symbol.asyncIterator](): AsyncIterator<RuntimeChunk> {
      return {
        next: () => {
          void start();
          return channel.next();
        },
        return: async () => {
          channel.detach();
          return { value: undefined, done: true };
        },
      };
    },
  };
}
