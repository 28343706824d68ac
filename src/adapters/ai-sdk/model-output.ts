/**
 * `toModelOutput` in the AI SDK's shape: the tool's one-argument `toModelOutput` applied and
 * normalised as the runtime does, the default output otherwise, and a suspended call described.
 * @module
 */
import { resolveModelOutput } from '../../runtime/model-output';
import type { PendingToolCall } from '../../runtime';
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
function outputOf(options: unknown): unknown {
  if (typeof options === 'object' && options !== null) {
    const keys = Object.keys(options);
    if (keys.length === 3 && 'toolCallId' in options && 'input' in options && 'output' in options) return (options as { output: unknown }).output;
  }
  return options;
}

/** The AI SDK `toModelOutput` of a tool. */
export function modelOutputOf(tool: AISDKToolSource): (options: unknown) => Promise<any> {
  return async (options) => {
    const output = outputOf(options);
    if (isSuspendedToolResult(output)) {
      return { type: 'json', value: { status: output.status, message: output.message, suspendPayload: output.suspendPayload ?? null } };
    }
    return (await resolveModelOutput(tool, output)).modelOutput;
  };
}
