// The tool's lifecycle hooks, called as Mastra 1.71's agent calls them.
import type { CallState } from './call-state';
import type { RuntimeTool } from './types';

/** The hooks a tool may define, in the order a call fires them. */
export const TOOL_HOOK_NAMES = ['onInputStart', 'onInputDelta', 'onInputAvailable', 'onOutput'] as const;

/** The name of a tool hook. */
export type ToolHookName = (typeof TOOL_HOOK_NAMES)[number];

/**
 * Awaits `tool[name](payload)` when the tool defines it; a throw is logged and never fails the call.
 * A hook whose member is there but empty (createTool's tools carry every hook key) calls nothing,
 * as the reference's optional call does, and costs no promise.
 */
export function callToolHook(state: CallState, name: ToolHookName, tool: RuntimeTool | undefined, payload: Record<string, unknown>): Promise<void> | undefined {
  if (!tool || !(name in tool)) return undefined;
  const hook = tool[name] as unknown;
  if (hook === undefined || hook === null) return undefined;
  return runHook(state, name, tool, hook as (payload: unknown) => unknown, payload);
}

async function runHook(
  state: CallState,
  name: ToolHookName,
  tool: RuntimeTool,
  hook: (payload: unknown) => unknown,
  payload: Record<string, unknown>,
): Promise<void> {
  try {
    await hook.call(tool, payload);
  } catch (error) {
    state.logger.error(`Error calling ${name}`, error);
  }
}
