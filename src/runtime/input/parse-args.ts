/**
 * Tool-call argument text → value, and the tool lookup of the agent runtime.
 *
 * Mirrors what the reference does with a model's `tool-call` part: JSON first; on failure the
 * `<|…|>` control tokens some models leak are stripped and JSON is tried again; on failure a small
 * textual repair pass runs. Lookup goes record key → provider-tool name → `tool.id`.
 */
import { ownValue } from '../../internal/own-value';

/** Outcome of {@link parseToolArgs}: `ok:false` where the reference ends up with no arguments. */
export type ParsedToolArgs = { ok: true; value: unknown } | { ok: false };

const CONTROL_TOKEN = /<\|[^|]*\|>\s*/g;

function tryJson(text: string): ParsedToolArgs {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Strips `<|…|>` tokens, but only when the text is not already valid JSON. */
function stripControlTokens(text: string): string {
  if (tryJson(text).ok) return text;
  return text.replace(CONTROL_TOKEN, '').trim();
}

/**
 * The reference's textual repair pass, step by step: a property name missing its opening quote,
 * bare property names, single quotes, trailing commas, then bare ISO dates used as values.
 */
export function repairToolArgsText(text: string): string {
  let out = text.trim();
  out = out.replace(/([{,]\s*)([a-zA-Z_$][a-zA-Z0-9_$]*)"/g, (whole: string, lead: string, name: string) =>
    lead.trimEnd().endsWith('"') ? whole : `${lead}"${name}"`,
  );
  out = out.replace(/([{,]\s*)([a-zA-Z_$][a-zA-Z0-9_$]*)\s*:/g, '$1"$2":');
  out = out.split("'").join('"');
  out = out.replace(/,(\s*[}\]])/g, '$1');
  out = out.replace(/:\s*(\d{4}-\d{2}-\d{2}(?:T[\d:]+)?)\s*([,}])/g, ': "$1"$2');
  return out;
}

/**
 * Parses a tool call's argument text like the reference agent.
 * Failure (`ok:false`) for: empty text, text that is empty once control tokens are stripped, and
 * text that neither parses nor repairs into a truthy value. A text that parses to `null` is
 * `ok:true` with `value:null`; the reference rejects null/undefined arguments later, at execute
 * time (after `onInputAvailable` and the approval gate) — see {@link isMissingToolArgs}.
 */
export function parseToolArgs(text: string): ParsedToolArgs {
  if (!text) return { ok: false };
  const cleaned = stripControlTokens(text);
  if (!cleaned) return { ok: false };
  const direct = tryJson(cleaned);
  if (direct.ok) return direct;
  const repaired = tryJson(repairToolArgsText(cleaned));
  // The reference keeps a repaired value only when it is truthy.
  if (repaired.ok && repaired.value) return repaired;
  return { ok: false };
}

/** True for the argument values the reference answers with {@link invalidArgsMessage} (null, undefined). */
export function isMissingToolArgs(args: unknown): args is null | undefined {
  return args === null || args === undefined;
}

/** The error text the model gets when a call's arguments could not be parsed. */
export function invalidArgsMessage(toolName: string): string {
  return `Tool "${toolName}" received invalid arguments — the provided JSON could not be parsed. Please provide valid JSON arguments.`;
}

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

/** What {@link findTool} returns: the record key the tool sits under, and the tool. */
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
export function findTool<T>(tools: Record<string, T> | undefined, name: string): FoundTool<T> | undefined {
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
