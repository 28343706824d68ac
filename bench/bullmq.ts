// toolwright/bullmq against bare BullMQ, side by side in one run, on a private redis-server:
// 1,000 no-op background tasks across two workers, from the first dispatch to the last `done`.
// Bare BullMQ is a Queue plus two Workers and QueueEvents on the same connection settings, the
// same concurrency, and the same wait: a job id per job, settled from one QueueEvents listener.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { GCProfiler } from 'node:v8';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { startRedisServer } from '../test/bullmq/support/redis-server';
import { loadEntries } from './load';

/** The group and name a bench filter is matched against. */
export const BULLMQ_ROW = 'bullmq 1,000 background tasks, two workers';
const TASKS = 1000;
const CONCURRENCY = 50;
const ROUNDS = 30;
const WARMUP_ROUNDS = 8;
const WALL_TARGET = 1.2;
const THROUGHPUT_TARGET = 0.8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One side's time for the 1,000 tasks: wall, and CPU of this process (dispatcher and workers);
 * its garbage collection: pauses (ms) and the bytes young-generation collections kept alive
 * (copied or promoted), which depend on what the round allocates and keeps, not on how busy
 * the machine is.
 */
interface Timing {
  wall: number;
  cpu: number;
  gcMs: number;
  survivedMb: number;
}

const spaceUsed = (stats: { heapSpaceStatistics: { spaceName: string; spaceUsedSize: number }[] }, name: string) =>
  stats.heapSpaceStatistics.find((space) => space.spaceName === name)?.spaceUsedSize ?? 0;

/** Starts a GC profile of one round; the returned function ends it and adds its figures. */
function profileGc(): (timing: { wall: number; cpu: number }) => Timing {
  const profiler = new GCProfiler();
  profiler.start();
  return (timing) => {
    let gcMs = 0;
    let survived = 0;
    for (const gc of profiler.stop()?.statistics ?? []) {
      gcMs += gc.cost / 1000;
      if (gc.gcType !== 'Scavenge' && gc.gcType !== 'MinorMarkSweep') continue;
      // Kept alive by a young-generation collection: what stays in the young space, and what moved to the old one.
      survived += spaceUsed(gc.afterGC, 'new_space') + Math.max(0, spaceUsed(gc.afterGC, 'old_space') - spaceUsed(gc.beforeGC, 'old_space'));
    }
    return { ...timing, gcMs, survivedMb: survived / 1e6 };
  };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Bare BullMQ: the 1,000 jobs through a Queue, two Workers and QueueEvents. */
export async function bare(connection: { host: string; port: number }, queueName: string): Promise<Timing> {
  const queue = new Queue(queueName, { connection });
  const events = new QueueEvents(queueName, { connection, lastEventId: '0-0' });
  const workers = [0, 1].map(
    () => new Worker(queueName, async () => null, { connection: { ...connection, maxRetriesPerRequest: null }, concurrency: CONCURRENCY }),
  );
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady(), ...workers.map((w) => w.waitUntilReady())]);
  // Each job's own completion, from one shared listener, as toolwright's executor settles `done`.
  const waiting = new Map<string, () => void>();
  events.on('completed', ({ jobId }) => {
    const resolve = waiting.get(jobId);
    waiting.delete(jobId);
    resolve?.();
  });
  const gc = profileGc();
  const start = performance.now();
  const cpuStart = cpuMs();
  const dones = await Promise.all(
    Array.from({ length: TASKS }, async (_, n) => {
      const jobId = randomUUID();
      const done = new Promise<void>((resolve) => waiting.set(jobId, resolve));
      await queue.add('noop', { n }, { jobId, removeOnComplete: true });
      return done;
    }),
  );
  await Promise.all(dones);
  const timing = gc({ wall: performance.now() - start, cpu: cpuMs() - cpuStart });
  await Promise.all([...workers.map((w) => w.close()), events.close(), queue.close()]);
  return timing;
}

/** toolwright/bullmq: the 1,000 tasks dispatched with runToolCall and run by two startBullMQWorker workers. */
export async function toolwright(connection: { host: string; port: number }, queueName: string, modules: Record<string, any>): Promise<Timing> {
  const { bullmq, runtime, tools } = modules;
  const noop = tools.createTool({ id: 'noop', description: 'd', background: { enabled: true }, execute: async () => null });
  const workers = [0, 1].map(() =>
    bullmq.startBullMQWorker({ noop }, { connection: { ...connection, maxRetriesPerRequest: null }, queueName, concurrency: CONCURRENCY }),
  );
  const executor = bullmq.createBullMQExecutor({ connection, queueName });
  await Promise.all(workers.map((w: { ready: Promise<void> }) => w.ready));
  // Warms the executor's connections, as the bare queue's are warmed above.
  await (await runtime.runToolCall({ noop }, { toolCallId: 'warm', toolName: 'noop', args: {} }, { background: { executor } })).background.done;
  const gc = profileGc();
  const start = performance.now();
  const cpuStart = cpuMs();
  const records = await Promise.all(
    Array.from({ length: TASKS }, (_, n) =>
      runtime.runToolCall({ noop }, { toolCallId: `c${n}`, toolName: 'noop', args: { n } }, { background: { executor } }),
    ),
  );
  await Promise.all(records.map((r: { background: { done: Promise<unknown> } }) => r.background.done));
  const timing = gc({ wall: performance.now() - start, cpu: cpuMs() - cpuStart });
  await Promise.all([...workers.map((w: { close(): Promise<void> }) => w.close()), executor.close()]);
  return timing;
}

/** Runs the row and prints it; returns toolwright's wall time as a multiple of bare BullMQ's. */
export async function runBullMQBench(): Promise<number | undefined> {
  console.log(`\n## ${BULLMQ_ROW}\n`);
  console.log(`Node ${process.version}; ${WARMUP_ROUNDS} warm-up rounds per side, then ${ROUNDS} alternating rounds.`);
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.log('skipped: redis-server is not installed (apt-get install -y redis-server).');
    return undefined;
  }
  const modules = await loadEntries(['src/bullmq.ts', 'src/runtime.ts', 'src/tools.ts'], new URL('..', import.meta.url).pathname);
  if (!modules) throw new Error('esbuild could not build src/bullmq.ts');
  const server = await startRedisServer();
  try {
    const bareRounds: Timing[] = [];
    const ourRounds: Timing[] = [];
    // Warm-up rounds for both sides: the first rounds of a side run its code before V8 optimised it,
    // and rounds keep getting faster up to about the eighth.
    for (let round = 0; round < WARMUP_ROUNDS; round += 1) {
      await bare(server.connection, `warm-bare-${round}`);
      await toolwright(server.connection, `warm-toolwright-${round}`, modules);
    }
    // Alternating rounds, and which side goes first alternates too, so drift hits both alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      const runBare = async () => void bareRounds.push(await bare(server.connection, `bare-${round}`));
      const runOurs = async () => void ourRounds.push(await toolwright(server.connection, `toolwright-${round}`, modules));
      if (round % 2 === 0) await runBare().then(runOurs);
      else await runOurs().then(runBare);
    }
    const list = (rounds: Timing[], key: keyof Timing) => rounds.map((r) => r[key].toFixed(0)).join(' ');
    console.log(`rounds, wall ms: bare ${list(bareRounds, 'wall')}; toolwright ${list(ourRounds, 'wall')}`);
    console.log(`rounds, CPU ms of this process: bare ${list(bareRounds, 'cpu')}; toolwright ${list(ourRounds, 'cpu')}`);
    const gcOf = (rounds: Timing[]) =>
      `${median(rounds.map((r) => r.gcMs)).toFixed(1)} ms of pauses, ${median(rounds.map((r) => r.survivedMb)).toFixed(1)} MB kept alive by young-generation collections`;
    console.log(`GC per round (median): bare ${gcOf(bareRounds)}; toolwright ${gcOf(ourRounds)}`);
    const bareMs = median(bareRounds.map((r) => r.wall));
    const ourMs = median(ourRounds.map((r) => r.wall));
    const wall = ourMs / bareMs;
    const throughput = bareMs / ourMs;
    // On a loaded machine the wall time of a round swings more than the CPU it took.
    const cpu = median(ourRounds.map((r) => r.cpu)) / median(bareRounds.map((r) => r.cpu));
    console.log(`bare BullMQ: ${bareMs.toFixed(0)} ms (${((TASKS / bareMs) * 1000).toFixed(0)} tasks/s), median of ${ROUNDS}`);
    console.log(`toolwright:  ${ourMs.toFixed(0)} ms (${((TASKS / ourMs) * 1000).toFixed(0)} tasks/s), median of ${ROUNDS}`);
    const verdict = wall <= WALL_TARGET && throughput >= THROUGHPUT_TARGET ? 'ok' : 'MISSED';
    console.log(
      `wall ${wall.toFixed(2)}× (target ≤ ${WALL_TARGET}×), throughput ${throughput.toFixed(2)}× (target ≥ ${THROUGHPUT_TARGET}×): ${verdict}; CPU ${cpu.toFixed(2)}×`,
    );
    return wall;
  } finally {
    await server.stop();
  }
}
