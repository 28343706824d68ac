/**
 * The tool's three input hooks as AI SDK callbacks: called with the reference's argument shape,
 * a throw logged and swallowed as the reference's agent does.
 * @module
 */
import type { RuntimeLogger } from '../../runtime';
import type { AISDKToolSource } from './types';

type HookOptions = { toolCallId: string; messages: unknown[]; abortSignal?: AbortSignal | undefined };

/** The AI SDK `onInputStart` / `onInputDelta` / `onInputAvailable` of a tool that has them. */
export interface AISDKInputHooks {
  onInputStart?: (options: HookOptions) => Promise<void>;
  onInputDelta?: (options: HookOptions & { inputTextDelta: string }) => Promise<void>;
  onInputAvailable?: (options: HookOptions & { input: unknown }) => Promise<void>;
}

async function callHook(logger: RuntimeLogger, name: string, hook: (payload: unknown) => unknown, payload: unknown): Promise<void> {
  try {
    await hook(payload);
  } catch (error) {
    logger.error(`Error calling ${name}`, error);
  }
}

/**
 * Wraps the hooks the tool defines. Each receives what the reference's agent passes, keys in
 * its order: `{toolCallId, messages, abortSignal}`, `{inputTextDelta, toolCallId, messages,
 * abortSignal}` (non-empty deltas only) and `{toolCallId, input, messages, abortSignal}` with the
 * parsed input before validation.
 */
export function inputHooks(tool: AISDKToolSource, logger: () => RuntimeLogger): AISDKInputHooks {
  const hooks: AISDKInputHooks = {};
  const { onInputStart, onInputDelta, onInputAvailable } = tool;
  if (typeof onInputStart === 'function') {
    hooks.onInputStart = ({ toolCallId, messages, abortSignal }) =>
      callHook(logger(), 'onInputStart', (p) => onInputStart.call(tool, p), { toolCallId, messages, abortSignal });
  }
  if (typeof onInputDelta === 'function') {
    hooks.onInputDelta = async ({ inputTextDelta, toolCallId, messages, abortSignal }) => {
      if (!inputTextDelta) return;
      await callHook(logger(), 'onInputDelta', (p) => onInputDelta.call(tool, p), { inputTextDelta, toolCallId, messages, abortSignal });
    };
  }
  if (typeof onInputAvailable === 'function') {
    hooks.onInputAvailable = ({ toolCallId, input, messages, abortSignal }) =>
      callHook(logger(), 'onInputAvailable', (p) => onInputAvailable.call(tool, p), { toolCallId, input, messages, abortSignal });
  }
  return hooks;
}
