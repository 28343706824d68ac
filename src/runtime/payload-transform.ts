/**
 * `transform` for display / transcript copies of tool payloads, as the reference agent applies it:
 * per target, the agent-level policy function (when it covers the target) and then the tool's
 * own transformer for the phase; the first non-`undefined` value wins.
 */
import type { ToolPayloadTransformPhase, ToolPayloadTransformTarget } from '../tool/transform-types';
import type { ToolPayloadTransformState } from './types';

/** Outcome for one target: a replacement payload, a suppressed delta, and `failed` after a throw. */
export type TransformResult = { transformed: unknown; failed?: true } | { suppress: true; failed?: true };

/** Per-target outcomes of one phase; a target that is not configured is absent. */
export type PayloadTransformResults = Partial<Record<ToolPayloadTransformTarget, TransformResult>>;

/** An agent-level policy; `projectToolPayload` is the reference's legacy spelling. */
export interface PayloadTransformPolicy {
  transformToolPayload?: unknown;
  projectToolPayload?: unknown;
  targets?: readonly ToolPayloadTransformTarget[] | undefined;
}

/** The logger slot used for transform failures (`warn` only). */
export interface PayloadTransformLogger {
  warn?: ((message: string, ...args: unknown[]) => unknown) | undefined;
}

/** Payload fields of one phase; passed to transformers as given (key order kept), plus `target`. */
export interface PayloadTransformContextFields {
  phase: ToolPayloadTransformPhase;
  toolName: string;
  toolCallId: string;
  input?: unknown;
  inputTextDelta?: unknown;
  output?: unknown;
  error?: unknown;
  suspendPayload?: unknown;
  resumeData?: unknown;
  providerMetadata?: unknown;
}

/** Arguments of {@link applyPayloadTransforms}. */
export type ApplyPayloadTransformsParams = PayloadTransformContextFields & {
  /** The tool (only its `transform` is read). */
  tool?: { transform?: unknown } | undefined;
  policy?: PayloadTransformPolicy | undefined;
  logger?: PayloadTransformLogger | undefined;
};

/** Phase → key of a tool's `transform[target]` object. */
const PHASE_TO_TRANSFORM_KEY: Readonly<Record<ToolPayloadTransformPhase, string>> = {
  'input-delta': 'inputDelta',
  'input-available': 'input',
  'output-available': 'output',
  error: 'error',
  approval: 'approval',
  suspend: 'suspend',
  resume: 'resume',
};

/** Evaluation order of the targets. */
const TRANSFORM_TARGETS: readonly ToolPayloadTransformTarget[] = ['display', 'transcript'];

type NormalizedPolicy = { transformToolPayload?: unknown; targets?: readonly ToolPayloadTransformTarget[] | undefined };

/** Accepts `{transformToolPayload, targets?}` or the legacy `{projectToolPayload, targets?}`. */
function normalizePayloadTransformPolicy(policy: PayloadTransformPolicy | undefined | null): NormalizedPolicy | undefined {
  if (!policy) return undefined;
  if ('transformToolPayload' in policy) return policy;
  if ('projectToolPayload' in policy && policy.projectToolPayload) {
    return { transformToolPayload: policy.projectToolPayload, targets: policy.targets };
  }
  return undefined;
}

function policyCovers(policy: NormalizedPolicy | undefined, target: ToolPayloadTransformTarget): boolean {
  return Boolean(policy?.transformToolPayload && (!policy.targets || policy.targets.includes(target)));
}

function targetConfig(transform: unknown, target: ToolPayloadTransformTarget): unknown {
  if (transform === null || transform === undefined) return undefined;
  return (transform as Record<string, unknown>)[target];
}

function fallback(phase: ToolPayloadTransformPhase, failed: boolean): TransformResult {
  const base: TransformResult = phase === 'input-delta' ? { suppress: true } : { transformed: { message: `Tool ${phase} payload unavailable` } };
  return failed ? { ...base, failed: true } : base;
}

/** True when a target is configured: the tool's `transform[target]` is truthy or the policy covers it. */
export function isTransformConfigured(
  tool: { transform?: unknown } | undefined,
  policy: PayloadTransformPolicy | undefined,
  target: ToolPayloadTransformTarget,
): boolean {
  return policyCovers(normalizePayloadTransformPolicy(policy), target) || Boolean(targetConfig(tool?.transform, target));
}

/**
 * Runs the display then transcript transforms of one phase. Each configured target yields
 * `{transformed}` from the first transformer returning non-`undefined` (`null` counts), else the
 * fallback: `{suppress:true}` for `input-delta`, `{transformed:{message:'Tool <phase> payload
 * unavailable'}}` otherwise. A throw logs `warn('Tool payload transform failed', {toolName,
 * toolCallId, target, phase, error})`, stops the chain and gives the fallback with `failed:true`.
 * Returns `{}` when no target is configured.
 */
export async function applyPayloadTransforms(params: ApplyPayloadTransformsParams): Promise<PayloadTransformResults> {
  const { tool, policy: rawPolicy, logger, ...fields } = params;
  const policy = normalizePayloadTransformPolicy(rawPolicy);
  const results: PayloadTransformResults = {};
  for (const target of TRANSFORM_TARGETS) {
    const covered = policyCovers(policy, target);
    const config = targetConfig(tool?.transform, target);
    if (!covered && !config) continue;
    const own = config === null || config === undefined ? undefined : (config as Record<string, unknown>)[PHASE_TO_TRANSFORM_KEY[fields.phase]];
    const chain = [covered ? policy?.transformToolPayload : undefined, own].filter(Boolean) as Array<(ctx: unknown) => unknown>;
    const context = { ...fields, target };
    let outcome: TransformResult | undefined;
    for (const transformer of chain) {
      try {
        const value = await transformer(context);
        if (value !== undefined) {
          outcome = { transformed: value };
          break;
        }
      } catch (error) {
        logger?.warn?.('Tool payload transform failed', {
          toolName: fields.toolName,
          toolCallId: fields.toolCallId,
          target,
          phase: fields.phase,
          error,
        });
        outcome = fallback(fields.phase, true);
        break;
      }
    }
    results[target] = outcome ?? fallback(fields.phase, false);
  }
  return results;
}

/**
 * Wraps per-target results in the metadata shape the reference attaches to chunks and messages:
 * `{display?: {[phase]: result}, transcript?: {[phase]: result}}`, or `undefined` when empty.
 */
export function toTransformMetadata(
  phase: ToolPayloadTransformPhase,
  results: PayloadTransformResults,
): Partial<Record<ToolPayloadTransformTarget, Partial<Record<ToolPayloadTransformPhase, TransformResult>>>> | undefined {
  const { display, transcript } = results;
  if (!display && !transcript) return undefined;
  return {
    ...(display ? { display: { [phase]: display } } : {}),
    ...(transcript ? { transcript: { [phase]: transcript } } : {}),
  };
}

/** `{display, transcript}` merge of two transform states, exactly as the reference merges them. */
export function mergeTransformState(
  existing: ToolPayloadTransformState | undefined,
  next: ToolPayloadTransformState | undefined,
): ToolPayloadTransformState | undefined {
  if (!existing) return next;
  if (!next) return existing;
  return {
    display: { ...(existing.display ?? {}), ...(next.display ?? {}) },
    transcript: { ...(existing.transcript ?? {}), ...(next.transcript ?? {}) },
  };
}
