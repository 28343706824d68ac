/**
 * A runtime logger that keeps what it is given, for tests whose calls log (an invalid call, a
 * failing hook): the entries can be asserted, and nothing reaches the console (where a stray
 * line fails the test, see no-stray-console.ts).
 */
export interface LogSink {
  entries: Array<{ level: 'warn' | 'error'; message: string; args: unknown[] }>;
  logger: { warn: (message: string, ...args: unknown[]) => void; error: (message: string, ...args: unknown[]) => void };
}

/** A fresh {@link LogSink}. */
export function logSink(): LogSink {
  const entries: LogSink['entries'] = [];
  return {
    entries,
    logger: {
      warn: (message, ...args) => entries.push({ level: 'warn', message, args }),
      error: (message, ...args) => entries.push({ level: 'error', message, args }),
    },
  };
}
