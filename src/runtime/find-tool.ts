// Which tool a call names, as the agent runtime looks it up: record key → provider-tool name →
// `tool.id`; and the error text for a name it does not know.
import { ownValue } from '../internal/own-value';

/**
 * The error text the model gets for an unknown tool name. `available` is the active-tools list when
 * one is set, else the record keys. With an empty list the reference leaves a double period.
 */
export function toolNotFoundMessage(name: string, available: readonly string[]): string {
  const list = available.length > 0 ? ` Available tools: ${available.join(', ')}` : '';
  return `Tool "${name}" not found.${list}. Call tools by their exact name only — never add prefixes, namespaces, or colons.`;
}

/** A provider-defined tool (AI SDK): `type` `'provider-defined'` or `'provider'` and a string id. */
export function isProviderTool(tool: unknown): tool is { type: string; id: string; name?: unknown } {
  if (typeof tool !== 'object' || tool === null) return false;
  const t = tool as { type?: unknown; id?: unknown };
  return (t.type === 'provider-defined' || t.type === 'provider') && typeof t.id === 'string';
}

/** The model-facing name of a provider tool id: `'openai.web_search'` → `'web_search'`. */
function providerToolName(id: string): string {
  return id.split('.').slice(1).join('.');
}

/** What {@link findRuntimeTool} returns: the record key the tool sits under, and the tool. */
export interface FoundTool<T> {
  key: string;
  tool: T;
}

/**
 * Resolves a called tool name like the reference: a truthy record entry under that key, else the
 * first provider tool whose derived or explicit name matches, else the first tool whose `id`
 * matches. The key is the first record key holding the tool found (the validation id).
 * Only own keys are consulted (the reference would also hit `Object.prototype` members).
 */
export function findRuntimeTool<T>(tools: Record<string, T> | undefined, name: string): FoundTool<T> | undefined {
  if (!tools) return undefined;
  const direct = ownValue(tools, name);
  if (direct) return { key: name, tool: direct };
  const entries = Object.entries(tools);
  const hit =
    entries.find(([, t]) => isProviderTool(t) && (providerToolName(t.id) === name || t.name === name)) ??
    entries.find(([, t]) => (typeof t === 'object' || typeof t === 'function') && t !== null && 'id' in t && (t as { id?: unknown }).id === name);
  if (!hit) return undefined;
  const [, tool] = hit;
  const key = entries.find(([, t]) => t === tool)?.[0] ?? hit[0];
  return { key, tool };
}
