// Runs the built `toolwright` command as a child process, as an MCP host or a shell would.
// Every process started here is tracked, so a test's afterEach can kill what is still running.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** The project's root directory. */
export const root = join(import.meta.dirname, '../../..');
/** The built command. */
export const cli = join(root, 'dist/cli.js');
/** A fixture module's path. */
export const fixture = (name: string): string => join(import.meta.dirname, 'fixtures', name);

const running = new Set<ChildProcess>();

/** Kills every child process this file started that has not exited yet, and waits for each. */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  running.clear();
}

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** How a run ended. */
export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command args` to its end (stdin closed at once) and collects its output. */
export function runToEnd(command: string, args: readonly string[], options: { cwd?: string } = {}): Promise<Finished> {
  const child = track(spawn(command, args, { cwd: options.cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'] }));
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs the built CLI with `args` to its end. */
export function runCli(args: readonly string[], options: { cwd?: string } = {}): Promise<Finished> {
  return runToEnd(process.execPath, [cli, ...args], options);
}

/**
 * Starts the CLI with `--http` and resolves with the endpoint URL once it prints that it is
 * serving (readiness is read from its output, never waited for by time). Rejects with the
 * output if the process exits first.
 */
export function startHttp(
  args: readonly string[],
  command: readonly string[] = [process.execPath, cli],
): Promise<{ url: URL; child: ChildProcess; stderr: () => string }> {
  const child = track(spawn(command[0]!, [...command.slice(1), ...args], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] }));
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const url = / at (http:\/\/\S+)\n/.exec(stderr)?.[1];
      if (url) resolve({ url: new URL(url), child, stderr: () => stderr });
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the CLI exited (${code}) before serving:\n${stderr}`)));
  });
}
