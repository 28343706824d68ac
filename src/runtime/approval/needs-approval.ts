// "Does this call need approval?" asked without running the call, for a framework that asks its
// user itself (the AI SDK's `needsApproval`, AI SDK 7's `toolApproval`) and runs the call later.
// The answer is the engine's: the same policies, then the same checks of the arguments and the
// request context, so nobody is asked to approve a call the engine would refuse.
import { createCallState, withInput } from '../call-state';
import { isMissingToolArgs } from '../input/parse-args';
import { splitResumeData } from '../input/read-input';
import { checkCallArgs, takeRuntimeFields } from '../input/validate-args';
import type { RunToolCallOptions, RuntimeTool, RuntimeTools } from '../types';
import { approvalVerdict } from './approval-step';
import { getNeedsApprovalFn, staticRequireApproval } from './approval';

/**
 * Options of {@link toolCallNeedsApproval}: those of the `runToolCall` that will run the call.
 * The request context is checked against the tool's `requestContextSchema`, as the engine does.
 */
export type NeedsApprovalOptions = Pick<RunToolCallOptions, 'requestContext' | 'requireToolApproval' | 'workspace' | 'logger' | 'run'>;

/** The call asked about: the name the model called (default: the single tool's id) and its parsed arguments. */
export interface NeedsApprovalCall {
  readonly toolName?: string | undefined;
  readonly args: unknown;
  /** Only named in logs; no ticket is made. */
  readonly toolCallId?: string | undefined;
}

const NO_CHUNKS = (): void => undefined;

/**
 * Whether the call must be approved before it runs, decided as `runToolCall` decides it, without
 * running it: the agent-wide `requireToolApproval` and the tool's `requireApproval` (a function
 * is asked with the arguments as the model sent them; a throw is logged and means "required"),
 * then, for a call they gate, the arguments against the `inputSchema` (with the usual repairs)
 * and the request context against the `requestContextSchema`. Arguments or a request context the
 * tool refuses, missing arguments, an unknown tool or one without `execute` need no approval: the
 * call ends with its ValidationError or error and nothing runs. A validator that throws counts
 * as "required" (fail closed). Hooks, chunks and tickets are not touched.
 *
 * @example
 * ```ts
 * const ask = await toolCallNeedsApproval({ refund }, { toolName: 'refund', args: { orderId: 'A1', amountEur: 10 } });
 * ```
 */
export async function toolCallNeedsApproval(tools: RuntimeTools, call: NeedsApprovalCall, options: NeedsApprovalOptions = {}): Promise<boolean> {
  const asked = createCallState(tools, { toolCallId: call.toolCallId ?? '', toolName: call.toolName, args: call.args }, options, NO_CHUNKS);
  const tool = asked.tool;
  if (!tool) return false;
  const input = call.args;
  const state = withInput(asked, input);
  const { args, resumeData } = splitResumeData(input);
  const verdict = await approvalVerdict(state, args);
  if (!verdict) return false;
  // The engine does not validate a call that carries resume data (as the reference): neither here.
  if (resumeData != null) return true;
  takeRuntimeFields(args);
  if (isMissingToolArgs(args)) return false;
  // The engine logs the refusal when the call runs: the question asked first logs nothing.
  const quiet = { ...state, logger: { ...state.logger, warn: NO_CHUNKS } };
  const check = await checkCallArgs(quiet, args, true);
  if (check.ok === 'threw') return true;
  return check.ok;
}

/**
 * Whether any call of `tool` can need approval under `requireToolApproval`: false when neither
 * the tool (`requireApproval`, an AI SDK tool's `needsApproval`) nor the agent-wide setting asks,
 * so a framework can leave such a tool without an approval check.
 */
export function toolMayNeedApproval(tool: RuntimeTool, requireToolApproval?: RunToolCallOptions['requireToolApproval']): boolean {
  return typeof requireToolApproval === 'function' || !!requireToolApproval || !!getNeedsApprovalFn(tool) || staticRequireApproval(tool);
}
