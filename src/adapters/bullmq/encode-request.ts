// The dispatch request as job data: plain values only, refused with a clear error otherwise.
import { toStandardSchema } from '../../schema/to-standard-schema';
import type { BackgroundDispatchRequest } from '../../runtime/execution/background-executor';
import { BullMQExecutorError } from './errors';
import { JOB_FORMAT, type TaskJobData } from './job-data';
import { isRecord, plainDataProblem } from './plain-data';

/**
 * The request-context values a worker gets: with a `requestContextSchema`, what the schema
 * keeps of them (its parsed output), so values the tool does not declare stay in this process;
 * without one, every value. When the schema refuses the values they travel as given, so the
 * worker's engine reports the same validation error the tool would report here.
 */
async function contextValues(request: BackgroundDispatchRequest): Promise<Record<string, unknown>> {
  const context = request.requestContext;
  if (!context) return {};
  const values: Record<string, unknown> = Object.fromEntries(context.entries());
  if (request.requestContextSchema === undefined || request.requestContextSchema === null) return values;
  let checked = toStandardSchema(request.requestContextSchema)['~standard'].validate(values);
  if (checked instanceof Promise) checked = await checked;
  return !checked.issues && isRecord(checked.value) ? checked.value : values;
}

function refuse(request: BackgroundDispatchRequest, what: string, problem: string): never {
  throw new BullMQExecutorError(
    request.toolName,
    `toolwright/bullmq: the background call of "${request.toolName}" (tool call ${request.toolCallId}) cannot be sent to a worker: ${problem}. ${what}`,
  );
}

/** The job data for `request` under `taskId`; throws a {@link BullMQExecutorError} for data that cannot travel. */
export async function encodeRequest(request: BackgroundDispatchRequest, taskId: string, createdAt: Date): Promise<TaskJobData> {
  const argsProblem = plainDataProblem(request.args, 'args');
  if (argsProblem) refuse(request, 'Tool arguments must be JSON values.', argsProblem);
  const requestContext = await contextValues(request);
  for (const [key, value] of Object.entries(requestContext)) {
    const problem = plainDataProblem(value, `request-context value "${key}"`);
    if (problem) {
      refuse(request, 'Keep it out of the request context, or give the tool a requestContextSchema that leaves it out.', problem);
    }
  }
  return {
    format: JOB_FORMAT,
    taskId,
    toolName: request.toolName,
    toolCallId: request.toolCallId,
    args: request.args,
    runId: request.runId,
    agentId: request.agentId,
    threadId: request.threadId,
    resourceId: request.resourceId,
    requestContext,
    disposition: request.disposition,
    timeoutMs: request.timeoutMs,
    maxRetries: request.maxRetries,
    createdAt: createdAt.toISOString(),
  };
}
