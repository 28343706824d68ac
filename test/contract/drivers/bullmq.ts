// BullMQ: the runtime dispatching background calls to a BullMQ queue, and a worker in this
// process running them (so the probe counts its execute runs), over a real redis-server. Every
// tool is background-enabled. The checks before dispatch (args, request context, approval) are
// the dispatcher's; a dispatched call's outcome is its task's, which the application reads from
// the handle (the model got the "started" message at once).
import { createBullMQExecutor, startBullMQWorker } from '../../../src/bullmq';
import { type ApprovalHandler, runToolCall } from '../../../src/runtime';
import { isValidationError } from '../../../src/tools';
import type { Driver } from '../matrix';
import { expect } from 'vitest';
import { contractTools, SECRET } from '../tools';
import { callOf } from './runtime';
import { executeRuns, newProbe, outcomeOfRecord, quiet, textOfModelOutput, ticketKey } from './shared';

/** Where the driver's queues live: a redis-server the test started. */
export interface RedisConnection {
  host: string;
  port: number;
}

let queues = 0;

const NO_RESUME = 'a background task has no one to ask and no ticket to resume with: a suspend() on the worker ends the task completed, without a result';

/** The BullMQ row, on the redis-server `connection()` gives once the test started it. */
export function bullmqDriver(connection: () => RedisConnection): Driver {
  return {
    name: 'BullMQ (background calls, createBullMQExecutor + startBullMQWorker)',
    cannot: {
      'toModelOutput, valid output':
        'a dispatched call answers the model at once with the "started" message; the task result reaches the application through its handle, not through toModelOutput',
      'toModelOutput throws':
        'a dispatched call answers the model at once with the "started" message, and toModelOutput never runs on a task result: there is no mapper to throw',
      'a 1 MB result':
        'a dispatched call answers the model at once with the "started" message, which no limit cuts; the task result reaches the application whole, through its handle',
      'suspend, then resume': NO_RESUME,
      'idempotency key, approved then suspended': NO_RESUME,
    },
    async run(scenario) {
      const probe = newProbe();
      const tools = contractTools(probe, { background: { enabled: true } });
      const queueName = `contract-${++queues}`;
      const worker = startBullMQWorker(tools, { connection: { ...connection(), maxRetriesPerRequest: null }, queueName, logger: quiet });
      const executor = createBullMQExecutor({ connection: connection(), queueName });
      try {
        await worker.ready;
        const asked: unknown[] = [];
        const issuedKeys: unknown[] = [];
        const approval: ApprovalHandler = (request) => {
          asked.push(request.args);
          issuedKeys.push(ticketKey(request.pending));
          return scenario.answer;
        };
        const record = await runToolCall(tools, callOf(scenario), {
          approval,
          requestContext: scenario.requestContext,
          logger: quiet,
          background: {
            executor: {
              dispatch: (request) => {
                issuedKeys.push(request.idempotencyKey);
                return executor.dispatch(request);
              },
            },
          },
        });
        const seen = { keys: probe.keys, issuedKeys };
        if (!record.background)
          return { executeRuns: executeRuns(probe), asked, outcome: outcomeOfRecord(record), told: textOfModelOutput(record.modelOutput), ...seen };
        const task = await record.background.done;
        if (task.status !== 'completed') {
          // The task record (in redis, read by any process) keeps the message and the stack, never the error's own fields or its cause.
          expect(JSON.stringify(task.error)).not.toContain(SECRET);
          return { executeRuns: executeRuns(probe), asked, outcome: 'error', told: task.error?.message ?? task.status, ...seen };
        }
        return {
          executeRuns: executeRuns(probe),
          asked,
          outcome: isValidationError(task.result) ? 'error' : 'result',
          told: typeof task.result === 'string' ? task.result : JSON.stringify(task.result),
          ...seen,
        };
      } finally {
        await executor.close();
        await worker.close();
      }
    },
  };
}
