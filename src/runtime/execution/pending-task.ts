// The record of a background task that was dispatched and has not started: the same shape for
// every executor, in this process or on a queue.
import type { BackgroundTask } from '../../tool/background-types';
import type { BackgroundDispatchRequest } from '../background-types';

/** What a pending record is made from: a dispatch request, or the plain data a queue carries of one. */
export type PendingTaskSource = Pick<
  BackgroundDispatchRequest,
  'toolName' | 'toolCallId' | 'args' | 'agentId' | 'threadId' | 'resourceId' | 'runId' | 'maxRetries' | 'timeoutMs'
>;

/**
 * The pending record of `request`'s task `id`, created at `createdAt`: the record a background
 * executor (in this process or on a queue) shows for a task that has not started.
 */
export function pendingBackgroundTask(request: PendingTaskSource, id: string, createdAt: Date): BackgroundTask {
  return {
    id,
    status: 'pending',
    toolName: request.toolName,
    toolCallId: request.toolCallId,
    args: request.args,
    agentId: request.agentId,
    threadId: request.threadId,
    resourceId: request.resourceId,
    runId: request.runId,
    createdAt,
    retryCount: 0,
    maxRetries: request.maxRetries,
    timeoutMs: request.timeoutMs,
  };
}
