// The execute createTool gives a tool: the reference's wrapper around the user's execute.
import { validateInputAsync } from '../validation/validate-input';
import type { ExecuteHost } from './execute-host';
import { withToolSteps, runToolSteps, type ToolSteps, type UserExecute } from './tool-steps';

export type { ExecuteHost } from './execute-host';

/** A createTool execute: the reference's wrapper. */
export type ValidatingExecute = (input: unknown, context?: any) => Promise<unknown>;

/**
 * Wraps a user's execute in the reference's pipeline: the input validated (skipped when
 * resuming), then createTool's steps (`tool-steps.ts`): the request context, the resume-data
 * check, the call, the suspend-payload and output checks. Validation failures are returned as
 * ValidationError objects; the user's own errors propagate. The steps are recorded for the
 * wrapper, so the engine runs the same steps after its own input check.
 */
export function createValidatingExecute(host: ExecuteHost, userExecute: UserExecute): ValidatingExecute {
  const steps: ToolSteps = { host, execute: userExecute, plain: false };
  // An argument, not bound to a name, so its `name` is '' as the reference's is.
  return withToolSteps<ValidatingExecute>(async (input, context) => {
    // Without a context nothing can resume or suspend, and the tool gets exactly two keys.
    const resuming = !!context && (context.resumeData ?? context.agent?.resumeData ?? context.workflow?.resumeData) != null;
    let data = input;
    if (!resuming) {
      const checked = await validateInputAsync(host.inputSchema, input, host.id);
      if (checked.error) return checked.error;
      data = checked.data;
    }
    return await runToolSteps(steps, data, context, { name: host.id });
  }, steps);
}
