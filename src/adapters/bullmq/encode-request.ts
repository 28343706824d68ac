// The dispatch request as job data: plain values only, refused with a clear error otherwise.
import { type BackgroundDispatchRequest, toStandardSchema } from '../../wire';
import { BullMQExecutorError } from './errors';
import { JOB_FORMAT, type TaskJobData } from './job-data';
import { canTravel, isRecord, plainDataProblem } from './plain-data';

/**
 * The request-context values a worker gets: with a `requestContextSchema`, what the schema
 * keeps of them (its parsed output), so values the tool does not declare stay in this process;
 * without one, every value. When the schema refuses the values they travel as given, so the
 * worker's engine reports the same validation error the tool would report here.
 */
async function contextValues(request: BackgroundDispatchRequest): Promise<Record<string, unknown> | undefined> {
  const context = request.requestContext;
  if (!context) return undefined;
  const schema = request.requestContextSchema;
  if (schema === undefined || schema === null) return context.size() === 0 ? undefined : Object.fromEntries(context.entries());
  const values: Record<string, unknown> = Object.fromEntries(context.entries());
  const checked = await toStandardSchema(schema)['~standard'].validate(values);
  return !checked.issues && isRecord(checked.value) ? checked.value : values;
}

function refuse(request: BackgroundDispatchRequest, what: string, problem: string): never {
  throw new BullMQExecutorError(
    request.toolName,
    `toolwright/bullmq: the background call of "${request.toolName}" (tool call ${request.toolCallId}) cannot be sent to a worker: ${problem}. ${what}`,
  );
}

/**
 * The job data for `request`; rejects with a {@link BullMQExecutorError} for data that cannot
 * travel. The task id, tool name and creation time travel as the job's id, name and timestamp.
 */
export async function encodeRequest(request: BackgroundDispatchRequest): Promise<TaskJobData> {
  if (!canTravel(request.args)) refuse(request, 'Tool arguments must be JSON values.', plainDataProblem(request.args, 'args')!);
  return jobData(request, await contextValues(request));
}

function jobData(request: BackgroundDispatchRequest, requestContext: Record<string, unknown> | undefined): TaskJobData {
  let hasContext = false;
  if (requestContext !== undefined) {
    for (const key of Object.keys(requestContext)) {
      hasContext = true;
      const value = requestContext[key];
      if (!canTravel(value)) {
        const problem = plainDataProblem(value, `request-context value "${key}"`)!;
        refuse(request, 'Keep it out of the request context, or give the tool a requestContextSchema that leaves it out.', problem);
      }
    }
  }
  const data: TaskJobData = { toolwright: JOB_FORMAT, toolCallId: request.toolCallId, args: request.args, runId: request.runId, timeoutMs: request.timeoutMs };
  if (request.agentId !== '') data.agentId = request.agentId;
  if (request.threadId !== undefined) data.threadId = request.threadId;
  if (request.resourceId !== undefined) data.resourceId = request.resourceId;
  if (hasContext) data.requestContext = requestContext;
  if (request.disposition === 'awaited') data.disposition = 'awaited';
  if (request.maxRetries !== 0) data.maxRetries = request.maxRetries;
  data.idempotencyKey = request.idempotencyKey;
  return data;
}
