/**
 * The `toolCallId` (and run id) of each `tools/call` that carries none: one random part per
 * source and a counter.
 */
import { newTaskId } from '../../internal/task-id';

/** A source of call ids; share one across the servers made for one endpoint. */
export function createCallIds(): () => string {
  const base = `mcp-${newTaskId()}-`;
  let calls = 0;
  return () => base + String(++calls);
}
