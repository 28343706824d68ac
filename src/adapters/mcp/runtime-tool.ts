/**
 * A served tool as the runtime runs it for a `tools/call`: every member the engine reads (hooks,
 * approval policy, schemas, `execute`, `toModelOutput`, transforms, background settings) is the
 * tool's own, inherited; only the input and output schemas of a tool that does not validate by
 * itself are replaced. `context.mcp` comes in through the call's `contextExtras`.
 */
import type { RuntimeTool } from '../../runtime';
import type { McpServableTool } from './types';

/** The record key the engine runs the tool under: its id (the name validation messages use), else the listed name. */
export function runtimeKeyOf(name: string, tool: McpServableTool): string {
  return typeof tool.id === 'string' && tool.id !== '' ? tool.id : name;
}

/** Per tool (and per set of validators), the tool the engine runs. */
const runtimeTools = new WeakMap<object, RuntimeTool>();

/**
 * The tool the engine runs for `tool`. `validators` are the Standard Schemas of a tool that does
 * not validate by itself: the engine checks the input with the first, and the output with the
 * second (the call's `validatePlainToolOutput` option). Made once per tool: `Object.create` keeps
 * every member (own or inherited, getters included) readable as the engine reads them.
 */
export function runtimeToolFor(tool: McpServableTool, validators: { input: unknown; output: unknown } | undefined): RuntimeTool {
  if (!validators) return tool as RuntimeTool;
  let made = runtimeTools.get(validators);
  if (!made) {
    made = Object.create(tool) as RuntimeTool;
    if (validators.input) Object.defineProperty(made, 'inputSchema', { value: validators.input, enumerable: true, configurable: true });
    if (validators.output) Object.defineProperty(made, 'outputSchema', { value: validators.output, enumerable: true, configurable: true });
    runtimeTools.set(validators, made);
  }
  return made;
}
