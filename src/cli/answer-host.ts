import type { Readable, Writable } from 'node:stream';

/** How long a server that could not start waits for its host's first request, at most. */
export const ANSWER_HOST_WAIT_MS = 10_000;

/**
 * How long it stays after an answer, for the next request: a client that negotiates may try
 * again with another request (SDK 2 falls back from `server/discover` to `initialize`).
 */
const FOLLOW_UP_WAIT_MS = 2_000;

/** JSON-RPC's "Internal error": the server failed, not the request. */
const INTERNAL_ERROR = -32603;

/** The id of a JSON-RPC request (a message with a method and an id), if `line` is one. */
function requestId(line: string): string | number | undefined {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { method, id } = message as { method?: unknown; id?: unknown };
  if (typeof method !== 'string') return undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/**
 * Tells an MCP host over stdio why the server could not start. A host shows only "Connection
 * closed" for a process that exits without a word on stdout; so each request it sends
 * (`initialize`, a 2026-07-28 client's `server/discover`, a fallback after it) is answered with
 * a JSON-RPC error carrying `message`, which hosts show. Resolves when stdin ends or is a
 * terminal (no host), when no request came within `waitMs`, or when none followed an answer
 * for a moment; stdin is released then, so the process can exit.
 */
export function answerHostWithError(message: string, stdin: Readable & { isTTY?: boolean }, stdout: Writable, waitMs = ANSWER_HOST_WAIT_MS): Promise<void> {
  if (stdin.isTTY || stdin.readableEnded || stdin.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let buffered = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stdin.off('data', onData);
      stdin.off('end', finish);
      stdin.off('error', finish);
      stdin.pause();
      stdin.destroy();
      resolve();
    };
    const onData = (chunk: Buffer | string) => {
      buffered += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      // The stdio transport frames each message as one line of JSON.
      for (let end = buffered.indexOf('\n'); end !== -1; end = buffered.indexOf('\n')) {
        const id = requestId(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        if (id === undefined) continue;
        const answer = JSON.stringify({ jsonrpc: '2.0', id, error: { code: INTERNAL_ERROR, message } });
        stdout.write(`${answer}\n`);
        clearTimeout(timer);
        timer = setTimeout(finish, FOLLOW_UP_WAIT_MS);
      }
    };
    let timer = setTimeout(finish, waitMs);
    stdin.on('data', onData);
    stdin.once('end', finish);
    stdin.once('error', finish);
    stdin.resume();
  });
}
