/**
 * `toAISDKToolApproval`: AI SDK 7's call-level `toolApproval` setting, built from the tools'
 * `requireApproval` and the agent-wide `requireToolApproval`, decided as the engine decides.
 * @module
 */
import type { RuntimeTool } from '../../runtime';
import { consoleLogger, toolMayNeedApproval } from '../../wire';
import { callNeedsApproval } from './needs-approval';
import { resolveRequestContext } from './request-context';
import type { AISDKToolSource, ToAISDKToolOptions } from './types';

/** What AI SDK 7 accepts per tool in `toolApproval`: `'user-approval'` asks, `'not-applicable'` runs. */
export type AISDKToolApprovalStatus = 'user-approval' | 'not-applicable';

/** The per-tool function of a `toolApproval` setting, in AI SDK 7's shape. */
export type AISDKToolApprovalFunction = (
  input: unknown,
  options: { toolCallId: string; messages: unknown[]; toolContext?: unknown; runtimeContext?: unknown },
) => Promise<AISDKToolApprovalStatus>;

/** A `toolApproval` setting for the tools of `T`, keyed by the names the model calls. */
export type AISDKToolApprovalOf<T> = { [K in keyof T]?: AISDKToolApprovalStatus | AISDKToolApprovalFunction };

/**
 * The `toolApproval` setting of AI SDK 7's `generateText`/`streamText` for `tools` (the record
 * given to `toAISDKTools`, with the same options). A tool that can require approval gets a
 * function, asked per call by the engine's rule (`toolCallNeedsApproval` from
 * `toolwright/runtime`): the policies (a `requireApproval` function gets
 * `(args, { args, requestContext, workspace })`, the request context being the options' merged
 * with the call's `toolContext`), then the arguments and the request context checked, so args the
 * tool refuses are never shown for approval (execute answers with the ValidationError). It fails
 * closed: a throw, or anything but a clear "no", asks the user. Entries never approve on their own.
 *
 * @example
 * ```ts
 * await generateText({ model, tools: toAISDKTools(tools), toolApproval: toAISDKToolApproval(tools), prompt });
 * ```
 */
export function toAISDKToolApproval<T extends Record<string, AISDKToolSource>>(tools: T, options: ToAISDKToolOptions = {}): AISDKToolApprovalOf<T> {
  if (typeof tools !== 'object' || tools === null || Array.isArray(tools)) {
    throw new TypeError('toAISDKToolApproval: expected the record of tools given to toAISDKTools');
  }
  const logger = options.logger ?? consoleLogger;
  const out: Record<string, AISDKToolApprovalFunction> = {};
  for (const key of Object.keys(tools)) {
    const tool = tools[key]!;
    if (!toolMayNeedApproval(tool as RuntimeTool, options.requireToolApproval)) continue;
    out[key] = async (input, call) => {
      const required = await callNeedsApproval(tool, key, input, resolveRequestContext(options.requestContext, call?.toolContext, key), options, logger);
      return required === false ? 'not-applicable' : 'user-approval';
    };
  }
  return out as AISDKToolApprovalOf<T>;
}
