/**
 * The text of an `isError` result for a tool whose execute threw: the shape of the reference's
 * tool error (id `TOOL_EXECUTION_FAILED`, domain `TOOL`, category `USER`), with only the thrown
 * value's name and message in it. The reference serializes the whole thrown value (every own
 * enumerable field, its cause chain, its `toJSON`): an HTTP client's error carries its request
 * headers there, so a credential would reach the client. The server's logger gets the value whole.
 */

/** The name and message of a thrown value, as the reference's error normalization names them. */
function nameAndMessage(thrown: unknown): { name: string; message: string } {
  if (thrown instanceof Error) return { name: String(thrown.name), message: String(thrown.message) };
  if (typeof thrown === 'string') return { name: 'Error', message: thrown };
  if (typeof thrown === 'object' && thrown !== null) {
    const { name, message } = thrown as { name?: unknown; message?: unknown };
    // Without a message of its own, the object's JSON would be the reference's message: its fields.
    return { name: typeof name === 'string' ? name : 'Error', message: typeof message === 'string' ? message : 'Unknown error' };
  }
  return { name: 'Error', message: 'Unknown error' };
}

/** `details.errorMessage`: the thrown value as text, from its name and message alone for an object. */
function errorMessageOf(thrown: unknown, named: { name: string; message: string }): string {
  if (thrown instanceof Error) return named.message ? `${named.name}: ${named.message}` : named.name;
  if (typeof thrown === 'object' && thrown !== null) return '[object Object]';
  return String(thrown);
}

/** The `isError` text for `thrown`: the reference's tool-error JSON, with nothing of the thrown value but its name and message. */
export function thrownErrorText(thrown: unknown): string {
  let named: { name: string; message: string };
  let errorMessage: string;
  try {
    named = nameAndMessage(thrown);
    errorMessage = errorMessageOf(thrown, named);
  } catch {
    // A getter that throws leaves a readable text all the same.
    named = { name: 'Error', message: 'Unknown error' };
    errorMessage = named.message;
  }
  // A falsy thrown value leaves the reference's error without a cause, and its message unknown.
  const body = {
    message: thrown ? named.message : 'Unknown error',
    domain: 'TOOL',
    category: 'USER',
    code: 'TOOL_EXECUTION_FAILED',
    details: { errorMessage, model: '' },
    cause: thrown ? { message: named.message, name: named.name } : undefined,
  };
  return JSON.stringify(body);
}
