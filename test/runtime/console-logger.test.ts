/**
 * The runtime's default logger, which every wire and the CLI use when given none: one line per
 * entry, so that a server logs one line per failed call, and an error in it whole (stack, own
 * fields, cause chain), since the wires send only its name and message.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { runToolCall } from '../../src/runtime';
import { consoleLogger } from '../../src/wire';
import { formatLogLine } from '../../src/runtime/format-log-line';
import { createTool } from '../../src/tools';
import { logSink } from '../setup/log-sink';

const weather = createTool({
  id: 'weather',
  description: 'Weather for a city',
  inputSchema: z.object({ city: z.string().min(2), days: z.number().int() }),
  execute: async ({ city }) => ({ city }),
});

/** An HTTP client's error as a tool meets it: a status, the request's config with its credentials, the socket error as cause. */
class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly config: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

function requestFailed(): HttpError {
  const socket = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
  return new HttpError(
    'Request failed with status code 502',
    502,
    { url: 'https://payments.example/refund', headers: { Authorization: 'Bearer sk-live-123', accept: 'application/json' }, password: 'hunter2' },
    { cause: socket },
  );
}

/** The error's own stack frames, as the line writes them. */
const framesOf = (error: Error) => error.stack!.slice(error.stack!.indexOf('\n    at ') + 1).split('\n');

describe('the default logger', () => {
  it('writes an invalid call as one line: the message, the tool and the validation error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const record = await runToolCall({ weather }, { toolCallId: 'c', toolName: 'weather', args: { city: 'P', days: 1.5 } });
    expect(record.result).toMatchObject({ error: true });
    expect(warn).toHaveBeenCalledTimes(1);
    const [line, ...rest] = warn.mock.calls[0] ?? [];
    expect(rest).toEqual([]);
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^Tool input validation failed \| tool: weather, validationError: Tool input validation failed for weather\. .* - city: .* - days: /);
  });

  it('drops undefined fields and folds line breaks', () => {
    expect(formatLogLine('m', [{ agent: undefined, tool: 't', n: 2, list: [1] }])).toBe('m | tool: t, n: 2, list: [1]');
    expect(formatLogLine('two\nlines', ['a\n\nb', 3])).toBe('two lines | a b | 3');
  });

  it("writes a failed hook's error in one console call on one line, its stack included", async () => {
    const thrown = new TypeError('bad\n  thing');
    const tool = createTool({
      id: 'echo',
      description: 'Echoes',
      inputSchema: z.object({ text: z.string() }),
      execute: async ({ text }) => text,
      onOutput: () => {
        throw thrown;
      },
    });
    const sink = logSink();
    await runToolCall({ echo: tool }, { toolCallId: 'c', toolName: 'echo', args: { text: 'hi' } }, { logger: sink.logger });
    expect(sink.entries).toHaveLength(1);
    const [{ message, args }] = sink.entries as [(typeof sink.entries)[number]];
    // What the default logger does with the same entry.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    consoleLogger.error(message, ...args);
    expect(error).toHaveBeenCalledTimes(1);
    const [line, ...rest] = error.mock.calls[0] ?? [];
    expect(rest).toEqual([]);
    expect(line).not.toContain('\n');
    expect(line).toBe(
      `Error calling onOutput | TypeError: bad thing ${framesOf(thrown)
        .map((frame) => frame.trim())
        .join(' ')}`,
    );
    expect(line).toContain('console-logger.test.ts');
  });

  it('keeps the fields and the cause chain, redacts credentials, and writes frames shared with the error above once', () => {
    const error = requestFailed();
    const line = formatLogLine('Error executing tool refund:', [error]);
    const cause = error.cause as Error;
    const own = framesOf(cause);
    const outer = framesOf(error);
    let shared = 0;
    while (own[own.length - 1 - shared] !== undefined && own[own.length - 1 - shared] === outer[outer.length - 1 - shared]) shared++;
    expect(shared).toBeGreaterThan(1);
    expect(line).toBe(
      [
        'Error executing tool refund:',
        `HttpError: Request failed with status code 502 ${framesOf(error)
          .map((frame) => frame.trim())
          .join(' ')}`,
        '{status: 502, config: {"url":"https://payments.example/refund","headers":{"Authorization":"[REDACTED]","accept":"application/json"},"password":"[REDACTED]"}}',
        `cause: Error: socket hang up ${own
          .slice(0, own.length - shared)
          .map((frame) => frame.trim())
          .join(' ')} … ${shared} frames as above`,
        '{code: ECONNRESET}',
      ].join(' | '),
    );
    expect(line).not.toContain('sk-live-123');
    expect(line).not.toContain('hunter2');
  });

  it('writes a field or an error key inside an object argument the same way', () => {
    const error = requestFailed();
    const line = formatLogLine('m', [{ tool: 'refund', error }]);
    expect(line.startsWith(`m | tool: refund, error: ${formatLogLine('HttpError', [error]).slice('HttpError | '.length)}`)).toBe(true);
  });

  it('stops at a cycle and after five causes', () => {
    const loop = new Error('loop');
    loop.cause = loop;
    expect(formatLogLine('m', [loop])).toMatch(/^m \| Error: loop at .* \| cause: \[Circular\]$/);
    let chain = new Error('e0');
    for (let i = 1; i <= 7; i++) chain = new Error(`e${i}`, { cause: chain });
    const line = formatLogLine('m', [chain]);
    expect(line.match(/cause: Error: e\d/g)).toEqual(['cause: Error: e6', 'cause: Error: e5', 'cause: Error: e4', 'cause: Error: e3', 'cause: Error: e2']);
    expect(line.endsWith(' | cause: [more causes]')).toBe(true);
    expect(formatLogLine('m', [new Error('outer', { cause: { code: 42, token: 't' } })])).toMatch(/ \| cause: \{"code":42,"token":"\[REDACTED\]"\}$/);
  });

  it('bounds the fields, runs no getter and no toJSON, and writes what JSON cannot hold', () => {
    let reads = 0;
    const deep: Record<string, unknown> = {};
    let level = deep;
    for (let i = 0; i < 10; i++) level = level['next'] = {} as Record<string, unknown>;
    const cyclic: Record<string, unknown> = { id: 1 };
    cyclic['self'] = cyclic;
    const error = Object.assign(new Error('fields'), {
      body: 'x'.repeat(10_000),
      size: 10n,
      deep,
      cyclic,
      dated: { toJSON: () => (reads++, 'called') },
    });
    Object.defineProperty(error, 'lazy', { enumerable: true, get: () => (reads++, 'read') });
    const line = formatLogLine('m', [error]);
    expect(reads).toBe(0);
    expect(line).toContain(
      `body: ${'x'.repeat(200)}…, size: 10n, deep: {"next":{"next":{"next":{"next":"[Object]"}}}}, cyclic: {"id":1,"self":"[Circular]"}, dated: {"toJSON":"[function]"}, lazy: [getter]}`,
    );
    const wide = Object.assign(new Error('wide'), Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`field${i}`, 'y'.repeat(50)])));
    const fields = /\| (\{field0: .*\})$/.exec(formatLogLine('m', [wide]))?.[1];
    expect(fields?.endsWith(', …}')).toBe(true);
    expect(fields!.length).toBeLessThan(1_100);
  });

  it('writes the current name, a stack in another engine format below the head, and an error of another realm', () => {
    expect(formatLogLine('m', [requestFailed()])).toMatch(/^m \| HttpError: Request failed with status code 502 at /);
    const firefox = new Error('boom');
    firefox.stack = 'refund@https://app.example/tools.js:10:5\nrun@https://app.example/tools.js:20:3\n';
    expect(formatLogLine('m', [firefox])).toBe('m | Error: boom refund@https://app.example/tools.js:10:5 run@https://app.example/tools.js:20:3 ');
    const foreign = runInNewContext('new RangeError("elsewhere")') as Error;
    expect(foreign instanceof Error).toBe(false);
    expect(formatLogLine('m', [foreign])).toMatch(/^m \| RangeError: elsewhere at /);
  });

  it('never throws on an error whose properties throw', () => {
    const hostile = new Proxy(new Error('hidden'), {
      get: () => {
        throw new Error('trap');
      },
      ownKeys: () => {
        throw new Error('trap');
      },
    });
    expect(formatLogLine('m', [hostile])).toBe('m | Error: ');
    const keyless = new Proxy(new Error('hidden'), {
      ownKeys: () => {
        throw new Error('trap');
      },
    });
    // Node 20 reads the stack through the proxy; Node 22 and later refuse it there, and the line keeps the name and message.
    expect(formatLogLine('m', [keyless])).toMatch(/^m \| Error: hidden( at |$)/);
  });
});
