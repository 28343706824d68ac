// The tool's lifecycle hooks, called as Mastra 1.71's agent calls them.
import type { CallState } from './call-state';
import type { RuntimeTool } from './types';

/** The hooks a tool may define, in the order a call fires them. */
export const TOOL_HOOK_NAMES = ['onInputStart', 'onInputDelta', 'onInputAvailable', 'onOutput'] as const;

/** The name of a tool hook. */
export type ToolHookName = (typeof TOOL_HOOK_NAMES)[number];

/**
 * The hook `name` of `tool`, when it defines one and the host's peer does not fire it itself. A
 * member that is there but empty (createTool's tools carry every hook key) calls nothing, as the
 * reference's optional call does.
 */
export function toolHook(state: CallState, tool: RuntimeTool | undefined, name: ToolHookName): ((payload: unknown) => unknown) | undefined {
  if (!tool || !(name in tool)) return undefined;
  if (name !== 'onOutput' && state.host.firesInputHooks) return undefined;
  const hook = tool[name] as unknown;
  return hook === undefined || hook === null ? undefined : (hook as (payload: unknown) => unknown);
}

/** Awaits `tool[name](payload)` when the tool defines it; a throw is logged and never fails the call. */
export async function callToolHook(state: CallState, name: ToolHookName, tool: RuntimeTool | undefined, payload: Record<string, unknown>): Promise<void> {
  const hook = toolHook(state, tool, name);
  if (hook) await runToolHook(state, name, tool!, hook, payload);
}

/** Awaits `hook` (found by {@link toolHook}) with `payload`; a throw is logged. */
export async function runToolHook(
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

/**
 * `onOutput` with the call's result, when the tool defines it;
 * `abortSignal` is the one the run had: the call's, or a background attempt's.
 */
export async function callOutputHook(state: CallState, tool: RuntimeTool, output: unknown, abortSignal: AbortSignal | undefined): Promise<void> {
  const hook = toolHook(state, tool, 'onOutput');
  if (hook) await runToolHook(state, 'onOutput', tool, hook, { toolCallId: state.call.toolCallId, toolName: state.toolName, output, abortSignal });
}
