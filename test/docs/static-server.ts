// A minimal static file server for the built docs site, on 127.0.0.1 and a free port, the way a
// static host serves it: `/` is index.html, `/a/` is a/index.html, anything missing is 404.html.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a request path maps to inside `root`, or undefined when there is none. */
export function fileFor(root: string, pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidates = relative.endsWith('/') ? [join(relative, 'index.html')] : [relative, `${relative}.html`];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** A running server and its base URL. Close it with `server.close()`. */
export interface StaticSite {
  server: Server;
  origin: string;
}

/** Serves `root` on 127.0.0.1 at a port the system picks. */
export async function serveStatic(root: string): Promise<StaticSite> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = fileFor(root, url.pathname);
    const status = file ? 200 : 404;
    const body = file ?? join(root, '404.html');
    response.writeHead(status, { 'content-type': TYPES[extname(body)] ?? 'application/octet-stream' });
    createReadStream(body).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}
