import type { RequestContext } from '../context/request-context';

type Ctx = Record<string, any>;
type Suspend = (payload: unknown, options?: unknown) => unknown;

/**
 * Shapes the context a tool's execute receives, as the reference does: no context, a flat
 * agent context (nested under `agent`), a flat workflow context (nested under `workflow`), or
 * anything else (kept, with `agent` and `workflow` keys always present).
 * `wrap` turns a suspend function into one that records the payload.
 */
export function organizeContext(base: Ctx, requestContext: RequestContext, wrap: (target: () => Suspend | undefined) => Suspend): Ctx {
  if (base.toolCallId && base.messages && !base.agent) {
    const { agentId, toolCallId, messages, suspend, resumeData, suspendPayload, threadId, resourceId, writableStream, isBackgroundTask, background, ...rest } = base;
    const agent: Ctx = { agentId: agentId || '', toolCallId, messages, suspend, resumeData, suspendPayload, threadId, resourceId, writableStream };
    if (isBackgroundTask) agent.isBackgroundTask = true;
    return { ...rest, background, agent, requestContext };
  }
  if (!(base.toolCallId && base.messages) && base.workflowId && !base.workflow) {
    const { workflowId, runId, state, setState, suspend, resumeData, suspendPayload, ...rest } = base;
    return { ...rest, workflow: { workflowId, runId, state, setState, suspend, resumeData, suspendPayload }, requestContext };
  }
  const agent = base.agent as Ctx | undefined;
  const workflow = base.workflow as Ctx | undefined;
  return {
    ...base,
    agent: agent ? { ...agent, agentId: agent.agentId ?? '', suspend: wrap(() => agent.suspend) } : agent,
    workflow: workflow ? { ...workflow, suspend: wrap(() => workflow.suspend) } : workflow,
    requestContext,
  };
}
