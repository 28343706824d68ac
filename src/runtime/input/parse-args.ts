/**
 * Tool-call argument text → value, as the agent runtime parses it.
 *
 * Mirrors what the reference does with a model's `tool-call` part: JSON first; on failure the
 * `<|…|>` control tokens some models leak are stripped and JSON is tried again; on failure a small
 * textual repair pass runs. The tool lookup is in find-tool.ts.
 */

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
