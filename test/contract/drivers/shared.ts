// What the drivers share: reading a model output as the text the model reads, and a record's
// outcome in the contract's terms.
import { isValidationError } from '../../../src/tools';
import type { RuntimeChunk, ToolCallRecord } from '../../../src/runtime';
import type { Outcome } from '../scenarios';
import type { Probe } from '../tools';

/** A logger that keeps the test output quiet (the engine logs refusals and policy errors). */
export const quiet = { warn: () => undefined, error: () => undefined };

/**
 * Runtime options for a wire's `runtime`: quiet, the scenario's `modelOutputLimit`, and an
 * `onChunk` that keeps the result of the call's `tool-result` chunk, the application's view of it.
 */
export function runtimeOptionsOf(scenario: { modelOutputLimit?: number }): {
  options: { logger: typeof quiet; modelOutputLimit: number | undefined; onChunk: (chunk: RuntimeChunk) => void };
  appResult: () => unknown;
} {
  let result: unknown;
  const onChunk = (chunk: RuntimeChunk) => {
    if (chunk.type === 'tool-result') result = (chunk.payload as { result: unknown }).result;
  };
  return { options: { logger: quiet, modelOutputLimit: scenario.modelOutputLimit, onChunk }, appResult: () => result };
}

/** A fresh probe. */
export function newProbe(): Probe {
  return { runs: {}, keys: [] };
}

/** The key a ticket shows (an object, or its JSON text). */
export function ticketKey(ticket: { idempotencyKey?: string | undefined } | string): unknown {
  return (typeof ticket === 'string' ? (JSON.parse(ticket) as { idempotencyKey?: string }) : ticket).idempotencyKey;
}

/** How many execute bodies started, all tools together. */
export function executeRuns(probe: Probe): number {
  return Object.values(probe.runs).reduce((sum, n) => sum + n, 0);
}

/** The text of a model output (the runtime's or the AI SDK's tool-result `output`). */
export function textOfModelOutput(output: unknown): string {
  if (typeof output !== 'object' || output === null) return String(output);
  const o = output as { type?: unknown; value?: unknown; reason?: unknown };
  switch (o.type) {
    case 'text':
    case 'error-text':
      return String(o.value);
    case 'json':
    case 'error-json':
      return JSON.stringify(o.value);
    case 'execution-denied':
      return typeof o.reason === 'string' ? o.reason : '';
    case 'content':
      return (o.value as Array<{ type: string; text?: string }>).map((part) => part.text ?? '').join('');
    default:
      return JSON.stringify(output);
  }
}

/**
 * What a runtime record tells: its model output; for a call that failed without one (a throwing
 * toModelOutput fails the run, as in the reference agent, and nothing goes to the model), the
 * error's name and message the application reads.
 */
export function toldOfRecord(record: ToolCallRecord): string {
  if (record.modelOutput === undefined && record.status === 'failed' && record.error) return `${record.error.name}: ${record.error.message}`;
  return textOfModelOutput(record.modelOutput);
}

/**
 * The outcome a model output tells: a denial is a decline; an error output, or the ValidationError
 * a refused call returns (`error: true`, as the reference agent hands it to the model), an error.
 */
export function outcomeOfModelOutput(output: unknown): Outcome {
  const o = (output ?? {}) as { type?: unknown; value?: unknown };
  if (o.type === 'execution-denied') return 'declined';
  if (o.type === 'error-text' || o.type === 'error-json') return 'error';
  if (o.type === 'json' && isValidationError(o.value)) return 'error';
  return 'result';
}

/** The outcome of a runtime record: declined, failed or refused (a ValidationError result), or a result. */
export function outcomeOfRecord(record: ToolCallRecord): Outcome {
  if (record.status === 'declined') return 'declined';
  if (record.status === 'failed') return 'error';
  if (record.status === 'completed' && isValidationError(record.result)) return 'error';
  if (record.status === 'completed') return 'result';
  throw new Error(`the call ended ${record.status}, not answered`);
}

/** The call's arguments as the driver's wire carries them: the parsed value, or the raw text. */
export function argsTextOf(scenario: { args?: unknown; argsText?: string }): string {
  return scenario.argsText ?? JSON.stringify(scenario.args);
}
