// The answers that resume a paused call, built from its interrupt so the ticket travels back.
import type { LangChainToolAnswer, LangChainToolInterrupt } from './types';

/** The answer that approves a call waiting for approval. */
export function approveToolCall(request: LangChainToolInterrupt): LangChainToolAnswer {
  return { ticket: request.ticket, approved: true };
}

/** The answer that declines a call waiting for approval; the model is told `reason`. */
export function declineToolCall(request: LangChainToolInterrupt, reason?: string): LangChainToolAnswer {
  return reason === undefined ? { ticket: request.ticket, approved: false } : { ticket: request.ticket, approved: false, reason };
}

/** The answer that resumes a suspended call with `resumeData` (checked against the tool's `resumeSchema`). */
export function resumeToolCall(request: LangChainToolInterrupt, resumeData: unknown): LangChainToolAnswer {
  return { ticket: request.ticket, resumeData };
}
