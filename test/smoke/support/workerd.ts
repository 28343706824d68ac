// workerd serving the smoke Worker on a loopback port, from a config written next to the bundle.
import { writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { freePort, type Server, startServer, whenUp } from './processes';

/** The running Worker: its base URL and the server process. */
export interface RunningWorker {
  url: string;
  server: Server;
}

/** Starts `workerd serve` with one module Worker, `bundle`, listening on 127.0.0.1. */
export async function startWorker(workerd: string, bundle: string): Promise<RunningWorker> {
  const port = await freePort();
  const config = join(dirname(bundle), 'workerd.capnp');
  writeFileSync(
    config,
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .smoke) ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const smoke :Workerd.Worker = (
  modules = [ (name = "worker", esModule = embed "${basename(bundle)}") ],
  compatibilityDate = "2026-11-01",
);
`,
  );
  const server = startServer(workerd, ['serve', config]);
  const url = `http://127.0.0.1:${port}`;
  try {
    await whenUp(`${url}/ready`, server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url, server };
}
