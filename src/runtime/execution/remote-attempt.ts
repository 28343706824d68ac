// One attempt of a background task dispatched by another process: the call's state is rebuilt
// from plain data, then the attempt runs as the in-process executor runs it (the agent-shaped
// context, execute, an adopted operation, `onOutput`), on arguments the dispatcher validated.
import { RequestContext } from '../../context/request-context';
import { continueCallKey, createCallState, withInput } from '../call-state';
import type { IdempotencyOptions } from '../idempotency/idempotency-store';
import { ToolNotFoundError } from '../errors';
import { toolNotFoundMessage } from '../find-tool';
import type { WireHost } from '../host';
import type { RuntimeLogger, RuntimeTools } from '../types';
import type { BackgroundAttempt } from '../background-types';
import { runAttempt } from './dispatch-background';

/** The plain data a queue carries for one background call: what {@link runBackgroundAttempt} runs. */
export interface BackgroundAttemptCall {
  toolName: string;
  toolCallId: string;
  args: Record<string, unknown>;
  runId: string;
  agentId?: string | undefined;
  threadId?: string | undefined;
  resourceId?: string | undefined;
  /** The request-context values the dispatcher sent. */
  requestContext?: Record<string, unknown> | undefined;
  /**
   * The call's idempotency key, as the dispatcher gave it (`BackgroundDispatchRequest`'s): every
   * attempt, on any worker, sees it as `context.idempotencyKey`. Without it the attempt mints its own.
   */
  idempotencyKey?: string | undefined;
}

/** A queue's worker: it runs the attempt as soon as it takes the job. */
const WORKER_HOST: WireHost = { callsExecuteAtOnce: true };

function hasKeys(values: Record<string, unknown>): boolean {
  for (const _ in values) return true;
  return false;
}

/**
 * Runs one attempt of a background call another process dispatched (a queue's worker): with the
 * tool `tools` holds under its name, on the arguments the dispatcher validated, as the in-process
 * executor runs it (the agent-shaped context, execute, an adopted operation, `onOutput`, the
 * request-context values checked by the tool). Resolves to the serialisable result, rejects when
 * the attempt fails (a {@link ToolNotFoundError} when the tool is missing). Make `attempt` with
 * `createBackgroundAttempt`. With `options.idempotency`, execute runs under the store, as the
 * runtime's `idempotency` option runs it: a key that completed gives its stored result.
 */
export async function runBackgroundAttempt(
  tools: RuntimeTools,
  call: BackgroundAttemptCall,
  attempt: BackgroundAttempt,
  options: { logger?: RuntimeLogger | undefined; idempotency?: IdempotencyOptions | undefined } = {},
): Promise<unknown> {
  const made = createCallState(
    tools,
    { toolCallId: call.toolCallId, toolName: call.toolName, args: call.args },
    {
      run: { runId: call.runId, agentId: call.agentId, threadId: call.threadId, resourceId: call.resourceId },
      requestContext: new RequestContext(call.requestContext && hasKeys(call.requestContext) ? Object.entries(call.requestContext) : undefined),
      logger: options.logger,
      idempotency: options.idempotency,
    },
    () => undefined,
    // The dispatcher's stream handed out the call's chunks; a queue's worker calls execute at once.
    WORKER_HOST,
  );
  if (!made.tool) {
    const availableTools = Object.keys(made.tools);
    throw new ToolNotFoundError(toolNotFoundMessage(call.toolName, availableTools), { toolName: call.toolName, availableTools });
  }
  if (call.idempotencyKey !== undefined) continueCallKey(made, call.idempotencyKey);
  const state = withInput(made, call.args);
  // The dispatcher's engine validated the arguments before it dispatched them (and before any
  // approval): they run as sent, so an input transform is not applied a second time. The
  // request-context values are checked by the tool, as they were not sent validated.
  const checked = { ok: true as const, args: call.args, requestContext: undefined };
  const opts = { resumeData: undefined, suspendPayload: undefined, hasSuspendPayload: false, approval: undefined, checked };
  return await runAttempt(state, { ...call.args }, opts, attempt);
}
