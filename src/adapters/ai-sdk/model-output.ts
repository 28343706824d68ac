/**
 * `toModelOutput` in the AI SDK's shape: the tool's one-argument `toModelOutput` applied and
 * normalised as the runtime does, the default output otherwise, and a suspended call described.
 * @module
 */
import type { PendingToolCall } from '../../runtime';
import { boundModelOutput, resolveModelOutput } from '../../wire';
import { toProviderToolResultOutput } from './provider-output';
import type { AISDKSuspendedToolResult, AISDKToolSource } from './types';

/** The text a suspended call's tool result carries for the model. */
export function suspendedMessage(toolName: string): string {
  return `Tool "${toolName}" is suspended and waits to be resumed.`;
}

/** The tool result of a call that suspended. */
export function suspendedResult(toolName: string, suspendPayload: unknown, pending: PendingToolCall): AISDKSuspendedToolResult {
  return { status: 'suspended', message: suspendedMessage(toolName), suspendPayload, pending };
}

/**
 * Whether a tool result is the one a suspended call returns (also after a JSON round trip, as
 * when UI messages are converted back to model messages).
 */
export function isSuspendedToolResult(value: unknown): value is AISDKSuspendedToolResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const pending = v['pending'] as Record<string, unknown> | undefined;
  return (
    v['status'] === 'suspended' &&
    typeof v['message'] === 'string' &&
    typeof pending === 'object' &&
    pending !== null &&
    pending['version'] === 1 &&
    pending['kind'] === 'suspension'
  );
}

/** AI SDK 6 calls `toModelOutput({toolCallId, input, output})`; AI SDK 5 calls it with the output alone. */
function readOptions(options: unknown): { toolCallId: string | undefined; output: unknown } {
  if (typeof options === 'object' && options !== null) {
    const keys = Object.keys(options);
    if (keys.length === 3 && 'toolCallId' in options && 'input' in options && 'output' in options) {
      const o = options as { toolCallId: unknown; output: unknown };
      return { toolCallId: typeof o.toolCallId === 'string' ? o.toolCallId : undefined, output: o.output };
    }
  }
  return { toolCallId: undefined, output: options };
}

async function modelOutput(tool: AISDKToolSource, output: unknown, spec: 'v4' | undefined, limit: number | undefined): Promise<unknown> {
  let value: unknown;
  if (isSuspendedToolResult(output)) {
    value = { type: 'json', value: { status: output.status, message: output.message, suspendPayload: output.suspendPayload ?? null } };
  } else {
    value = (await resolveModelOutput(tool, output)).modelOutput;
  }
  // The AI SDK asks the tool for its model output itself, so the limit is applied here.
  if (limit !== undefined) value = boundModelOutput(value, limit).modelOutput;
  // AI SDK 7 reads content parts as `file` parts with tagged data; 5 and 6 take the parts as they are.
  return spec ? toProviderToolResultOutput(value, spec) : value;
}

/** How many recent calls a tool remembers the model output of. */
const REMEMBERED_CALLS = 64;

/**
 * The AI SDK `toModelOutput` of a tool, within `limit` characters when one is given. The AI SDK may ask more than once for one result (a
 * streamed step asks for its response messages and for the step result); the tool's own
 * `toModelOutput` runs once per call, as in the reference's agent, and the answer is reused
 * while the call and its output are the same.
 */
export function modelOutputOf(tool: AISDKToolSource, spec?: 'v4', limit?: number): (options: unknown) => Promise<any> {
  const recent = new Map<string, { output: unknown; value: Promise<unknown> }>();
  return (options) => {
    const { toolCallId, output } = readOptions(options);
    if (toolCallId === undefined) return modelOutput(tool, output, spec, limit);
    const known = recent.get(toolCallId);
    if (known && Object.is(known.output, output)) return known.value;
    const value = modelOutput(tool, output, spec, limit);
    recent.set(toolCallId, { output, value });
    if (recent.size > REMEMBERED_CALLS) recent.delete(recent.keys().next().value!);
    return value;
  };
}
