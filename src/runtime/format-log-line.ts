/**
 * One log entry as one line: the message, then each argument (an object's defined fields as
 * `key: value`, an error as `Name: message`), with every run of whitespace that spans lines
 * folded into a space. A wire or the CLI logs one line per failed call, so that a server's log
 * (the CLI's stderr, a container's output) stays greppable; a validation message's bullet list
 * and an object's pretty-printing would each take a dozen lines.
 */
export function formatLogLine(message: string, args: readonly unknown[]): string {
  return [message, ...args.map(describe)]
    .filter((part) => part !== '')
    .join(' | ')
    .replace(/\s*\n\s*/g, ' ');
}

function describe(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Error) return scalar(value);
  return Object.entries(value)
    .filter((entry) => entry[1] !== undefined)
    .map(([key, field]) => `${key}: ${scalar(field)}`)
    .join(', ');
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return `${JSON.stringify(value)}`;
  } catch {
    // A cycle or a bigint, which JSON cannot hold.
    return `${value}`;
  }
}
