import type { RuntimeLogger } from './types';

/**
 * The runtime's default logger, as Mastra's agent logs to the console by default: a failing hook
 * or transform is reported, never silently dropped. The only place in the runtime that writes to
 * the console; pass `options.logger` to route or silence it.
 */
export const consoleLogger: RuntimeLogger = {
  warn: (message, ...args) => console.warn(message, ...args),
  error: (message, ...args) => console.error(message, ...args),
};
