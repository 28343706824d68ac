// A private redis-server for the tests: 127.0.0.1, a free port, stopped by its pid; without
// persistence unless asked (then an append-only file in a temporary directory, written on every
// command, so a server stopped and started again on the same port has its data back).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether `redis-server` is on the PATH. */
export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

if (!hasRedisServer) {
  if (process.env['CI'] === 'true') throw new Error('redis-server is missing, and CI=true requires it (apt-get install -y redis-server).');
  console.warn('Skipping the Redis tests: redis-server is not installed (apt-get install -y redis-server).');
}

/** A running server. */
export interface RedisServer {
  readonly port: number;
  /** The running server's pid (a new one after `restart`). */
  readonly pid: number;
  readonly connection: { host: string; port: number };
  /** Stops the server (SIGTERM to its pid) and waits for it to exit; a persistent server's data goes too. */
  stop(): Promise<void>;
  /** Settles once the running server has exited (stopped by its pid, for example). */
  exited(): Promise<void>;
  /** Stops the server if it runs, then starts it again on the same port (with its data if persistent). */
  restart(): Promise<void>;
}

/** Options of {@link startRedisServer}. */
export interface RedisServerOptions {
  /** Keep the data across a stop and a restart (default false). */
  persistent?: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function spawnReady(port: number, dir: string | undefined): Promise<ChildProcess | undefined> {
  const persistence = dir === undefined ? ['--appendonly', 'no'] : ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir];
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence, '--loglevel', 'notice'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = await new Promise<boolean>((resolve) => {
    let output = '';
    const timer = setTimeout(() => resolve(false), 15_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (!ready) {
    child.kill('SIGKILL');
    await exited(child);
    return undefined;
  }
  child.stdout!.resume();
  child.stderr!.resume();
  return child;
}

async function startOnce(port: number, dir: string | undefined): Promise<RedisServer | undefined> {
  let child = await spawnReady(port, dir);
  if (!child) return undefined;
  const stop = async () => {
    if (child!.exitCode === null && child!.signalCode === null) process.kill(child!.pid!, 'SIGTERM');
    await exited(child!);
  };
  return {
    port,
    get pid() {
      return child!.pid!;
    },
    connection: { host: '127.0.0.1', port },
    exited: () => exited(child!),
    async stop() {
      await stop();
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    },
    async restart() {
      await stop();
      const next = await spawnReady(port, dir);
      if (!next) throw new Error(`redis-server did not start again on 127.0.0.1:${port}.`);
      child = next;
    },
  };
}

/** Starts a server on a free port (a few tries, in case another process takes the port first). */
export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  for (let i = 0; i < 3; i += 1) {
    const dir = options.persistent ? mkdtempSync(join(tmpdir(), 'toolwright-redis-')) : undefined;
    const server = await startOnce(await freePort(), dir);
    if (server) return server;
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  }
  throw new Error('redis-server did not start on 127.0.0.1 after 3 tries.');
}
