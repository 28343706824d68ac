/** A value as the text a model or client reads: a string as it is, anything else as JSON (`String()` when it cannot be serialised). */
export function jsonText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value ?? null) ?? String(value);
  } catch {
    return String(value);
  }
}
