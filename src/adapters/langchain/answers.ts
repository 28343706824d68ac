// The calls a run paused at, and the answers that resume them, built from the interrupt so the
// ticket travels back.
import { isObjectRecord } from '../../internal/is-object';
import type { LangChainPausedCall, LangChainToolAnswer, LangChainToolInterrupt } from './types';

function isToolInterrupt(value: unknown): value is LangChainToolInterrupt {
  if (!isObjectRecord(value)) return false;
  const { toolwright, ticket, toolCallId, toolName } = value;
  return (
    (toolwright === 'approval' || toolwright === 'suspension') && typeof ticket === 'string' && typeof toolCallId === 'string' && typeof toolName === 'string'
  );
}

/**
 * The toolwright calls a LangGraph run paused at (its result's `__interrupt__`, or the list
 * itself), typed; other interrupts of the run are left out.
 * @example
 * ```ts
 * const result = await agent.invoke(input, config);
 * const resume = Object.fromEntries(toolInterruptsOf(result).map(({ id, value }) => [id, approveToolCall(value)]));
 * await agent.invoke(new Command({ resume }), config);
 * ```
 */
export function toolInterruptsOf(result: { readonly __interrupt__?: unknown } | readonly unknown[] | null | undefined): LangChainPausedCall[] {
  const list: unknown = Array.isArray(result) ? result : (result as { __interrupt__?: unknown } | null | undefined)?.__interrupt__;
  if (!Array.isArray(list)) return [];
  const found: LangChainPausedCall[] = [];
  for (const item of list as unknown[]) {
    if (!isObjectRecord(item) || typeof item['id'] !== 'string' || !isToolInterrupt(item['value'])) continue;
    found.push({ id: item['id'], value: item['value'] });
  }
  return found;
}

/**
 * The answer that approves a call waiting for approval. With `edits.args`, the call runs those
 * arguments instead of the interrupt's, once they pass the tool's `inputSchema` and the request
 * context (arguments the tool refuses end the call with the ValidationError; nothing runs).
 */
export function approveToolCall(request: LangChainToolInterrupt, edits?: { readonly args?: unknown }): LangChainToolAnswer {
  const args = edits?.args;
  return args === undefined ? { ticket: request.ticket, approved: true } : { ticket: request.ticket, approved: true, args };
}

/** The answer that declines a call waiting for approval; the model is told `reason`. */
export function declineToolCall(request: LangChainToolInterrupt, reason?: string): LangChainToolAnswer {
  return reason === undefined ? { ticket: request.ticket, approved: false } : { ticket: request.ticket, approved: false, reason };
}

/** The answer that resumes a suspended call with `resumeData` (checked against the tool's `resumeSchema`). */
export function resumeToolCall(request: LangChainToolInterrupt, resumeData: unknown): LangChainToolAnswer {
  return { ticket: request.ticket, resumeData };
}
