/**
 * The tool's approval setting as the AI SDK's `needsApproval`, decided as the engine decides it.
 * @module
 */
import { type RuntimeLogger, type RuntimeTool, toolCallNeedsApproval } from '../../runtime';
import { toolMayNeedApproval } from '../../wire';
import type { RequestContext } from '../../request-context';
import { resolveRequestContext } from './request-context';
import type { AISDKToolSource, ToAISDKToolOptions } from './types';

type NeedsApproval = (
  input: unknown,
  options: { toolCallId: string; messages: unknown[]; experimental_context?: unknown; context?: unknown },
) => Promise<boolean>;

/**
 * Whether the call of `tool` under `key` with `input` must be approved, by the engine's rule
 * (`toolCallNeedsApproval`: the policies, then the arguments and the request context checked, so
 * args the tool refuses are not shown for approval; execute then answers with the
 * ValidationError). It fails closed: anything that goes wrong asks the user.
 */
export async function callNeedsApproval(
  tool: AISDKToolSource,
  key: string,
  input: unknown,
  requestContext: RequestContext<any>,
  options: ToAISDKToolOptions,
  logger: RuntimeLogger,
): Promise<boolean> {
  try {
    return await toolCallNeedsApproval(
      { [key]: tool as RuntimeTool },
      { toolName: key, args: input },
      {
        requestContext,
        requireToolApproval: options.requireToolApproval,
        workspace: options.workspace,
        logger,
      },
    );
  } catch (error) {
    logger.error(`Error evaluating approval for tool ${key}:`, error);
    return true;
  }
}

/**
 * `needsApproval` for the tool under `key`: absent when nothing can require approval, else a
 * function that asks the engine per call (see {@link callNeedsApproval}).
 */
export function needsApprovalOf(tool: AISDKToolSource, key: string, options: ToAISDKToolOptions, logger: () => RuntimeLogger): NeedsApproval | undefined {
  if (!toolMayNeedApproval(tool as RuntimeTool, options.requireToolApproval)) return undefined;
  const option: RequestContext<any> | undefined = options.requestContext;
  return (input, call) =>
    callNeedsApproval(
      tool,
      key,
      input,
      resolveRequestContext(option, call.context !== undefined ? call.context : call.experimental_context, key),
      options,
      logger(),
    );
}
