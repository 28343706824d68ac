import type { RuntimeLogger } from '../../src/runtime';

/** A logger that records every call as [level, ...args]. */
export function recordingLogger(): RuntimeLogger & { calls: any[][] } {
  const calls: any[][] = [];
  return {
    calls,
    warn: (...args: any[]) => void calls.push(['warn', ...args]),
    error: (...args: any[]) => void calls.push(['error', ...args]),
    debug: (...args: any[]) => void calls.push(['debug', ...args]),
  };
}

/** Hook recorder: returns hook options to spread into createTool, and the events seen. */
export function hookRecorder() {
  const events: Array<{ name: string; payload: any }> = [];
  const rec = (name: string) => (payload: any) => {
    events.push({ name, payload });
  };
  return {
    events,
    hooks: {
      onInputStart: rec('onInputStart'),
      onInputDelta: rec('onInputDelta'),
      onInputAvailable: rec('onInputAvailable'),
      onOutput: rec('onOutput'),
    },
  };
}

export async function* asyncDeltas(parts: string[]): AsyncGenerator<string> {
  for (const p of parts) {
    await new Promise((r) => setTimeout(r, 1));
    yield p;
  }
}

export const types = (chunks: any[]) => chunks.map((c) => c.type);
