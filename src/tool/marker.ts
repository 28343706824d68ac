/**
 * The global symbol that marks a Mastra tool. Mastra agents run any object carrying it as a
 * native tool; `Symbol.for` keeps it identical across module copies and bundles.
 */
export const MASTRA_TOOL_MARKER: unique symbol = Symbol.for('mastra.core.tool.Tool') as never;

/** Whether `value` is a tool by the reference's rule: the marker key is present (its value does not matter). */
export function isMastraTool(value: unknown): boolean {
  return typeof value === 'object' && value !== null && MASTRA_TOOL_MARKER in value;
}

/**
 * Whether `value` is an AI SDK tool rather than a Mastra one: no marker, and either
 * `parameters`, or an `execute` function together with an `inputSchema` key.
 */
export function isVercelTool(value: unknown): boolean {
  if (!value || isMastraTool(value)) return false;
  const tool = value as Record<string, unknown>;
  return 'parameters' in tool || ('execute' in tool && typeof tool.execute === 'function' && 'inputSchema' in tool);
}
