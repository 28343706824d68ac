// Child processes of the smoke suite: run one to its end, or start a server and stop it by pid.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { RESULT_PREFIX } from '../scenario';
import { root } from './runtimes';

/** What a finished process printed. */
export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** How long a runtime may take over the scenario before it is killed (a hang, not a slow run). */
const RUN_LIMIT_MS = 150_000;

/** Runs `command args` from the root to its end. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: RUN_LIMIT_MS,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The scenario's JSON from a runtime's output; throws with everything it printed when there is none. */
export function resultOf(out: Finished): unknown {
  const line = out.stdout.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
  if (!line) throw new Error(`no result (exit ${out.code}):\n${out.stdout}\n${out.stderr}`);
  return JSON.parse(line.slice(RESULT_PREFIX.length));
}

/** A free TCP port on loopback, for a server that takes its port on its command line. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A started server process, with what it printed so far. */
export interface Server {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `command args` from the root; `stop` ends it by its pid and waits for its exit. */
export function startServer(command: string, args: string[]): Server {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Fetches `url` until the server answers (it is starting), for at most `attempts` tries. */
export async function whenUp(url: string, server: Server, attempts = 300): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server never answered ${url}:\n${server.output()}`);
}
