// Timing for rows whose operation takes about a millisecond and whose contenders run inside the
// same large library (the AI SDK's generateText): measured one after another, a few hundred
// milliseconds each, a drift of the machine (another process, a GC phase of the library) lands
// on one contender only and moves the ratio by tens of percent. Here the contenders take turns
// in short batches, the order rotating every round, so drift hits all of them alike. A batch is
// timed in CPU time of this process (user and system, GC threads included), which other processes
// on a shared machine disturb far less than wall time. A batch is long enough to hold several of
// the library's young-generation collections (the OpenAI Agents SDK row collects about every
// 20 ms, a millisecond or more each), so that one more or less in a batch moves it by a few
// percent, not by half.
import { quartiles, type Timing } from './table';

const BATCH_MS = 120;
const ROUNDS = 100;
const WARM_UP_MS = 500;

async function batch(fn: () => unknown, n: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const spent = process.cpuUsage(start);
  return ((spent.user + spent.system) * 1e3) / n;
}

/** What {@link timeInterleaved} measured: per contender, the ns/op of each round's batch. */
export interface Interleaved {
  timings: Record<string, Timing>;
  /** `a / b` per round (both batches of one round ran back to back): median and quartiles. */
  paired(a: string, b: string): Timing;
}

/** ns/op (median and quartiles over the batches) of each contender, measured in turns. */
export async function timeInterleaved(contenders: Record<string, () => unknown>): Promise<Interleaved> {
  const entries = Object.entries(contenders);
  // Warm-up (about WARM_UP_MS each, so every contender runs optimised code), then the batch size
  // that takes about BATCH_MS for the slowest contender.
  let slowest = 0;
  for (const [, fn] of entries) {
    let n = 1;
    for (let spent = 0; spent < WARM_UP_MS * 1e6; n *= 2) spent += (await batch(fn, n)) * n;
    slowest = Math.max(slowest, await batch(fn, 20));
  }
  const n = Math.max(1, Math.round((BATCH_MS * 1e6) / slowest));
  const samples = new Map<string, number[]>(entries.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < entries.length; i++) {
      const [name, fn] = entries[(round + i) % entries.length]!;
      samples.get(name)!.push(await batch(fn, n));
    }
  }
  return {
    timings: Object.fromEntries(entries.map(([name]) => [name, quartiles(samples.get(name)!)])),
    paired: (a, b) => quartiles(samples.get(a)!.map((ns, round) => ns / samples.get(b)![round]!)),
  };
}
