import { Console } from 'node:console';

/** The console methods that write to stdout. */
const STDOUT_METHODS = [
  'log',
  'info',
  'debug',
  'dir',
  'dirxml',
  'table',
  'group',
  'groupCollapsed',
  'count',
  'countReset',
  'time',
  'timeLog',
  'timeEnd',
] as const;

/**
 * Over stdio, stdout carries the protocol: one `console.log` in a tool (or in a module it
 * imports) would corrupt it and drop the client. Every console method that writes to stdout
 * writes to stderr instead, where hosts show the server's log.
 */
export function routeConsoleToStderr(): void {
  const toStderr = new Console({ stdout: process.stderr, stderr: process.stderr });
  const target = console as unknown as Record<string, unknown>;
  for (const method of STDOUT_METHODS) target[method] = toStderr[method].bind(toStderr);
}
