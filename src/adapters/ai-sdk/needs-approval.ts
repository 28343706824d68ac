/**
 * The tool's approval setting as the AI SDK's `needsApproval`, decided as the reference agent
 * decides it.
 * @module
 */
import { getNeedsApprovalFn, requiresApproval, staticRequireApproval } from '../../runtime/approval/approval';
import type { RuntimeLogger } from '../../runtime';
import type { RequestContext } from '../../request-context';
import { resolveRequestContext } from './request-context';
import type { AISDKToolSource, ToAISDKToolOptions } from './types';

type NeedsApproval =
  | boolean
  | ((input: unknown, options: { toolCallId: string; messages: unknown[]; experimental_context?: unknown; context?: unknown }) => Promise<boolean>);

/** `args` without `resumeData`, as the reference strips it before asking. */
function withoutResumeData(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const { resumeData: _resumeData, ...rest } = input as Record<string, unknown>;
  return rest;
}

/**
 * `needsApproval` for the tool under `key`: absent when nothing can require approval, the static
 * flag when no function is involved, else a function that runs the reference's verdict
 * (a tool function decides alone; a throw is logged and means "required").
 */
export function needsApprovalOf(tool: AISDKToolSource, key: string, options: ToAISDKToolOptions, logger: () => RuntimeLogger): NeedsApproval | undefined {
  const global = options.requireToolApproval;
  const fn = getNeedsApprovalFn(tool);
  if (!fn && typeof global !== 'function') {
    const flag = !!global || staticRequireApproval(tool);
    return flag ? true : undefined;
  }
  const option: RequestContext<any> | undefined = options.requestContext;
  return async (input, call) =>
    requiresApproval({
      tool,
      args: withoutResumeData(input),
      toolName: key,
      requestContext: resolveRequestContext(option, call.context !== undefined ? call.context : call.experimental_context),
      workspace: options.workspace,
      globalPolicy: global,
      logger: logger(),
    });
}
