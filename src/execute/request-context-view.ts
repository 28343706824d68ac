// The request context a createTool tool sees: its schema checked, and a view of the validated values.
import { getRequestContextInputSource } from '../context/input-source';
import { RequestContext } from '../context/request-context';
import { hasOwnClassAll, TransformedRequestContext } from '../context/transformed-request-context';
import type { ValidationError } from '../validation/types';
import { checkRequestContext, type RequestContextOutcome } from '../validation/validate-request-context';
import { requestContextCodec } from './request-context-codec';

type Ctx = Record<string, any>;

/**
 * The request context a tool without a requestContextSchema sees: the caller's. The reference
 * still reads the source's `all`, then reads the caller's `requestContext` a second time for
 * the tool. Both reads are made here too, as a getter on either would see them; `all` of this
 * library's own class is skipped (nothing to see).
 */
export function givenRequestContext(context: Ctx | undefined): RequestContext {
  const source = getRequestContextInputSource(context ? context.requestContext : undefined);
  if (source && typeof source === 'object' && !hasOwnClassAll(source)) void source.all;
  return (context ? context.requestContext : undefined) ?? new RequestContext();
}

/**
 * The request context a tool with a requestContextSchema sees, or the schema's ValidationError:
 * at once when its validator answers at once, else a Promise of it.
 */
export function checkedRequestContext(
  rcSchema: unknown,
  context: Ctx | undefined,
  toolId: string | undefined,
): RequestContext | ValidationError | Promise<RequestContext | ValidationError> {
  const source = getRequestContextInputSource(context ? context.requestContext : undefined);
  const rc = checkRequestContext(rcSchema, source, toolId);
  return rc instanceof Promise ? rc.then((outcome) => requestContextView(rcSchema, source, outcome)) : requestContextView(rcSchema, source, rc);
}

/** The request context the tool sees for a validated outcome, or its ValidationError. */
export function requestContextView(rcSchema: unknown, source: RequestContext | undefined, rc: RequestContextOutcome): RequestContext | ValidationError {
  if (rc.error) return rc.error;
  const codec = requestContextCodec(rcSchema);
  return new TransformedRequestContext(source ?? new RequestContext(), rc.data, codec.accepts, codec.encode);
}
