// A private redis-server for the tests: 127.0.0.1, a free port, no persistence, stopped by its pid.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether `redis-server` is on the PATH. */
export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

if (!hasRedisServer) {
  if (process.env['CI'] === 'true') throw new Error('redis-server is missing, and CI=true requires it (apt-get install -y redis-server).');
  console.warn('Skipping the Redis tests: redis-server is not installed (apt-get install -y redis-server).');
}

/** A running server. */
export interface RedisServer {
  readonly port: number;
  readonly pid: number;
  readonly connection: { host: string; port: number };
  /** Stops the server (SIGTERM to its pid) and waits for it to exit. */
  stop(): Promise<void>;
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

async function startOnce(port: number): Promise<RedisServer | undefined> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'], {
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
  return {
    port,
    pid: child.pid!,
    connection: { host: '127.0.0.1', port },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM');
      await exited(child);
    },
  };
}

/** Starts a server on a free port (a few tries, in case another process takes the port first). */
export async function startRedisServer(): Promise<RedisServer> {
  for (let i = 0; i < 3; i += 1) {
    const server = await startOnce(await freePort());
    if (server) return server;
  }
  throw new Error('redis-server did not start on 127.0.0.1 after 3 tries.');
}
