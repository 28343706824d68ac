// The tool's lifecycle hooks, called as Mastra 1.71's agent calls them.
import type { CallState } from './call-state';
import type { RuntimeTool } from './types';

/** The hooks a tool may define, in the order a call fires them. */
export const TOOL_HOOK_NAMES = ['onInputStart', 'onInputDelta', 'onInputAvailable', 'onOutput'] as const;

/** The name of a tool hook. */
export type ToolHookName = (typeof TOOL_HOOK_NAMES)[number];

/** Awaits `tool[name](payload)` when the tool defines it; a throw is logged and never fails the call. */
export function callToolHook(state: CallState, name: ToolHookName, tool: RuntimeTool | undefined, payload: Record<string, unknown>): Promise<void> | undefined {
  if (!tool || !(name in tool)) return undefined;
  return runHook(state, name, tool, payload);
}

async function runHook(state: CallState, name: ToolHookName, tool: RuntimeTool, payload: Record<string, unknown>): Promise<void> {
  try {
    await tool[name]?.(payload);
  } catch (error) {
    state.logger.error(`Error calling ${name}`, error);
  }
}
