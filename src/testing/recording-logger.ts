// A logger for tests: it keeps every line instead of printing it.
import type { RuntimeLogger } from '../runtime';
import type { LogEntry, RecordingLogger } from './types';

/**
 * Creates a logger that records each call as `{ level, message, args }` in `entries`, and
 * passes it on to `forward` when one is given. Nothing is printed.
 */
export function createRecordingLogger(forward?: RuntimeLogger, sinks: LogEntry[][] = []): RecordingLogger {
  const entries: LogEntry[] = [];
  const write =
    (level: LogEntry['level']) =>
    (message: string, ...args: unknown[]) => {
      const entry: LogEntry = { level, message: typeof message === 'string' ? message : String(message), args };
      entries.push(entry);
      for (const sink of sinks) sink.push(entry);
      const target = forward?.[level];
      if (typeof target === 'function') {
        try {
          target.call(forward, message, ...args);
        } catch {
          // A failing user logger must not change the outcome of the call under test.
        }
      }
    };
  return { entries, debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
