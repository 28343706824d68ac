// The record key a served tool is run under.
import type { McpServableTool } from './types';

/** The record key the engine runs the tool under: its id (the name validation messages use), else the listed name. */
export function runtimeKeyOf(name: string, tool: McpServableTool): string {
  return typeof tool.id === 'string' && tool.id !== '' ? tool.id : name;
}
