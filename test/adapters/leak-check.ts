// The heap size after garbage collection, for the leak checks' child processes (run with
// `node --expose-gc`).

const gc = (globalThis as { gc?: () => void }).gc;

/**
 * The heap after GC, each collection from a task of its own: a WeakRef made during a task keeps
 * its target alive until the task ends, and calls that never wait on I/O (an in-memory transport,
 * or a client whose fetch calls the handler in this process) run as one task.
 */
export async function heapAfterGc(): Promise<number> {
  if (!gc) throw new Error('run with --expose-gc');
  for (let round = 0; round < 4; round++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  return process.memoryUsage().heapUsed;
}
