import { MASTRA_TOOL_MARKER } from './marker-symbol';
import { Tool } from './tool';

export { MASTRA_TOOL_MARKER };

/**
 * Whether `value` is a tool by Mastra 1.71's rule: an instance of `Tool` (checked first, so a
 * Proxy sees its prototype read before the `in` test), or an object with the marker key (its
 * value does not matter).
 */
export function isMastraTool(value: unknown): boolean {
  return value instanceof Tool || (typeof value === 'object' && value !== null && MASTRA_TOOL_MARKER in value);
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
