/**
 * For a test file whose code prints by design, outside toolwright's control: the reference
 * (`@mastra/core`'s agent, Ajv, zod-to-json-schema) writes its warnings to the console, and a
 * parity test runs it as it is. Called at the top of such a file, the named console methods are
 * swallowed in its tests instead of failing them (see no-stray-console.ts).
 */
import { beforeEach, vi } from 'vitest';

/** Swallows these console methods in every test of the calling file. */
export function allowConsole(...methods: Array<'log' | 'info' | 'warn' | 'error' | 'debug'>): void {
  beforeEach(() => {
    for (const method of methods) vi.spyOn(console, method).mockImplementation(() => {});
  });
}
