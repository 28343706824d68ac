#!/usr/bin/env node
/**
 * The `toolwright` command (`npx toolwright mcp ./src/tools.ts`). Not a library entry: it is
 * built on its own (tsup.cli.config.ts) and reaches the library only through its exports.
 * @module
 */
import { CliError } from './cli-error';
import { run } from './run';

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof CliError) {
    process.stderr.write(`toolwright: ${error.message}\n`);
    process.exitCode = error.exitCode;
  } else {
    process.stderr.write(`toolwright: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  }
});
