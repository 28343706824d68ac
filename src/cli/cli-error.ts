/**
 * An error the CLI reports as one message on stderr, without a stack trace, and exits with
 * `exitCode`: 2 for a command line it cannot run (usage), 1 for anything that failed after.
 */
export class CliError extends Error {
  /** The process exit code this error ends the CLI with. */
  readonly exitCode: number;

  constructor(message: string, exitCode = 1, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** Exit code of a command line the CLI cannot run: unknown flag, bad value, missing argument. */
export const USAGE = 2;
