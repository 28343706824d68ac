import { getRequestContextInputSource } from '../context/input-source';
import { RequestContext } from '../context/request-context';
import { hasOwnClassAll, TransformedRequestContext } from '../context/transformed-request-context';
import { toStandardSchema } from '../schema/to-standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { StandardSchemaWithJSON } from '../schema/types';
import { Pending, Rejected, safeValidate, settle, withStableStandard } from '../validation/safe-validate';
import { checkStandardInput, Invalid, validateToolInputAwaiting, Waiting } from '../validation/validate-input';
import { outputError, usable, validateToolSuspendDataAwaiting } from '../validation/validate-output';
import { checkRequestContext, type RequestContextOutcome } from '../validation/validate-request-context';
import { consumeBuilderValidatedInput } from './builder-validated';
import { ownLazyWriter } from './lazy-writer';
import { copyContext, organizeContext, recordingSuspend, type Suspension } from './organize-context';
import { requestContextCodec } from './request-context-codec';

/** The schemas and id the wrapper reads from its tool at call time. */
export interface ExecuteHost {
  id?: string | undefined;
  inputSchema?: unknown;
  outputSchema?: unknown;
  suspendSchema?: unknown;
  resumeSchema?: unknown;
  requestContextSchema?: unknown;
}

type UserExecute = (input: any, context: any) => unknown;
type Ctx = Record<string, any>;

/** The input schema normalised for validation, or undefined when nothing is validated. */
function standardInput(schema: unknown): StandardSchemaWithJSON | undefined {
  if (!usable(schema)) return undefined;
  return withStableStandard(toStandardSchema(schema));
}

/** The context an execute receives for a caller's context object; `suspend` records into `suspension`. */
function shapeContext(context: Ctx, requestContext: RequestContext, suspension: Suspension, self: unknown): Ctx {
  // The engine's own context, handed to this wrapper (see context-handover.ts) without a
  // `suspend` of its own, is completed in place.
  const lazy = ownLazyWriter(context);
  if (lazy?.owner === self && !context.suspend) {
    lazy!.owner = undefined;
    return organizeContext(context, requestContext, suspension);
  }
  // A fresh copy that organizeContext may complete in place.
  const base = copyContext(context);
  if (context.suspend) base.suspend = recordingSuspend(suspension, context, 'context');
  return organizeContext(base, requestContext, suspension);
}

/**
 * The request context the tool sees, or the Invalid of its schema; a {@link Waiting} for
 * either when the schema's validator is async.
 */
function requestContextFor(host: ExecuteHost, context: Ctx | undefined): RequestContext | Invalid | Waiting {
  const given: RequestContext | undefined = context ? context.requestContext : undefined;
  const rcSchema = host.requestContextSchema;
  const source = getRequestContextInputSource(given);
  if (!rcSchema) {
    // Without a schema the reference still reads the source's `all`, then reads the caller's
    // `requestContext` a second time for the tool. Both reads are made here too, as a getter
    // on either would see them; `all` of this library's own class is skipped (nothing to see).
    if (source && typeof source === 'object' && !hasOwnClassAll(source)) void source.all;
    return (context ? context.requestContext : undefined) ?? new RequestContext();
  }
  const rc = checkRequestContext(rcSchema, source, host.id, true);
  if (rc instanceof Promise) return new Waiting(rc.then((settled) => requestContextView(rcSchema, source, settled)));
  return requestContextView(rcSchema, source, rc);
}

function requestContextView(rcSchema: unknown, source: RequestContext | undefined, rc: RequestContextOutcome): RequestContext | Invalid {
  if (rc.error) return new Invalid(rc.error);
  const codec = requestContextCodec(rcSchema);
  return new TransformedRequestContext(source ?? new RequestContext(), rc.data, codec.accepts, codec.encode);
}

/**
 * Wraps a user's execute in the reference's pipeline: input validation (skipped when resuming),
 * request-context validation and view, suspend capture, context shaping, resume-data check,
 * the call, then suspend-payload and output validation. Validation failures are returned as
 * ValidationError objects; the user's own errors propagate.
 *
 * The hot path allocates only what the result holds: the input and output schemas are
 * prepared once per schema object (the tool's properties are re-read on every call, so
 * reassigning one still works), the values of a context of this library's own class are read
 * only when a schema validates them, and a suspend record and wrappers are made only for a
 * caller's context.
 */
export function createValidatingExecute(host: ExecuteHost, userExecute: UserExecute) {
  // The schemas as last prepared, and the schema objects they came from. Plain closure slots:
  // an object or a closure per helper would add to the heap every tool retains.
  let inputSource: unknown;
  let inputStd: StandardSchemaWithJSON | undefined;
  let outputSource: unknown;
  let outputStd: StandardSchemaV1 | undefined;
  // Kept on an object, so the wrapper stays anonymous (its `name` is '', as the reference's).
  const self: { execute?: unknown } = {};
  return (self.execute = async (input: unknown, context?: any): Promise<unknown> => {
    // Without a context nothing can resume or suspend, and the tool gets exactly two keys.
    // The resume fields are read before the mark is consumed, and whether or not it is set,
    // in the reference's order (a getter on the caller's context sees the same reads).
    let skipInput = false;
    let mark: boolean | RequestContextOutcome = false;
    if (context) {
      const resuming = (context.resumeData ?? context.agent?.resumeData ?? context.workflow?.resumeData) != null;
      mark = consumeBuilderValidatedInput(context);
      skipInput = mark !== false || resuming;
    }
    let data = input;
    if (!skipInput) {
      const schema = host.inputSchema;
      if (schema !== inputSource || inputSource === undefined) {
        inputStd = standardInput(schema);
        inputSource = schema;
      }
      if (inputStd) {
        data = checkStandardInput(inputStd, input, host.id, true);
        if (data instanceof Waiting) data = await data.result;
        if (data instanceof Invalid) return data.error;
      }
    }
    // A runtime that validated the request context already hands over its outcome.
    let requestContext =
      typeof mark === 'object'
        ? requestContextView(host.requestContextSchema, getRequestContextInputSource(context.requestContext), mark)
        : requestContextFor(host, context);
    if (requestContext instanceof Waiting) requestContext = (await requestContext.result) as RequestContext | Invalid;
    if (requestContext instanceof Invalid) return requestContext.error;

    let output: unknown;
    if (!context) {
      output = await userExecute(data, { requestContext, mastra: undefined });
    } else {
      const suspension: Suspension = { payload: null };
      const organized = shapeContext(context, requestContext, suspension, self.execute);
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

    const schema = host.outputSchema;
    if (schema !== outputSource) {
      outputStd = usable(schema) ? withStableStandard(schema) : undefined;
      outputSource = schema;
    }
    if (!outputStd) return output;
    let result = safeValidate(outputStd, output);
    if (result instanceof Pending) result = await settle(outputStd, result);
    return result instanceof Rejected ? outputError(result, host.id, output) : result;
  });
}
