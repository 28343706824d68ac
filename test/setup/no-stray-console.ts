/**
 * A stray `console.*` call fails the test that made it (as zod's suite does): a library that
 * prints where it should not, or a test that forgot to pass a logger, shows up as a failure
 * with the printed text, instead of as noise in `npm test`'s output. A test that means to
 * check a log passes a logger (the runtime's `logger` option) or spies on the console itself
 * (`vi.spyOn(console, 'warn').mockImplementation(…)` replaces this guard for that method).
 */
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
type Method = (typeof METHODS)[number];

const originals = new Map<Method, (...args: unknown[]) => void>();
let stray: string[] = [];

beforeEach(() => {
  stray = [];
  for (const method of METHODS) {
    originals.set(method, console[method]);
    console[method] = (...args: unknown[]) => {
      stray.push(`console.${method}: ${format(...args)}`);
    };
  }
});

afterEach(() => {
  for (const [method, original] of originals) console[method] = original;
  originals.clear();
  const printed = stray;
  stray = [];
  if (printed.length > 0) {
    throw new Error(`the test printed to the console (pass a logger, or spy on the console to check it):\n${printed.join('\n')}`);
  }
});
