import { formatLogLine } from './format-log-line';
import type { RuntimeLogger } from './types';

/**
 * The runtime's default logger, as Mastra's agent logs to the console by default: a failing hook
 * or transform is reported, never silently dropped. Each entry is one line (see
 * {@link formatLogLine}): every wire and the CLI run calls through the runtime, and a server logs
 * one line per failed call, with an error's stack, fields and causes, which no wire sends. The
 * only place in the runtime that writes to the console; pass `options.logger` to route or
 * silence it.
 */
export const consoleLogger: RuntimeLogger = {
  warn: (message, ...args) => console.warn(formatLogLine(message, args)),
  error: (message, ...args) => console.error(formatLogLine(message, args)),
};
