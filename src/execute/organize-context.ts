import type { RequestContext } from '../context/request-context';
import { withKeys } from '../internal/with-keys';

type Ctx = Record<string, any>;
type Suspend = (payload: unknown, options?: unknown) => unknown;

/** What a call's `suspend` received: `payload` is null until the tool suspends. */
export interface Suspension {
  payload: unknown;
}

/** Where a wrapped suspend came from: the caller's context, or its nested agent or workflow. */
export type SuspendOwner = 'context' | 'agent' | 'workflow';

/**
 * The TypeError text the reference gives when the suspend it forwards to is truthy but not
 * callable (Node's message names the expression that was called, which differs per owner).
 */
const NOT_CALLABLE: Record<SuspendOwner, string> = {
  context: 'context.suspend is not a function',
  agent: 'baseContext.agent?.suspend is not a function',
  workflow: 'baseContext.workflow?.suspend is not a function',
};

/**
 * A `suspend` that records its payload in `suspension`, then calls `owner.suspend` as it is
 * at that moment (a suspend replaced on the caller's context after the call began is used),
 * with `owner` as `this`. A missing suspend returns undefined.
 */
export function recordingSuspend(suspension: Suspension, owner: Ctx, kind: SuspendOwner): Suspend {
  // Bound to a `suspend` binding so the function's name is 'suspend', as the reference's is.
  const suspend: Suspend = (payload, options) => {
    suspension.payload = payload;
    const target: unknown = owner.suspend;
    if (target === undefined || target === null) return undefined;
    if (typeof target !== 'function') throw new TypeError(NOT_CALLABLE[kind]);
    return Reflect.apply(target, owner, [payload, options]);
  };
  return suspend;
}

/** A shallow copy of a context, as `{ ...context }` makes it (see {@link withKeys}). */
export function copyContext(context: object): Ctx {
  return withKeys(context);
}

/**
 * Shapes the context a tool's execute receives, as the reference does: no context, a flat
 * agent context (nested under `agent`), a flat workflow context (nested under `workflow`), or
 * anything else (kept, with `agent` and `workflow` keys always present).
 * `base` must be a fresh copy of the context: it may be completed in place and returned.
 * The nested `agent` and `workflow` suspends become ones that record into `suspension`.
 */
export function organizeContext(base: Ctx, requestContext: RequestContext, suspension: Suspension): Ctx {
  if (base.toolCallId && base.messages && !base.agent) {
    const { agentId, toolCallId, messages, suspend, resumeData, suspendPayload, threadId, resourceId, writableStream, isBackgroundTask, background, ...rest } =
      base;
    const agent: Ctx = { agentId: agentId || '', toolCallId, messages, suspend, resumeData, suspendPayload, threadId, resourceId, writableStream };
    if (isBackgroundTask) agent.isBackgroundTask = true;
    return withKeys(rest, { background, agent, requestContext });
  }
  if (!(base.toolCallId && base.messages) && base.workflowId && !base.workflow) {
    const { workflowId, runId, state, setState, suspend, resumeData, suspendPayload, ...rest } = base;
    return withKeys(rest, { workflow: { workflowId, runId, state, setState, suspend, resumeData, suspendPayload }, requestContext });
  }
  // `base` is the caller's fresh copy: completing it in place gives the same keys, in the same
  // order, as spreading it into a new object would.
  const agent = base.agent as Ctx | undefined;
  const workflow = base.workflow as Ctx | undefined;
  base.agent = agent ? { ...agent, agentId: agent.agentId ?? '', suspend: recordingSuspend(suspension, agent, 'agent') } : agent;
  base.workflow = workflow ? { ...workflow, suspend: recordingSuspend(suspension, workflow, 'workflow') } : workflow;
  base.requestContext = requestContext;
  return base;
}
