// The wire's one read of a LangGraph internal. A resumed task runs again from its start, and only
// `interrupt()` hands back its answer: LangGraph has no public way to ask whether an answer waits
// without consuming it (or raising an interrupt), and a call that runs its gate or `execute` first
// runs them twice. The answers sit in the task's scratchpad (`configurable.__pregel_scratchpad`,
// which langchain's own ToolNode reads too). test/adapters/langchain/waiting-answer.test.ts fails
// the day LangGraph changes it; until then a resumed call runs its gate again (a suspended tool's
// `execute` up to `suspend()`), and still resumes once, from the answer's ticket.
import type { RunnableConfig } from '@langchain/core/runnables';
import { isObjectRecord } from '../../internal/is-object';
import { parsePendingToolCall } from '../../runtime';

/**
 * What is read of the scratchpad, as `interrupt()` reads it: the task's answers in the order its
 * interrupts were raised, the index of this run's last `interrupt()`, and an answer not keyed by
 * interrupt id (`new Command({ resume: value })`) for the next one.
 */
export type TaskScratchpad = { resume: unknown[]; interruptCounter: number; nullResume?: unknown };

/** The task's scratchpad, when the config has one of the shape read here. */
export function taskScratchpad(config: RunnableConfig): TaskScratchpad | undefined {
  const pad = config.configurable?.['__pregel_scratchpad'] as Partial<TaskScratchpad> | undefined;
  return pad && Array.isArray(pad.resume) && typeof pad.interruptCounter === 'number' ? (pad as TaskScratchpad) : undefined;
}

/**
 * Whether the task's next `interrupt()` returns an answer for call `toolCallId` (its ticket names
 * the call), read without consuming it.
 */
export function answerWaitsFor(config: RunnableConfig, toolCallId: string): boolean {
  const pad = taskScratchpad(config);
  if (!pad) return false;
  const next = pad.interruptCounter + 1;
  const answer = next < pad.resume.length ? pad.resume[next] : pad.resume.length === next ? pad.nullResume : undefined;
  if (!isObjectRecord(answer) || typeof answer['ticket'] !== 'string') return false;
  try {
    return parsePendingToolCall(answer['ticket']).toolCallId === toolCallId;
  } catch {
    return false;
  }
}
