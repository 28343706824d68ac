/**
 * `toolwright/opentelemetry`: toolwright's tracer on `@opentelemetry/api` (an optional peer
 * dependency). Pass it to the runtime to record tool calls and `ctx.observe` spans and logs.
 * @module
 */
export { createOpenTelemetryTracer } from './adapters/opentelemetry';
export type {
  ObserveLogLevel,
  OpenTelemetryToolTracer,
  OpenTelemetryTracerOptions,
  ToolCallSpanInfo,
  TracerCallInfo,
} from './adapters/opentelemetry';
