/**
 * A served tool as the runtime runs it for one `tools/call`: every member the engine reads
 * (hooks, approval policy, schemas, `toModelOutput`, transforms, background settings) passes
 * through, and `execute` gets the engine's context plus `context.mcp`. The raw value a tool threw
 * is kept, so the `isError` text is the one `@mastra/mcp` sends.
 */
import { handOverContext } from '../../execute/context-handover';
import type { RuntimeTool } from '../../runtime';
import type { McpExecuteContext } from './execute-context';
import type { McpServableTool } from './types';

/** What one call's tool leaves behind for the result mapping. */
export interface CallCapture {
  /** Set when execute threw: the thrown value, as it was. */
  thrown: { value: unknown } | undefined;
}

/** The record key the engine runs the tool under: its id (the name validation messages use), else the listed name. */
export function runtimeKeyOf(name: string, tool: McpServableTool): string {
  return typeof tool.id === 'string' && tool.id !== '' ? tool.id : name;
}

/**
 * The tool for one call. `mcp` fills `context.mcp`; `validators` are the Standard Schemas of a
 * tool that does not validate by itself: the engine checks the input with the first, and the
 * output with the second (the call's `validatePlainToolOutput` option).
 */
export function runtimeToolFor(
  tool: McpServableTool,
  mcp: McpExecuteContext,
  validators: { input: unknown; output: unknown } | undefined,
  capture: CallCapture,
): RuntimeTool {
  const execute = tool.execute!;
  const runtimeTool = Object.create(callPrototypeOf(tool, validators)) as RuntimeTool;
  const run = async (input: unknown, context: Record<string, unknown>) => {
    context['mcp'] = mcp.mcp;
    // This forwarder reads the engine's context no more: the tool's own execute may shape it in place.
    handOverContext(context, execute);
    try {
      return await execute.call(tool, input, context);
    } catch (error) {
      capture.thrown = { value: error };
      throw error;
    }
  };
  // An assignment, not a definition: the prototype's execute is a writable data property.
  runtimeTool.execute = run as RuntimeTool['execute'];
  return runtimeTool;
}

/** Per tool (and per set of validators), the prototype of its per-call tools. */
const callPrototypes = new WeakMap<object, object>();

/**
 * The prototype every call's tool is made from, once per tool: `Object.create` keeps every member
 * (own or inherited, getters included) readable as the engine reads them; the input and output
 * schemas are replaced for a tool not made by createTool, and `execute` is a writable data property (a tool class may
 * declare execute as a getter without a setter), which each call's own execute shadows.
 */
function callPrototypeOf(tool: McpServableTool, validators: { input: unknown; output: unknown } | undefined): object {
  const key = validators ?? tool;
  let prototype = callPrototypes.get(key);
  if (!prototype) {
    prototype = Object.create(tool) as object;
    if (validators?.input) Object.defineProperty(prototype, 'inputSchema', { value: validators.input, enumerable: true, configurable: true });
    if (validators?.output) Object.defineProperty(prototype, 'outputSchema', { value: validators.output, enumerable: true, configurable: true });
    Object.defineProperty(prototype, 'execute', { value: undefined, enumerable: true, writable: true, configurable: true });
    callPrototypes.set(key, prototype);
  }
  return prototype;
}
