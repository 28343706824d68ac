// The OpenTelemetry adapter against the real @opentelemetry/api and an in-memory exporter.
import { AsyncLocalStorage } from 'node:async_hooks';
import { context, ROOT_CONTEXT, SpanStatusCode, trace, type Context, type ContextManager } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOpenTelemetryTracer } from '../../src/opentelemetry';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';

/** A minimal AsyncLocalStorage context manager (what @opentelemetry/context-async-hooks provides). */
class AlsContextManager implements ContextManager {
  private als = new AsyncLocalStorage<Context>();
  active(): Context {
    return this.als.getStore() ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(ctx: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    return this.als.run(ctx, () => fn.call(thisArg, ...args));
  }
  bind<T>(ctx: Context, target: T): T {
    if (typeof target !== 'function') return target;
    const self = this;
    return function (this: unknown, ...args: unknown[]) {
      return self.with(ctx, () => (target as any).apply(this, args));
    } as T;
  }
  enable(): this {
    return this;
  }
  disable(): this {
    this.als.disable();
    return this;
  }
}

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const otel = provider.getTracer('toolwright-test');

const spans = () => exporter.getFinishedSpans();
const byName = (name: string): ReadableSpan => {
  const s = spans().find((x) => x.name === name);
  if (!s)
    throw new Error(
      `no span ${name}; have ${spans()
        .map((x) => x.name)
        .join(', ')}`,
    );
  return s;
};
const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;
const idOf = (s: ReadableSpan) => s.spanContext().spanId;

beforeEach(() => exporter.reset());

describe('without a context manager (explicit parent contexts)', () => {
  it('span: attributes, result, ended, root when nothing is active', async () => {
    const t = createOpenTelemetryTracer(otel);
    const v = await t.span('work', () => ({ a: 1 }), { k: 'v', n: 2, b: true, obj: { x: [1] }, skip: undefined, nil: null });
    expect(v).toEqual({ a: 1 });
    const s = byName('work');
    expect(s.ended).toBe(true);
    expect(s.attributes).toEqual({ k: 'v', n: 2, b: true, obj: '{"x":[1]}', output: '{"a":1}' });
    expect(s.parentSpanContext).toBeUndefined();
    expect(s.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('span: children of the parentContext option', async () => {
    const root = otel.startSpan('root');
    const t = createOpenTelemetryTracer(otel, { parentContext: () => trace.setSpan(ROOT_CONTEXT, root) });
    await t.span('child', async () => 1);
    t.log('info', 'hello', { user: 'u' });
    root.end();
    expect(parentOf(byName('child'))).toBe(idOf(byName('root')));
    expect(byName('root').events.map((e) => [e.name, e.attributes])).toEqual([['hello', { 'log.level': 'info', user: 'u' }]]);
  });

  it('span: an async error is recorded with status ERROR, the span is ended, the error rethrown', async () => {
    const t = createOpenTelemetryTracer(otel);
    const err = new Error('boom');
    await expect(t.span('bad', async () => Promise.reject(err))).rejects.toBe(err);
    const s = byName('bad');
    expect(s.ended).toBe(true);
    expect(s.status).toEqual({ code: SpanStatusCode.ERROR, message: 'boom' });
    const ev = s.events.find((e) => e.name === 'exception');
    expect(ev?.attributes?.['exception.message']).toBe('boom');
    expect(ev?.attributes?.['exception.type']).toBe('Error');
    expect(s.attributes.output).toBeUndefined();
  });

  it('span: a synchronous throw becomes a rejection; a non-Error throw is recorded too', async () => {
    const t = createOpenTelemetryTracer(otel);
    const p = t.span('sync-throw', () => {
      throw 'plain';
    });
    expect(p).toBeInstanceOf(Promise);
    await expect(p).rejects.toBe('plain');
    expect(byName('sync-throw').status).toEqual({ code: SpanStatusCode.ERROR, message: 'plain' });
  });

  it('span: value conversions (bigint, circular, date, arrays, truncation), recordOutput off', async () => {
    const circ: any = { a: 1 };
    circ.self = circ;
    const t = createOpenTelemetryTracer(otel, { maxAttributeLength: 10 });
    await t.span('conv', () => 'x'.repeat(50), { big: 10n, circ, d: new Date(0), arr: ['a', 'b'], mixed: [1, 'a'], long: { s: 'y'.repeat(40) } });
    const a = byName('conv').attributes;
    expect(a.big).toBe('10');
    expect(a.circ).toBe('{"a":1,"se');
    expect(a.d).toBe('1970-01-01T00:00:00.000Z');
    expect(a.arr).toEqual(['a', 'b']);
    expect(a.mixed).toBe('[1,"a"]');
    expect(a.output).toBe('x'.repeat(50)); // strings are kept as they are
    const t2 = createOpenTelemetryTracer(otel, { recordOutput: false, outputAttribute: 'result' });
    await t2.span('noout', () => 1);
    expect(byName('noout').attributes).toEqual({});
    const t3 = createOpenTelemetryTracer(otel, { outputAttribute: 'result' });
    await t3.span('out3', () => 1);
    expect(byName('out3').attributes).toEqual({ result: 1 });
  });

  it('log without any active span does nothing', () => {
    const t = createOpenTelemetryTracer(otel);
    expect(() => t.log('error', 'nothing', { a: 1 })).not.toThrow();
  });
});

describe('with an AsyncLocalStorage context manager', () => {
  const manager = new AlsContextManager();
  beforeAll(() => {
    context.setGlobalContextManager(manager.enable());
  });
  afterAll(() => {
    context.disable();
  });

  it('nested spans across awaits: parent/child, log events on the active span', async () => {
    const t = createOpenTelemetryTracer(otel);
    const out = await t.span('outer', async () => {
      t.log('debug', 'outer-start');
      await new Promise((r) => setTimeout(r, 1));
      const inner = await t.span('inner', async () => {
        await Promise.resolve();
        t.log('warn', 'in-inner', { n: 1, obj: { z: true } });
        return 7;
      });
      t.log('info', 'outer-end');
      return inner + 1;
    });
    expect(out).toBe(8);
    const outer = byName('outer');
    const inner = byName('inner');
    expect(parentOf(inner)).toBe(idOf(outer));
    expect(inner.spanContext().traceId).toBe(outer.spanContext().traceId);
    expect(outer.events.map((e) => e.name)).toEqual(['outer-start', 'outer-end']);
    expect(inner.events.map((e) => [e.name, e.attributes])).toEqual([['in-inner', { 'log.level': 'warn', n: 1, obj: '{"z":true}' }]]);
    expect(inner.attributes.output).toBe(7);
    expect(outer.attributes.output).toBe(8);
  });

  it('concurrent spans keep their own parents', async () => {
    const t = createOpenTelemetryTracer(otel);
    await Promise.all(
      [0, 1, 2, 3].map((i) =>
        t.span(`p${i}`, async () => {
          await new Promise((r) => setTimeout(r, 4 - i));
          await t.span(`c${i}`, async () => i);
        }),
      ),
    );
    for (const i of [0, 1, 2, 3]) expect(parentOf(byName(`c${i}`))).toBe(idOf(byName(`p${i}`)));
  });

  it('spans started inside an application span become its children; the option is only a fallback', async () => {
    const other = otel.startSpan('fallback');
    const t = createOpenTelemetryTracer(otel, { parentContext: trace.setSpan(ROOT_CONTEXT, other) });
    await otel.startActiveSpan('app', async (app) => {
      await t.span('tool-work', () => 1);
      app.end();
    });
    other.end();
    expect(parentOf(byName('tool-work'))).toBe(idOf(byName('app')));
  });

  it('toolCallSpan: reference-like name and attributes; observe spans nest under it; errors are recorded', async () => {
    const t = createOpenTelemetryTracer(otel);
    const r = await t.toolCallSpan({ toolCallId: 'call-1', toolName: 'weather', description: 'Get the weather', args: { location: 'P' } }, async () => {
      t.log('info', 'fetching');
      return t.span('fetch', async () => ({ temp: 21 }), { city: 'P' });
    });
    expect(r).toEqual({ temp: 21 });
    const call = byName("tool: 'weather'");
    expect(call.attributes).toEqual({
      toolCallId: 'call-1',
      toolName: 'weather',
      toolType: 'tool',
      toolDescription: 'Get the weather',
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'weather',
      'gen_ai.tool.call.id': 'call-1',
      input: '{"location":"P"}',
      output: '{"temp":21}',
    });
    expect(call.events.map((e) => e.name)).toEqual(['fetching']);
    expect(parentOf(byName('fetch'))).toBe(idOf(call));

    exporter.reset();
    const t2 = createOpenTelemetryTracer(otel, { recordInput: false });
    await expect(
      t2.toolCallSpan({ toolCallId: 'c2', toolName: 'x', args: { a: 1 } }, async () => {
        throw new Error('tool failed');
      }),
    ).rejects.toThrow('tool failed');
    const failed = byName("tool: 'x'");
    expect(failed.status).toEqual({ code: SpanStatusCode.ERROR, message: 'tool failed' });
    expect(failed.attributes.input).toBeUndefined();
    expect(failed.ended).toBe(true);
  });

  it('the runtime call info (4th argument) is added to spans and log events; given attributes win; can be turned off', async () => {
    const call = { runId: 'run-1', toolCallId: 'call-9', toolName: 'weather' };
    const t = createOpenTelemetryTracer(otel);
    await t.span('with-call', () => t.log('info', 'inside', { a: 1 }, call), { toolName: 'mine', k: 1 }, call);
    const s = byName('with-call');
    expect(s.attributes).toEqual({ toolCallId: 'call-9', toolName: 'mine', runId: 'run-1', k: 1 });
    expect(s.events[0]?.attributes).toEqual({ 'log.level': 'info', toolCallId: 'call-9', toolName: 'weather', runId: 'run-1', a: 1 });
    const off = createOpenTelemetryTracer(otel, { recordCallInfo: false });
    await off.span('no-call', () => off.log('info', 'x', undefined, call), undefined, call);
    expect(byName('no-call').attributes).toEqual({});
    expect(byName('no-call').events[0]?.attributes).toEqual({ 'log.level': 'info' });
  });

  it('runToolCall with the OTel tracer: execute runs in the tool-call span, ctx.observe.span/log inside it produce child spans and events', async () => {
    const tracer = createOpenTelemetryTracer(otel);
    const tool = createTool({
      id: 'weather-tool',
      description: 'Get the weather',
      inputSchema: z.object({ location: z.string() }),
      execute: async ({ location }, ctx) => {
        ctx.observe.log('info', 'start', { location });
        const temp = await ctx.observe.span(
          'fetch-forecast',
          async () => {
            ctx.observe.log('debug', 'http', { status: 200 });
            return await ctx.observe.span('parse', () => 21);
          },
          { provider: 'met' },
        );
        await expect(ctx.observe.span('fails', () => Promise.reject(new Error('cache miss')))).rejects.toThrow('cache miss');
        return { temp, location };
      },
    });
    const call = { toolCallId: 'call-1', toolName: 'weather', args: { location: 'P' } };
    const record = await runToolCall({ weather: tool }, call, { tracer, run: { runId: 'run-1' }, logger: { warn() {}, error() {} } });
    expect(record.status).toBe('completed');
    expect(record.result).toEqual({ temp: 21, location: 'P' });

    const root = byName("tool: 'weather'");
    const fetch = byName('fetch-forecast');
    const parse = byName('parse');
    const fails = byName('fails');
    expect(parentOf(fetch)).toBe(idOf(root));
    expect(parentOf(fails)).toBe(idOf(root));
    expect(parentOf(parse)).toBe(idOf(fetch));
    expect(fetch.attributes).toEqual({ toolCallId: 'call-1', toolName: 'weather', runId: 'run-1', provider: 'met', output: 21 });
    expect(parse.attributes.output).toBe(21);
    expect(fails.status).toEqual({ code: SpanStatusCode.ERROR, message: 'cache miss' });
    expect(spans().filter((x) => x.name === "tool: 'weather'")).toHaveLength(1);
    expect(root.attributes).toMatchObject({ toolCallId: 'call-1', toolName: 'weather', toolDescription: 'Get the weather' });
    expect(root.attributes.output).toBe(JSON.stringify({ temp: 21, location: 'P' }));
    expect(root.events.map((e) => [e.name, e.attributes?.['log.level'], e.attributes?.location])).toEqual([['start', 'info', 'P']]);
    expect(fetch.events.map((e) => [e.name, e.attributes?.status])).toEqual([['http', 200]]);
    expect(spans().every((x) => x.ended)).toBe(true);
  });

  it('a tracer without toolCallSpan: observe spans are roots carrying the call info', async () => {
    const { span, log } = createOpenTelemetryTracer(otel, { recordOutput: false });
    const tracer = { span, log };
    const tool = createTool({
      id: 't',
      description: 'd',
      inputSchema: z.object({}),
      execute: async (_i, ctx) => ctx.observe.span('work', () => 'ok'),
    });
    const record = await runToolCall({ t: tool }, { toolCallId: 'c-7', toolName: 't', args: {} }, { tracer, run: { runId: 'r-7' } });
    expect(record.result).toBe('ok');
    const work = byName('work');
    expect(work.parentSpanContext).toBeUndefined();
    expect(work.attributes).toEqual({ toolCallId: 'c-7', toolName: 't', runId: 'r-7' });
  });

  it('minLogLevel drops lower levels', async () => {
    const t = createOpenTelemetryTracer(otel, { minLogLevel: 'warn' });
    await t.span('lv', () => {
      for (const l of ['debug', 'info', 'warn', 'error', 'fatal'] as const) t.log(l, l);
    });
    expect(byName('lv').events.map((e) => e.name)).toEqual(['warn', 'error', 'fatal']);
  });
});
