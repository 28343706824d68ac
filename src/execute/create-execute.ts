import type { RequestContext } from '../context/request-context';
import { toStandardSchema } from '../schema/to-standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { StandardSchemaWithJSON } from '../schema/types';
import { Pending, Rejected, safeValidate, settle, withStableStandard } from '../validation/safe-validate';
import { checkStandardInput, Invalid, validateToolInputAwaiting, Waiting } from '../validation/validate-input';
import { outputError, usable, validateToolSuspendDataAwaiting } from '../validation/validate-output';
import { copyContext, organizeContext, recordingSuspend, type Suspension } from './organize-context';
import type { ExecuteHost } from './execute-host';
import { requestContextFor } from './request-context-view';

export type { ExecuteHost } from './execute-host';

type UserExecute = (input: any, context: any) => unknown;
type Ctx = Record<string, any>;

/** The input schema normalised for validation, or undefined when nothing is validated. */
function standardInput(schema: unknown): StandardSchemaWithJSON | undefined {
  if (!usable(schema)) return undefined;
  return withStableStandard(toStandardSchema(schema));
}

/** The context an execute receives for a caller's context object; `suspend` records into `suspension`. */
function shapeContext(context: Ctx, requestContext: RequestContext, suspension: Suspension): Ctx {
  // A fresh copy that organizeContext may complete in place.
  const base = copyContext(context);
  if (context.suspend) base.suspend = recordingSuspend(suspension, context, 'context');
  return organizeContext(base, requestContext, suspension);
}

/**
 * One createTool tool's steps, and the schemas it last prepared with the schema objects they
 * came from (the tool's properties are re-read on every call, so reassigning one still works).
 * Made at a tool's first call, by its wrapper and by the engine each for itself; the methods are
 * shared: a closure per helper would add to every tool's heap.
 */
export class ToolSteps {
  inputSource: unknown;
  inputStd: StandardSchemaWithJSON | undefined;
  private outputSource: unknown;
  private outputStd: StandardSchemaV1 | undefined;

  constructor(
    readonly host: ExecuteHost,
    readonly userExecute: UserExecute,
  ) {}

  /** The output checked against the tool's outputSchema: the output or its ValidationError (a Promise only for an async validator). */
  checkOutput(output: unknown): unknown {
    const { host } = this;
    const schema = host.outputSchema;
    if (schema !== this.outputSource) {
      this.outputStd = usable(schema) ? withStableStandard(schema) : undefined;
      this.outputSource = schema;
    }
    const std = this.outputStd;
    if (!std) return output;
    const result = safeValidate(std, output);
    if (result instanceof Pending)
      return settle(std, result).then((settled) => (settled instanceof Rejected ? outputError(settled, host.id, output) : settled));
    return result instanceof Rejected ? outputError(result, host.id, output) : result;
  }
}

/** A base whose constructor returns the object it is given, so a subclass's private fields go on that object. */
class Given {
  constructor(target: object) {
    // biome-ignore lint/correctness/noConstructorReturn: the point of this class.
    return target;
  }
}

/**
 * What a createTool execute carries for the engine, in private fields of the function: no key,
 * symbol or descriptor of the function shows them (its own keys stay the reference's), and a
 * WeakMap entry per tool would cost createTool more than the rest of its work. The engine's
 * {@link ToolSteps} are made on its first call of the tool: a tool that is only defined keeps
 * two references, as the reference's closure does.
 */
class StepsSlot extends Given {
  readonly #host: ExecuteHost;
  readonly #userExecute: UserExecute;
  #steps: ToolSteps | undefined;
  constructor(execute: object, host: ExecuteHost, userExecute: UserExecute) {
    super(execute);
    this.#host = host;
    this.#userExecute = userExecute;
  }
  /** The engine's steps for `value`, if it is a createTool execute. */
  static of(value: unknown): ToolSteps | undefined {
    if (typeof value !== 'function' || !(#host in value)) return undefined;
    const slot = value as unknown as StepsSlot;
    return (slot.#steps ??= new ToolSteps(slot.#host, slot.#userExecute));
  }
}

/** A createTool execute: the reference's wrapper. */
export type ValidatingExecute = (input: unknown, context?: any) => Promise<unknown>;

/**
 * createTool's steps, when `tool.execute` is an execute createTool made (wherever the tool got
 * it: a wire's per-call tool inherits it); undefined for any other execute.
 */
export function createToolStepsOf(tool: { execute?: unknown }): ToolSteps | undefined {
  return StepsSlot.of(tool.execute);
}

/**
 * Wraps a user's execute in the reference's pipeline: input validation (skipped when resuming),
 * request-context validation and view, suspend capture, context shaping, resume-data check,
 * the call, then suspend-payload and output validation. Validation failures are returned as
 * ValidationError objects; the user's own errors propagate. The wrapper carries the tool and
 * the user's execute, from which the engine makes the {@link ToolSteps} it runs from the request
 * context on (see {@link createToolStepsOf}).
 *
 * The hot path allocates only what the result holds: the input and output schemas are
 * prepared once per schema object, the values of a context of this library's own class are read
 * only when a schema validates them, and a suspend record and wrappers are made only for a
 * caller's context.
 */
export function createValidatingExecute(host: ExecuteHost, userExecute: UserExecute): ValidatingExecute {
  // Made on the first call, so that a tool that is only defined holds no steps object.
  let steps: ToolSteps | undefined;
  // The wrapper is an argument, not bound to a name, so its `name` is '' as the reference's; the
  // slot's constructor returns it.
  return new StepsSlot(
    async (input: unknown, context?: any): Promise<unknown> => {
      steps ??= new ToolSteps(host, userExecute);
      // Without a context nothing can resume or suspend, and the tool gets exactly two keys.
      const resuming = !!context && (context.resumeData ?? context.agent?.resumeData ?? context.workflow?.resumeData) != null;
      let data = input;
      if (!resuming) {
        const schema = host.inputSchema;
        if (schema !== steps.inputSource || steps.inputSource === undefined) {
          steps.inputStd = standardInput(schema);
          steps.inputSource = schema;
        }
        const std = steps.inputStd;
        if (std) {
          data = checkStandardInput(std, input, host.id, true);
          if (data instanceof Waiting) data = await data.result;
          if (data instanceof Invalid) return data.error;
        }
      }
      let requestContext = requestContextFor(host, context);
      if (requestContext instanceof Waiting) requestContext = (await requestContext.result) as RequestContext | Invalid;
      if (requestContext instanceof Invalid) return requestContext.error;

      let output: unknown;
      if (!context) {
        output = await userExecute(data, { requestContext, mastra: undefined });
      } else {
        const suspension: Suspension = { payload: null };
        const organized = shapeContext(context, requestContext, suspension);
        const resumeData = organized.agent?.resumeData ?? organized.workflow?.resumeData ?? organized.resumeData;
        if (resumeData != null) {
          let checked = validateToolInputAwaiting(host.resumeSchema, resumeData, host.id);
          if (checked instanceof Promise) checked = await checked;
          if (checked.error) return checked.error;
        }
        output = await userExecute(data, organized);
        const suspended = suspension.payload;
        if (suspended) {
          let checked = validateToolSuspendDataAwaiting(host.suspendSchema, suspended, host.id);
          if (checked instanceof Promise) checked = await checked;
          if (checked.error) return checked.error;
          if (output === undefined) return output;
        }
      }
      return steps.checkOutput(output);
    },
    host,
    userExecute,
  ) as unknown as ValidatingExecute;
}
