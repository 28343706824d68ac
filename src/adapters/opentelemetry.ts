// OpenTelemetry adapter for toolwright's `observe` / tracer interface, built on `@opentelemetry/api`
// (an optional peer dependency). Spans are started on the tracer you pass, as children of the
// active span; nesting across `await` needs a registered context manager, as with every
// OpenTelemetry instrumentation (for example `AsyncLocalStorageContextManager` from
// `@opentelemetry/context-async-hooks`, which the Node SDK registers for you).
import type { Attributes, AttributeValue, Context, Span, Tracer as OtelTracer } from '@opentelemetry/api';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Tracer } from '../runtime';
import type { ObserveLogLevel, ToolCallSpanInfo, TracerCallInfo } from '../wire';

export type { ToolCallSpanInfo };

export type { ObserveLogLevel, TracerCallInfo };

const LEVEL_RANK: Record<ObserveLogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, fatal: 4 };

/** What a tool call span is told about the call. */

/** Options of {@link createOpenTelemetryTracer}. */
export interface OpenTelemetryTracerOptions {
  /**
   * The parent for spans started while no span is active: a context or a function returning one.
   * Defaults to the active context at each call.
   */
  parentContext?: Context | (() => Context) | undefined;
  /** Record the value a span resolves to as the attribute `outputAttribute` (default `true`). */
  recordOutput?: boolean | undefined;
  /** The attribute that receives the result (default `'output'`). */
  outputAttribute?: string | undefined;
  /** Record a tool call's args as the attribute `input` on the tool call span (default `true`). */
  recordInput?: boolean | undefined;
  /** Non-primitive attribute values are JSON-encoded and cut to this length (default `4096`). */
  maxAttributeLength?: number | undefined;
  /** Logs below this level are dropped (default `'debug'`: everything is recorded). */
  minLogLevel?: ObserveLogLevel | undefined;
  /**
   * Add the runtime's call info (`toolCallId`, `toolName`, `runId`) to observe spans and log
   * events when the runtime passes it (default `true`). Given attributes win on a clash.
   */
  recordCallInfo?: boolean | undefined;
}

/**
 * The tracer toolwright's runtime accepts (`runToolCall(tools, call, { tracer })`), backed by
 * OpenTelemetry. It also works on its own: `span`/`log` without `call`, and `toolCallSpan`.
 */
export interface OpenTelemetryToolTracer extends Tracer {
  /** Runs `fn` inside an active child span with `attributes`; records its result or error. */
  span<T>(name: string, fn: () => Promise<T> | T, attributes?: Record<string, unknown>, call?: TracerCallInfo): Promise<T>;
  /** Adds an event named `message` on the active span, with `log.level` and `data` as attributes. */
  log(level: ObserveLogLevel, message: string, data?: Record<string, unknown>, call?: TracerCallInfo): void;
  /**
   * Runs `fn` inside a span named like Mastra 1.71's tool-call span (`tool: '<toolName>'`),
   * with `toolCallId`, `toolName` and the `gen_ai.tool.*` attributes. `runToolCall` calls it
   * around each execution when this tracer is passed as `tracer`, so the tool's `observe`
   * spans become its children.
   */
  toolCallSpan<T>(info: ToolCallSpanInfo, fn: () => Promise<T> | T): Promise<T>;
}

/**
 * Creates toolwright's tracer on an OpenTelemetry `Tracer`:
 * `createOpenTelemetryTracer(trace.getTracer('my-app'))`.
 */
export function createOpenTelemetryTracer(tracer: OtelTracer, options: OpenTelemetryTracerOptions = {}): OpenTelemetryToolTracer {
  const recordOutput = options.recordOutput ?? true;
  const recordInput = options.recordInput ?? true;
  const outputAttribute = options.outputAttribute ?? 'output';
  const maxLength = options.maxAttributeLength ?? 4096;
  const minRank = LEVEL_RANK[options.minLogLevel ?? 'debug'] ?? 0;
  const recordCallInfo = options.recordCallInfo ?? true;
  const withCall = (values: Record<string, unknown> | undefined, call: TracerCallInfo | undefined) =>
    recordCallInfo && call ? { toolCallId: call.toolCallId, toolName: call.toolName, runId: call.runId, ...values } : values;

  const parentContext = (): Context => {
    const active = context.active();
    if (trace.getSpan(active) !== undefined || options.parentContext === undefined) return active;
    return typeof options.parentContext === 'function' ? options.parentContext() : options.parentContext;
  };

  async function inSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T> | T): Promise<T> {
    const parent = parentContext();
    const span = tracer.startSpan(name, { attributes }, parent);
    const ctx = trace.setSpan(parent, span);
    try {
      const result = await context.with(ctx, fn);
      if (recordOutput && result !== undefined) setAttribute(span, outputAttribute, result, maxLength);
      return result;
    } catch (error) {
      recordError(span, error);
      throw error;
    } finally {
      span.end();
    }
  }

  return {
    span(name, fn, attributes, call) {
      return inSpan(name, toAttributes(withCall(attributes, call), maxLength), fn);
    },
    log(level, message, data, call) {
      if ((LEVEL_RANK[level] ?? 0) < minRank) return;
      const span = trace.getSpan(parentContext());
      if (span === undefined || !span.isRecording()) return;
      span.addEvent(message, { 'log.level': level, ...toAttributes(withCall(data, call), maxLength) });
    },
    toolCallSpan(info, fn) {
      const attributes: Record<string, unknown> = {
        toolCallId: info.toolCallId,
        toolName: info.toolName,
        toolType: 'tool',
        toolDescription: info.description,
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.name': info.toolName,
        'gen_ai.tool.call.id': info.toolCallId,
      };
      if (recordInput && info.args !== undefined) attributes.input = info.args;
      return inSpan(`tool: '${info.toolName}'`, toAttributes(attributes, maxLength), fn);
    },
  };
}

function recordError(span: Span, error: unknown): void {
  const err = error instanceof Error ? error : new Error(String(error));
  span.recordException(err);
  span.setStatus({ code: SpanStatusCode.ERROR, message: err.message });
}

function setAttribute(span: Span, key: string, value: unknown, maxLength: number): void {
  const converted = toAttributeValue(value, maxLength);
  if (converted !== undefined) span.setAttribute(key, converted);
}

/** Converts a record of arbitrary values to OpenTelemetry attributes (null/undefined dropped). */
function toAttributes(values: Record<string, unknown> | undefined, maxLength: number): Attributes {
  const out: Attributes = {};
  if (values == null) return out;
  for (const [key, value] of Object.entries(values)) {
    const converted = toAttributeValue(value, maxLength);
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}

function toAttributeValue(value: unknown, maxLength: number): AttributeValue | undefined {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return value;
    case 'bigint':
      return value.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    default:
      break;
  }
  if (value === null) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (Array.isArray(value) && value.length > 0) {
    const kind = typeof value[0];
    if ((kind === 'string' || kind === 'number' || kind === 'boolean') && value.every((v) => typeof v === kind)) {
      return value as AttributeValue;
    }
  }
  const json = safeStringify(value);
  return json.length > maxLength ? json.slice(0, maxLength) : json;
}

function safeStringify(value: unknown): string {
  const seen = new WeakSet<object>();
  try {
    return (
      JSON.stringify(value, (_key, v: unknown) => {
        if (typeof v === 'bigint') return v.toString();
        if (v instanceof Error) return { name: v.name, message: v.message };
        if (typeof v === 'object' && v !== null) {
          if (seen.has(v)) return '[Circular]';
          seen.add(v);
        }
        return v;
      }) ?? String(value)
    );
  } catch {
    return String(value);
  }
}
