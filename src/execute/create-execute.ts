// The execute createTool gives a tool: the reference's wrapper around the user's execute.
import { checkStandardInputSoon, Invalid, preparedInput } from '../validation/validate-input';
import { usable } from '../validation/validate-output';
import type { ExecuteHost } from './execute-host';
import { runToolSteps, type ToolSteps, type UserExecute } from './tool-steps';

export type { ExecuteHost } from './execute-host';

/** Where a createTool execute, called with it as `this`, leaves its {@link ToolSteps} instead of running. */
interface StepsProbe {
  steps: ToolSteps | undefined;
}

/**
 * The probe, one for every copy of this module in the process, kept on the global object: the
 * ESM and CJS builds (or two bundles) make wrappers of the same source text, and the engine of
 * one copy asks the other's. Null when the global object cannot hold it (frozen): the engine then
 * asks no wrapper, and runs createTool tools as it runs plain ones.
 */
function sharedProbe(): StepsProbe | null {
  const key = Symbol.for('toolwright.createTool.stepsProbe');
  const global = globalThis as Record<symbol, unknown>;
  const found = global[key];
  if (found !== undefined) return typeof found === 'object' && found !== null && 'steps' in found ? (found as StepsProbe) : null;
  const probe: StepsProbe = Object.seal({ steps: undefined });
  try {
    Object.defineProperty(global, key, { value: probe });
  } catch {
    return null;
  }
  return probe;
}

const STEPS_PROBE: StepsProbe | null = sharedProbe();

/** A createTool execute: the reference's wrapper. */
export type ValidatingExecute = (input: unknown, context?: any) => Promise<unknown>;

/**
 * Wraps a user's execute in the reference's pipeline: the input validated (skipped when
 * resuming), then createTool's steps (`tool-steps.ts`): the request context, the resume-data
 * check, the call, the suspend-payload and output checks. Validation failures are returned as
 * ValidationError objects; the user's own errors propagate.
 *
 * The engine runs the same steps after its own input check, and finds them from the wrapper
 * alone (a tool copied, inherited from or behind a Proxy still carries it): called with
 * {@link STEPS_PROBE} as `this`, the wrapper hands its steps over instead of
 * running ({@link createToolStepsOf} asks, and keeps the answer). Any other `this` is ignored, as the
 * reference's wrapper ignores it. The host and the user's execute live in the wrapper's closure,
 * so the steps go wherever the function goes.
 */
export function createValidatingExecute(host: ExecuteHost, userExecute: UserExecute): ValidatingExecute {
  // Anonymous and returned as it is, so its `name` is '' and its `length` 2, as the reference's.
  return async function (this: unknown, input: unknown, context?: any): Promise<unknown> {
    if (STEPS_PROBE !== null && this === STEPS_PROBE) {
      STEPS_PROBE.steps = createToolSteps(host, userExecute);
      return undefined;
    }
    // Without a context nothing can resume or suspend, and the tool gets exactly two keys.
    const resuming = !!context && (context.resumeData ?? context.agent?.resumeData ?? context.workflow?.resumeData) != null;
    let data = input;
    const schema = host.inputSchema;
    if (!resuming && usable(schema)) {
      data = checkStandardInputSoon(preparedInput(schema), input, host.id);
      if (data instanceof Promise) data = await data;
      if (data instanceof Invalid) return data.error;
    }
    return await runToolSteps(createToolSteps(host, userExecute), data, context, { name: host.id });
  };
}

/** The steps of a createTool tool: its host and the user's execute. */
function createToolSteps(host: ExecuteHost, execute: UserExecute): ToolSteps {
  return { host, execute, plain: false };
}

/** The source text every wrapper shares, read from one made for the purpose. */
let wrapperSource: string | undefined;

/** Whether `execute` is a wrapper {@link createValidatingExecute} made: only those may be called with the probe. */
function isValidatingExecute(execute: object): execute is ValidatingExecute {
  wrapperSource ??= Function.prototype.toString.call(createValidatingExecute({}, () => undefined));
  return Function.prototype.toString.call(execute) === wrapperSource;
}

/** Each execute function the engine has run, with its createTool steps, or null for any other execute. */
const stepsByExecute = new WeakMap<object, ToolSteps | null>();

/**
 * createTool's steps, when `tool.execute` is an execute createTool made (wherever the tool got
 * it: a wire's per-call tool inherits it); undefined for any other execute. Asked of the wrapper
 * at the engine's first call of it, and remembered.
 */
export function createToolStepsOf(tool: { execute?: unknown }): ToolSteps | undefined {
  const execute = tool.execute;
  if (typeof execute !== 'function') return undefined;
  let steps = stepsByExecute.get(execute);
  if (steps === undefined) {
    steps = STEPS_PROBE !== null && isValidatingExecute(execute) ? probe(execute, STEPS_PROBE) : null;
    stepsByExecute.set(execute, steps);
  }
  return steps ?? undefined;
}

/** The steps a wrapper leaves on the probe, before its first `await` (the promise it returns is not needed). */
function probe(execute: ValidatingExecute, holder: StepsProbe): ToolSteps | null {
  holder.steps = undefined;
  void execute.call(holder, undefined);
  const steps = holder.steps ?? null;
  holder.steps = undefined;
  return steps;
}
