// One dispatcher process and two worker processes on a real redis-server; one worker is
// SIGKILLed mid-run. Every wait is on an event (a line a process prints, a process's exit).
import { describe, expect, it } from 'vitest';
import { createBullMQExecutor, RedisTicketReplayStore } from '../../src/bullmq';
import { type PendingToolCall, runToolCall, serializePendingToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { z } from 'zod';
import type { Child } from './support/child';
import { keys } from './support/recording-tool';
import { hasRedisServer } from './support/redis-server';
import { redisWithChildren } from './support/redis-with-children';

const TASKS = 500;
const env = redisWithChildren();

interface Execution {
  pid: number;
  start: number;
  end: number | undefined;
}

async function executions(toolCallId: string): Promise<Execution[]> {
  const entries = (await env.redis.lrange(keys.executions(toolCallId), 0, -1)).map((e) => JSON.parse(e) as { pid: number; start?: number; end?: number });
  const open = new Map<number, Execution>();
  const all: Execution[] = [];
  for (const entry of entries) {
    if (entry.start !== undefined) {
      const execution = { pid: entry.pid, start: entry.start, end: undefined };
      all.push(execution);
      open.set(entry.pid, execution);
    } else {
      open.get(entry.pid)!.end = entry.end;
      open.delete(entry.pid);
    }
  }
  return all;
}

describe.skipIf(!hasRedisServer)('toolwright/bullmq across processes', () => {
  it('500 tasks, two workers, one SIGKILLed mid-run: one completion record each (with and without onComplete), no overlapping executions, done for all', async () => {
    const port = String(env.server.port);
    // The victim hangs inside one execution of each tool after its first 20 of that tool, so the
    // kill lands mid-task for both kinds of record.
    const workers = [env.start('worker-process.ts', [port, 'multi', '20']), env.start('worker-process.ts', [port, 'multi'])];
    await Promise.all(workers.map((w) => w.line((l) => l === 'ready')));
    const dispatcher = env.start('dispatcher-process.ts', [port, 'multi', String(TASKS)]);
    const [victim, survivor] = workers as [Child, Child];
    await victim.line((l) => l === 'hanging');
    victim.process.kill('SIGKILL');
    await victim.exited;
    // Every execution numbered after this started after the victim died.
    const killedAt = await env.redis.incr(keys.seq);

    const summary = JSON.parse(await dispatcher.line((l) => l.startsWith('{'))) as {
      statuses: string[];
      tasks: { id: string; toolName: string; toolCallId: string; status: string; result: unknown }[];
    };
    expect(summary.statuses.every((s) => s === 'completed')).toBe(true);
    expect(summary.tasks).toHaveLength(TASKS);
    expect(summary.tasks.filter((t) => t.status !== 'completed')).toEqual([]);
    expect(summary.tasks.every((t, n) => t.toolCallId === `call-${n}` && t.toolName === (n % 2 === 0 ? 'record' : 'plain') && t.result === n * 2)).toBe(true);
    expect(survivor.count('completed')).toBeGreaterThan(0);

    // onComplete ran once per task; a second time only where the killed worker was inside it.
    const victimPid = String(victim.process.pid);
    for (const task of summary.tasks) {
      const calls = await env.redis.lrange(keys.onComplete(task.toolCallId), 0, -1);
      if (task.toolName === 'plain') {
        expect(calls).toEqual([]);
        continue;
      }
      if (calls.length === 1) continue;
      expect(calls).toEqual([victimPid, expect.not.stringMatching(`^${victimPid}$`)]);
    }

    const reader = createBullMQExecutor({ connection: env.server.connection, queueName: 'multi' });
    const takenOver = { record: 0, plain: 0 };
    for (const task of summary.tasks) {
      const record = await env.redis.get(`bull:multi:toolwright:record:${task.id}`);
      if (task.toolName === 'record') {
        expect(JSON.parse(record!)).toMatchObject({ id: task.id, status: 'completed', result: task.result });
      } else {
        // Without a callback the record is the completed job: its data and its outcome.
        expect(record).toBeNull();
        expect(JSON.parse((await env.redis.hget(`bull:multi:${task.id}`, 'returnvalue'))!)).toMatchObject({ status: 'completed', result: task.result });
      }
      expect(await reader.getBackgroundTask(task.id)).toMatchObject({ id: task.id, toolCallId: task.toolCallId, status: 'completed', result: task.result });
      const runs = await executions(task.toolCallId);
      expect(runs.length).toBeGreaterThan(0);
      const unfinished = runs.filter((r) => r.end === undefined);
      // Only the killed worker leaves an execution without an end, and nothing ran beside it.
      for (const run of unfinished) {
        expect(run.pid).toBe(victim.process.pid);
        for (const other of runs) if (other !== run) expect(other.start > killedAt || (other.end !== undefined && other.end < run.start)).toBe(true);
      }
      if (unfinished.length > 0) takenOver[task.toolName as 'record' | 'plain'] += 1;
      const finished = runs.filter((r) => r.end !== undefined).sort((a, b) => a.start - b.start);
      for (let i = 1; i < finished.length; i += 1) expect(finished[i]!.start).toBeGreaterThan(finished[i - 1]!.end!);
    }
    expect(takenOver.record).toBeGreaterThan(0);
    expect(takenOver.plain).toBeGreaterThan(0);
    await reader.close();
    expect(await dispatcher.exited).toBe(0);
    survivor.process.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);
  });

  it('a ticket used in one process is refused in another; tickets signed with the same keys verify across processes', async () => {
    const key = 'a-shared-signing-key-of-32-bytes-or-more';
    const pay = createTool({ id: 'pay', description: 'p', requireApproval: true, inputSchema: z.object({ amount: z.number() }), execute: async () => 'paid' });
    const tickets = { keys: [key], replayStore: new RedisTicketReplayStore(env.redis, { maxAgeMs: 60_000 }), maxAgeMs: 60_000 };
    const issue = async (toolCallId: string) => {
      const record = await runToolCall({ pay }, { toolCallId, toolName: 'pay', args: { amount: 5 } }, { tickets });
      expect(record.status).toBe('approval-required');
      return serializePendingToolCall(record.pending!);
    };
    const [used, other] = [await issue('c1'), await issue('c2')];
    const port = String(env.server.port);
    const resumeElsewhere = async (signingKey: string, ticket: string) => {
      const child = env.start('ticket-process.ts', [port, signingKey, ticket]);
      return JSON.parse(await child.line((l) => l.startsWith('{'))) as { status: string; result?: unknown; error?: string };
    };
    const [elsewhere, wrongKey] = await Promise.all([resumeElsewhere(key, used), resumeElsewhere('a key this application never signed with!!', other)]);
    expect(elsewhere).toEqual({ status: 'completed', result: 'paid' });
    expect(wrongKey).toEqual({ status: 'failed', error: 'TicketVerificationError' });
    const again = await runToolCall({ pay }, { toolCallId: 'c1' }, { resume: { pending: JSON.parse(used) as PendingToolCall, approved: true }, tickets });
    expect(again.status).toBe('failed');
    expect((again.error as Error).name).toBe('TicketReplayError');
  });
});
