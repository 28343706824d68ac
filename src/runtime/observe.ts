// `ctx.observe` for tools run by the runtime: always present; the no-op one by default, or
// backed by a {@link Tracer} you implement (OpenTelemetry, a test recorder, …).
import { noopObserve } from '../tool/observe';
import type { ToolObserve } from '../tool/types';

/** Log levels of `observe.log`. */
export type ObserveLogLevel = 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** The call a span or log belongs to. */
export interface TracerCallInfo {
  runId: string;
  toolCallId: string;
  toolName: string;
}

/**
 * What you implement to plug real tracing into `ctx.observe`.
 * `span` must run `fn` inside a child span carrying `attributes`, end it with the result, or
 * record the error, end it and rethrow. `log` writes a span-correlated log entry.
 */
export interface Tracer {
  span<T>(name: string, fn: () => Promise<T> | T, attributes: Record<string, unknown> | undefined, call: TracerCallInfo): Promise<T> | T;
  log(level: ObserveLogLevel, message: string, data: Record<string, unknown> | undefined, call: TracerCallInfo): void;
  /**
   * Optional: runs one execution of the tool inside a span of its own (Mastra 1.71's tool-call
   * span), so the spans `execute` opens through `ctx.observe` become its children.
   */
  toolCallSpan?<T>(info: ToolCallSpanInfo, fn: () => Promise<T> | T): Promise<T> | T;
}

/** What {@link Tracer.toolCallSpan} is told about the execution it wraps. */
export interface ToolCallSpanInfo {
  toolCallId: string;
  toolName: string;
  /** The tool's description, when it has one. */
  description?: string | undefined;
  /** The arguments execute receives. */
  args?: unknown;
}

/**
 * The `observe` a tool receives for one call: `span` is always async (a synchronous throw in
 * `fn` or in the tracer becomes a rejection); `log` never throws into the tool.
 */
export function createObserve(tracer: Tracer | undefined, call: TracerCallInfo): ToolObserve {
  if (!tracer) return noopObserve;
  return {
    async span<T>(name: string, fn: () => Promise<T> | T, attributes?: Record<string, unknown>): Promise<T> {
      return await tracer.span(name, fn, attributes, call);
    },
    log(level: ObserveLogLevel, message: string, data?: Record<string, unknown>): void {
      try {
        tracer.log(level, message, data, call);
      } catch {
        // A broken tracer must not fail the tool.
      }
    },
  };
}

export { noopObserve };
