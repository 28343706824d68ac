import type { RequestContextOutcome } from '../validation/validate-request-context';
import { ownLazyWriter } from './lazy-writer';

/** Marked contexts, each with the request-context outcome validated along with the input, if any. */
const validated = new WeakMap<object, RequestContextOutcome | undefined>();
/**
 * How many marks are waiting to be consumed. While none is, no lookup is made: hashing a
 * fresh context object for a WeakMap lookup costs more than the rest of the check. (A mark
 * whose context is collected unconsumed keeps the count up, which only brings lookups back.)
 */
let pending = 0;

/**
 * Records that an agent runtime already validated the input for this exact context object,
 * and the request context too when `requestContext` is given.
 */
export function markBuilderValidatedInput(context: object, requestContext?: RequestContextOutcome): void {
  // A context built with a lazy writer keeps its mark on it: no WeakMap entry per call.
  const lazy = ownLazyWriter(context);
  if (lazy !== undefined) {
    lazy.mark = requestContext ?? true;
    return;
  }
  if (!validated.has(context)) pending++;
  validated.set(context, requestContext);
}

/**
 * Once for a context marked by {@link markBuilderValidatedInput}: the request-context outcome
 * validated with it, or `true`; `false` for a context not marked. The mark is consumed.
 * `context` is any truthy value (a primitive is never marked).
 */
export function consumeBuilderValidatedInput(context: object): boolean | RequestContextOutcome {
  const lazy = ownLazyWriter(context);
  const mark = lazy?.mark as true | RequestContextOutcome | undefined;
  if (mark !== undefined) {
    lazy!.mark = undefined;
    return mark;
  }
  if (pending === 0 || !validated.has(context)) return false;
  const requestContext = validated.get(context);
  validated.delete(context);
  pending--;
  return requestContext ?? true;
}
