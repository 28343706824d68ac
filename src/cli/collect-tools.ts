import { CliError } from './cli-error';

/** A tool as the CLI finds it in a module; the MCP adapter checks the rest. */
export type FoundTool = object;

/** Whether `value` carries a tool's marker (toolwright's or Mastra's `createTool`). */
export type IsTool = (value: unknown) => boolean;

function describe(value: unknown, isTool: IsTool): string {
  if (value === null) return 'null';
  if (typeof value === 'function') return /^class[\s{]/.test(Function.prototype.toString.call(value)) ? 'a class' : 'a function';
  if (typeof value !== 'object') return `a ${typeof value}`;
  if (Array.isArray(value)) return 'an array';
  const keys = Object.keys(value);
  const tools = keys.filter((key) => isTool((value as Record<string, unknown>)[key]));
  if (tools.length > 0) return `a record of tools (${tools.join(', ')})`;
  return keys.length === 0 ? 'an empty object' : `an object that is not a tool (keys: ${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''})`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The tools of a module, keyed by the names clients call them by: each named export that is a
 * tool under its export name; each tool of a default export that is a record under its key; a
 * default export that is one tool under its `id`. One object found under one name twice (say
 * `export const a` and `export default { a }`) is served once; two different tools under one
 * name stop the CLI, naming both, rather than hiding one.
 */
export function collectTools(namespace: Record<string, unknown>, isTool: IsTool, module: string): Record<string, FoundTool> {
  const tools = new Map<string, { tool: FoundTool; from: string }>();
  const add = (name: string, tool: FoundTool, from: string): void => {
    const seen = tools.get(name);
    if (seen && seen.tool !== tool) {
      throw new CliError(`${module} has two tools named "${name}": ${seen.from} and ${from}. Rename one of them: MCP tool names are unique.`);
    }
    if (!seen) tools.set(name, { tool, from });
  };
  for (const [name, value] of Object.entries(namespace)) {
    if (name !== 'default' && isTool(value)) add(name, value as FoundTool, `the export "${name}"`);
  }
  const fallback = namespace.default;
  if (isTool(fallback)) {
    const id = (fallback as { id?: unknown }).id;
    add(typeof id === 'string' && id !== '' ? id : 'default', fallback as FoundTool, 'the default export');
  } else if (isRecord(fallback)) {
    for (const [key, value] of Object.entries(fallback)) {
      if (isTool(value)) add(key, value as FoundTool, `key "${key}" of the default export`);
    }
  }
  if (tools.size === 0) throw new CliError(noToolsMessage(namespace, isTool, module));
  return Object.fromEntries([...tools].map(([name, { tool }]) => [name, tool]));
}

function noToolsMessage(namespace: Record<string, unknown>, isTool: IsTool, module: string): string {
  const names = Object.keys(namespace);
  const lines = [`${module} exports no tools.`];
  if (names.length === 0) lines.push('It exports nothing.');
  else lines.push('It exports:', ...names.map((name) => `  ${name === 'default' ? 'default export' : name}: ${describe(namespace[name], isTool)}`));
  if (names.some((name) => name !== 'default' && isRecord(namespace[name]) && describe(namespace[name], isTool).startsWith('a record of tools'))) {
    lines.push('A named record of tools is not served: export each tool by name, or make the record the default export.');
  }
  lines.push('A tool is what createTool() returns (toolwright/tools or @mastra/core/tools).');
  return lines.join('\n');
}
