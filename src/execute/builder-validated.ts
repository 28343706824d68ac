const validated = new WeakSet<object>();
/**
 * How many marks are waiting to be consumed. While none is, no lookup is made: hashing a
 * fresh context object for a WeakSet lookup costs more than the rest of the check. (A mark
 * whose context is collected unconsumed keeps the count up, which only brings lookups back.)
 */
let pending = 0;

/** Records that an agent runtime already validated the input for this exact context object. */
export function markBuilderValidatedInput(context: object): void {
  if (validated.has(context)) return;
  validated.add(context);
  pending++;
}

/** True once for a context marked by {@link markBuilderValidatedInput}; the mark is consumed. */
export function consumeBuilderValidatedInput(context: unknown): boolean {
  if (pending === 0 || typeof context !== 'object' || context === null || !validated.delete(context)) return false;
  pending--;
  return true;
}
