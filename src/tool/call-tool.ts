/**
 * `callTool`: a typed way to call a tool's `execute` directly. The `execute` member keeps the
 * reference's exact types (possibly undefined, a required context with `observe`, a result that
 * may be `void`); this function gives the same call the types a direct caller expects.
 * @module
 */
import type { RequestContext } from '../context/request-context';
import { describeValue, toRequestContextOption } from '../context/request-context-option';
import type { ValidationError } from '../validation/types';
import { noopObserve } from './observe';
import type { Tool } from './tool';
import type { ToolExecutionContext, ToolObserve } from './types';
import { withKeys } from '../internal/with-keys';

type AnyTool = Tool<any, any, any, any, any, any, any>;

/** The input `callTool` takes for a tool: its input schema's type (`unknown` without one). */
export type CallToolInput<TTool> = TTool extends Tool<infer I, any, any, any, any, any, any> ? I : unknown;

/** The output type of a tool (`unknown` without an output schema). */
export type CallToolOutput<TTool> = TTool extends Tool<any, infer O, any, any, any, any, any> ? O : unknown;

type SuspendOf<TTool> = TTool extends Tool<any, any, infer S, any, any, any, any> ? S : unknown;
type ResumeOf<TTool> = TTool extends Tool<any, any, any, infer R, any, any, any> ? R : unknown;

/**
 * What `callTool` resolves to: the tool's output, or the `ValidationError` of its input, request
 * context, resume data, suspend payload or output. A tool with a `suspendSchema` may also resolve
 * to `undefined`: after `suspend(...)` it returns nothing, and the output is not checked.
 */
export type CallToolResult<TTool> = CallToolOutput<TTool> | ValidationError | (unknown extends SuspendOf<TTool> ? never : undefined);

/**
 * The optional context of `callTool`: the execution context a tool receives, with `observe`
 * optional (the no-op one by default) and `requestContext` given as any `RequestContext` (typed
 * or not: the tool's `requestContextSchema` checks it at run time) or a plain object of values.
 */
export type CallToolContext<TTool = AnyTool> = Omit<ToolExecutionContext<SuspendOf<TTool>, ResumeOf<TTool>, any>, 'observe' | 'requestContext'> & {
  /** Spans and logs for the tool; defaults to `noopObserve`. */
  observe?: ToolObserve | undefined;
  /** A `RequestContext` (toolwright's or Mastra's, typed or not), or a plain object of its values. */
  requestContext?: RequestContext<any> | Record<string, unknown> | undefined;
};

/**
 * Calls `tool.execute(input, context)` with the types a direct caller expects: no `!`, no
 * `observe` to pass, and a result that narrows with `isValidationError` to the output type.
 * The call is the tool's own `execute`, unchanged: validation failures come back as a
 * `ValidationError`, and an error thrown by your `execute` rejects the promise as it is.
 * Lifecycle hooks, approval, `toModelOutput` and transforms are not applied (use
 * `runToolCall` from `toolwright/runtime` for those).
 *
 * @example
 * ```ts
 * const result = await callTool(weatherTool, { location: 'Paris' });
 * if (!isValidationError(result)) console.log(result.temperatureCelsius);
 * ```
 */
export async function callTool<TTool extends AnyTool>(
  tool: TTool,
  input: CallToolInput<TTool>,
  context?: CallToolContext<TTool>,
): Promise<CallToolResult<TTool>> {
  if (typeof tool !== 'object' || tool === null) throw new TypeError(`callTool: expected a tool, got ${describeValue(tool)}`);
  const execute = (tool as { execute?: unknown }).execute;
  if (typeof execute !== 'function') {
    const id = typeof tool.id === 'string' ? `"${tool.id}"` : 'the tool';
    throw new TypeError(`callTool: ${id} has no execute function (a client-side tool runs in the client)`);
  }
  if (context !== undefined && (typeof context !== 'object' || context === null)) {
    throw new TypeError(`callTool: the context must be an object, not ${describeValue(context)}`);
  }
  const requestContext = toRequestContextOption(context?.requestContext, 'callTool');
  let given: object | undefined = context;
  if (!context?.observe || requestContext !== context.requestContext) {
    const full = withKeys(context, { observe: context?.observe ?? noopObserve });
    if (requestContext !== undefined) full['requestContext'] = requestContext;
    given = full;
  }
  return (await Reflect.apply(execute, tool, [input, given])) as CallToolResult<TTool>;
}
