// The context `tool.execute` gets, shaped like the agent's, and the `suspend` it carries.
import { standardSchemaToJSONSchema } from '../../schema/to-json-schema';
import { toStandardSchema } from '../../schema/to-standard-schema';
import type { BackgroundTaskAdoptionContext } from '../../tool/background-types';
import { addLazyWriter, LazyWriter } from '../../execute/lazy-writer';
import { ToolStream } from '../../tool/tool-stream';
import { keyedContext, keyWriter } from './idempotency-context';
import { type CallState, observeOf } from '../call-state';
import { agentChunk, emitChunk } from '../emit-chunk';
import { transformChunk } from '../transform-chunk';
import type { RuntimeChunk, RuntimeTool } from '../types';

/** What differs between executions of one call: resumption, and foreground or background. */
export interface ExecuteContextOptions {
  resumeData: unknown;
  suspendPayload: unknown;
  hasSuspendPayload: boolean;
  abortSignal: AbortSignal | undefined;
  isBackgroundTask: boolean;
  background: BackgroundTaskAdoptionContext | undefined;
}

/** What the tool's `suspend()` left: whether it was called, with which payload and options. */
export interface SuspendCapture {
  called: boolean;
  payload: unknown;
  options: Record<string, any> | undefined;
  /** `ctx.agent.suspend`: records the call and emits `tool-call-suspended`. */
  readonly suspend: (payload: unknown, given?: Record<string, any>) => Promise<void>;
}

function resumeSchemaText(tool: RuntimeTool): string | undefined {
  if (!tool.resumeSchema) return undefined;
  return JSON.stringify(standardSchemaToJSONSchema(toStandardSchema(tool.resumeSchema), { io: 'input' }));
}

/** A `suspend` for one execution; its resume schema defaults to the tool's `resumeSchema`. */
export function captureSuspend(state: CallState, tool: RuntimeTool): SuspendCapture {
  const capture: SuspendCapture = {
    called: false,
    payload: undefined,
    options: undefined,
    suspend: async (payload, given) => {
      capture.called = true;
      capture.payload = payload;
      // Derived only when the tool suspends, as the reference does: a resumeSchema that cannot be
      // converted makes suspend() throw, not every call.
      const options = { ...(given ?? {}), resumeSchema: given?.['resumeSchema'] ?? resumeSchemaText(tool) };
      capture.options = options;
      const chunk = agentChunk(state, 'tool-call-suspended', {
        toolCallId: state.call.toolCallId,
        toolName: state.toolName,
        suspendPayload: payload,
        args: state.inputArgs,
        resumeSchema: options['resumeSchema'] as string | undefined,
      });
      await emitChunk(state, await transformChunk(state, chunk, 'suspend', { suspendPayload: payload }));
    },
  };
  return capture;
}

/** The agent-shaped context of `tool.execute`, key for key as the reference builds it. */
export function createExecuteContext(state: CallState, opts: ExecuteContextOptions, suspend: SuspendCapture['suspend']): Record<string, unknown> {
  const { call, runId } = state;
  const outputWriter = async (chunk: unknown): Promise<void> => emitChunk(state, chunk as RuntimeChunk);
  const observability = { currentSpan: undefined };
  // The stream behind `writer` (see lazy-writer.ts).
  const writer = new LazyWriter(() => new ToolStream({ prefix: 'tool', callId: call.toolCallId, name: state.toolKey, runId }, outputWriter));
  // Made from the prototype that carries `idempotencyKey`, then keyed in the reference's order.
  const context = keyedContext();
  context['mastra'] = state.options.mastra;
  context['memory'] = undefined;
  context['runId'] = runId;
  context['requestContext'] = state.requestContext;
  context['actor'] = undefined;
  context['workspace'] = state.options.workspace;
  context['browser'] = undefined;
  context['observe'] = observeOf(state);
  // `writer` is added in its place, and the keys after it one by one, to keep the reference's order.
  addLazyWriter(context, writer);
  keyWriter(writer, state.idempotency);
  context['tracing'] = observability;
  context['loggerVNext'] = undefined;
  context['metrics'] = undefined;
  context['tracingContext'] = observability;
  context['abortSignal'] = opts.abortSignal;
  context['background'] = opts.background;
  const agent: Record<string, unknown> = {
    agentId: state.options.run?.agentId || '',
    toolCallId: call.toolCallId || '',
    messages: state.messages,
    suspend,
    resumeData: opts.resumeData,
    suspendedToolRunId: undefined,
    suspendPayload: opts.hasSuspendPayload ? opts.suspendPayload : undefined,
    threadId: state.options.run?.threadId,
    resourceId: state.options.run?.resourceId,
    outputWriter,
    flushMessages: undefined,
  };
  if (opts.isBackgroundTask) agent['isBackgroundTask'] = true;
  context['agent'] = agent;
  const fields = state.host.contextFields;
  if (fields !== undefined) Object.assign(context, fields);
  return context;
}
