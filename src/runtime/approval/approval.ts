/**
 * The approval gate of Mastra 1.71's agent: whether one tool call must be approved first.
 */
import { DRAFT_07_URI } from '../../schema/dollar-schema';
import { isVercelTool } from '../../tool/marker';

/** Text the model sees for a declined call when the caller gives no reason. */
export const DECLINED_MESSAGE = 'Tool call was not approved by the user';

/** Request-context key Mastra 1.71 uses to carry the agent-level policy; hidden from policies. */
export const REQUIRE_TOOL_APPROVAL_KEY = '__mastra_requireToolApproval';

/** Second argument of a per-tool `needsApprovalFn`. */
export interface NeedsApprovalContext {
  args: unknown;
  requestContext: Record<string, unknown>;
  workspace: unknown;
}

/** Argument of an agent-level `requireToolApproval` function. */
export interface GlobalApprovalContext extends NeedsApprovalContext {
  toolName: string;
}

/** Agent-level policy: a boolean-ish flag or a per-call function. */
export type GlobalApprovalPolicy = unknown;

/** The logger slot used for policy errors (`error` only). */
export interface ApprovalLogger {
  error?: ((message: string, ...args: unknown[]) => unknown) | undefined;
}

/** Something with `entries()`, like a RequestContext; or a plain record. */
export type RequestContextSource = { entries(): Iterable<[string, unknown]> } | Record<string, unknown> | null | undefined;

/** Arguments of {@link requiresApproval}. */
export interface RequiresApprovalParams {
  tool: unknown;
  args: unknown;
  toolName: string;
  requestContext?: RequestContextSource;
  workspace?: unknown;
  globalPolicy?: GlobalApprovalPolicy;
  logger?: ApprovalLogger | undefined;
}

/** The per-call function that decides alone, when the tool has one (see {@link requiresApproval}). */
export function getNeedsApprovalFn(tool: unknown): ((args: unknown, ctx: NeedsApprovalContext) => unknown) | undefined {
  if (typeof tool !== 'object' || tool === null) return undefined;
  const t = tool as { requireApproval?: unknown; needsApproval?: unknown; needsApprovalFn?: unknown };
  if (typeof t.requireApproval === 'function') return t.requireApproval as never;
  if ('needsApproval' in t && isVercelTool(tool) && typeof t.needsApproval === 'function') return t.needsApproval as never;
  return typeof t.needsApprovalFn === 'function' ? (t.needsApprovalFn as never) : undefined;
}

/**
 * The tool's static flag as Mastra 1.71's agent derives it: a function `requireApproval` → true,
 * a boolean kept, any other value (even truthy, such as `'yes'`) → false; an AI SDK tool's boolean
 * `needsApproval` wins; a `needsApprovalFn` makes it true.
 */
export function staticRequireApproval(tool: unknown): boolean {
  if (typeof tool !== 'object' || tool === null) return false;
  const t = tool as { requireApproval?: unknown; needsApproval?: unknown };
  let flag = typeof t.requireApproval === 'function' ? true : typeof t.requireApproval === 'boolean' ? t.requireApproval : false;
  if ('needsApproval' in t && isVercelTool(tool)) {
    if (typeof t.needsApproval === 'boolean') flag = t.needsApproval;
    else if (typeof t.needsApproval === 'function') flag = true;
  }
  if (getNeedsApprovalFn(tool)) flag = true;
  return flag;
}

/** The request context as a plain object without the agent's internal approval key. */
export function approvalRequestContext(requestContext: RequestContextSource): Record<string, unknown> {
  if (!requestContext) return {};
  const source = requestContext as { entries?: unknown };
  const entries: Iterable<[string, unknown]> =
    typeof source.entries === 'function'
      ? (source as { entries(): Iterable<[string, unknown]> }).entries()
      : Object.entries(requestContext as Record<string, unknown>);
  return Object.fromEntries([...entries].filter(([key]) => key !== REQUIRE_TOOL_APPROVAL_KEY));
}

/**
 * Whether a call needs approval, in Mastra 1.71's order: a function `globalPolicy` is evaluated
 * first with `{toolName, args, requestContext, workspace}` (a throw is logged as
 * `Error evaluating global requireToolApproval for tool <name>:` and counts as required), any other
 * global value is taken by truthiness. Then, if the tool has a needs-approval function, it alone
 * decides: `!!await fn(args, {args, requestContext, workspace})`, a throw being logged as
 * `Error evaluating needsApprovalFn for tool <name>:` and meaning required. Otherwise
 * `global || staticRequireApproval(tool)`. `requestContext` is a plain object minus
 * `__mastra_requireToolApproval`.
 */
export async function requiresApproval(params: RequiresApprovalParams): Promise<boolean> {
  const { tool, args, toolName, globalPolicy, logger } = params;
  // Without a function to ask, no context is built (it reads the request context's entries).
  if (typeof globalPolicy !== 'function' && !getNeedsApprovalFn(tool)) return !!globalPolicy || staticRequireApproval(tool);
  const context: GlobalApprovalContext = {
    toolName,
    args,
    requestContext: approvalRequestContext(params.requestContext),
    workspace: params.workspace,
  };
  let global: boolean;
  if (typeof globalPolicy === 'function') {
    try {
      global = !!(await (globalPolicy as (ctx: GlobalApprovalContext) => unknown)(context));
    } catch (error) {
      logger?.error?.(`Error evaluating global requireToolApproval for tool ${toolName}:`, error);
      global = true;
    }
  } else {
    global = !!globalPolicy;
  }
  const fn = getNeedsApprovalFn(tool);
  if (!fn) return global || staticRequireApproval(tool);
  try {
    const { toolName: _omit, ...fnContext } = context;
    return !!(await fn(args, fnContext));
  } catch (error) {
    logger?.error?.(`Error evaluating needsApprovalFn for tool ${toolName}:`, error);
    return true;
  }
}

/** JSON Schema (draft-07) of the data that answers an approval request. */
const APPROVAL_RESUME_SCHEMA = {
  $schema: DRAFT_07_URI,
  type: 'object',
  properties: {
    approved: {
      type: 'boolean',
      description: 'Controls if the tool call is approved or not, should be true when approved and false when declined',
    },
    reason: {
      description: 'Optional explanation for the decision, surfaced to the model when the tool call is declined',
      type: 'string',
    },
  },
  required: ['approved'],
  additionalProperties: false,
} as const;

let approvalResumeSchemaText: string | undefined;

/** The `resumeSchema` string carried by a `tool-call-approval` chunk (stringified once). */
export function approvalResumeSchemaJSON(): string {
  return (approvalResumeSchemaText ??= JSON.stringify(APPROVAL_RESUME_SCHEMA));
}
