const validated = new WeakSet<object>();

/** Records that an agent runtime already validated the input for this exact context object. */
export function markBuilderValidatedInput(context: object): void {
  validated.add(context);
}

/** True once for a context marked by {@link markBuilderValidatedInput}; the mark is consumed. */
export function consumeBuilderValidatedInput(context: unknown): boolean {
  if (typeof context !== 'object' || context === null || !validated.has(context)) return false;
  validated.delete(context);
  return true;
}
