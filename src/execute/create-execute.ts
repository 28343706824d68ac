// The execute createTool gives a tool: the reference's wrapper around the user's execute.
import { checkStandardInputSoon, Invalid, preparedInput } from '../validation/validate-input';
import { usable } from '../validation/validate-output';
import type { ExecuteHost } from './execute-host';
import { runToolSteps, type ToolSteps, type UserExecute } from './tool-steps';

export type { ExecuteHost } from './execute-host';

/**
 * What a createTool execute, called with this object as `this`, hands over instead of running:
 * its {@link ToolSteps}. Private to this module, so only {@link createToolStepsOf} can ask.
 */
const STEPS_PROBE: object = Object.freeze({});

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
    if (this === STEPS_PROBE) return (handedOver = createToolSteps(host, userExecute));
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

/** The steps a wrapper called with the probe hands over, before its first `await`. */
let handedOver: ToolSteps | undefined;

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
    steps = isValidatingExecute(execute) ? probe(execute) : null;
    stepsByExecute.set(execute, steps);
  }
  return steps ?? undefined;
}

/** The steps a wrapper hands over when called with the probe (its promise, of the same steps, is not needed). */
function probe(execute: ValidatingExecute): ToolSteps | null {
  handedOver = undefined;
  void execute.call(STEPS_PROBE, undefined);
  const steps = handedOver ?? null;
  handedOver = undefined;
  return steps;
}
