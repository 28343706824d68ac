/**
 * `toAISDKToolApproval`: AI SDK 7's call-level `toolApproval` setting, built from the tools'
 * `requireApproval` and the agent-wide `requireToolApproval`, decided as the reference decides.
 * @module
 */
import { consoleLogger } from '../../runtime';
import { getNeedsApprovalFn, requiresApproval, staticRequireApproval } from '../../runtime/approval/approval';
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

/** `args` without `resumeData`, as the reference strips it before asking. */
function withoutResumeData(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const { resumeData: _resumeData, ...rest } = input as Record<string, unknown>;
  return rest;
}

/**
 * The `toolApproval` setting of AI SDK 7's `generateText`/`streamText` for `tools` (the record
 * given to `toAISDKTools`, with the same options). A tool that can require approval gets an
 * entry; a function verdict is asked per call with `(args, { args, requestContext, workspace })`,
 * the request context being the options' merged with the call's `toolContext`. It fails closed:
 * a throwing function, or anything but a clear "no", asks the user. Entries never approve on
 * their own.
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
  const global = options.requireToolApproval;
  const logger = options.logger ?? consoleLogger;
  const out: Record<string, AISDKToolApprovalStatus | AISDKToolApprovalFunction> = {};
  for (const key of Object.keys(tools)) {
    const tool = tools[key]!;
    if (!getNeedsApprovalFn(tool) && typeof global !== 'function') {
      if (global || staticRequireApproval(tool)) out[key] = 'user-approval';
      continue;
    }
    out[key] = async (input, call) => {
      let required: boolean;
      try {
        required = await requiresApproval({
          tool,
          args: withoutResumeData(input),
          toolName: key,
          requestContext: resolveRequestContext(options.requestContext, call?.toolContext),
          workspace: options.workspace,
          globalPolicy: global,
          logger,
        });
      } catch (error) {
        logger.error(`Error evaluating approval for tool ${key}:`, error);
        required = true;
      }
      return required === false ? 'not-applicable' : 'user-approval';
    };
  }
  return out as AISDKToolApprovalOf<T>;
}
