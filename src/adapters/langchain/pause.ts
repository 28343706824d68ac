// A paused call as a LangGraph interrupt, and the answer that resumes it back as the runtime's resume.
import { isObjectRecord } from '../../internal/is-object';
import { type ResumeOptions, serializePendingToolCall, type ToolCallRecord } from '../../runtime';
import { isGraphBubbleUp } from './call-error';
import type { LangChainToolAnswer, LangChainToolInterrupt } from './types';

/** The interrupt value of a call that ended `approval-required` or `suspended`. */
export function interruptOf(record: ToolCallRecord): LangChainToolInterrupt {
  const pending = record.pending!;
  const value: LangChainToolInterrupt = {
    toolwright: pending.kind,
    toolName: record.toolName,
    toolCallId: record.toolCallId,
    args: record.args,
    ticket: serializePendingToolCall(pending),
  };
  if (pending.kind === 'suspension') value.suspendPayload = record.suspendPayload;
  if (pending.resumeSchema !== undefined) value.resumeSchema = pending.resumeSchema;
  return value;
}

/** The resume of an answer; undefined for an answer that does not carry a ticket. */
export function resumeOf(answer: unknown): ResumeOptions | undefined {
  if (!isObjectRecord(answer) || typeof answer['ticket'] !== 'string') return undefined;
  const { ticket, approved, reason, resumeData, args } = answer as unknown as LangChainToolAnswer;
  return args === undefined ? { pending: ticket, approved, reason, resumeData } : { pending: ticket, approved, reason, resumeData, args };
}

/**
 * Raises the interrupt of a paused call and returns the answer (on a resumed run), or the refusal
 * text where the run cannot be interrupted (fail closed: nothing runs). LangGraph's own interrupt
 * leaves as it was thrown.
 */
export function askFor(record: ToolCallRecord, interrupt: ((value: unknown) => unknown) | undefined): { answer: unknown } | string {
  const suspended = record.status === 'suspended';
  const cannot = `Tool ${record.toolName} ${suspended ? 'suspended and waits for input' : 'requires approval before it runs'}, and this run cannot be interrupted`;
  const end = suspended ? 'The call did not finish.' : 'The tool did not run.';
  if (!interrupt) return `${cannot}: call it inside a LangGraph graph (createAgent, ToolNode) with a checkpointer. ${end}`;
  try {
    return { answer: interrupt(interruptOf(record)) };
  } catch (error) {
    if (isGraphBubbleUp(error)) throw error;
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `${cannot} (${reason}). ${end}`;
  }
}
